/**
 * Medical Records Assistance's words, zod-free so the upload page's island carries none of zod
 * (`records-requests.ts` holds the rules and re-exports these).
 */

/** Files one clinic may send through its link. */
export const RECORDS_MAX_FILES = 10;

export const RECORDS_MESSAGES = {
  agree: 'Please tick the box to sign the release.',
  signerName: 'Please type your full name to sign the release.',
  signerNameMatch: 'Please type your full name as it is on your account.',
  releaseChanged: 'The release text has changed. Please read it again and sign.',
  noVets: 'Please name at least one veterinary practice.',
  clinicName: 'Please enter the practice\'s name',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  choosePet: 'Please choose a pet',
  sent: 'Your request was sent. We will tell you when records arrive.',
  invalidLink: 'Invalid link',
  usedLink: 'These records were already received through this link. Thank you.',
  expiredLink: 'This link has expired. Please ask the pet\'s owner to send a new request.',
  noFiles: 'Please choose at least one file.',
  tooManyFiles: `Please send at most ${RECORDS_MAX_FILES} files.`,
  received: 'Thank you. The records were received and filed in the pet\'s health record.',
  notFound: 'No request found!',
  cardNotHere: 'Extra vets cannot be paid for by card on this page yet. Please ask for your free vets only.',
} as const;

/** How each vet line reads to the owner. */
export const RECORDS_VET_STATUS_LABELS = {
  awaiting_payment: 'Awaiting payment',
  sent: 'Requested',
  received: 'Received',
  expired: 'Expired (no answer in 30 days)',
  canceled: 'Not sent (payment failed)',
} as const;
export type RecordsVetStatus = keyof typeof RECORDS_VET_STATUS_LABELS;

/** The owner's view of one vet line. */
export interface RecordsVetView {
  id: number;
  clinicName: string;
  email: string;
  phone: string;
  status: RecordsVetStatus;
  statusLabel: string;
  charged: boolean;
  sentAt: string | null;
  receivedAt: string | null;
  expiresAt: string | null;
  refunded: boolean;
}

/** The owner's view of one request. */
export interface RecordsRequestView {
  id: number;
  petName: string;
  signedAt: string;
  signerName: string;
  paidCents: number;
  vets: RecordsVetView[];
}

/** What the upload page shows a clinic holding a working link. */
export interface RecordsUploadView {
  clinicName: string;
  petName: string;
  ownerName: string;
  expiresAt: string;
}

/** The upload page's path for a token; the grant and submit calls hang off it under /api. */
export const recordsUploadPath = (token: string) => `/records-upload/${token}`;
