import { clinicOrdersEn, type ClinicOrdersId } from '../../../contracts/messages/en-clinic-orders.ts';

/**
 * The clinic's order queue's words in the page's language (contracts/messages/en-clinic-orders.ts), given by the page
 * (views/pages/orders/order-queue-page.tsx) as one prop: plain words or `{name}` templates the island fills with
 * `fill` (contracts/messages/fill.ts), so its bundle holds no message runtime.
 */
export type QueueWordId = Extract<ClinicOrdersId, `queue.${string}`>;
export type QueueWords = Readonly<Record<QueueWordId, string>>;

/** Every id of QueueWords, for the page to read them from the catalogue. */
export const QUEUE_WORD_IDS = Object.keys(clinicOrdersEn).filter((id) => id.startsWith('queue.')) as QueueWordId[];
