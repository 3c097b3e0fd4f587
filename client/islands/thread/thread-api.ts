import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import type { ThreadMessage, ThreadView } from '../../../contracts/thread-words.ts';

const MESSAGES = graphql(`query ThreadMessages($bookingId: ID!, $after: ID, $limit: Int) {
  threadMessages(bookingId: $bookingId, after: $after, limit: $limit) {
    hasMore cursor items { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }
  }
}`);
const SEND = graphql(`mutation SendThreadMessage($bookingId: ID!, $input: SendThreadMessageInput!) {
  sendThreadMessage(bookingId: $bookingId, input: $input) {
    message { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }
  }
}`);
const READ = graphql(`mutation MarkThreadRead($bookingId: ID!, $upTo: ID) { markThreadRead(bookingId: $bookingId, upTo: $upTo) { unread } }`);
const THREAD = graphql(`query ThreadView($bookingId: ID!) {
  thread(bookingId: $bookingId) { bookingId state canWrite liveFrom liveUntil closesAt notice unread responseTarget closedAt vetTools }
}`);

export interface Page { items: ThreadMessage[]; cursor: string | null; hasMore: boolean }

const asMessage = (m: Omit<ThreadMessage, 'attachments'> & { attachments: Array<{ id: string; name: string; contentType: string; url: string; kind: string }> }): ThreadMessage =>
  ({ ...m, attachments: m.attachments.map((a) => ({ ...a, kind: a.kind as ThreadMessage['attachments'][number]['kind'] })) });

/** Messages after the cursor (what a reconnecting client missed), or the latest page. */
export async function fetchMessages(bookingId: string, after: string | null): Promise<Page> {
  const data = await execute(MESSAGES, { bookingId, after, limit: 50 });
  return { ...data.threadMessages, items: data.threadMessages.items.map(asMessage) };
}

export async function sendMessage(bookingId: string, body: string, fileIds: number[]): Promise<ThreadMessage> {
  const data = await execute(SEND, { bookingId, input: { body, fileIds: fileIds.map(String) } });
  return asMessage(data.sendThreadMessage.message);
}

export async function markRead(bookingId: string, upTo: string): Promise<void> {
  await execute(READ, { bookingId, upTo });
}

/** The thread as the viewer sees it now (after the vet closed the consultation, say). */
export async function fetchThread(bookingId: string): Promise<ThreadView | null> {
  const data = await execute(THREAD, { bookingId });
  return data.thread ?? null;
}
