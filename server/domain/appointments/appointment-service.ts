import {
  APPOINTMENT_NOT_FOUND, BOOKING_STATUS, LISTING_FILTER_VENDORS_ONLY, OUTCOME_NOT_LIVE, OUTCOME_NOT_MARKED, OUTCOME_NOT_YET,
  OUTCOME_UNDO_EXPIRED, OUTCOME_VENDORS_ONLY, STATUS_FILTER_VALUES, bookingCode,
} from '../../../contracts/appointments.ts';
import { cancelInputSchema } from '../../../contracts/appointment-input.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { CONSULTATION_KINDS, type ConsultationType } from '../../../contracts/consultations.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { managerScope } from '../listings/listing-policy.ts';
import { listingsForVendor } from '../listings/index.ts';
import {
  canMarkOutcome, outcomeUndoUntil, toAppointmentDetail, toAppointmentItem, type AppointmentDetail, type AppointmentPage,
} from './appointment-dto.ts';
import {
  appointmentRow, appointmentRows, markOutcome, successorOf, unmarkOutcome, upcomingLiveIdsOfOwner, upcomingLiveIdsOfVendor, type AppointmentRow, type AppointmentScope,
} from './appointments.queries.ts';
import { vendorNotificationRecipients } from '../bookings/index.ts';
import { buildIcs } from '../notices/calendar-invite.ts';
import { noticeOf, type BookingNotice } from '../notices/booking-notice.ts';
import type { Recipient } from '../notices/mail-layout.ts';
import { cancellationMessages } from './cancellation.ts';
import { rescheduleMessages } from './reschedule-mail.ts';
import { cancelAppointment, type Canceled, type PackageVisits } from './appointment-cancel.ts';
import { rescheduleAppointment, type Rescheduled } from './appointment-reschedule.ts';
import type { RefundService } from '../payments/refund-service.ts';
import type { ConsultationLinks } from '../consultations/consultation-page.ts';
import { bookingOf, clinicCustomerName } from '../bookings/booking-record.ts';
import { bookingsChanged } from '../../db/cache-versions.ts';


/** The line the list shows after a cancel returns to it. */
export function canceledNotice(code: string): string {
  return `The appointment ${code} was canceled.`;
}

/** The spec's page size, and the most one call returns. */
export const PAGE_SIZE = 10;
export const MAX_LIMIT = 50;

export interface AppointmentListArgs {
  status?: number | null;
  listingId?: number | null;
  /** Vendors only: one customer's bookings (inside the vendor's scope, like every read). */
  customerId?: number | null;
  /** Appointment date (soonest first), booking date (newest first), or `recent`: appointment date, latest first. */
  sort?: 'slot' | 'created' | 'recent' | null;
  offset?: number | null;
  limit?: number | null;
}

export interface AppointmentDeps {
  mail: MailAdapter;
  /** The signed consultation page links shown on the detail page. */
  consultations: ConsultationLinks;
  publicUrl: string;
  /** Refunds of canceled appointments (recorded with the cancel, tried with the gateway after commit). */
  refunds: RefundService;
  /** The address mail is sent from: the ORGANIZER of the invites the mails carry. */
  senderAddress?: string;
  logger?: Pick<Logger, 'error'>;
  /** A booking let go of its time (canceled, or moved from it): the listing's waitlist may offer it. */
  slotsFreed?: (vendorId: number, listingId: number) => Promise<void>;
  /** The house-call package's ledger, told in the cancel's transaction when a house visit is canceled. */
  packageVisits?: PackageVisits;
}

/** Whose bookings the viewer may read (ARCHITECTURE section 7): an owner's own, a vendor's tenant, a sub-user's managed listings. */
export function scopeOf(viewer: Viewer): AppointmentScope {
  if (viewer.kind === 'user') return { kind: 'user', userId: viewer.id };
  return { kind: 'vendor', vendorId: viewer.vendorId, managerId: managerScope(viewer) };
}

function wholeNumber(value: unknown, field: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    const message = `Invalid ${field}`;
    throw new ValidationError(message, { fields: { [field]: message } });
  }
  return n;
}

/**
 * My Appointments: the lists, the detail rows and cancel. Authorization lives here:
 * a booking outside the viewer's scope reads as NOT_FOUND, so its existence never leaks.
 */
