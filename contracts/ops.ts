import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { boundedText } from './text-fields.ts';
import { tooLongMessage } from './limit-words.ts';
import type { ClinicStandingKey } from './ops-words.ts';

/**
 * The marketplace operator's console (`/ops`): its words, its forms' schemas and what its pages show. Operators
 * are their own accounts (never owners or clinic logins), sign in with a password and then a TOTP code or a
 * recovery code, and every action they take is written to the operators' audit log.
 */

/** How long an operator's session lasts without a request (owners' and clinics' last 14 days). */
export const OPS_IDLE_MINUTES = 30;
/** The longest an operator's session lasts however busy (then sign in again). */
export const OPS_MAX_HOURS = 12;
/** How many recovery codes an operator is given at creation. */
export const RECOVERY_CODE_COUNT = 10;
export const OPS_PAGE_SIZE = 50;

export const OPS_MESSAGES = {
  signInTitle: 'Operator sign-in',
  wrongCredentials: 'The email or password is incorrect.',
  secondFactorTitle: 'Two-step verification',
  secondFactorHelp: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  enrolTitle: 'Set up two-step verification',
  enrolHelp: 'Add this account to your authenticator app (scan the code or type the key), then enter the 6-digit code it shows.',
  wrongCode: 'That code is not valid. Try the current code from your authenticator app, or a recovery code.',
  wrongEnrolCode: 'That code is not valid. Check the time on your phone and try the current code.',
  recoveryUsed: (left: number) => `You signed in with a recovery code: ${left} ${left === 1 ? 'code is' : 'codes are'} left.`,
  noTwoFactor: 'Set up two-step verification before using the console.',
  sessionEnded: 'Your operator session ended. Please sign in again.',
  /** The server has no OPS_SECRET_KEY (production): operators' authenticator keys can be neither stored nor read. */
  secretKeyMissing: 'The console is not configured yet: OPS_SECRET_KEY is not set. Ask the person who runs the servers.',
  /** A stored authenticator key does not open with the server's OPS_SECRET_KEY (changed, lost, or the row altered). */
  secretUnreadable: 'Your authenticator key cannot be read with this server\'s OPS_SECRET_KEY. Ask the person who runs the servers to restore the key it was stored with.',
  signedOut: 'You are signed out of the console.',
  clinicApproved: (name: string) => `${name} is approved: its listings are on the vet list.`,
  clinicAlreadyApproved: (name: string) => `${name} was already approved.`,
  clinicSuspended: (name: string) => `${name} is suspended: its site shows a notice and it takes no new bookings.`,
  clinicUnsuspended: (name: string) => `${name} is no longer suspended.`,
  clinicNotChanged: (name: string) => `${name} was already in that state.`,
  approvalOn: 'New clinics now wait for approval before they are listed or take bookings.',
  approvalOff: 'New clinics are now listed as soon as they verify their email address.',
  refundRequested: (amount: string) => `A refund of ${amount} was sent to the payment gateway.`,
  refundPending: (amount: string) => `A refund of ${amount} is recorded; the gateway did not answer yet and it will be tried again.`,
  notRefundable: 'This payment cannot be refunded: it was not captured through a gateway, or it is refunded already.',
  planCreated: (code: string) => `Promo code ${code} is created.`,
  planLimited: (code: string) => `Promo code ${code} now has its new limit.`,
  planExpired: (code: string) => `Promo code ${code} is expired.`,
  planCodeTaken: 'That code exists already.',
  planLimitBelowUses: (uses: number) => `The limit cannot be below the ${uses} uses already made.`,
  planOfferNeeded: 'Give a percentage or an amount off.',
  shelterApproved: (email: string) => `The shelter is approved: ${email} was mailed a link to choose its password.`,
  reviewHidden: (id: number) => `Review ${id} is hidden.`,
  reviewAlreadyHidden: (id: number) => `Review ${id} was already hidden.`,
  notFound: 'Not found.',
  /** The neutral notice a suspended clinic's site shows. */
  siteSuspended: 'This practice is not taking appointments online at the moment. Appointments already booked are not affected.',
  /** What a booking at a clinic that is not approved or is suspended answers. */
  bookingsClosed: 'This practice is not taking appointments online at the moment.',
} as const;

