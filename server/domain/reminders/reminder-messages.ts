import type { PushMessage } from '../../../contracts/push.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import type { SmsMessage } from '../../adapters/sms.ts';
import { formatInZone, formatInZoneFor } from '../notices/booking-times.ts';
import { canonicalZone } from '../../../contracts/time-zone.ts';
import {
  appointmentPage, attendBlock, consultationLink, noticeFacts, ownerTypeWords, ownerWords, typeLabelIn, type BookingNotice,
} from '../notices/booking-notice.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { PRODUCT_SENDER, renderMail, type MailBlock } from '../notices/mail-layout.ts';

const MINUTE = 60_000;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The real time from `now` to `start`, as a reminder says it, rounded to its scale (the sweep runs every few
 * minutes): "in 10 minutes", "in 45 minutes" (to 5 minutes from a quarter hour), "in 1 hour 30 minutes", "in 12
 * hours", "in 1 day" (within two hours of whole days), "in 30 hours" (under three days), "in 5 days". A reminder
 * sent late says what is left, never the rule's own hours: 12 hours ahead is "in 12 hours", not "in 1 day".
 */
export function leadTimeWords(now: Date, start: Date): string {
  const minutes = Math.round((start.getTime() - now.getTime()) / MINUTE);
  const fives = (m: number) => Math.round(m / 5) * 5;
  if (minutes < 1) return 'now';
  if (minutes < 15) return `in ${plural(minutes, 'minute')}`;
  if (minutes < 60) return fives(minutes) === 60 ? 'in 1 hour' : `in ${fives(minutes)} minutes`;
  if (minutes < 120) {
    const rest = fives(minutes - 60);
    if (rest === 0) return 'in 1 hour';
    return rest === 60 ? 'in 2 hours' : `in 1 hour ${plural(rest, 'minute')}`;
  }
  const hours = minutes / 60;
  const days = Math.round(hours / 24);
  if (days >= 1 && Math.abs(hours - days * 24) <= 2) return `in ${plural(days, 'day')}`;
  if (hours < 72) return `in ${plural(Math.round(hours), 'hour')}`;
  return `in ${plural(days, 'day')}`;
}

/** `leadTimeWords` in a person's language: the same scale and rounding, the catalogue's words. */
export function leadTimeWordsFor(locale: Locale, now: Date, start: Date): string {
  if (locale === DEFAULT_LOCALE) return leadTimeWords(now, start);
  const say = (id: 'mail.lead.now' | 'mail.lead.minutes' | 'mail.lead.hours' | 'mail.lead.hourMinutes' | 'mail.lead.days', values?: Record<string, number>) =>
    translate(locale, id, values);
  const minutes = Math.round((start.getTime() - now.getTime()) / MINUTE);
  const fives = (m: number) => Math.round(m / 5) * 5;
  if (minutes < 1) return say('mail.lead.now');
  if (minutes < 15) return say('mail.lead.minutes', { count: minutes });
  if (minutes < 60) return fives(minutes) === 60 ? say('mail.lead.hours', { count: 1 }) : say('mail.lead.minutes', { count: fives(minutes) });
  if (minutes < 120) {
    const rest = fives(minutes - 60);
    if (rest === 0) return say('mail.lead.hours', { count: 1 });
    return rest === 60 ? say('mail.lead.hours', { count: 2 }) : say('mail.lead.hourMinutes', { minutes: rest });
  }
  const hours = minutes / 60;
  const days = Math.round(hours / 24);
  if (days >= 1 && Math.abs(hours - days * 24) <= 2) return say('mail.lead.days', { count: days });
  if (hours < 72) return say('mail.lead.hours', { count: Math.round(hours) });
  return say('mail.lead.days', { count: days });
}

/** The time in the owner's zone first (the clinic's own when the owner's is unknown), then the clinic's if it differs; in the owner's language. */
function when(n: BookingNotice): string {
  const zone = n.ownerTZ ?? n.listingTZ;
  const { locale } = n.owner;
  if (locale === DEFAULT_LOCALE) {
    const first = formatInZone(n.start, zone);
    return canonicalZone(zone) === canonicalZone(n.listingTZ) ? first : `${first} (${n.clinicTime} clinic time)`;
  }
  const first = formatInZoneFor(locale, n.start, zone);
  return canonicalZone(zone) === canonicalZone(n.listingTZ)
    ? first
    : translate(locale, 'mail.reminder.whenBoth', { owner: first, clinic: formatInZoneFor(locale, n.start, n.listingTZ) });
}

