import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingsChanged } from '../../db/cache-versions.ts';
import { ValidationError } from '../../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { manageableListing } from '../listings/listing-service.ts';
import type { ConsultationType } from '../listings/index.ts';
import { copiedWeekMessage, reopenWarning } from '../../../contracts/listings.ts';
import { deleteOverrides, overridesBetween, upsertOverride } from './availability.queries.ts';
import { closedSpans, overlapChecker } from './slots.ts';
import { addDays, wallTime, zonedInstant } from '../../../contracts/zoned-time.ts';


/** What Copy this week did, or, when it would reopen closed slots and was not told to, what it would reopen. */
export interface CopyWeekResult {
  copied: boolean;
  /** Override rows written. */
  written: number;
  /** Closed slot starts (ISO, still ahead) of the target weeks that the copy reopens. */
  reopens: string[];
  message: string;
}

export interface CopyWeekArgs {
  listingId: number;
  type: ConsultationType;
  weekStart: string;
  weeks: number;
  /** The vendor saw the warning and copies anyway. */
  reopenClosed?: boolean | null;
}

/**
 * Copies the overrides of the 7 dates from `weekStart` onto the same weekdays of the next `weeks`
 * weeks (1-7), replacing theirs. A slot the vendor closed in a target week that the copied week does
 * not close would open again: unless `reopenClosed`, nothing is written and those starts come back
 * with a warning, so the vendor decides. Authorized by the listing policy, in one transaction.
 */
export async function copyWeek(db: Db, viewer: Viewer | null, args: CopyWeekArgs, now: Date): Promise<CopyWeekResult> {
  if (!Number.isInteger(args.weeks) || args.weeks < 1 || args.weeks > 7) {
    throw new ValidationError('Choose between 1 and 7 weeks', { fields: { weeks: 'Choose between 1 and 7 weeks' } });
  }
  return inTransaction(db, async (tx) => {
    const listing = await manageableListing(tx, viewer, args.listingId, true);
    const tz = listing.timezone;
    const id = Number(listing.id);
    const duration = Number((listing.consultations ?? []).find((c) => c.type === args.type)?.duration ?? 0);
    const dateAt = (day: number) => addDays(args.weekStart, day);
    const ownType = <T extends { consultation_type: string | null }>(rows: T[]) => rows.filter((r) => r.consultation_type === args.type);
    const source = ownType(await overridesBetween(tx, [id], args.weekStart, dateAt(6), args.type));
    // Local wall-clock shift by whole weeks, so a copied 09:00 stays 09:00 across a DST change.
    const shift = (iso: string, k: number) => {
      const at = Date.parse(iso);
      if (!Number.isFinite(at)) return iso;
      const wall = wallTime(at, tz);
      return new Date(zonedInstant(addDays(wall.date, 7 * k), wall.minutes, tz)).toISOString();
    };
    const copies = Array.from({ length: args.weeks }, (_, i) => i + 1).map((k) => ({
      k,
      dates: Array.from({ length: 7 }, (_, d) => dateAt(k * 7 + d)),
      rows: source.map((row) => ({
        date: addDays(row.date, 7 * k),
        added: row.added.map((s) => shift(s, k)),
        removed: row.removed.map((s) => shift(s, k)),
      })),
    }));

    const targets = ownType(await overridesBetween(tx, [id], dateAt(7), dateAt(args.weeks * 7 + 6), args.type));
    const reopens: string[] = [];
    for (const copy of copies) {
      const stillClosed = overlapChecker(closedSpans(copy.rows, duration));
      for (const row of targets.filter((r) => copy.dates.includes(r.date))) {
        for (const iso of row.removed) {
          const t = Date.parse(iso);
          if (t > now.getTime() && !stillClosed(t, duration * 60_000)) reopens.push(new Date(t).toISOString());
        }
      }
    }
    reopens.sort();
    if (reopens.length && !args.reopenClosed) {
      return { copied: false, written: 0, reopens, message: reopenWarning(reopens.length, args.weeks) };
    }

    let written = 0;
    for (const copy of copies) {
      await deleteOverrides(tx, id, copy.dates, args.type);
      for (const row of copy.rows) {
        await upsertOverride(tx, Number(listing.vendor_id), id, row.date, args.type, row.added, row.removed);
        written++;
      }
    }
    await listingsChanged(tx, Number(listing.vendor_id), [id]);
    return { copied: true, written, reopens, message: copiedWeekMessage(args.weeks) };
  });
}
