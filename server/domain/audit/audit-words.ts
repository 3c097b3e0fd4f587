import { CONSULTATION_TYPE_LABEL, isConsultationType } from '../../../contracts/consultations.ts';
import { zonedFormat } from '../../../contracts/intl-format.ts';

/*
 * The activity log's sentences for what happened to a clinic's money and schedule, in the words a clinic
 * reads: who, which consultation, when (in the listing's zone, as the booking was shown), and the money.
 * Pure: every input is passed, the time zone included.
 */

const slotFormat = zonedFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Nov 30, 10:00 AM' in `zone` (plain spaces: ICU puts a narrow no-break space before AM). */
export function slotWords(slot: Date, zone: string): string {
  return slotFormat(zone).format(slot).replace(/\s/g, ' ');
}

/** '$45.00'. */
export function amountWords(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** 'video consultation', 'clinic visit' (an unknown type reads 'consultation'). */
export function consultationWords(type: unknown): string {
  return isConsultationType(type) ? CONSULTATION_TYPE_LABEL[type].toLowerCase() : 'consultation';
}

export interface BookedFacts {
  customer: string;
  type: unknown;
  slot: Date;
  zone: string;
  amountCents: number;
  /** The gateway the payment went through: 'waived' when the clinic waived it. */
  gateway: string;
  /** Booked by one of the clinic's logins at its desk rather than by the owner. */
  atDesk: boolean;
}

/** 'Maria Lopez booked a video consultation for Nov 30, 10:00 AM; paid $45.00' (at the desk: 'Booked at the desk for ...'). */
export function bookedSentence(f: BookedFacts): string {
  const money = f.gateway === 'waived' ? 'payment waived' : f.amountCents > 0 ? `paid ${amountWords(f.amountCents)}` : 'no charge';
  const what = `a ${consultationWords(f.type)} for ${slotWords(f.slot, f.zone)}`;
  return f.atDesk ? `Booked ${what} at the desk for ${f.customer}; ${money}` : `${f.customer} booked ${what}; ${money}`;
}

/** 'Maria Lopez canceled the video consultation of Nov 30, 10:00 AM; refunded $45.00' (or why nothing was refunded). */
export function customerCanceledSentence(f: {
  customer: string; type: unknown; slot: Date; zone: string; refundCents: number | null; paid: boolean; windowHours: number;
}): string {
  const money = f.refundCents !== null
    ? `refunded ${amountWords(f.refundCents)}`
    : f.paid ? `no refund (less than ${f.windowHours} ${f.windowHours === 1 ? 'hour' : 'hours'} ahead)` : 'nothing was paid';
  return `${f.customer} canceled the ${consultationWords(f.type)} of ${slotWords(f.slot, f.zone)}; ${money}`;
}

/** 'Maria Lopez moved the video consultation from Nov 30, 10:00 AM to Dec 1, 2:00 PM' (a login: 'Moved ... of Maria Lopez'). */
export function rescheduledSentence(f: { by: string | null; customer: string; type: unknown; from: Date; to: Date; zone: string }): string {
  const span = `from ${slotWords(f.from, f.zone)} to ${slotWords(f.to, f.zone)}`;
  return f.by === null
    ? `${f.customer} moved the ${consultationWords(f.type)} ${span}`
    : `Moved ${f.customer}'s ${consultationWords(f.type)} ${span}`;
}

/** 'Maria Lopez canceled order 12 (House Call); refunded $360.00'. */
export function orderCanceledSentence(f: { customer: string; product: string; code: string; refundCents: number | null }): string {
  const money = f.refundCents !== null ? `refunded ${amountWords(f.refundCents)}` : 'nothing was refunded';
  return `${f.customer} canceled ${f.code} (${f.product}); ${money}`;
}

/** What a refund was for: 'the appointment PC-000123', 'order 12', or null when neither is known. */
export type RefundSubject = string | null;

const forSubject = (subject: RefundSubject) => (subject ? ` for ${subject}` : '');

/** 'The refund of $45.00 for the appointment PC-000123 went through (paypal)'. */
export function refundCompletedSentence(f: { amountCents: number; subject: RefundSubject; gateway: string }): string {
  return `The refund of ${amountWords(f.amountCents)}${forSubject(f.subject)} went through ${gatewayWords(f.gateway)}`;
}

/** 'The refund of $45.00 for ... could not be made after 10 tries: refund it by hand (...)'. */
export function refundFailedSentence(f: { amountCents: number; subject: RefundSubject; attempts: number; error: string | null }): string {
  const why = f.error ? ` (${f.error})` : '';
  return `The refund of ${amountWords(f.amountCents)}${forSubject(f.subject)} could not be made after ${f.attempts} tries: refund it by hand${why}`;
}

/** 'PayPal reports the payment of $45.00 for the appointment PC-000123 refunded'. */
export function refundedAtGatewaySentence(f: { amountCents: number; subject: RefundSubject }): string {
  return `PayPal reports the payment of ${amountWords(f.amountCents)}${forSubject(f.subject)} refunded`;
}

function gatewayWords(gateway: string): string {
  return gateway === 'paypal' ? 'PayPal' : gateway === 'test' ? 'the test gateway' : `the gateway (${gateway})`;
}

export interface PriceChange {
  type: string;
  from: number | null;
  to: number | null;
}

/** 'Video consultation $45 -> $55; Clinic visit added at $60' for a listing titled ... */
export function pricesSentence(title: string, changes: readonly PriceChange[]): string {
  const parts = changes.map((c) => {
    const label = isConsultationType(c.type) ? CONSULTATION_TYPE_LABEL[c.type] : c.type;
    if (c.from === null) return `${label} offered at ${amountWords((c.to ?? 0) * 100)}`;
    if (c.to === null) return `${label} no longer offered (was ${amountWords(c.from * 100)})`;
    return `${label} ${amountWords(c.from * 100)} -> ${amountWords(c.to * 100)}`;
  });
  return `${title}: ${parts.join('; ')}`;
}

/** 'Dr Smith: Nia Nurse assigned; Sam Vet removed'. */
export function managersSentence(title: string, added: readonly string[], removed: readonly string[]): string {
  const parts = [...added.map((n) => `${n} assigned`), ...removed.map((n) => `${n} removed`)];
  return `${title}: ${parts.join('; ')}`;
}
