/** What other areas may use of the threads' tables: erasing an owner's messages. */
export { eraseMessagesOf } from './owner-erasure.queries.ts';
