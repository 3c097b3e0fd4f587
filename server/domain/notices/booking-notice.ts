import { bookingCode } from '../../../contracts/appointments.ts';
import {
  CONSULTATION_KINDS, type ConsultationType,
} from '../../../contracts/consultations.ts';
import { clinicLink } from '../../tenancy/host.ts';
import { formatInZone, whenInZones, type OwnerZoneLabel } from '../bookings/booking-times.ts';
import type { InviteEvent, InviteIdentity, InvitePerson } from '../bookings/calendar-invite.ts';
import type { MailBlock, MailFact } from './mail-layout.ts';

/**
 * The one notice of a booking: the facts every email, SMS and calendar invite about it prints (the confirmation,
 * the cancellation, the reschedule, the reminder, the .ics download), computed once from what the booking froze.
 * Each message formats a `BookingNotice`; none reads the booking itself.
 */

/** Where the booking was made: on the clinic's own site (sub-domain or domain) or on the marketplace. */
export type { BookedOn } from '../../../contracts/bookings.ts';
import type { BookedOn } from '../../../contracts/bookings.ts';

/** Who reads a notice: the pet's owner or the practice. */
export type NoticeSide = 'owner' | 'vendor';

/** What a notice is built from: the booking's frozen facts and where its links lead. */
export interface BookingNoticeInput {
  bookingId: number;
  start: Date;
  durationMinutes: number;
  type: ConsultationType;
  listingTitle: string;
  listingLine1: string;
  address: string | null;
  listingTZ: string;
  /** The owner's own zone when known (from their browser), never the booker's: null names only the clinic's. */
  ownerTZ: string | null;
  /** Each side's signed consultation page (video and phone bookings). */
  links: { owner: string; vendor: string } | null;
  publicUrl: string;
  /** The clinic: its links lead to its site when the booking was made there. */
  vendorId?: number;
  /** Where it was booked (old bookings: the marketplace). */
  bookedOn?: BookedOn;
  petName?: string | null;
  /** The reason for the visit the owner (or the desk) gave. */
  reason?: string | null;
  /** What was paid, when the notice says it. */
  amountCents?: number | null;
  /** The clinic's name, when known: the mail's sender and the invite's organizer (else the listing's title). */
  clinicName?: string | null;
  /** The address mail is sent from (`MAIL_FROM`): the invite's ORGANIZER. */
  senderAddress?: string | null;
  /** The owner, the invite's ATTENDEE. */
  ownerName?: string;
  ownerEmail?: string;
}

