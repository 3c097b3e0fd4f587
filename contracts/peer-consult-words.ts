import type { FulfilmentStatus, OrderEventView } from './order-words.ts';
import { CHARGED_CENTS, dollars } from './products.ts';

/*
 * The Peer-to-Peer Consult's words and views (zod-free, so its order form island carries no schema library): a
 * clinic's vet asks the panel's specialist about one of the clinic's patients, the clinic pays, and the report's
 * PDF comes back to the clinic, which may share it into the pet's record.
 */

export const PEER_CONSULT_LABEL = 'Peer-to-Peer Consult';
export const PEER_CONSULT_PRICE = dollars(CHARGED_CENTS.PEER_TO_PEER_CONSULT);
/** Where a clinic orders one and finds the ones it ordered. */
export const PEER_CONSULTS_PATH = '/app/peer-consults';
export const PEER_CONSULT_QUESTION_MAX = 5000;
export const PEER_CONSULT_MAX_RECORDS = 50;

/** What the consult includes, as the order page and the marketing copy say it. */
export const PEER_CONSULT_PROMISE =
  `A specialist of our panel answers your question about one of your patients for ${PEER_CONSULT_PRICE}, paid with your clinic's card, `
  + 'delivered as a PDF within 48 hours (up to 5 days if information is missing). Not delivered within 5 days: refunded in full.';

/** The consult's refund terms, stated before payment. */
export const PEER_CONSULT_POLICY = 'Not delivered within 5 days (time waiting for your answers not counted): refunded in full to your clinic\'s card, automatically. '
  + 'Until a specialist starts the review, your clinic may cancel the consult for a full refund.';

export const PEER_CONSULT_MESSAGES = {
  notFound: 'No peer consult found!',
  petRequired: 'Please choose one of your patients',
  notPatient: 'Peer-to-Peer Consults are ordered for a patient of your clinic.',
  questionRequired: 'Please write your question',
  recordsNotShared: "This pet's owner does not share their pet's records with your clinic, so none can be attached.",
  recordNotFound: "Please attach only this pet's records",
  filesOnly: 'Please attach only your uploads',
  answered: 'Your answer was sent to the specialist.',
  shared: "The report was added to the pet's health record.",
  alreadyShared: "This report is already in the pet's health record.",
  notDelivered: 'The report has not been delivered yet.',
  paid: 'Thank you: the consult is paid and on its way to our panel.',
  canceled: "The consult was canceled and refunded in full to your clinic's card.",
  alreadyCanceled: 'This consult is already canceled.',
  notPaid: 'Only a paid consult can be canceled.',
  cannotCancel: 'A specialist has started this consult: it can no longer be canceled.',
} as const;

/** The statuses a clinic may cancel its consult in (for a full refund): no specialist has started it. */
export const PEER_CONSULT_CANCELABLE: readonly string[] = ['paid', 'assigned'];

/** A patient a clinic login may order a consult for: a pet of a booking of the clinic (a sub-user's: of their listings). */
export interface PeerConsultPatient {
  petId: number;
  petName: string;
  ownerName: string;
}

/** One of the pet's records offered to attach (only when the owner shares records with the clinic). */
export interface PeerConsultRecordChoice {
  id: number;
  label: string;
}

/** A record attached to a consult, as it was when ordered, with the files kept with it (opened through the consult). */
export interface PeerConsultRecordSnapshot {
  id: number;
  label: string;
  lines: string[];
  files: Array<{ id: number; name: string }>;
}

/** The order form's props. */
export interface PeerConsultFormView {
  pet: { id: number; name: string; ownerName: string };
  /** The pet's records to choose from; null when the owner does not share records with the clinic. */
  records: PeerConsultRecordChoice[] | null;
  priceLabel: string;
}

/** One consult in the requesting clinic's list. */
export interface PeerConsultListItem {
  id: number;
  petName: string;
  status: FulfilmentStatus | 'new' | 'pending' | 'canceled';
  statusLabel: string;
  orderedBy: string;
  orderedOn: string;
  /** 'Expected by ...', 'Waiting for your answer', or null once closed. */
  expected: string | null;
  /** The same as parts, for saying it in the page's language: waiting for the clinic's answer, or the moment it is due. */
  expectedWhen: { waiting: boolean; at: string | null } | null;
  /** Where to pay it while it awaits payment. */
  payHref: string | null;
  reportHref: string | null;
}

export interface PeerConsultListView {
  consults: PeerConsultListItem[];
  patients: PeerConsultPatient[];
  zone: string;
}

/** One consult as the requesting clinic sees it. */
export interface PeerConsultDetailView {
  consult: PeerConsultListItem;
  pet: { id: number; name: string };
  question: string;
  records: PeerConsultRecordSnapshot[];
  files: Array<{ id: number; name: string }>;
  events: OrderEventView[];
  /** What the viewer may do now. */
  can: { answer: boolean; share: boolean; cancel: boolean };
  /** Set once the report was shared into the pet's record. */
  shared: boolean;
  panelName: string;
}