/**
 * What a clinic's own dashboard says of its standing with the marketplace (every /app page of its logins), and the
 * emails its root admin gets when an operator changes it.
 */
export const CLINIC_STANDING_MESSAGES = {
  awaitingApproval: 'Your practice is waiting for approval. Your listings will appear on the vet list once it is approved.',
  suspended: 'Your practice is not taking new bookings at the moment: the marketplace has paused them. Appointments already booked are not affected.',
  approvedSubject: 'Your practice is approved',
  approvedText: (clinic: string) => `${clinic} is approved: its listings now appear on the vet list, and owners can book them.`,
  suspendedSubject: 'New bookings at your practice are paused',
  suspendedText: (clinic: string) => `The marketplace has paused new bookings at ${clinic}: its listings are off the vet list for now, and its site says it is not taking appointments online. Appointments already booked are not affected.`,
  unsuspendedSubject: 'Your practice takes bookings again',
  unsuspendedText: (clinic: string) => `New bookings at ${clinic} are open again: its listings are back on the vet list, and its site takes appointments.`,
  contactLead: 'To talk about it, write to',
  contact: (email: string) => `To talk about it, write to ${email}.`,
  openDashboard: 'Open your dashboard',
} as const;

// The console's tables (an island) read the standings' names without zod.
export { CLINIC_STANDING_LABELS, type ClinicStandingKey } from './ops-words.ts';

/** What the audit log calls each operator action. */
export const OPS_ACTIONS = {
  'operator.signed_in': 'Signed in',
  'operator.signed_in_with_recovery_code': 'Signed in with a recovery code',
  'operator.two_factor_set_up': 'Set up two-step verification',
  'operator.signed_out': 'Signed out',
  'settings.clinic_approval': 'Changed the clinic approval setting',
  'clinic.approved': 'Approved a clinic',
  'clinic.suspended': 'Suspended a clinic',
  'clinic.unsuspended': 'Lifted a clinic\'s suspension',
  'payment.refunded': 'Refunded a payment',
  'plan.created': 'Created a promo code',
  'plan.limited': 'Changed a promo code\'s limit',
  'plan.expired': 'Expired a promo code',
  'shelter.approved': 'Approved a shelter inquiry',
  'review.hidden': 'Hid a review',
} as const;
export type OpsAction = keyof typeof OPS_ACTIONS;

const EMAIL_WORDS = 'Enter a valid email address.';
const idText = z.string().regex(/^[1-9][0-9]{0,15}$/, { error: 'Not found.' });

export const opsLoginSchema = z.object({
  email: z.string({ error: EMAIL_WORDS }).trim().toLowerCase().max(254, { error: (i) => tooLongMessage('Email', 254, i.input) }).email({ error: EMAIL_WORDS }),
  password: z.string({ error: 'Enter your password.' }).min(1, { error: 'Enter your password.' }).max(200, { error: (i) => tooLongMessage('Password', 200, i.input) }),
});

/** A second factor: a 6-digit TOTP code, or a recovery code (groups of letters and digits, dashes and spaces ignored). */
export const opsCodeSchema = z.object({
  code: z.string({ error: 'Enter a code.' }).trim().min(1, { error: 'Enter a code.' }).max(40, { error: (i) => tooLongMessage('Code', 40, i.input) }),
});

export const opsIdSchema = z.object({ id: idText });

export const opsSearchSchema = z.object({
  q: boundedText('Search', 100).optional(),
  page: z.coerce.number({ error: 'Not found.' }).int({ error: 'Not found.' }).min(1, { error: 'Not found.' }).max(10_000, { error: 'Not found.' }).optional(),
});

