import { bookingCode } from '../../../contracts/appointments.ts';
import { answerText, type IntakeAnswerRecord } from '../../../contracts/intake.ts';
import { clinicCustomerName, type BookedOn, type Booking, type BookingSnapshot } from '../../../contracts/bookings.ts';
import { CONSULTATION_KINDS, type ConsultationType } from '../../../contracts/consultations.ts';
import { clinicLink } from '../../tenancy/host.ts';
import { formatInZone, formatInZoneFor, ownerWhenInZones, whenInZonesFor, type OwnerZoneLabel } from './booking-times.ts';
import type { MailBlock, MailFact } from './mail-layout.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The one notice of a booking: the facts every email, SMS and calendar invite about it prints (the confirmation,
 * the cancellation, the reschedule, the reminder, the .ics download), computed once from the `Booking` (`bookingOf`,
 * the one reader of what the booking froze) and the little the record cannot know (`NoticeContext`). Each message
 * formats a `BookingNotice`; none reads the booking itself, and none restates its facts.
 */

/** Where the booking was made: on the clinic's own site (sub-domain or domain) or on the marketplace. */
export type { BookedOn } from '../../../contracts/bookings.ts';

/** Who reads a notice: the pet's owner or the practice. */
export type NoticeSide = 'owner' | 'vendor';

/** What a notice needs beyond the booking record: where its links lead, who sends it, who it is sent to, what was paid. */
export interface NoticeContext {
  publicUrl: string;
  /** Each side's signed consultation page (video and phone bookings). */
  links: { owner: string; vendor: string } | null;
  /** The owner as the mail greets them, and where it goes: the invite's ATTENDEE; `locale`: their stored language (null: English). */
  owner: { name: string; email: string; locale?: Locale | null };
  /** The clinic's name, when known: the mail's sender and the invite's organizer (else the listing's title). */
  clinicName?: string | null;
  /** The address mail is sent from (`MAIL_FROM`): the invite's ORGANIZER. */
  senderAddress?: string | null;
  /** What was paid, when the notice says it. */
  amountCents?: number | null;
}

/** Where an appointment's calendar event stands: its UID and the SEQUENCE of the last invite sent. */
export interface InviteIdentity {
  uid: string;
  sequence: number;
}

/**
 * The event a booking's parsed snapshot carries (`ics`: a reschedule's replacement goes on with the first booking's
 * UID and the next SEQUENCE), else its own: a booking never rescheduled.
 */