export function appointmentService(db: Db, deps: AppointmentDeps) {
  async function linkFor(viewer: Viewer, row: AppointmentRow): Promise<string | null> {
    const links = await linksOf(row, bookingOf(row).type);
    if (!links) return null;
    return viewer.kind === 'user' ? links.owner : links.vendor;
  }

  /** The consultation pages of a booking (video and phone), else null. */
  async function linksOf(row: AppointmentRow, type: ConsultationType) {
    return CONSULTATION_KINDS[type].hasConsultationPage
      ? deps.consultations.linksFor({ id: Number(row.id), userId: Number(row.user_id), vendorId: Number(row.vendor_id) })
      : null;
  }

  /** The notice of a row (with its consultation pages when `withLinks`), and who at the practice hears of it (each in their language). */
  async function noticeOfRow(row: AppointmentRow, withLinks: boolean): Promise<{ notice: BookingNotice; vendorEmails: Recipient[] }> {
    const booking = bookingOf(row, deps.logger);
    const managers = Array.isArray(row.listing_managers) ? row.listing_managers.map(Number) : [];
    const notice = noticeOf(booking, {
      publicUrl: deps.publicUrl, links: withLinks ? await linksOf(row, booking.type) : null, senderAddress: deps.senderAddress ?? null,
      owner: { name: clinicCustomerName(booking), email: String(row.user_email), locale: row.user_locale ?? null },
    });
    return { notice, vendorEmails: await vendorNotificationRecipients(db, Number(row.vendor_id), managers) };
  }

  async function sendCancellation(c: Canceled, by: 'user' | 'vendor', now: Date): Promise<void> {
    try {
      const { notice, vendorEmails } = await noticeOfRow(c.row, false);
      const messages = cancellationMessages(notice, {
        vendorEmails, by, cancelReason: c.reason,
        refund: c.refund ? { cents: Number(c.refund.amount_cents), status: c.refundAttempt === 'succeeded' ? 'succeeded' : 'pending' } : null,
      }, now);
      for (const message of messages) await deps.mail.send(message);
    } catch (err) {
      // The cancellation stands; a mail failure is logged, never undone or shown as a failure.
      deps.logger?.error({ err, bookingId: c.row.id }, 'cancellation email failed');
    }
  }

  /** The reschedule emails, of the booking that replaces the old one (read back: its start, its links, its invite). */
  async function sendReschedule(r: Rescheduled, scope: AppointmentScope, by: 'user' | 'vendor', now: Date): Promise<void> {
    try {
      const row = await appointmentRow(db, scope, r.newId);
      if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
      const { notice, vendorEmails } = await noticeOfRow(row, true);
      const messages = rescheduleMessages(notice, { was: { bookingId: Number(r.old.id), start: new Date(r.old.slot) }, by, vendorEmails }, now);
      for (const message of messages) await deps.mail.send(message);
    } catch (err) {
      deps.logger?.error({ err, bookingId: r.newId }, 'reschedule email failed');
    }
  }

  /** The detail of a row the viewer may see: the card, the viewer's link, the payment record, the reschedule chain. */
  async function detailOf(who: Viewer, row: AppointmentRow, now: Date): Promise<AppointmentDetail> {
    const paymentId = row.payment_id === null ? null : Number(row.payment_id);
    const consultationLink = await linkFor(who, row);
    const payments = paymentId ? await deps.refunds.paymentRecords([paymentId]) : new Map();
    const rescheduledTo = Number(row.status) === BOOKING_STATUS.RESCHEDULED ? await successorOf(db, Number(row.id)) : null;
    return toAppointmentDetail(row, who.kind, now, { consultationLink, payment: (paymentId && payments.get(paymentId)) || null, rescheduledTo });
  }

  async function reread(who: Viewer, id: number, now: Date): Promise<AppointmentDetail> {
    const row = await appointmentRow(db, scopeOf(who), id);
    if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    return detailOf(who, row, now);
  }

  return {
    /** One page of the viewer's bookings, newest booking first or soonest appointment first. */
    async list(viewer: Viewer | null, args: AppointmentListArgs, now: Date): Promise<AppointmentPage> {
      const who = requireViewer(viewer);
      const status = args.status == null ? null : wholeNumber(args.status, 'status', 0, 6);
      if (status !== null && !STATUS_FILTER_VALUES.includes(status)) throw new ValidationError('Invalid status', { fields: { status: 'Invalid status' } });
      const listingId = args.listingId == null ? null : wholeNumber(args.listingId, 'listingId', 1, Number.MAX_SAFE_INTEGER);
      if (listingId !== null && who.kind !== 'vendor') {
        throw new ValidationError(LISTING_FILTER_VENDORS_ONLY, { fields: { listingId: LISTING_FILTER_VENDORS_ONLY } });
      }
      const customerId = args.customerId == null || who.kind !== 'vendor' ? null : wholeNumber(args.customerId, 'customerId', 1, Number.MAX_SAFE_INTEGER);
      const offset = args.offset == null ? 0 : wholeNumber(args.offset, 'offset', 0, 1_000_000);
      const limit = args.limit == null ? PAGE_SIZE : wholeNumber(args.limit, 'limit', 1, MAX_LIMIT);
      const sort = args.sort === 'created' || args.sort === 'recent' ? args.sort : 'slot';
      // A listing outside the scope simply matches nothing: the scope is applied to every row.
      const rows = await appointmentRows(db, scopeOf(who), { status, listingId, customerId, sort, offset, limit, now });
      return { items: rows.slice(0, limit).map((r) => toAppointmentItem(r, who.kind, now)), hasMore: rows.length > limit };
    },

    /** The detail rows of one booking the viewer may see, else NOT_FOUND. */
    async detail(viewer: Viewer | null, id: number, now: Date): Promise<AppointmentDetail> {
      const who = requireViewer(viewer);
      return reread(who, id, now);
    },

    /**
     * The appointment as a calendar event (.ics, METHOD:PUBLISH) for the confirmation's "Add to calendar": the same
     * invite the mails carry, for the booking's owner or a clinic login that may see it (its text in the viewer's stored
     * language); anyone else NOT_FOUND.
     */
    async calendarInvite(viewer: Viewer | null, id: number, now: Date): Promise<string> {
      const who = requireViewer(viewer);
      const row = await appointmentRow(db, scopeOf(who), id);
      if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
      const { notice } = await noticeOfRow(row, true);
      const live = Number(row.status) !== BOOKING_STATUS.CANCELED;
      return buildIcs({ notice, side: who.kind === 'user' ? 'owner' : 'vendor', method: live ? 'PUBLISH' : 'CANCEL', locale: who.locale ?? undefined }, now);
    },

    /** The Listing filter's choices: the vendor's listings the viewer may see (none for owners). */
    async listingChoices(viewer: Viewer | null): Promise<Array<{ id: number; title: string }>> {
      const who = requireViewer(viewer);
      if (who.kind !== 'vendor') return [];
      const listings = await listingsForVendor(db, who.vendorId, managerScope(who), 500, 0, { allStates: true });
      return listings.map((l) => ({ id: Number(l.id), title: l.title }));
    },

    /**
     * Cancels a live booking that has not started, under the cancellation policy (appointment-cancel.ts):
     * its owner, or a vendor login that may see it. The slot frees itself; the refund, when the policy
     * gives one, is tried at once and retried by the job queue when the gateway fails. An optional reason
     * (bounded: CANCEL_REASON_MAX) is stored, shown on the appointment and mailed to both sides.
     */
    async cancel(viewer: Viewer | null, id: number, now: Date, input: unknown = {}): Promise<AppointmentDetail> {
      const who = requireViewer(viewer);
      const { reason } = parseInput(cancelInputSchema, input ?? {});
      const canceled = await cancelAppointment(db, deps.refunds, who, scopeOf(who), id, now, reason, { packageVisits: deps.packageVisits });
      await deps.slotsFreed?.(Number(canceled.row.vendor_id), Number(canceled.row.vendor_listing_id));
      await sendCancellation(canceled, who.kind, now);
      return reread(who, id, now);
    },

    /**
     * Everything an owner deleting their account had booked and not yet begun is canceled as they would cancel it
     * themselves (the same refund policy, the same emails to the clinic, with the reason saying why).
     */
    async cancelAllUpcomingOf(viewer: Viewer, now: Date, reason: string): Promise<number> {
      const who = requireViewer(viewer);
      // An owner's own bookings (their account's deletion), or every booking of a clinic its root admin closes.
      if (who.kind === 'vendor' && who.subrole !== 'root_admin') return 0;
      const ids = who.kind === 'user' ? await upcomingLiveIdsOfOwner(db, who.id, now) : await upcomingLiveIdsOfVendor(db, who.vendorId, now);
      for (const id of ids) {
        const canceled = await cancelAppointment(db, deps.refunds, who, scopeOf(who), id, now, reason, { packageVisits: deps.packageVisits, anyTime: true });
        await deps.slotsFreed?.(Number(canceled.row.vendor_id), Number(canceled.row.vendor_listing_id));
        await sendCancellation(canceled, who.kind, now);
      }
      return ids.length;
    },

    /** Moves a live booking to another offered slot of its listing (appointment-reschedule.ts); answers the new booking. */
    async reschedule(viewer: Viewer | null, id: number, slot: string, now: Date): Promise<AppointmentDetail> {
      const who = requireViewer(viewer);
      const rescheduled = await rescheduleAppointment(db, who, scopeOf(who), id, slot, now);
      await deps.slotsFreed?.(Number(rescheduled.old.vendor_id), Number(rescheduled.old.vendor_listing_id));
      await sendReschedule(rescheduled, scopeOf(who), who.kind, now);
      return reread(who, rescheduled.newId, now);
    },

    /** The practice marks a live appointment whose start has passed Completed or No-show (recorded in the activity log). */
    async markOutcome(viewer: Viewer | null, id: number, outcome: 'complete' | 'noShow', now: Date): Promise<AppointmentDetail> {
      const who = requireViewer(viewer);
      if (who.kind !== 'vendor') throw new ForbiddenError(OUTCOME_VENDORS_ONLY);
      const scope = scopeOf(who);
      await inTransaction(db, async (tx) => {
        const row = await appointmentRow(tx, scope, id, { forUpdate: true });
        if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
        if (Number(row.status) !== BOOKING_STATUS.IN_PROGRESS) throw new ConflictError(OUTCOME_NOT_LIVE);
        if (!canMarkOutcome(Number(row.status), new Date(row.slot), now)) throw new ValidationError(OUTCOME_NOT_YET);
        const status = outcome === 'noShow' ? BOOKING_STATUS.NO_SHOW : BOOKING_STATUS.COMPLETE;
        await markOutcome(tx, id, status, { by: { kind: who.kind, id: who.id }, at: now.toISOString() });
        await bookingsChanged(tx, { ids: [id] });
        await recordAudit(tx, who, 'appointment.marked', { appointment: bookingCode(id), mark: outcome === 'noShow' ? 'No-show' : 'Completed' });
      });
      return reread(who, id, now);
    },

    /**
     * Takes back a Completed or No-show mark the practice made, on the day it was made (in the listing's zone):
     * the appointment is active again and can be marked afresh. Recorded in the activity log.
     */
    async undoOutcome(viewer: Viewer | null, id: number, now: Date): Promise<AppointmentDetail> {
      const who = requireViewer(viewer);
      if (who.kind !== 'vendor') throw new ForbiddenError(OUTCOME_VENDORS_ONLY);
      const scope = scopeOf(who);
      await inTransaction(db, async (tx) => {
        const row = await appointmentRow(tx, scope, id, { forUpdate: true });
        if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
        const status = Number(row.status);
        const until = outcomeUndoUntil(bookingOf(row, deps.logger));
        if (!until) throw new ConflictError(OUTCOME_NOT_MARKED);
        if (until.getTime() <= now.getTime()) throw new ConflictError(OUTCOME_UNDO_EXPIRED);
        await unmarkOutcome(tx, id, { by: { kind: who.kind, id: who.id }, at: now.toISOString() });
        await bookingsChanged(tx, { ids: [id] });
        await recordAudit(tx, who, 'appointment.mark_undone', {
          appointment: bookingCode(id), mark: status === BOOKING_STATUS.NO_SHOW ? 'No-show' : 'Completed',
        });
      });
      return reread(who, id, now);
    },
  };
}

export type AppointmentService = ReturnType<typeof appointmentService>;