export const opsApprovalSettingSchema = z.object({
  required: z.enum(['on', 'off'], { error: 'Choose on or off.' }),
});

const optionalCount = (label: string) => z.string().trim().regex(/^([1-9][0-9]{0,6})?$/, { error: `${label} must be a whole number from 1, or empty.` })
  .transform((v) => (v ? Number(v) : null));

export const PLAN_CODE = /^[A-Z0-9][A-Z0-9-]{2,29}$/;

export const planCreateSchema = z.object({
  code: z.string({ error: 'Enter a code.' }).trim().toUpperCase()
    .regex(PLAN_CODE, { error: 'A code is 3 to 30 letters, digits or dashes.' }),
  description: boundedText('Description', 200),
  percentOff: z.string().trim().regex(/^([1-9][0-9]?|100)?$/, { error: 'Percent off is a whole number from 1 to 100, or empty.' })
    .transform((v) => (v ? Number(v) : null)),
  amountOff: z.string().trim().regex(/^([0-9]{1,4}(\.[0-9]{1,2})?)?$/, { error: 'Amount off is in dollars, such as 5 or 7.50, or empty.' })
    .transform((v) => (v ? Number(v) : null)),
  maxUses: optionalCount('Limit'),
  perUserLimit: optionalCount('Uses per customer'),
  expiresOn: z.string().trim().regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'Give the date as YYYY-MM-DD, or leave it empty.' })
    .transform((v) => v || null),
}).refine((p) => (p.percentOff ?? 0) > 0 || (p.amountOff ?? 0) > 0, { error: OPS_MESSAGES.planOfferNeeded, path: ['percentOff'] });
export type PlanCreateInput = z.output<typeof planCreateSchema>;

export const planLimitSchema = z.object({ id: idText, maxUses: optionalCount('Limit') });

/** One row of the Clinics page. */
export interface OpsClinicRow {
  id: number;
  name: string;
  email: string | null;
  signedUpAt: string;
  standing: ClinicStandingKey;
  listings: number;
  bookings: number;
  revenueCents: number;
}

export interface OpsPaymentRow {
  id: number;
  at: string;
  clinic: string | null;
  payer: string;
  product: string;
  amountCents: number;
  refundedCents: number;
  status: string;
  gateway: string;
  refundable: boolean;
}

export interface OpsRefundRow {
  id: number;
  paymentId: number;
  at: string;
  clinic: string | null;
  amountCents: number;
  status: string;
  reason: string;
  lastError: string | null;
}

export interface OpsPlanRow {
  id: number;
  code: string;
  description: string;
  offer: string;
  uses: number;
  maxUses: number | null;
  perUserLimit: number | null;
  expiresAt: string | null;
  expired: boolean;
}

export interface OpsAuditRow {
  id: number;
  at: string;
  operator: string;
  action: string;
  target: string | null;
  details: string[];
  address: string | null;
}

/** The console's Queues page. */
export interface OpsQueuesView {
  shelterInquiries: Array<{ id: number; name: string; company: string; email: string; phone: string | null; comments: string | null; at: string; approved: boolean }>;
  newsletter: Array<{ id: number; email: string; at: string }>;
  overdueOrders: Array<{ id: number; product: string; status: string; dueAt: string; clinic: string | null; assignee: string | null }>;
  reportedReviews: Array<{ id: number; clinic: string; rating: number; text: string | null; reason: string | null; reportedAt: string }>;
  pendingErasures: Array<{ userId: number; deletedAt: string; eraseFrom: string }>;
  pendingClinicErasures: Array<{ vendorId: number; name: string; closedAt: string; eraseFrom: string }>;
}

export interface OpsHealthView {
  queues: Array<{ name: string; waiting: number; active: number; failed: number; retried: number }> | null;
  outbox: { total: number; lastDay: number; latest: Array<{ id: number; channel: string; to: string; subject: string | null; at: string }> };
  reminders: Array<{ id: number; kind: string; occasion: string; channel: string; outcome: string; at: string; error: string | null }>;
}
