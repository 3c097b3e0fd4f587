import type { PushMessage } from '../../../contracts/push.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import type { SmsMessage } from '../../adapters/sms.ts';
import { formatInZone } from '../notices/booking-times.ts';
import { canonicalZone } from '../../../contracts/time-zone.ts';
import { appointmentPage, attendBlock, consultationLink, noticeFacts, type BookingNotice } from '../notices/booking-notice.ts';
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

/** The time in the owner's zone first (the clinic's own when the owner's is unknown), then the clinic's if it differs. */
function when(n: BookingNotice): string {
  const zone = n.ownerTZ ?? n.listingTZ;
  const first = formatInZone(n.start, zone);
  return canonicalZone(zone) === canonicalZone(n.listingTZ) ? first : `${first} (${n.clinicTime} clinic time)`;
}

/** The owner's reminder email of a booking's notice (no price said), its lead time said from `now` (when it is sent). */
export function appointmentReminderEmail(n: BookingNotice, now: Date): MailMessage {
  const lead = leadTimeWords(now, n.start);
  const blocks: MailBlock[] = [
    { kind: 'heading', text: `Your appointment is ${lead}` },
    { kind: 'paragraph', text: `Hi ${n.owner.name},` },
    { kind: 'paragraph', text: `A reminder: your ${n.typeLabel.toLowerCase()} with ${n.listing} is ${lead}.` },
    { kind: 'facts', rows: noticeFacts(n, 'owner', { when: [{ label: 'When', value: when(n) }] }) },
    attendBlock(n, 'owner'),
    { kind: 'button', label: 'View your appointment', url: appointmentPage(n, 'owner') },
  ].filter((b): b is MailBlock => b !== null);
  return renderMail({ to: n.owner.email, subject: `Reminder: ${n.typeLabel} ${lead}`, blocks, sender: n.sender });
}

/** The owner's reminder SMS of a booking's notice: the type, the pet, the clinic, the time and the link to join. */
export function appointmentReminderSms(n: BookingNotice, phone: string): SmsMessage {
  const join = consultationLink(n, 'owner');
  const pet = n.petName ? ` for ${n.petName}` : '';
  return { to: phone, text: `Petcare reminder: ${n.typeLabel}${pet} with ${n.listingTitle} ${when(n)}.${join ? ` Join: ${join}` : ''}` };
}

export interface HealthReminderMessageFacts {
  ownerName: string;
  ownerEmail: string;
  petName: string;
  /** 'immunizations' or 'medications'. */
  subcategory: string;
  /** The vaccine or medication's name, when the record gives one. */
  item: string | null;
  nextDueDate: string;
  clinicName: string | null;
  bookingLink: string;
}

export function healthReminderEmail(f: HealthReminderMessageFacts): MailMessage {
  const what = f.subcategory === 'medications' ? 'medication' : 'vaccination';
  const named = f.item ? ` (${f.item})` : '';
  const due = new Date(`${f.nextDueDate}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const blocks: MailBlock[] = [
    { kind: 'heading', text: `${f.petName}'s ${what} is due` },
    { kind: 'paragraph', text: `Hi ${f.ownerName},` },
    { kind: 'paragraph', text: `${f.petName}'s next ${what}${named} is due on ${due}.` },
    { kind: 'button', label: f.clinicName ? `Book a visit with ${f.clinicName}` : 'Book a visit', url: f.bookingLink },
  ];
  return renderMail({ to: f.ownerEmail, subject: `${f.petName}'s ${what} is due on ${due}`, blocks, sender: f.clinicName ?? PRODUCT_SENDER });
}

/** The owner's reminder as a web push notification: the type, the pet, the clinic and the time; it opens the appointment. */
export function appointmentReminderPush(n: BookingNotice, hours: number): PushMessage {
  const pet = n.petName ? ` for ${n.petName}` : '';
  return {
    kind: 'appointment',
    title: `Reminder: ${n.typeLabel} in ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    body: `${n.typeLabel}${pet} with ${n.listingTitle} ${when(n)}.`,
    url: `/app/my-appointments/${n.bookingId}`,
  };
}