export function inviteIdentity(bookingId: number, snapshot: Pick<BookingSnapshot, 'ics'> | null): InviteIdentity {
  const ics = snapshot?.ics;
  const uid = ics?.uid ? ics.uid : `booking-${bookingId}@petcare`;
  const sequence = ics?.sequence !== undefined && Number.isInteger(ics.sequence) ? ics.sequence : 0;
  return { uid, sequence };
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
  /** The pet's owner when a co-owner booked (contracts/co-owners.ts); null when the customer is the owner. */
  petOwnerName: string | null;
  reason: string | null;
  /** The intake answers as asked (the practice's mails list them, red flags named). */
  intake: IntakeAnswerRecord[];
  /** "$40.00", or null when the notice does not say what was paid. */
  price: string | null;
  /** What was paid in cents (the owner's mail says it in their language), or null. */
  amountCents: number | null;
  bookedOn: BookedOn;
  /** The clinic as it signs the mail and organizes the invite. */
  sender: string;
  senderAddress: string | null;
  /** The owner, with the language every message to them is written in (the clinic's own never counts). */
  owner: { name: string; email: string; locale: Locale };
  /** The customer as the practice's mails name them: what the clinic knows (its desk's typing), else the owner's name. */
  customer: string;
  links: { owner: string; vendor: string } | null;
  vendorId: number | null;
  publicUrl: string;
  /** The booking's calendar event as it stands (the last invite sent); a cancel sends the next SEQUENCE. */
  invite: InviteIdentity;
  /** A house visit of a house-call package: the package's order (what paid for it); `address` is then the owner's. */
  packageOrderId: number | null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Builds the notice of a booking. Pure: links are built from the context's addresses, times in the booking's named zones. */
export function noticeOf(booking: Booking, context: NoticeContext): BookingNotice {
  const listingTitle = booking.listing.title ?? 'Consultation';
  const listingLine1 = booking.listing.line1 ?? '';
  const vendorId = booking.vendorId || null;
  return {
    bookingId: booking.id, code: bookingCode(booking.id), type: booking.type, typeLabel: CONSULTATION_KINDS[booking.type].label,
    listingTitle, listingLine1, listing: listingLine1 ? `${listingTitle} (${listingLine1})` : listingTitle,
    // A house visit is held at the package's address, and lasts the visit (the booking's duration adds the travel after it).
    address: booking.houseVisit?.address ?? booking.listing.address, start: booking.slot,
    durationMinutes: booking.houseVisit?.visitMinutes ?? booking.durationMinutes,
    listingTZ: booking.listingTZ, ownerTZ: booking.ownerTZ, clinicTime: formatInZone(booking.slot, booking.listingTZ),
    petName: booking.pet?.name?.trim() || null, petOwnerName: booking.pet?.ownerName ?? null, reason: booking.reason?.trim() || null,
    intake: booking.intake,
    price: context.amountCents == null ? null : dollars(context.amountCents), amountCents: context.amountCents ?? null,
    bookedOn: booking.bookedOn === 'clinic-site' && vendorId ? 'clinic-site' : 'marketplace',
    sender: context.clinicName?.trim() || listingTitle,
    senderAddress: context.senderAddress ?? null,
    owner: { name: context.owner.name, email: context.owner.email, locale: context.owner.locale ?? DEFAULT_LOCALE },
    customer: clinicCustomerName(booking) || context.owner.name,
    links: context.links, vendorId, publicUrl: context.publicUrl.replace(/\/$/, ''),
    invite: inviteIdentity(booking.id, booking.snapshot),
    packageOrderId: booking.houseVisit ? booking.houseVisit.orderId : null,
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

/**
 * The start in the clinic's zone, and in the owner's when known and different ('; ' between them): in the owner's
 * language when said to the owner ('your time'), else in `locale` (the practice login's; English by default).
 */
export function whenText(n: BookingNotice, at: Date = n.start, ownerLabel: OwnerZoneLabel = 'your time', locale: Locale = DEFAULT_LOCALE): string {
  if (ownerLabel === 'your time') return ownerWhenInZones(n.owner.locale, at, n.listingTZ, n.ownerTZ).join('; ');
  return whenInZonesFor(locale, at, n.listingTZ, n.ownerTZ, ownerLabel).join('; ');
}

/** A message of the catalogue in the owner's language. */
export function ownerWords(n: BookingNotice, id: MessageId, values?: Record<string, string | number>): string {
  return translate(n.owner.locale, id, values);
}

/** The consultation type as the owner reads it in a sentence ("video consultation"), in their language. */
export function ownerTypeWords(n: BookingNotice): string {
  return ownerWords(n, `consultation.${n.type}`).toLowerCase();
}

/** An amount of cents in the owner's language's way of writing dollars ("$40.00"). */
export function ownerDollars(n: BookingNotice, cents: number): string {
  return formatDollars(INTL_LOCALE[n.owner.locale], cents / 100);
}

/** The consultation type's label in a language ("Video consultation"; English: the table's label). */
export function typeLabelIn(n: BookingNotice, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? n.typeLabel : translate(locale, `consultation.${n.type}`);
}

/** The start in the clinic's zone, named, in a language (English: the notice's `clinicTime`). */
export function clinicTimeIn(n: BookingNotice, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? n.clinicTime : formatInZoneFor(locale, n.start, n.listingTZ);
}

/** Cents as a language writes dollars (English: the notice's "$40.00", as the practice's mails always said it). */
export function dollarsIn(locale: Locale, cents: number): string {
  return locale === DEFAULT_LOCALE ? dollars(cents) : formatDollars(INTL_LOCALE[locale], cents / 100);
}

/**
 * The booking's facts as a mail prints them; `when` replaces the single When row (a reschedule's Was and Now). The
 * owner reads them in their language; the practice in `locale` (its login's; English by default).
 */
export function noticeFacts(n: BookingNotice, side: NoticeSide, options: {
  when?: MailFact[]; customer?: string; paid?: boolean; code?: string; locale?: Locale;
} = {}): MailFact[] {
  const locale = side === 'owner' ? n.owner.locale : options.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const rows: MailFact[] = [];
  if (side === 'vendor' && options.customer) rows.push({ label: say('mail.fact.customer'), value: options.customer });
  rows.push({ label: say('mail.fact.consultation'), value: typeLabelIn(n, locale) });
  rows.push({ label: say(side === 'owner' ? 'mail.fact.with' : 'mail.fact.listing'), value: n.listing });
  rows.push(...(options.when ?? [{ label: say('mail.fact.when'), value: whenText(n, n.start, side === 'owner' ? 'your time' : "the customer's time", locale) }]));
  if (n.petName) rows.push({ label: say('mail.fact.pet'), value: n.petName });
  if (n.petName && n.petOwnerName) rows.push({ label: say('mail.fact.petOwner'), value: n.petOwnerName });
  if (n.reason) rows.push({ label: say('mail.fact.reason'), value: n.reason });
  // The practice reads the owner's intake answers before the visit (the owner gave them; their mails keep to the facts).
  if (side === 'vendor') rows.push(...n.intake.map((a) => ({ label: a.label, value: a.redFlag ? say('mail.fact.redFlag', { answer: answerText(a) }) : answerText(a) })));
  if (CONSULTATION_KINDS[n.type].atClinic) rows.push({ label: say('mail.fact.address'), value: n.address ?? n.listingTitle });
  if (CONSULTATION_KINDS[n.type].byPackage) {
    rows.push({ label: say('mail.fact.visitAddress'), value: n.address ?? '' });
    rows.push({
      label: say('mail.fact.paid'),
      value: n.packageOrderId ? say('mail.fact.packageOrder', { order: String(n.packageOrderId) }) : say('mail.fact.package'),
    });
  }
  if (options.paid !== false && n.price) {
    rows.push({ label: say('mail.fact.paid'), value: side === 'owner' && n.amountCents !== null ? ownerDollars(n, n.amountCents) : n.amountCents !== null ? dollarsIn(locale, n.amountCents) : n.price });
  }
  rows.push({ label: say('mail.fact.bookingId'), value: options.code ?? n.code });
  return rows;
}

/** The owner's words for how they attend, by consultation type (the table says whether there is an instruction or a page link). */
const ATTEND_WORDS: Record<ConsultationType, { instruction?: MessageId; pageLink?: MessageId }> = {
  clinic: {},
  video: { pageLink: 'mail.attend.videoLink' },
  phone: { instruction: 'mail.attend.phone', pageLink: 'mail.attend.phoneLink' },
  chat: { instruction: 'mail.attend.chat' },
  house: { instruction: 'mail.attend.house' },
};

/**
 * How the owner attends, as a paragraph: the video consultation's link, the phone instruction and the page, the
 * chat's instruction; a clinic visit's address is in the facts. The practice gets its consultation page (in `locale`).
 */
export function attendBlock(n: BookingNotice, side: NoticeSide, locale: Locale = DEFAULT_LOCALE): MailBlock | null {
  const link = consultationLink(n, side);
  if (side === 'vendor') return link ? { kind: 'paragraph', link: { label: translate(locale, 'mail.attend.consultationPage'), url: link } } : null;
  const kind = CONSULTATION_KINDS[n.type];
  const words = ATTEND_WORDS[n.type];
  const page = link && kind.ownerPageLink && words.pageLink ? { link: { label: ownerWords(n, words.pageLink), url: link } } : null;
  if (kind.instruction && words.instruction) return { kind: 'paragraph', text: ownerWords(n, words.instruction), ...page };
  return page ? { kind: 'paragraph', ...page } : null;
}

/** The address part of a `MAIL_FROM` such as 'Petcare <no-reply@petcare.localhost>'. */
export function senderAddressOf(mailFrom: string): string {
  const angled = /<([^>]+)>/.exec(mailFrom);
  return (angled ? angled[1] : mailFrom).trim();
}
