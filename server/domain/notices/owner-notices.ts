import type { Db } from '../../db/knex.ts';
import { NotFoundError } from '../../errors.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { requireUser } from '../accounts/viewer.ts';
import type { OwnerNotice } from '../../../contracts/notices.ts';
import { markNoticeRead, unreadNotices } from './owner-notices.queries.ts';

/**
 * The owner's dashboard notices: written by the area whose event they tell (a consultation note, in its
 * transaction, see health-records/consultation-notes.ts), read here. An owner reads and dismisses only their
 * own; a vendor login has none.
 */
export function ownerNotices(db: Db) {
  return {
    /** The viewer's unread notices, newest first (none for anyone but an owner). */
    async unread(viewer: Viewer | null): Promise<OwnerNotice[]> {
      if (viewer?.kind !== 'user') return [];
      return (await unreadNotices(db, viewer.id)).map((n) => ({
        id: Number(n.id), text: n.text, link: n.link, createdAt: new Date(n.created_at).toISOString(),
      }));
    },

    /** Marks one of the owner's notices read; anyone else's (or one already read) is NOT_FOUND. */
    async markRead(viewer: Viewer | null, id: number, now: Date): Promise<void> {
      const owner = requireUser(viewer);
      if (!Number.isSafeInteger(id) || id <= 0 || !(await markNoticeRead(db, owner.id, id, now))) throw new NotFoundError('No notice found.');
    },
  };
}

export type OwnerNoticeService = ReturnType<typeof ownerNotices>;
