import { isConsultationType } from '../../../contracts/consultations.ts';
import { zonedFormat } from '../../../contracts/intl-format.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { ActivityId } from '../../../contracts/messages/en-activity.ts';
import { translate } from '../../i18n/server-intl.ts';

/*
 * The activity log's sentences for what happened to a clinic's money and schedule, in the words a clinic
 * reads: who, which consultation, when (in the listing's zone, as the booking was shown), and the money.
 * An entry keeps its phrase (which sentence, with its raw values: names, the consultation type, instants and
 * their zone, amounts in cents, the gateway) and the English sentence; the Activity tab says the phrase in its
 * reader's language through the catalogue (contracts/messages/en-activity.ts), dates and money through Intl.
 * Pure: every input is passed, the time zone included.
 */

const slotFormats: Record<Locale, (zone: string) => Intl.DateTimeFormat> = {
  en: zonedFormat(INTL_LOCALE.en, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
  es: zonedFormat(INTL_LOCALE.es, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
};

/** 'Nov 30, 10:00 AM' in `zone` ('30 nov, 10:00 a.m.' in Spanish; plain spaces: ICU puts a narrow no-break space before AM). */
export function slotWords(slot: Date, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  return slotFormats[locale](zone).format(slot).replace(/\s/g, ' ');
}

/* English keeps the log's '$1234.50' (no grouping), as its sentences always said it; other languages group. */
const moneyFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: 'currency', currency: 'USD', useGrouping: false }),
  es: new Intl.NumberFormat(INTL_LOCALE.es, { style: 'currency', currency: 'USD' }),
};

/** '$45.00'. */
export function amountWords(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return moneyFormats[locale].format(cents / 100);
}

const say = (locale: Locale, id: ActivityId, values?: Record<string, string | number>) => translate(locale, id, values);

/** 'video consultation', 'clinic visit' (an unknown type reads 'consultation'). */
export function consultationWords(type: unknown, locale: Locale = DEFAULT_LOCALE): string {
  return say(locale, 'activity.type', { type: isConsultationType(type) ? type : 'other' });
}

/** 'Video consultation' (a type the product does not know reads as stored). */
function typeLabel(type: string, locale: Locale): string {
  return say(locale, 'activity.typeLabel', { type: isConsultationType(type) ? type : 'other', raw: type });
}

/** What a refund was for: an appointment (by its code) or an order (by its number); null when neither is known. */
export type RefundSubject = { kind: 'appointment'; code: string } | { kind: 'order'; order: string } | null;

export interface PriceChange {
  type: string;
  from: number | null;
  to: number | null;
}

/**
 * An entry's sentence as stored (`vendor_audit_events.phrase`): which one and its raw values. Instants are ISO
 * strings (JSON), said in `zone`.
 */
export type ActivityPhrase =
  | { kind: 'booked'; customer: string; type: string; slot: string; zone: string; amountCents: number; gateway: string; atDesk: boolean }
  | { kind: 'customerCanceled'; customer: string; type: string; slot: string; zone: string; refundCents: number | null; paid: boolean; windowHours: number }
  | { kind: 'rescheduled'; byLogin: boolean; customer: string; type: string; from: string; to: string; zone: string }
  | { kind: 'orderCanceled'; customer: string; product: string; order: string; refundCents: number | null }
  | { kind: 'refundCompleted'; amountCents: number; subject: RefundSubject; gateway: string }
  | { kind: 'refundFailed'; amountCents: number; subject: RefundSubject; attempts: number; error: string | null }
  | { kind: 'refundedAtGateway'; amountCents: number; subject: RefundSubject }
  | { kind: 'prices'; title: string; changes: PriceChange[] }
  | { kind: 'managers'; title: string; added: string[]; removed: string[] };

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

const typeOf = (type: unknown) => (typeof type === 'string' ? type : '');

export function bookedPhrase(f: BookedFacts): ActivityPhrase {
  return {
    kind: 'booked', customer: f.customer, type: typeOf(f.type), slot: f.slot.toISOString(), zone: f.zone,
    amountCents: f.amountCents, gateway: f.gateway, atDesk: f.atDesk,
  };
}

export interface CustomerCanceledFacts {
  customer: string; type: unknown; slot: Date; zone: string; refundCents: number | null; paid: boolean; windowHours: number;
}

export function customerCanceledPhrase(f: CustomerCanceledFacts): ActivityPhrase {
  return {
    kind: 'customerCanceled', customer: f.customer, type: typeOf(f.type), slot: f.slot.toISOString(), zone: f.zone,
    refundCents: f.refundCents, paid: f.paid, windowHours: f.windowHours,
  };
}

