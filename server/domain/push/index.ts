/** What other areas use of push: the service type, to send through it. */
export type { PushService } from './push-service.ts';
export { erasePushOf } from './owner-erasure.queries.ts';
