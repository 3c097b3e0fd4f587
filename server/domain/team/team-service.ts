import { randomBytes } from 'node:crypto';
import { TEAM_MESSAGES, teamMemberSchema, type TeamMember, type TeamMemberInput } from '../../../contracts/team.ts';
import type { Db } from '../../db/knex.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, SQLSTATE, sqlState } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { hashPassword } from '../accounts/authentication.ts';
import { deleteApiTokensOf, insertVendorLogin, revokeApiTokensOf } from '../accounts/index.ts';
import { requireRootAdmin, type Viewer } from '../accounts/viewer.ts';
import { vendorsByIds } from '../vendors/index.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { deleteTeamMember, releaseListingsOf, teamMember, teamOfVendor, updateTeamMember, type TeamRow } from './team.queries.ts';

export interface TeamDeps {
  /**
   * Mails a new member a link to choose their password (the customer invite's mechanism, a week long), in the
   * inviting login's stored language (`locale`; English when it has none).
   */
  invite(email: string, clinicName: string, locale?: Locale): Promise<void>;
}


/**
 * A clinic's team, for its root admin: list, add (always with the `user` sub-role), edit and delete its own
 * clinic's logins only. The root admin can neither delete nor demote themselves (no call changes a
 * sub-role at all); deleting a member takes them out of every listing's managers in the same transaction.
 */
export function teamService(db: Db, deps: TeamDeps) {
  const toMember = (row: TeamRow, viewerId: number): TeamMember => ({
    id: Number(row.id), firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone,
    subrole: row.subrole, isYou: Number(row.id) === viewerId,
  });
  const duplicate = (err: unknown): never => {
    if (sqlState(err) === SQLSTATE.uniqueViolation) {
      throw new ConflictError(TEAM_MESSAGES.duplicateEmail, { fields: { email: TEAM_MESSAGES.duplicateEmail }, cause: err });
    }
    throw err;
  };

  return {
    async list(viewer: Viewer | null): Promise<TeamMember[]> {
      const admin = requireRootAdmin(viewer);
      return (await teamOfVendor(db, admin.vendorId)).map((r) => toMember(r, admin.id));
    },

    /** Adds a member (no id; invited by email when no password is given) or updates one of this clinic's. */
    async save(viewer: Viewer | null, raw: TeamMemberInput, now: Date): Promise<{ member: TeamMember; invited: boolean }> {
      const admin = requireRootAdmin(viewer);
      const input = parseInput(teamMemberSchema, raw ?? {});
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const names = { first_name: input.firstName, last_name: input.lastName, email: input.email, phone: input.phone };
      if (input.id) {
        const row = await inTransaction(db, async (tx) => {
          const existing = await teamMember(tx, admin.vendorId, input.id!, { forUpdate: true });
          if (!existing) throw new NotFoundError(TEAM_MESSAGES.notFound);
          await updateTeamMember(tx, admin.vendorId, input.id!, {
            ...names, ...(passwordHash ? { password_hash: passwordHash, password_changed_at: now } : {}),
          }).catch(duplicate);
          // A password set for the member ends their sessions (password_changed_at) and their API tokens.
          if (passwordHash) await revokeApiTokensOf(tx, 'vendor', input.id!, now);
          await recordAudit(tx, admin, 'team.member_updated', {
            member: input.email, ...(existing.email !== input.email ? { 'previous email': existing.email } : {}), 'password changed': !!passwordHash,
          });
          return (await teamMember(tx, admin.vendorId, input.id!))!;
        });
        return { member: toMember(row, admin.id), invited: false };
      }
      // Without a password the account holds an unknowable one until the member chooses theirs from the email.
      const hash = passwordHash ?? await hashPassword(randomBytes(24).toString('base64url'));
      const id = await inTransaction(db, async (tx) => {
        const added = await insertVendorLogin(tx, { vendor_id: admin.vendorId, ...names, password_hash: hash, subrole: 'user' }).catch(duplicate);
        await recordAudit(tx, admin, 'team.member_added', { member: input.email, name: `${input.firstName} ${input.lastName}` });
        return added;
      });
      if (!passwordHash) {
        const [vendor] = await vendorsByIds(db, [admin.vendorId]);
        await deps.invite(input.email, vendor?.name ?? 'Your clinic', viewer?.locale ?? undefined);
      }
      return { member: toMember((await teamMember(db, admin.vendorId, id))!, admin.id), invited: !passwordHash };
    },

    /** Deletes a sub-user of this clinic, releasing the listings that name them; never the root admin. */
    async remove(viewer: Viewer | null, id: number): Promise<void> {
      const admin = requireRootAdmin(viewer);
      if (id === admin.id) throw new ForbiddenError(TEAM_MESSAGES.notYourself);
      await inTransaction(db, async (tx) => {
        const member = await teamMember(tx, admin.vendorId, id, { forUpdate: true });
        if (!member) throw new NotFoundError(TEAM_MESSAGES.notFound);
        if (member.subrole === 'root_admin') throw new ForbiddenError(TEAM_MESSAGES.rootAdmins);
        await releaseListingsOf(tx, admin.vendorId, id, admin.id);
        await deleteTeamMember(tx, admin.vendorId, id);
        await deleteApiTokensOf(tx, 'vendor', id);
        await recordAudit(tx, admin, 'team.member_removed', { member: member.email, name: `${member.first_name} ${member.last_name}` });
      });
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
