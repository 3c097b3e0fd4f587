/**
 * Live delivery of consultation threads (socket.io): the path, the events and their payloads, shared by the
 * messages island and the server. A socket carries ids only: what changed is read through GraphQL, so the same
 * authorization and the database decide what a client sees, and a client that missed events reads by cursor.
 */

/** Where the socket.io server listens (its own path, beside the pages). */
export const LIVE_PATH = '/live';

/** Client -> server: follow a booking's thread; the acknowledgement says whether the viewer may. */
export const FOLLOW_EVENT = 'follow';
/** Server -> client: a thread changed (a message stored, or a side read up to a message). */
export const THREAD_EVENT = 'thread';
/** Server -> client: who of each side has the thread open now. */
export const PRESENCE_EVENT = 'presence';

export interface FollowRequest { bookingId: string }
export interface FollowAnswer { ok: boolean; presence?: Presence }

export interface ThreadChanged {
  bookingId: string;
  kind: 'message' | 'read';
  messageId: string;
  by: 'user' | 'vendor';
}

/** Whether the owner, and anyone of the clinic, has the thread open. */
export interface Presence { bookingId: string; user: boolean; vendor: boolean }
