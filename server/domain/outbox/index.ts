/** What the adapters and the dev outbox page may use of the outbox table: store a message, read the latest. */
export { countByChannel, insertMessage, insertMessages, latestMessages, type OutboxRow } from './outbox.queries.ts';
