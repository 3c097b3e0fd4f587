/**
 * The words and shapes of fulfilling a service order (the clinic's queue at /app/orders, the owner's My Orders)
 * and the order form's limits, without zod, so the report and order islands carry none. The input schemas are in
 * `order-fulfilment.ts` and `orders.ts`.
 */

/** The most files one order (or consult) may attach. */
export const MAX_ORDER_FILES = 10;
/** The longest first opinion and question a second-opinion order takes (the form counts toward it). */
export const ORDER_TEXT_MAX = 5000;

/**
 * The lines the server stores on an order's timeline (`order_events.text`), in English, as templates filled with
 * `fill` (`{amount}` is '$95.00'). They stay stored in English, word for word as before; the pages say each in
 * their reader's language by matching the stored line against these (views/pages/orders/order-texts.ts,
 * `sayEventText`), so old rows read the same way and the API keeps its words.
 */
export const ORDER_EVENT_TEXTS = {
  assigned: 'Assigned to {name}',
  expired: 'Not delivered within 5 days: refunded in full.',
  canceledByOwner: 'Canceled by the owner before review: {amount} refunded in full.',
  canceledByOwnerNoRefund: 'Canceled by the owner before review.',
  canceledByClinic: "Canceled by the requesting clinic: {amount} refunded in full to the clinic's card.",
  canceledByClinicNoRefund: 'Canceled by the requesting clinic.',
} as const;

/**
 * What the second opinion's authorisation ("I authorize Petcare's vets to review my pet's records for this second
 * opinion.") grants, said on the order page above it: the order's pet alone, from payment, to the practice
 * fulfilling the order, until the owner stops it on My Clinics.
 */
export const SECOND_OPINION_RECORDS_SHARING = 'Once you pay, your authorisation shares the pet you choose, and only that pet, with the vets of '
  + 'the practice reviewing this order: they can read its health records. You can stop sharing at any time under My Clinics in your dashboard.';

/**
 * Where a paid order stands: 'paid' (waiting for a vet), 'assigned' (a vet named), 'in_review' (the vet started:
 * the order is used), 'needs_information' (the vet asked the owner; the clock pauses), 'delivered' (the report is
 * out), 'refunded' (not delivered within the outer limit: refunded in full automatically). Before payment an order
 * is 'new' or 'pending'; an owner's cancel before review makes it 'canceled'.
 */
