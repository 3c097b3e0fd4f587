import type { MailMessage } from '../../adapters/mail.ts';
import type { SmsMessage } from '../../adapters/sms.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { CONSULTATION_TYPE_LABEL, isConsultationType } from '../../../contracts/consultations.ts';
import { formatInZone } from '../bookings/booking-times.ts';
import { canonicalZone } from '../../../contracts/time-zone.ts';

export interface AppointmentReminderFacts {
  bookingId: number;
  start: Date;
  hours: number;
  type: string;
  listingTitle: string;
  listingLine1: string;
  address: string | null;
  listingTZ: string;
  /** The owner's zone when known; the reminder reads in it (the clinic's time named too when it differs). */
  ownerTZ: string | null;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string | null;
  /** The owner's consultation page (video and phone). */
  link: string | null;
  publicUrl: string;
}

const label = (type: string) => (isConsultationType(type) ? CONSULTATION_TYPE_LABEL[type] : 'Consultation');
const inHours = (h: number) => (h === 1 ? 'in 1 hour' : h % 24 === 0 ? `in ${h / 24} ${h === 24 ? 'day' : 'days'}` : `in ${h} hours`);

/** The time in the owner's zone first (the clinic's own when the owner's is unknown), then the clinic's if it differs. */
function when(f: AppointmentReminderFacts): string {
  const zone = f.ownerTZ ?? f.listingTZ;
  const first = formatInZone(f.start, zone);
  return canonicalZone(zone) === canonicalZone(f.listingTZ) ? first : `${first} (${formatInZone(f.start, f.listingTZ)} clinic time)`;
}

/** How to attend: the consultation link for video and phone, the address for a clinic visit. */
function how(f: AppointmentReminderFacts): string {
  if ((f.type === 'video' || f.type === 'phone') && f.link) return `Your consultation page: ${f.link}`;
  if (f.type === 'clinic') return `Address: ${f.address ?? f.listingTitle}`;
  return '';
}

export function appointmentReminderEmail(f: AppointmentReminderFacts): MailMessage {
  const text = [
    `Hi ${f.ownerName},`, '',
    `A reminder: your ${label(f.type).toLowerCase()} with ${f.listingTitle} (${f.listingLine1}) is ${inHours(f.hours)}.`,
    `When: ${when(f)}`, how(f), `Booking ID: ${bookingCode(f.bookingId)}`, '',
    `Your appointments: ${f.publicUrl}/app/my-appointments`,
  ].filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n');
  return { to: f.ownerEmail, subject: `Reminder: ${label(f.type)} ${inHours(f.hours)}`, text };
}

export function appointmentReminderSms(f: AppointmentReminderFacts, phone: string): SmsMessage {
  const link = (f.type === 'video' || f.type === 'phone') && f.link ? ` Join: ${f.link}` : '';
  return { to: phone, text: `Petcare reminder: ${label(f.type)} with ${f.listingTitle} ${when(f)}.${link}` };
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
  return {
    to: f.ownerEmail,
    subject: `${f.petName}'s ${what} is due on ${due}`,
    text: [
      `Hi ${f.ownerName},`, '',
      `${f.petName}'s next ${what}${named} is due on ${due}.`,
      f.clinicName ? `Book a visit with ${f.clinicName}: ${f.bookingLink}` : `Book a visit: ${f.bookingLink}`,
    ].join('\n'),
  };
}
