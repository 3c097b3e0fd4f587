import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import type { ThreadCallKind } from '../../../contracts/thread-words.ts';

const CALL = graphql(`mutation StartThreadCall($bookingId: ID!, $kind: ThreadCallKind!) {
  startThreadCall(bookingId: $bookingId, kind: $kind) { message { id } }
}`);
const CLOSE = graphql(`mutation CloseThread($bookingId: ID!, $summary: String!) {
  closeThread(bookingId: $bookingId, summary: $summary) { closedAt vetTools }
}`);

/** The vet steps up to a call: its line (the room's address, or the call) appears in the thread. */
export async function startCall(bookingId: string, kind: ThreadCallKind): Promise<void> {
  await execute(CALL, { bookingId, kind });
}

/** The vet closes the consultation with its summary (filed to the pet's health record). */
export async function closeConsultation(bookingId: string, summary: string): Promise<void> {
  await execute(CLOSE, { bookingId, summary });
}