export const FULFILMENT_STATUSES = ['paid', 'assigned', 'in_review', 'needs_information', 'delivered', 'refunded'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const FULFILMENT_STATUS_LABEL: Readonly<Record<FulfilmentStatus, string>> = {
  paid: 'Paid', assigned: 'Assigned', in_review: 'In review', needs_information: 'Needs information', delivered: 'Delivered', refunded: 'Refunded',
};

/** The report's four parts, in the order the PDF prints them. */
export const REPORT_SECTIONS = [
  { key: 'summary', label: 'Summary' },
  { key: 'assessment', label: 'Assessment' },
  { key: 'recommendations', label: 'Recommendations' },
  { key: 'references', label: 'References' },
] as const;
export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
export type OrderReport = Record<ReportSectionKey, string>;

/** The longest text of one report section, a question or an answer (characters of HTML or text). */
export const REPORT_SECTION_MAX = 20_000;
export const ORDER_MESSAGE_MAX = 5_000;
/** The file types an owner attaches to an order (the order form's and the answer's file pickers; the server checks the bytes). */
export const ORDER_ANSWER_FILE_TYPES = 'application/pdf,image/jpeg,image/png,image/gif,image/webp,text/plain';

export const FULFILMENT_MESSAGES = {
  notFound: 'No order found!',
  /** The clinic's page of an order canceled before review. */
  canceledBeforeReview: 'This order was canceled before review. It has left the queue and needs nothing more from your team.',
  wrongStatus: 'This order cannot do that now.',
  notAssignee: 'Only the vet assigned to this order can do that.',
  assigneeRequired: 'Please choose a team member',
  unknownMember: 'Please choose a member of your team',
  questionRequired: 'Please write your question',
  answerRequired: 'Please write your answer',
  summaryRequired: 'Please write the summary',
  assessmentRequired: 'Please write the assessment',
  recommendationsRequired: 'Please write the recommendations',
  assigned: 'The order was assigned.',
  started: 'The review has started.',
  asked: 'Your question was sent to the owner.',
  /** A Peer-to-Peer Consult's question: the vet who ordered it answers. */
  askedClinic: 'Your question was sent to the vet who ordered the consult.',
  answered: 'Your answer was sent to the vet.',
  delivered: 'The report was delivered.',
} as const;

/** One entry of an order's timeline, as both sides see it. */
export interface OrderEventView {
  id: number;
  kind: 'question' | 'answer' | 'status';
  authorName: string;
  /** For status entries: the status the order moved to, its code (said by the page) and its English label. */
  status: string | null;
  statusLabel: string | null;
  text: string;
  files: Array<{ id: number; name: string }>;
  /** Written in the viewer's zone. */
  at: string;
}

/** An order's clock as a sentence: 'due in 31 h', 'overdue by 3 h', 'paused: waiting for the owner'. */
export interface OrderClockView {
  text: string;
  /** The whole hours the text says (0 when paused or overdue by under an hour), for saying it in another language. */
  hours: number;
  overdue: boolean;
  paused: boolean;
}

/** One row of the clinic's queue. */
export interface QueueOrderView {
  id: number;
  productId: number;
  productLabel: string;
  /** 'canceled': canceled before review, a Peer-to-Peer Consult by its clinic or a second opinion by its owner (read on its own page, out of the queue). */
  status: FulfilmentStatus | 'canceled';
  statusLabel: string;
  ownerName: string;
  petName: string;
  assigneeName: string | null;
  clock: OrderClockView | null;
  /** When the running clock is due (ISO; null once delivered or refunded, or while paused): what the queue sorts by. */
  dueAt: string | null;
  /** The day it was paid, in the clinic's zone. */
  paidOn: string;
}

export interface OrderQueueView {
  orders: QueueOrderView[];
  zone: string;
  products: Array<{ code: number; label: string }>;
}

/** One of the pet's shared health records, as the clinic's order page lists it. */
export interface SharedRecordView {
  id: number;
  /** 'Mar 4, 2026', or null for a record without a date. */
  date: string | null;
  /** Its kind: the category and subcategory ('History · Immunizations'). */
  kind: string;
  title: string;
  /** The vet or clinic that wrote or saw it, when the record says. */
  vet: string | null;
  /** Each file through the records' own signed link (`/api/health-records/files/:id`). */
  files: Array<{ id: number; name: string; url: string }>;
}

/** The order's detail in the clinic's dashboard. */
export interface ClinicOrderDetailView {
  order: QueueOrderView;
  /** The owner who ordered it (empty for a Peer-to-Peer Consult, ordered by `requestedBy`). */
  owner: { name: string; email: string };
  /** A Peer-to-Peer Consult's requesting clinic and vet, who answer the specialist's questions. */
  requestedBy: { clinic: string; vet: string; email: string } | null;
  /** The pet's records the requesting vet attached, as they were when ordered. */
  records: Array<{ id: number; label: string; lines: string[]; files: Array<{ id: number; name: string }> }>;
  pet: { id: number; name: string; type: string; breed: string } | null;
  firstOpinion: string;
  question: string;
  files: Array<{ id: number; name: string }>;
  events: OrderEventView[];
  /** The team members it may be assigned to (root admin only; empty for a sub-user). */
  team: Array<{ id: number; name: string }>;
  assigneeId: number | null;
  /** What the viewer may do now. */
  can: { assign: boolean; start: boolean; ask: boolean; deliver: boolean };
  report: OrderReport | null;
  /** The delivered report's PDF. */
  reportHref: string | null;
  /** Whether the pet's records are shared with the clinic (the records below are shown then). */
  recordsShared: boolean;
  /** The pet's records the owner shares with the clinic (those its PDF holds), newest first; empty when not shared. */
  sharedRecords: SharedRecordView[];
  zone: string;
}
