import bcrypt from 'bcryptjs';
import { deleteAccountSchema } from '../../../contracts/accounts.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { ACCOUNT_DELETION, ERASURE_DAYS } from '../../../contracts/profile.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ownersChanged } from '../../db/cache-versions.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { StorageAdapter } from '../../adapters/storage.ts';
import { anonymiseUser, markUserDeleted, revokeApiTokensOf, usersByIds, usersDueForErasure } from '../accounts/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { anonymiseBookingsOf } from '../bookings/index.ts';
import { forgetCustomerEverywhere } from '../customers/index.ts';
import { eraseFilesOf } from '../files/index.ts';
import { endShareLinksOf, eraseHealthRecordsOf } from '../health-records/index.ts';
import { eraseNoticesOf } from '../notices/index.ts';
import { anonymiseOrdersOf } from '../orders/index.ts';
import { erasePetsOf } from '../pets/index.ts';
import { eraseMessagesOf } from '../threads/index.ts';
import { eraseReviewTextsOf } from '../reviews/index.ts';
import { anonymiseRecordsRequestsOf } from '../records-requests/index.ts';
import { erasePushOf } from '../push/index.ts';
import { deleteExportsOf } from '../exports/index.ts';
import { leaveAllWaitlistsOf } from '../waitlist/index.ts';

export interface OwnerErasureDeps {
  storage: Pick<StorageAdapter, 'delete'>;
  /** The appointments' own cancel of everything the owner booked that has not begun (their refund policy, their emails). */
  cancelAllUpcomingOf(viewer: Viewer, now: Date, reason: string): Promise<number>;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const DAY_MS = 86_400_000;
const ERASURES_PER_RUN = 100;

/**
 * An owner deletes their account, and the personal data goes 14 days later (the Terms: "on cancellation the account
 * becomes inaccessible"; deleted data stays in backups up to 2 weeks).
 *
 * At once: the password confirms it; nobody signs in as the owner again (every session and API token ends, a
 * password reset sends nothing), their pets' share links end, and what they booked that has not begun is canceled as
 * they would cancel it themselves. After ERASURE_DAYS: their pets, records, files, notices and customer links are
 * removed (with their shares, devices, message texts and review words); bookings, orders, payments and records requests
 * stay for the clinics' accounts with the person shown as "Deleted owner".
 */
export function ownerErasure(db: Db, deps: OwnerErasureDeps) {
  return {
    async deleteAccount(viewer: Viewer | null, input: unknown, now: Date): Promise<{ canceled: number }> {
      const who = requireViewer(viewer);
      if (who.kind !== 'user') throw new ForbiddenError(ACCOUNT_DELETION.ownersOnly);
      const { password } = parseInput(deleteAccountSchema, input);
      const [row] = await usersByIds(db, [who.id]);
      if (!row || row.deleted_at || !(await bcrypt.compare(password, row.password_hash))) {
        throw new ValidationError(ACCOUNT_DELETION.wrongPassword, { fields: { password: ACCOUNT_DELETION.wrongPassword } });
      }
      await inTransaction(db, async (tx) => {
        if (!(await markUserDeleted(tx, who.id, now))) {
          throw new ValidationError(ACCOUNT_DELETION.wrongPassword, { fields: { password: ACCOUNT_DELETION.wrongPassword } });
        }
        await revokeApiTokensOf(tx, 'user', who.id, now);
        await endShareLinksOf(tx, who.id, now);
        await leaveAllWaitlistsOf(tx, who.id, now);
        await ownersChanged(tx, [who.id]);
      });
      // The account is closed whatever follows: a cancel that fails is logged, and the owner can no longer sign in to retry.
      let canceled = 0;
      try {
        canceled = await deps.cancelAllUpcomingOf(who, now, ACCOUNT_DELETION.cancelReason);
      } catch (err) {
        deps.logger?.error({ err, userId: who.id }, 'canceling a deleted account\'s appointments failed');
      }
      return { canceled };
    },

    /** Erases the personal data of every owner deleted more than ERASURE_DAYS before `now` (a daily job). */
    async eraseDue(now: Date): Promise<{ erased: number; failedKeys: string[] }> {
      const due = await usersDueForErasure(db, new Date(now.getTime() - ERASURE_DAYS * DAY_MS), ERASURES_PER_RUN);
      const failedKeys: string[] = [];
      for (const userId of due) {
        const keys = await inTransaction(db, async (tx) => {
          // Records first: they name the files and the pets.
          await eraseHealthRecordsOf(tx, userId);
          const fileKeys = await eraseFilesOf(tx, userId);
          await anonymiseBookingsOf(tx, userId);
          await erasePetsOf(tx, userId);
          await anonymiseOrdersOf(tx, userId);
          await forgetCustomerEverywhere(tx, userId);
          await eraseNoticesOf(tx, userId);
          await eraseMessagesOf(tx, userId);
          await eraseReviewTextsOf(tx, userId);
          await anonymiseRecordsRequestsOf(tx, userId);
          await erasePushOf(tx, userId);
          fileKeys.push(...(await deleteExportsOf(tx, { kind: 'owner', id: userId })));
          await anonymiseUser(tx, userId, now);
          await ownersChanged(tx, [userId]);
          return fileKeys;
        });
        for (const key of keys) {
          try {
            await deps.storage.delete(key);
          } catch {
            failedKeys.push(key);
          }
        }
      }
      if (failedKeys.length) deps.logger?.warn({ keys: failedKeys }, 'stored files of erased accounts could not be deleted');
      return { erased: due.length, failedKeys };
    },
  };
}

export type OwnerErasure = ReturnType<typeof ownerErasure>;
