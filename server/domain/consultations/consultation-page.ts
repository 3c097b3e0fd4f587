import type { ConsultationAccess, ConsultationPageView } from '../../../contracts/consultations.ts';
import { BOOKING_STATUS } from '../../../contracts/appointments.ts';
import type { Conn } from '../../db/knex.ts';
import { clinicLink } from '../../tenancy/host.ts';
import { bookingSummaryById, type BookingSummaryRow } from '../bookings/index.ts';
import { bookingOf, clinicCustomerName } from '../bookings/booking-record.ts';
import { bookingCode, STATE_BADGE } from '../../../contracts/appointments.ts';
import { whenInZonesFor } from '../notices/booking-times.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import {
  CONSULTATION_KINDS, CONSULTATION_TYPE_LABEL, JOIN_VIDEO_LABEL, videoRoom, type ConsultationType,
} from '../../../contracts/consultations.ts';
import {
  consultationLinkUrl, verifyConsultationLink, type ConsultationLinkClaims, type LinkSide,
} from './consultation-link.ts';

/**
 * The page's view of a booking for one side of its link, or null when the
 * booking's type is not one the product knows (the page then says 'Invalid link').
 * The booking snapshot (details) wins over the listing's current values, so the
 * page shows what was booked. Pure: `now` and the room URL are passed in.
 */
export type { ConsultationAccess, ConsultationPageView };

export function consultationView(
  row: BookingSummaryRow, side: LinkSide, now: Date, roomUrl: (bookingId: number) => string, locale: Locale = DEFAULT_LOCALE,
): ConsultationPageView | null {
  const booking = bookingOf(row);
  if (!booking.knownType) return null;
  const { type, listingTZ, ownerTZ, durationMinutes } = booking;
  const bookingId = booking.id;
  const start = booking.slot;
  const { address } = booking.listing;
  const title = booking.listing.title ?? 'Consultation';

  // 'Active' until the consultation ends (not only until it starts), so a late joiner still sees the call as live.
  const ended = start.getTime() + durationMinutes * 60_000 <= now.getTime();
  const stored = Number(row.status);
  const status: ConsultationPageView['status'] = stored === BOOKING_STATUS.CANCELED ? 'canceled'
    : stored === BOOKING_STATUS.RESCHEDULED ? 'rescheduled' : stored === BOOKING_STATUS.NO_SHOW ? 'no-show' : ended ? 'complete' : 'in progress';
  const statusLabel = STATE_BADGE[status === 'in progress' ? 'upcoming' : status === 'no-show' ? 'noShow' : status] as ConsultationPageView['statusLabel'];

  let access: ConsultationAccess;
  if (status === 'canceled' || status === 'rescheduled') access = { kind: status };
  else access = accessOf(type, { bookingId, start, now, roomUrl, address: address ?? title });
  // A chat consultation is held in the appointment's thread (its Messages tab, for the signed-in side).
  if (access.kind === 'chat') access = { ...access, threadPath: `${side === 'U' ? '/app/my-appointments' : '/app/appointments'}/${bookingId}?tab=messages` };

  // The times in the reader's language (English writes the sentence it always has).
  const [listingWhen, ownerWhen = null] = whenInZonesFor(locale, start, listingTZ, ownerTZ, side === 'U' ? 'your time' : "the customer's time");
  return {
    bookingId,
    bookingCode: bookingCode(bookingId),
    side: side === 'U' ? 'owner' : 'vendor',
    type,
    typeLabel: CONSULTATION_TYPE_LABEL[type],
    listing: { title, line1: booking.listing.line1 ?? '', address },
    when: { listing: listingWhen, owner: ownerWhen },
    durationMinutes,
    status,
    statusLabel,
    customerName: side === 'C' ? clinicCustomerName(booking) || null : null,
    petName: booking.pet?.name ?? null,
    access,
    appointmentsPath: side === 'U' ? '/app/my-appointments' : '/app/appointments',
  };
}

/** How a live consultation of `type` is reached, by the type table: a room (not before it opens), an address, or an instruction. */
function accessOf(type: ConsultationType, c: { bookingId: number; start: Date; now: Date; roomUrl: (id: number) => string; address: string }): ConsultationAccess {
  const kind = CONSULTATION_KINDS[type];
  if (kind.hasVideoRoom) {
    // The room's address is not given out before it opens (the same rule as the Video Chat tab).
    const room = videoRoom(c.start, c.now);
    return room.open ? { kind: 'video', roomUrl: c.roomUrl(c.bookingId), joinLabel: JOIN_VIDEO_LABEL } : { kind: 'video-waiting', opensAt: room.opensAt };
  }
  if (kind.atClinic) return { kind: 'clinic', address: c.address };
  return { kind: kind.hasChatThread ? 'chat' : 'phone', instruction: kind.instruction ?? '' };
}

export interface ConsultationDeps {
  /** The server secret the links are signed with. */
  secret: string;
  publicUrl: string;
  mainDomain: string;
  video: { roomUrl(bookingId: number): string };
}

/** Builds a booking's two consultation links. */
export interface ConsultationLinks {
  linksFor(booking: { id: number; userId: number; vendorId: number }): Promise<{ owner: string; vendor: string }>;
}

/**
 * The consultation link page: a signed z opens one booking, for its owner (U) or
 * its practice (C). The signature is the authority, so the page needs no session;
 * the link must also name the booking's own owner, and on a vendor site only that
 * vendor's bookings open.
 */
export function consultationService(db: Conn, deps: ConsultationDeps) {
  return {
    /**
     * The links of a booking: on the main site's address for the clinic (`clinicLink`), which leads to the
     * clinic's site as it is when the link is opened, so a link already mailed survives a rename.
     */
    async linksFor(booking: { id: number; userId: number; vendorId: number }) {
      const site = clinicLink(deps.publicUrl, booking.vendorId, '/');
      const claims = (side: LinkSide): ConsultationLinkClaims => ({ userId: booking.userId, side, bookingId: booking.id });
      return {
        owner: consultationLinkUrl(deps.secret, site, claims('U')),
        vendor: consultationLinkUrl(deps.secret, site, claims('C')),
      };
    },

    /** The video room of a booking (the appointment page's Video Chat tab embeds it, as this page does). */
    roomUrl(bookingId: number): string {
      return deps.video.roomUrl(bookingId);
    },

    /** The page for a z on the given site (null vendor id: the main site), or null for 'Invalid link'; its times in `locale`. */
    async page(z: unknown, siteVendorId: number | null, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<ConsultationPageView | null> {
      const claims = verifyConsultationLink(deps.secret, z);
      if (!claims) return null;
      const row = await bookingSummaryById(db, claims.bookingId);
      if (!row || Number(row.user_id) !== claims.userId) return null;
      if (siteVendorId !== null && Number(row.vendor_id) !== siteVendorId) return null;
      return consultationView(row, claims.side, now, deps.video.roomUrl.bind(deps.video), locale);
    },
  };
}

export type ConsultationService = ReturnType<typeof consultationService>;