export interface BookingNotice {
  bookingId: number;
  code: string;
  type: ConsultationType;
  /** "Video consultation". */
  typeLabel: string;
  listingTitle: string;
  listingLine1: string;
  /** "Happy Paws (Dr. Vera Vet)". */
  listing: string;
  address: string | null;
  start: Date;
  durationMinutes: number;
  listingTZ: string;
  ownerTZ: string | null;
  /** The start in the clinic's zone, named: "Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York)". */
  clinicTime: string;
  petName: string | null;
  reason: string | null;
  /** "$40.00", or null when the notice does not say what was paid. */
  price: string | null;
  bookedOn: BookedOn;
  /** The clinic as it signs the mail and organizes the invite. */
  sender: string;
  senderAddress: string | null;
  owner: { name: string; email: string } | null;
  links: { owner: string; vendor: string } | null;
  vendorId: number | null;
  publicUrl: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Builds the notice of a booking. Pure: links are built from the input's addresses, times in its named zones. */
export function noticeOf(input: BookingNoticeInput): BookingNotice {
  const typeLabel = CONSULTATION_KINDS[input.type].label;
  const bookedOn: BookedOn = input.bookedOn === 'clinic-site' && input.vendorId ? 'clinic-site' : 'marketplace';
  return {
    bookingId: input.bookingId, code: bookingCode(input.bookingId), type: input.type, typeLabel,
    listingTitle: input.listingTitle, listingLine1: input.listingLine1,
    listing: input.listingLine1 ? `${input.listingTitle} (${input.listingLine1})` : input.listingTitle,
    address: input.address, start: input.start, durationMinutes: input.durationMinutes,
    listingTZ: input.listingTZ, ownerTZ: input.ownerTZ, clinicTime: formatInZone(input.start, input.listingTZ),
    petName: input.petName?.trim() || null, reason: input.reason?.trim() || null,
    price: input.amountCents == null ? null : dollars(input.amountCents),
    bookedOn,
    sender: input.clinicName?.trim() || input.listingTitle,
    senderAddress: input.senderAddress ?? null,
    owner: input.ownerEmail ? { name: input.ownerName ?? '', email: input.ownerEmail } : null,
    links: input.links, vendorId: input.vendorId ?? null, publicUrl: input.publicUrl.replace(/\/$/, ''),
  };
}

/**
 * A page of the site the booking was made on: the clinic's lasting address (`/clinic/<id>/...`, which goes on to
 * its site as it is when opened) for a booking made there, the marketplace's own page otherwise.
 */
export function siteLink(n: BookingNotice, path: string): string {
  return n.bookedOn === 'clinic-site' && n.vendorId ? clinicLink(n.publicUrl, n.vendorId, path) : `${n.publicUrl}${path}`;
}

/** The appointment's own page for one side: the owner's in My Appointments, the practice's in Appointments. */
export function appointmentPage(n: BookingNotice, side: NoticeSide): string {
  return siteLink(n, side === 'owner' ? `/app/my-appointments/${n.bookingId}` : `/app/appointments/${n.bookingId}`);
}

/** The side's consultation page (video and phone), or null. */
export function consultationLink(n: BookingNotice, side: NoticeSide): string | null {
  if (!CONSULTATION_KINDS[n.type].hasConsultationPage) return null;
  return n.links ? n.links[side] : null;
}

/** The start in the clinic's zone, and in the owner's when known and different ('; ' between them). */
export function whenText(n: BookingNotice, at: Date = n.start, ownerLabel: OwnerZoneLabel = 'your time'): string {
  return whenInZones(at, n.listingTZ, n.ownerTZ, ownerLabel).join('; ');
}

/** The booking's facts as a mail prints them; `when` replaces the single When row (a reschedule's Was and Now). */
export function noticeFacts(n: BookingNotice, side: NoticeSide, options: {
  when?: MailFact[]; customer?: string; paid?: boolean; code?: string;
} = {}): MailFact[] {
  const rows: MailFact[] = [];
  if (side === 'vendor' && options.customer) rows.push({ label: 'Customer', value: options.customer });
  rows.push({ label: 'Consultation', value: n.typeLabel });
  rows.push({ label: side === 'owner' ? 'With' : 'Listing', value: n.listing });
  rows.push(...(options.when ?? [{ label: 'When', value: whenText(n, n.start, side === 'owner' ? 'your time' : "the customer's time") }]));
  if (n.petName) rows.push({ label: 'Pet', value: n.petName });
  if (n.reason) rows.push({ label: 'Reason for the visit', value: n.reason });
  if (CONSULTATION_KINDS[n.type].atClinic) rows.push({ label: 'Address', value: n.address ?? n.listingTitle });
  if (options.paid !== false && n.price) rows.push({ label: 'Paid', value: n.price });
  rows.push({ label: 'Booking ID', value: options.code ?? n.code });
  return rows;
}

/**
 * How the owner attends, as a paragraph: the video consultation's link, the phone instruction and the page, the
 * chat's instruction; a clinic visit's address is in the facts. The practice gets its consultation page.
 */
export function attendBlock(n: BookingNotice, side: NoticeSide): MailBlock | null {
  const link = consultationLink(n, side);
  if (side === 'vendor') return link ? { kind: 'paragraph', link: { label: 'Consultation page', url: link } } : null;
  const kind = CONSULTATION_KINDS[n.type];
  const page = link && kind.ownerPageLink ? { link: { label: kind.ownerPageLink, url: link } } : null;
  if (kind.instruction) return { kind: 'paragraph', text: kind.instruction, ...page };
  return page ? { kind: 'paragraph', ...page } : null;
}

/** The invite's organizer: the clinic, by the address mail is sent from. */
function organizer(n: BookingNotice): InvitePerson | null {
  return n.senderAddress ? { name: n.sender, email: n.senderAddress } : null;
}

/** The calendar invite of the notice for one side: its link is that side's consultation page. */
export function inviteOf(n: BookingNotice, side: NoticeSide, method: InviteEvent['method'], identity: InviteIdentity): InviteEvent {
  return {
    identity, method, bookingId: n.bookingId, start: n.start, durationMinutes: n.durationMinutes, type: n.type,
    listingTitle: n.listingTitle, listingLine1: n.listingLine1, address: n.address, listingTZ: n.listingTZ,
    link: method === 'CANCEL' ? null : consultationLink(n, side),
    organizer: organizer(n), attendee: n.owner, pet: n.petName, reason: n.reason,
    page: appointmentPage(n, side),
  };
}

/** The address part of a `MAIL_FROM` such as 'Petcare <no-reply@petcare.localhost>'. */
export function senderAddressOf(mailFrom: string): string {
  const angled = /<([^>]+)>/.exec(mailFrom);
  return (angled ? angled[1] : mailFrom).trim();
}
