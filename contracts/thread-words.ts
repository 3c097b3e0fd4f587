/**
 * Consultation threads as the browser and the server both speak of them: the vocabulary, the DTOs and the words
 * people see. Zod-free, so the messages island carries none (the send input's schema is `threads.ts`).
 */

/** A message's text: at most this many characters. */
export const MESSAGE_MAX = 4_000;
/** Files one message may carry. */
export const MESSAGE_FILES_MAX = 5;
/** How long after the appointment's end a thread stays open for follow-up, unless the listing says otherwise. */
export const DEFAULT_FOLLOW_UP_HOURS = 48;
/** At most one away notice per thread and side in this many minutes. */
export const AWAY_NOTICE_MINUTES = 15;

/** What a message may carry: photos, short videos and PDFs (checked by type and by their bytes on the server). */
export const THREAD_ATTACHMENT_TYPES = [
  'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/quicktime', 'video/webm', 'application/pdf',
] as const;
export const THREAD_ATTACHMENT_MAX_MB = 25;
/** For the composer's file input. */
export const THREAD_ATTACHMENT_ACCEPT = THREAD_ATTACHMENT_TYPES.join(',');

/**
 * Where a thread stands at a moment:
 * - `open`: from the booking's confirmation until the appointment (both sides may write and attach);
 * - `live`: a chat consultation during its slot (the consultation itself);
 * - `followUp`: after the appointment, for the listing's follow-up period;
 * - `readOnly`: afterwards, or once the appointment was canceled or rescheduled.
 */
export type ThreadState = 'open' | 'live' | 'followUp' | 'readOnly';

/** A message's delivery as its sender sees it: stored, reached the other side's screen, read there. */
export type MessageDelivery = 'sent' | 'delivered' | 'read';

export type ThreadSenderKind = 'user' | 'vendor';

/**
 * What a message is: `text`, written by a person; or a line the product writes for the clinic when its vet uses a
 * tool: `video_call` (the appointment's video room, its address in the body), `phone_call` (the vet calls the owner
 * now) and `closed` (the consultation was closed and its summary filed to the pet's record).
 */
export const MESSAGE_KINDS = ['text', 'video_call', 'phone_call', 'closed'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** How a vet steps up from messages to a call inside the same appointment. */
export type ThreadCallKind = 'video' | 'phone';

/** A consultation summary: at most this many characters (the health record's text limit). */
export const SUMMARY_MAX = 5_000;

export interface ThreadAttachment {
  id: string;
  name: string;
  contentType: string;
  /** A signed address of the private file, valid for an hour. */
  url: string;
  kind: 'image' | 'video' | 'pdf';
}

export interface ThreadMessage {
  id: string;
  body: string;
  sentAt: string;
  senderKind: ThreadSenderKind;
  senderName: string;
  /** Sent by the viewer (the clinic's messages are "mine" to every clinic login: they speak for the clinic). */
  mine: boolean;
  delivery: MessageDelivery;
  attachments: ThreadAttachment[];
  kind: MessageKind;
}

export interface ThreadView {
  bookingId: string;
  state: ThreadState;
  canWrite: boolean;
  /** A chat consultation's slot: when the thread turns live and when that ends (null for other types). */
  liveFrom: string | null;
  liveUntil: string | null;
  /** When the thread becomes read-only (null when it already is, or the appointment was canceled). */
  closesAt: string | null;
  /** The line above the messages: where the thread stands. */
  notice: string;
  unread: number;
  /** "The clinic usually replies within 4 hours." for the owner (null for the clinic, or with no target). */
  responseTarget: string | null;
  /** When the vet closed the consultation with a summary (null while open). */
  closedAt: string | null;
  /** The clinic may step up to a call and close the consultation now (never the owner). */
  vetTools: boolean;
}

export const THREAD_MESSAGES = {
  empty: 'Please write a message or attach a file.',
  tooManyFiles: `A message can carry at most ${MESSAGE_FILES_MAX} files.`,
  readOnly: 'This conversation is closed. Book a new appointment to write to the clinic again.',
  canceled: 'This appointment was canceled: its conversation is read-only.',
  rescheduled: 'This appointment was rescheduled: write in the new appointment\'s conversation.',
  sent: 'Message sent.',
  inProgress: 'Consultation in progress',
  vetOnly: 'Only the clinic can do this.',
  alreadyClosed: 'This consultation is already closed.',
  summaryRequired: 'Please write a summary for the pet\'s record.',
  noPet: 'This appointment names no pet, so the summary cannot be filed to a health record.',
  notShared: 'The owner has not shared this pet\'s record with your clinic, so the summary cannot be filed there.',
  closed: 'The consultation is closed and its summary is in the pet\'s health record.',
  noPhone: 'The owner has no phone number in their account: start a video call instead.',
} as const;

/** What a listing's response target promises the owner (shown in the thread). */
export const responseTargetLine = (hours: number): string =>
  `The clinic usually replies within ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;

/** The lines the product writes in a thread when the vet uses a tool (plain text; the address is linked as any URL is). */
export const THREAD_SYSTEM_LINES = {
  video: (vet: string, roomUrl: string) => `${vet} started a video call. Join the video consultation: ${roomUrl}`,
  phone: (vet: string, phone: string) => `${vet} is calling you now at ${phone}.`,
  closed: (vet: string, pet: string) => `${vet} closed the consultation. The summary is filed in ${pet}'s health record.`,
} as const;

/** The clinic's flag on an appointment whose owner has waited longer than the listing's response target. */
export const WAITING_FLAG = 'Waiting for a reply';

/** The line a thread shows for its state (times are formatted by the caller, in the viewer's zone). */
export const THREAD_NOTICES = {
  open: 'You can write here before the appointment; the conversation stays open afterwards for follow-up.',
  chatOpen: 'The consultation happens here at the appointment time. You can already write and attach photos.',
  live: THREAD_MESSAGES.inProgress,
  followUp: (hours: number) => `Open for follow-up questions for ${hours} hours after the appointment.`,
  closedFollowUp: (hours: number) => `The vet closed this consultation. Follow-up questions are open for ${hours} hours after it.`,
  readOnly: THREAD_MESSAGES.readOnly,
} as const;

/** Which kind of attachment a stored type is shown as. */
export function attachmentKind(contentType: string): ThreadAttachment['kind'] {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  return 'pdf';
}
