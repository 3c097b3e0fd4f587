import {
  bookingSnapshotSchema, type Booking, type BookingSnapshot,
} from '../../../contracts/bookings.ts';
import { FALLBACK_CONSULTATION_TYPE } from '../../../contracts/consultations.ts';
import { checkInput } from '../../../contracts/forms.ts';
import type { Logger } from '../../logger.ts';
import { knownZone } from '../reference/known-zone.ts';

/**
 * The one reader of a booking's `details` snapshot (jsonb frozen by `holdBooking`, added to by the booking's life):
 * every page, notice, reminder and audit line gets its `Booking` from `bookingOf`, so each fact has one rule.
 * - The snapshot wins over the listing's and the account's current values (pages show what was booked).
 * - The owner's zone is the snapshot's `userTZ` (the browser's when booking) first, then `users.time_zone`: the
 *   zone the owner booked in is the one they read the time in; the account's zone covers rows that lack it.
 * - A stored consultation type the product does not know is a parse problem: logged, and the booking is shown
 *   as FALLBACK_CONSULTATION_TYPE (`knownType` false; the consultation link page refuses it).
 * A test greps `server/` for other reads of `details` (none allowed).
 */

/** A bookings row as the queries select it: its columns, the snapshot, and the current listing and owner when joined. */
export interface BookingRowLike {
  id: number | string;
  slot: Date | string;
  duration: number | string;
  status?: number | string | null;
  user_id: number | string;
  vendor_id: number | string;
  details: unknown;
  listing_title?: string | null;
  listing_line1?: string | null;
  listing_address?: string | null;
  listing_timezone?: string | null;
  user_first_name?: string | null;
  user_last_name?: string | null;
  user_phone?: string | null;
  user_time_zone?: string | null;
}

/** Where a snapshot that does not parse is reported: a logger's warn, or (the deps that only carry one) its error. */
export type BookingProblemLog = Pick<Logger, 'warn'> | Pick<Logger, 'error'>;

/** A non-empty trimmed string, else null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A stored id (number or numeric string) or null. */
function positiveId(value: unknown): number | null {
  const n = Number(value);
  return value !== null && value !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The snapshot, parsed: what does not parse is dropped (and named in `problems`), the rest kept, so an old or
 * damaged row still shows.
 */
export function parseSnapshot(details: unknown): { snapshot: Partial<BookingSnapshot>; problems: string[] } {
  const raw = details && typeof details === 'object' && !Array.isArray(details) ? details as Record<string, unknown> : {};
  const checked = checkInput(bookingSnapshotSchema, raw);
  if (checked.data) return { snapshot: checked.data, problems: [] };
  const problems = Object.entries(checked.fields).map(([field, message]) => `${field}: ${message}`);
  const bad = new Set(Object.keys(checked.fields).map((field) => field.split('.')[0]));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)));
  const again = bookingSnapshotSchema.partial().safeParse(kept);
  return { snapshot: again.success ? again.data : {}, problems };
}

/** A booking row as the `Booking` every reader uses; problems with its snapshot go to `log` (when given). */
export function bookingOf(row: BookingRowLike, log?: BookingProblemLog | null): Booking {
  const { snapshot, problems } = parseSnapshot(row.details);
  const id = Number(row.id);
  if (problems.length > 0 && log) {
    const report = 'warn' in log ? log.warn.bind(log) : log.error.bind(log);
    report({ bookingId: id, problems }, 'booking snapshot does not parse');
  }
  const listed = snapshot.details ?? {};
  const user = snapshot.user ?? {};
  const by = snapshot.bookedBy;
  const canceled = snapshot.canceled;
  return {
    id,
    slot: new Date(row.slot),
    durationMinutes: Number(row.duration),
    status: Number(row.status ?? 0),
    userId: Number(row.user_id),
    vendorId: Number(row.vendor_id),
    type: snapshot.type ?? FALLBACK_CONSULTATION_TYPE,
    knownType: snapshot.type !== undefined,
    listing: {
      title: text(listed.title) ?? text(row.listing_title),
      line1: text(listed.line1) ?? text(row.listing_line1),
      address: text(listed.address) ?? text(row.listing_address),
    },
    listingTZ: knownZone(snapshot.listingTZ) ?? knownZone(row.listing_timezone) ?? 'UTC',
    ownerTZ: knownZone(snapshot.userTZ) ?? knownZone(row.user_time_zone),
    customer: {
      firstName: text(user.first_name) ?? text(row.user_first_name),
      lastName: text(user.last_name) ?? text(row.user_last_name),
      phone: text(user.phone) ?? text(row.user_phone),
    },
    pet: snapshot.pet
      ? {
          id: positiveId(snapshot.pet.id), name: text(snapshot.pet.name),
          ownerName: snapshot.pet.owner ? text(`${snapshot.pet.owner.first_name ?? ''} ${snapshot.pet.owner.last_name ?? ''}`) : null,
        }
      : null,
    reason: text(snapshot.info?.summary),
    intake: (snapshot.intake ?? []).map((a) => ({ id: a.id, label: a.label, kind: a.kind, answer: a.answer, redFlag: a.redFlag })),
    price: typeof listed.price === 'number' ? listed.price : null,
    bookedBy: by ? { kind: by.kind === 'vendor' ? 'vendor' : 'user', id: positiveId(by.id) } : null,
    // Bookings made before the origin was kept were all the marketplace's links.
    bookedOn: snapshot.bookedOn ?? 'marketplace',
    canceled: canceled ? { byKind: canceled.by?.kind === 'vendor' ? 'vendor' : 'user', reason: text(canceled.reason) } : null,
    outcomeAt: text(snapshot.outcome?.at),
    houseVisit: snapshot.houseVisit
      ? {
          orderId: positiveId(snapshot.houseVisit.orderId), address: text(snapshot.houseVisit.address),
          visitMinutes: Number(snapshot.houseVisit.visitMinutes ?? row.duration),
          travelMinutes: Number(snapshot.houseVisit.travelMinutes ?? 0),
        }
      : null,
    snapshot,
    problems,
  };
}

/** The customer's name as the clinic knows it (kept with the `Booking` type, which it reads). */
export { clinicCustomerName } from '../../../contracts/bookings.ts';
