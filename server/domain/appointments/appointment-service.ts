import { BOOKING_STATUS } from '../../../contracts/appointments.ts';
import {
  ALREADY_CANCELED, ALREADY_STARTED, APPOINTMENT_NOT_FOUND, LISTING_FILTER_VENDORS_ONLY, RESCHEDULED_NOT_CANCELABLE,
} from '../../../contracts/appointments.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { managerScope } from '../listings/listing-policy.ts';
import { listingsForVendor } from '../listings/listings.queries.ts';
import {
  isCancelable, toAppointmentDetail, toAppointmentItem, type AppointmentDetail, type AppointmentPage,
} from './appointment-dto.ts';
import { appointmentRow, appointmentRows, markCanceled, type AppointmentRow, type AppointmentScope } from './appointments.queries.ts';
import { vendorNotificationEmails } from '../bookings/bookings.queries.ts';
import { cancellationMessages } from './cancellation.ts';
import type { ConsultationLinks } from '../consultations/consultation-page.ts';
import { bookingListingZone } from '../bookings/booking-snapshot.ts';
import { knownZone } from '../reference/known-zone.ts';


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
  sort?: 'slot' | 'created' | null;
  offset?: number | null;
  limit?: number | null;
}

export interface AppointmentDeps {
  mail: MailAdapter;
  /** The signed consultation page links shown on the detail page. */
  consultations: ConsultationLinks;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
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
    const type = (row.details as { type?: unknown } | null)?.type;
    if (type !== 'video' && type !== 'phone') return null;
    const links = await deps.consultations.linksFor({ id: Number(row.id), userId: Number(row.user_id), vendorId: Number(row.vendor_id) });
    return viewer.kind === 'user' ? links.owner : links.vendor;
  }

  async function sendCancellation(row: AppointmentRow, by: 'user' | 'vendor'): Promise<void> {
    try {
      const details = (row.details ?? {}) as Record<string, unknown>;
      const user = (details.user ?? {}) as Record<string, unknown>;
      const item = toAppointmentItem(row, 'vendor', new Date(0));
      const ownerTZ = knownZone(details.userTZ);
      const managers = Array.isArray(row.listing_managers) ? row.listing_managers.map(Number) : [];
      const messages = cancellationMessages({
        bookingCode: item.bookingCode, start: new Date(row.slot), type: item.type,
        listingTitle: item.listing.title, listingLine1: item.listing.line1, listingTZ: bookingListingZone(row), ownerTZ,
        ownerName: item.customerName ?? `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
        ownerEmail: String(row.user_email), vendorEmails: await vendorNotificationEmails(db, Number(row.vendor_id), managers),
        by, publicUrl: deps.publicUrl,
      });
      for (const message of messages) await deps.mail.send(message);
    } catch (err) {
      // The cancellation stands; a mail failure is logged, never undone or shown as a failure.
      deps.logger?.error({ err, bookingId: row.id }, 'cancellation email failed');
    }
  }

  return {
    /** One page of the viewer's bookings, newest booking first or soonest appointment first. */
    async list(viewer: Viewer | null, args: AppointmentListArgs, now: Date): Promise<AppointmentPage> {
      const who = requireViewer(viewer);
      const status = args.status == null ? null : wholeNumber(args.status, 'status', 0, 3) as 0 | 1 | 2 | 3;
      const listingId = args.listingId == null ? null : wholeNumber(args.listingId, 'listingId', 1, Number.MAX_SAFE_INTEGER);
      if (listingId !== null && who.kind !== 'vendor') {
        throw new ValidationError(LISTING_FILTER_VENDORS_ONLY, { fields: { listingId: LISTING_FILTER_VENDORS_ONLY } });
      }
      const customerId = args.customerId == null || who.kind !== 'vendor' ? null : wholeNumber(args.customerId, 'customerId', 1, Number.MAX_SAFE_INTEGER);
      const offset = args.offset == null ? 0 : wholeNumber(args.offset, 'offset', 0, 1_000_000);
      const limit = args.limit == null ? PAGE_SIZE : wholeNumber(args.limit, 'limit', 1, MAX_LIMIT);
      const sort = args.sort === 'created' ? 'created' : 'slot';
      // A listing outside the scope simply matches nothing: the scope is applied to every row.
      const rows = await appointmentRows(db, scopeOf(who), { status, listingId, customerId, sort, offset, limit, now });
      return { items: rows.slice(0, limit).map((r) => toAppointmentItem(r, who.kind, now)), hasMore: rows.length > limit };
    },

    /** The detail rows of one booking the viewer may see, else NOT_FOUND. */
    async detail(viewer: Viewer | null, id: number, now: Date): Promise<AppointmentDetail> {
      const who = requireViewer(viewer);
      const row = await appointmentRow(db, scopeOf(who), id);
      if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
      return toAppointmentDetail(row, who.kind, now, await linkFor(who, row));
    },

    /** The Listing filter's choices: the vendor's listings the viewer may see (none for owners). */
    async listingChoices(viewer: Viewer | null): Promise<Array<{ id: number; title: string }>> {
      const who = requireViewer(viewer);
      if (who.kind !== 'vendor') return [];
      const listings = await listingsForVendor(db, who.vendorId, managerScope(who), 500, 0);
      return listings.map((l) => ({ id: Number(l.id), title: l.title }));
    },

    /**
     * Cancels a live booking that has not started: its owner, or a vendor login that may
     * see it. The slot frees itself (the no-overlap constraint covers live statuses only).
     * No refund is made here: the payment row stays as it is, and any refund is the
     * practice's decision through its payment provider.
     */
    async cancel(viewer: Viewer | null, id: number, now: Date): Promise<AppointmentDetail> {
      const who = requireViewer(viewer);
      const scope = scopeOf(who);
      const canceled = await inTransaction(db, async (tx) => {
        // Locked so two cancels (or a cancel racing a reschedule) run one after the other.
        const row = await appointmentRow(tx, scope, id, { forUpdate: true });
        if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
        const status = Number(row.status);
        if (status === BOOKING_STATUS.CANCELED) throw new ConflictError(ALREADY_CANCELED);
        if (status === BOOKING_STATUS.RESCHEDULED) throw new ConflictError(RESCHEDULED_NOT_CANCELABLE);
        if (!isCancelable(status, new Date(row.slot), now)) throw new ValidationError(ALREADY_STARTED);
        await markCanceled(tx, id, { by: { kind: who.kind, id: who.id }, at: now.toISOString() });
        return row;
      });
      await sendCancellation(canceled, who.kind);
      const after = await appointmentRow(db, scope, id);
      return toAppointmentDetail(after!, who.kind, now, null);
    },
  };
}

export type AppointmentService = ReturnType<typeof appointmentService>;
