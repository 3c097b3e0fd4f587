import bcrypt from 'bcryptjs';
import { CLINIC_CLOSURE, CLOSURE_DAYS, closeClinicSchema } from '../../../contracts/data-exports.ts';
import { parseInput } from '../../../contracts/forms.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingsChanged, searchChanged } from '../../db/cache-versions.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { StorageAdapter } from '../../adapters/storage.ts';
import { revokeApiTokensOf, vendorLoginsByIds } from '../accounts/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { deleteExportsOf } from '../exports/index.ts';
import { archiveListingsOf, clinicsDueForErasure, eraseClinic, markClinicClosed, signOutLoginsOf } from './clinic-closure.queries.ts';

export interface ClinicClosureDeps {
  storage: Pick<StorageAdapter, 'delete'>;
  /** The appointments' own cancel, as the clinic cancels (a full refund, the owner emailed), of everything not begun. */
  cancelAllUpcomingOf(viewer: Viewer, now: Date, reason: string): Promise<number>;
  /** Tells the site resolver and the page cache that the clinic's site changed (its closed notice). */
  siteChanged(vendorId: number): void;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const DAY_MS = 86_400_000;
const ERASURES_PER_RUN = 50;

/**
 * A clinic's closure, the shape of an owner's deletion (owner-erasure.ts). Its root admin closes it after confirming
 * the password; at once none of its logins signs in (every session and token ends), its listings leave the vet list
 * and its site, the site shows a neutral closed notice, and its appointments still to come are canceled as the clinic
 * cancels them (a full refund, the owner emailed). After CLOSURE_DAYS its personal data is erased (clinic-closure.queries.ts).
 */
export function clinicClosure(db: Db, deps: ClinicClosureDeps) {
  return {
    async close(viewer: Viewer | null, input: unknown, now: Date): Promise<{ canceled: number }> {
      const who = requireViewer(viewer);
      if (who.kind !== 'vendor' || who.subrole !== 'root_admin') throw new ForbiddenError(CLINIC_CLOSURE.rootOnly);
      const { password } = parseInput(closeClinicSchema, input);
      const [login] = await vendorLoginsByIds(db, [who.id]);
      if (!login || !(await bcrypt.compare(password, login.password_hash))) {
        throw new ValidationError(CLINIC_CLOSURE.wrongPassword, { fields: { password: CLINIC_CLOSURE.wrongPassword } });
      }
      await inTransaction(db, async (tx) => {
        if (!(await markClinicClosed(tx, who.vendorId, now))) throw new ConflictError(CLINIC_CLOSURE.alreadyClosed);
        for (const id of await signOutLoginsOf(tx, who.vendorId, now)) await revokeApiTokensOf(tx, 'vendor', id, now);
        const listings = await archiveListingsOf(tx, who.vendorId);
        if (listings.length) await listingsChanged(tx, who.vendorId, listings, { content: true });
        await searchChanged(tx);
      });
      deps.siteChanged(who.vendorId);
      // The clinic is closed whatever follows: a cancel that fails is logged (its refund is retried by the refund sweep).
      let canceled = 0;
      try {
        canceled = await deps.cancelAllUpcomingOf(who, now, CLINIC_CLOSURE.cancelReason);
      } catch (err) {
        deps.logger?.error({ err, vendorId: who.vendorId }, 'canceling a closed clinic\'s appointments failed');
      }
      return { canceled };
    },

    /** Erases the personal data of every clinic closed more than CLOSURE_DAYS before `now` (a daily job). */
    async eraseDue(now: Date): Promise<{ erased: number; failedKeys: string[] }> {
      const due = await clinicsDueForErasure(db, new Date(now.getTime() - CLOSURE_DAYS * DAY_MS), ERASURES_PER_RUN);
      const failedKeys: string[] = [];
      for (const vendorId of due) {
        const keys = await inTransaction(db, async (tx) => {
          const files = await eraseClinic(tx, vendorId, now);
          const exports = await deleteExportsOf(tx, { kind: 'clinic', id: vendorId });
          const listings = (await tx('vendor_listings').select('id').where({ vendor_id: vendorId })).map((r) => Number(r.id));
          if (listings.length) await listingsChanged(tx, vendorId, listings, { content: true });
          return [...files, ...exports];
        });
        deps.siteChanged(vendorId);
        for (const key of keys) {
          try {
            await deps.storage.delete(key);
          } catch {
            failedKeys.push(key);
          }
        }
      }
      if (failedKeys.length) deps.logger?.warn({ keys: failedKeys }, 'stored files of erased clinics could not be deleted');
      return { erased: due.length, failedKeys };
    },
  };
}

export type ClinicClosure = ReturnType<typeof clinicClosure>;