/** The owner's reminder email of a booking's notice (no price said), its lead time said from `now` (when it is sent). */
export function appointmentReminderEmail(n: BookingNotice, now: Date): MailMessage {
  const lead = leadTimeWordsFor(n.owner.locale, now, n.start);
  const blocks: MailBlock[] = [
    { kind: 'heading', text: ownerWords(n, 'mail.reminder.heading', { lead }) },
    { kind: 'paragraph', text: ownerWords(n, 'mail.hi', { name: n.owner.name }) },
    { kind: 'paragraph', text: ownerWords(n, 'mail.reminder.text', { type: ownerTypeWords(n), listing: n.listing, lead }) },
    { kind: 'facts', rows: noticeFacts(n, 'owner', { when: [{ label: ownerWords(n, 'mail.fact.when'), value: when(n) }] }) },
    attendBlock(n, 'owner'),
    { kind: 'button', label: ownerWords(n, 'mail.viewYourAppointment'), url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  const subject = ownerWords(n, 'mail.reminder.subject', { type: ownerWords(n, `consultation.${n.type}`), lead });
  return renderMail({ to: n.owner.email, subject, blocks, sender: n.sender, locale: n.owner.locale });
}

/** The owner's reminder SMS of a booking's notice: the type, the pet, the clinic, the time and the link to join. */
export function appointmentReminderSms(n: BookingNotice, phone: string): SmsMessage {
  const join = consultationLink(n, 'owner');
  return {
    to: phone,
    text: ownerWords(n, 'mail.reminder.sms', {
      type: ownerWords(n, `consultation.${n.type}`), hasPet: n.petName ? 'yes' : 'no', pet: n.petName ?? '', listing: n.listingTitle, when: when(n),
      hasJoin: join ? 'yes' : 'no', join: join ?? '',
    }),
  };
}

export interface HealthReminderMessageFacts {
  ownerName: string;
  ownerEmail: string;
  /** The pet's name, or null: "Your pet" in the owner's language. */
  petName: string | null;
  /** 'immunizations' or 'medications'. */
  subcategory: string;
  /** The vaccine or medication's name, when the record gives one. */
  item: string | null;
  nextDueDate: string;
  clinicName: string | null;
  bookingLink: string;
  /** The owner's stored language (null: English). */
  locale?: Locale | null;
}

/** The owner's vaccination or medication reminder, in the owner's language (its date written by `Intl` for it). */
export function healthReminderEmail(f: HealthReminderMessageFacts): MailMessage {
  const locale = f.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);
  const what = f.subcategory === 'medications' ? 'medication' : 'vaccination';
  const pet = f.petName ?? say('mail.health.yourPet');
  const due = dateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${f.nextDueDate}T12:00:00Z`));
  const blocks: MailBlock[] = [
    { kind: 'heading', text: say('mail.health.heading', { pet, what }) },
    { kind: 'paragraph', text: say('mail.hi', { name: f.ownerName }) },
    { kind: 'paragraph', text: say('mail.health.text', { pet, what, hasItem: f.item ? 'yes' : 'no', item: f.item ?? '', due }) },
    { kind: 'button', label: say('mail.health.book', { hasClinic: f.clinicName ? 'yes' : 'no', clinic: f.clinicName ?? '' }), url: f.bookingLink },
  ];
  return renderMail({ to: f.ownerEmail, subject: say('mail.health.subject', { pet, what, due }), blocks, sender: f.clinicName ?? PRODUCT_SENDER, locale });
}

/** The owner's reminder as a web push notification, in the owner's language: the type, the pet, the clinic and the time; it opens the appointment. */
export function appointmentReminderPush(n: BookingNotice, hours: number): PushMessage {
  const type = typeLabelIn(n, n.owner.locale);
  return {
    kind: 'appointment',
    title: ownerWords(n, 'push.reminder.title', { type, hours }),
    body: ownerWords(n, 'push.reminder.body', { type, hasPet: n.petName ? 'yes' : 'no', pet: n.petName ?? '', listing: n.listingTitle, when: when(n) }),
    url: `/app/my-appointments/${n.bookingId}`,
  };
}