export interface RescheduledFacts { by: string | null; customer: string; type: unknown; from: Date; to: Date; zone: string }

export function rescheduledPhrase(f: RescheduledFacts): ActivityPhrase {
  return {
    kind: 'rescheduled', byLogin: f.by !== null, customer: f.customer, type: typeOf(f.type),
    from: f.from.toISOString(), to: f.to.toISOString(), zone: f.zone,
  };
}

/** `order` is the order's number ('12'). */
export function orderCanceledPhrase(f: { customer: string; product: string; order: string | number; refundCents: number | null }): ActivityPhrase {
  return { kind: 'orderCanceled', customer: f.customer, product: f.product, order: String(f.order), refundCents: f.refundCents };
}

/** The subject said in `locale`: 'the appointment PC-000123', 'order 12'. */
function subjectWords(subject: RefundSubject, locale: Locale): string | null {
  if (!subject) return null;
  return subject.kind === 'appointment'
    ? say(locale, 'activity.subject.appointment', { code: subject.code })
    : say(locale, 'activity.subject.order', { order: subject.order });
}

function gatewayWords(gateway: string, locale: Locale): string {
  return gateway === 'paypal' ? say(locale, 'activity.gateway.paypal')
    : gateway === 'test' ? say(locale, 'activity.gateway.test') : say(locale, 'activity.gateway.other', { gateway });
}

/** A sentence with or without its subject ('... for the appointment PC-000123 ...'). */
function withSubject(locale: Locale, bare: ActivityId, withIt: ActivityId, subject: RefundSubject, values: Record<string, string | number>): string {
  const words = subjectWords(subject, locale);
  return words === null ? say(locale, bare, values) : say(locale, withIt, { ...values, subject: words });
}

/** A phrase's sentence in `locale` (English: the sentence the log stores with it). */
export function sayActivity(p: ActivityPhrase, locale: Locale = DEFAULT_LOCALE): string {
  const amount = (cents: number) => amountWords(cents, locale);
  const slot = (iso: string, zone: string) => slotWords(new Date(iso), zone, locale);
  switch (p.kind) {
    case 'booked': {
      const money = p.gateway === 'waived' ? say(locale, 'activity.money.waived')
        : p.amountCents > 0 ? say(locale, 'activity.money.paid', { amount: amount(p.amountCents) }) : say(locale, 'activity.money.noCharge');
      return say(locale, p.atDesk ? 'activity.bookedAtDesk' : 'activity.booked', {
        customer: p.customer, type: consultationWords(p.type, locale), slot: slot(p.slot, p.zone), money,
      });
    }
    case 'customerCanceled': {
      const money = p.refundCents !== null ? say(locale, 'activity.money.refunded', { amount: amount(p.refundCents) })
        : p.paid ? say(locale, 'activity.money.noRefundLate', { hours: p.windowHours }) : say(locale, 'activity.money.nothingPaid');
      return say(locale, 'activity.customerCanceled', { customer: p.customer, type: consultationWords(p.type, locale), slot: slot(p.slot, p.zone), money });
    }
    case 'rescheduled':
      return say(locale, p.byLogin ? 'activity.rescheduledByLogin' : 'activity.rescheduled', {
        customer: p.customer, type: consultationWords(p.type, locale), from: slot(p.from, p.zone), to: slot(p.to, p.zone),
      });
    case 'orderCanceled': {
      const money = p.refundCents !== null ? say(locale, 'activity.money.refunded', { amount: amount(p.refundCents) }) : say(locale, 'activity.money.nothingRefunded');
      return say(locale, 'activity.orderCanceled', { customer: p.customer, order: p.order, product: p.product, money });
    }
    case 'refundCompleted':
      return withSubject(locale, 'activity.refundCompleted', 'activity.refundCompletedFor', p.subject, {
        amount: amount(p.amountCents), gateway: gatewayWords(p.gateway, locale),
      });
    case 'refundFailed': {
      const sentence = withSubject(locale, 'activity.refundFailed', 'activity.refundFailedFor', p.subject, {
        amount: amount(p.amountCents), attempts: String(p.attempts),
      });
      return p.error ? say(locale, 'activity.refundFailedWhy', { sentence, error: p.error }) : sentence;
    }
    case 'refundedAtGateway':
      return withSubject(locale, 'activity.refundedAtGateway', 'activity.refundedAtGatewayFor', p.subject, { amount: amount(p.amountCents) });
    case 'prices': {
      const parts = p.changes.map((c) => {
        const label = typeLabel(c.type, locale);
        if (c.from === null) return say(locale, 'activity.price.offered', { label, amount: amount((c.to ?? 0) * 100) });
        if (c.to === null) return say(locale, 'activity.price.dropped', { label, amount: amount(c.from * 100) });
        return say(locale, 'activity.price.changed', { label, from: amount(c.from * 100), to: amount(c.to * 100) });
      });
      return `${p.title}: ${parts.join('; ')}`;
    }
    case 'managers': {
      const parts = [
        ...p.added.map((name) => say(locale, 'activity.manager.assigned', { name })),
        ...p.removed.map((name) => say(locale, 'activity.manager.removed', { name })),
      ];
      return `${p.title}: ${parts.join('; ')}`;
    }
  }
}

