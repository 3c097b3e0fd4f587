import type { MailMessage } from '../../adapters/mail.ts';
import { whenInZones } from '../bookings/booking-times.ts';
import { inviteAttachment, type InviteEvent } from '../bookings/calendar-invite.ts';
import { CONSULTATION_TYPE_LABEL, isConsultationType } from '../../../contracts/consultations.ts';

export interface RescheduleFacts {
  oldCode: string;
  newCode: string;
  oldStart: Date;
  newStart: Date;
  type: string;
  listingTitle: string;
  listingLine1: string;
  listingTZ: string;
  ownerTZ: string | null;
  ownerName: string;
  ownerEmail: string;
  vendorEmails: string[];
  by: 'user' | 'vendor';
  publicUrl: string;
  /** The new booking's event: the first booking's UID with the next SEQUENCE (METHOD:REQUEST updates it). */
  invite: Omit<InviteEvent, 'method' | 'link'>;
  /** Each side's consultation page of the new booking (video and phone). */
  links: { owner: string; vendor: string } | null;
}

/**
 * The owner's and the practice's reschedule emails: the old and the new time, each in the clinic's
 * zone and the owner's (named), and the updated invite (same UID, higher SEQUENCE) so calendars move
 * the event instead of adding a second one.
 */
export function rescheduleMessages(f: RescheduleFacts, now: Date): MailMessage[] {
  const label = isConsultationType(f.type) ? CONSULTATION_TYPE_LABEL[f.type] : 'Consultation';
  const byWhom = f.by === 'user' ? 'at your request' : `by ${f.listingTitle}`;
  const invite = (link: string | null) => [inviteAttachment({ ...f.invite, method: 'REQUEST', link }, now)];
  const ownerText = [
    `Hi ${f.ownerName},`, '',
    `Your ${label.toLowerCase()} with ${f.listingTitle} (${f.listingLine1}) has been rescheduled ${byWhom}.`,
    `Was: ${whenInZones(f.oldStart, f.listingTZ, f.ownerTZ).join('; ')}`,
    `Now: ${whenInZones(f.newStart, f.listingTZ, f.ownerTZ).join('; ')}`,
    ...(f.links ? [`Your consultation page: ${f.links.owner}`] : []),
    `Booking ID: ${f.newCode} (replaces ${f.oldCode})`, '',
    `Your appointments: ${f.publicUrl}/app/my-appointments`,
  ].join('\n');
  const vendorText = [
    `Booking ${f.oldCode} (${label} for ${f.ownerName}) was rescheduled ${f.by === 'user' ? 'by the customer' : 'by your practice'} as ${f.newCode}.`,
    `Was: ${whenInZones(f.oldStart, f.listingTZ, f.ownerTZ, "the customer's time").join('; ')}`,
    `Now: ${whenInZones(f.newStart, f.listingTZ, f.ownerTZ, "the customer's time").join('; ')}`,
    ...(f.links ? [`Consultation page: ${f.links.vendor}`] : []),
    '', `Appointments: ${f.publicUrl}/app/appointments`,
  ].join('\n');
  const vendorInvite = invite(f.links?.vendor ?? null);
  return [
    { to: f.ownerEmail, subject: `Appointment rescheduled: ${f.listingTitle}`, text: ownerText, attachments: invite(f.links?.owner ?? null) },
    ...f.vendorEmails.map((to) => ({ to, subject: `Appointment rescheduled: ${f.ownerName}`, text: vendorText, attachments: vendorInvite })),
  ];
}
