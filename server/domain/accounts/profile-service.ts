import { z } from 'zod';
import { PROFILE_MESSAGES, type ProfileInput, type ProfileView } from '../../../contracts/profile.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { parseInput } from '../../../contracts/forms.ts';
import type { FileService } from '../files/file-service.ts';
import { personName } from '../../../contracts/person-fields.ts';
import { requireViewer, type Viewer } from './viewer.ts';
import { updateProfileRow, usersByIds, vendorLoginsByIds } from './accounts.queries.ts';

const profileSchema = z.object({
  firstName: personName({ label: 'First name', required: PROFILE_MESSAGES.firstNameRequired, invalid: PROFILE_MESSAGES.lettersOnly }),
  lastName: personName({ label: 'Last name', required: PROFILE_MESSAGES.lastNameRequired, invalid: PROFILE_MESSAGES.lettersOnly }),
  avatarFileId: z.number().int().positive().nullable().optional(),
});

/** The signed-in person's own profile, owners and clinic logins alike: only their own row is ever read or written. */
export function profileService(db: Db, deps: { files: FileService }) {
  async function get(viewer: Viewer | null): Promise<ProfileView> {
    const who = requireViewer(viewer);
    const [row] = who.kind === 'user' ? await usersByIds(db, [who.id]) : await vendorLoginsByIds(db, [who.id]);
    return { kind: who.kind, firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone, pic: row.pic };
  }

  return {
    get,

    /** Names (required, letters) and the picture: an uploaded, cropped avatar of this person's, or null to remove it. */
    async update(viewer: Viewer | null, raw: ProfileInput): Promise<ProfileView> {
      const who = requireViewer(viewer);
      const input = parseInput(profileSchema, raw ?? {});
      const avatar = input.avatarFileId ? (await deps.files.confirmUploads(who, [input.avatarFileId], 'user_avatar', 'avatarFileId'))[0] : null;
      const pic = avatar ? await deps.files.readUrl({ ...avatar, access: 'public' }) : input.avatarFileId === null ? null : undefined;
      await inTransaction(db, async (tx) => {
        if (avatar) await deps.files.recordUploads(tx, [avatar]);
        await updateProfileRow(tx, who.kind, who.id, { first_name: input.firstName, last_name: input.lastName, ...(pic === undefined ? {} : { pic }) });
      });
      return get(who);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