/** A stored phrase read back: null when it is not one this code says (an older or unknown shape). */
export function storedPhrase(value: unknown): ActivityPhrase | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return null;
  const kind = (parsed as { kind?: unknown }).kind;
  return typeof kind === 'string' && PHRASE_KINDS.has(kind) ? parsed as ActivityPhrase : null;
}

const PHRASE_KINDS = new Set<string>([
  'booked', 'customerCanceled', 'rescheduled', 'orderCanceled', 'refundCompleted', 'refundFailed', 'refundedAtGateway', 'prices', 'managers',
]);

/** 'Maria Lopez booked a video consultation for Nov 30, 10:00 AM; paid $45.00' (at the desk: 'Booked ... at the desk for ...'). */
export function bookedSentence(f: BookedFacts): string {
  return sayActivity(bookedPhrase(f));
}

/** 'Maria Lopez canceled the video consultation of Nov 30, 10:00 AM; refunded $45.00' (or why nothing was refunded). */
export function customerCanceledSentence(f: CustomerCanceledFacts): string {
  return sayActivity(customerCanceledPhrase(f));
}

/** 'Maria Lopez moved the video consultation from Nov 30, 10:00 AM to Dec 1, 2:00 PM' (a login: 'Moved ... of Maria Lopez'). */
export function rescheduledSentence(f: RescheduledFacts): string {
  return sayActivity(rescheduledPhrase(f));
}

/** 'Maria Lopez canceled order 12 (House Call); refunded $360.00'. */
export function orderCanceledSentence(f: { customer: string; product: string; order: string | number; refundCents: number | null }): string {
  return sayActivity(orderCanceledPhrase(f));
}

export function refundCompletedPhrase(f: { amountCents: number; subject: RefundSubject; gateway: string }): ActivityPhrase {
  return { kind: 'refundCompleted', amountCents: f.amountCents, subject: f.subject, gateway: f.gateway };
}

export function refundFailedPhrase(f: { amountCents: number; subject: RefundSubject; attempts: number; error: string | null }): ActivityPhrase {
  return { kind: 'refundFailed', amountCents: f.amountCents, subject: f.subject, attempts: f.attempts, error: f.error };
}

export function refundedAtGatewayPhrase(f: { amountCents: number; subject: RefundSubject }): ActivityPhrase {
  return { kind: 'refundedAtGateway', amountCents: f.amountCents, subject: f.subject };
}

/** 'The refund of $45.00 for the appointment PC-000123 went through PayPal'. */
export function refundCompletedSentence(f: { amountCents: number; subject: RefundSubject; gateway: string }): string {
  return sayActivity(refundCompletedPhrase(f));
}

/** 'The refund of $45.00 for ... could not be made after 10 tries: refund it by hand (...)'. */
export function refundFailedSentence(f: { amountCents: number; subject: RefundSubject; attempts: number; error: string | null }): string {
  return sayActivity(refundFailedPhrase(f));
}

/** 'PayPal reports the payment of $45.00 for the appointment PC-000123 refunded'. */
export function refundedAtGatewaySentence(f: { amountCents: number; subject: RefundSubject }): string {
  return sayActivity(refundedAtGatewayPhrase(f));
}

export function pricesPhrase(title: string, changes: readonly PriceChange[]): ActivityPhrase {
  return { kind: 'prices', title, changes: changes.map((c) => ({ type: c.type, from: c.from, to: c.to })) };
}

export function managersPhrase(title: string, added: readonly string[], removed: readonly string[]): ActivityPhrase {
  return { kind: 'managers', title, added: [...added], removed: [...removed] };
}

/** 'Video consultation $45 -> $55; Clinic visit added at $60' for a listing titled ... */
export function pricesSentence(title: string, changes: readonly PriceChange[]): string {
  return sayActivity(pricesPhrase(title, changes));
}

/** 'Dr Smith: Nia Nurse assigned; Sam Vet removed'. */
export function managersSentence(title: string, added: readonly string[], removed: readonly string[]): string {
  return sayActivity(managersPhrase(title, added, removed));
}
