import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, SQLSTATE, sqlState, ValidationError } from '../../errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import { parseInput } from '../../../contracts/forms.ts';
import {
  CO_OWNER_MESSAGES, INVITE_DAYS, SHARE_LEVEL_LABELS, inviteInputSchema, levelInputSchema,
  type CoOwnerShare, type InvitationView, type ShareLevel, type SharedWithMe,
} from '../../../contracts/co-owners.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import { userByEmail, usersByIds } from '../accounts/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { hashToken } from '../accounts/token.ts';
import { renderMail, PRODUCT_SENDER } from '../notices/mail-layout.ts';
import { activePetById } from './pets.queries.ts';
import { roleFor } from './pet-access.ts';
import {
  grantsHeldBy, insertShare, liveGrantHeldBy, liveShareOfOwner, liveSharesOfOwner, shareByTokenHash, updateShare, type ShareRow,
} from './account-shares.queries.ts';

const DAY_MS = 86_400_000;

export interface CoOwnerDeps {
  mail: MailAdapter;
  /** The main site's address, the invitation link's base. */
  publicUrl: string;
}

/** The page an invitation link opens. */
export const ACCEPT_PATH = '/app/sharing/accept';

const fullName = (first: string | null | undefined, last: string | null | undefined) => `${first ?? ''} ${last ?? ''}`.trim();

function statusOf(row: Pick<ShareRow, 'accepted_at' | 'token_expires_at'>, now: Date): CoOwnerShare['status'] {
  if (row.accepted_at) return 'active';
  return row.token_expires_at && new Date(row.token_expires_at).getTime() > now.getTime() ? 'invited' : 'expired';
}

/**
 * Co-owners (the owner's side and the invitee's): invite by email to one pet or all, see who has access, change
 * the level, revoke; accept an invitation. Only the pets' owner shares (pet-access.ts: no co-owner level may).
 * The invitation's token is random, stored hashed, works for INVITE_DAYS and once, and only for the account of
 * the invited address. What a grant allows is read per request by pet-access.ts, so changes apply at once.
 */
export function coOwnerService(db: Db, deps: CoOwnerDeps) {
  /** The pets an owner's invitation names: all (null), or one of their own active pets. */
  async function sharedPet(ownerId: number, pet: 'all' | number): Promise<{ id: number; name: string } | null> {
    if (pet === 'all') return null;
    const found = await roleFor(db, { id: ownerId }, pet);
    if (found && found.role.kind !== 'owner') throw new ForbiddenError(CO_OWNER_MESSAGES.ownerOnly);
    if (!found) throw new ValidationError(CO_OWNER_MESSAGES.pet, { fields: { pet: CO_OWNER_MESSAGES.pet } });
    return { id: Number(found.pet.id), name: found.pet.name };
  }

  return {
    /**
     * Invites `email` to the owner's pets at a level and mails them the link (after commit), in the language of the
     * account that email has, else in `locale` (the inviting page's).
     */
    async invite(viewer: Viewer | null, raw: unknown, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<CoOwnerShare> {
      const owner = requireUser(viewer);
      const input = parseInput(inviteInputSchema, raw);
      if (input.email === owner.email.toLowerCase()) throw new ValidationError(CO_OWNER_MESSAGES.self, { fields: { email: CO_OWNER_MESSAGES.self } });
      const pet = await sharedPet(owner.id, input.pet);
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(now.getTime() + INVITE_DAYS * DAY_MS);
      const id = await inTransaction(db, async (tx, afterCommit) => {
        // An invitation that ran out unanswered makes way for the new one; anything live is a duplicate.
        const live = (await liveSharesOfOwner(tx, owner.id)).find((s) => s.shared_with_email === input.email && (s.pet_id === null ? null : Number(s.pet_id)) === (pet?.id ?? null));
        if (live && statusOf(live, now) === 'expired') await updateShare(tx, owner.id, Number(live.id), { revoked_at: now, token_hash: null });
        else if (live) throw new ConflictError(CO_OWNER_MESSAGES.duplicate, { fields: { email: CO_OWNER_MESSAGES.duplicate } });
        const inserted = await insertShare(tx, {
          user_id: owner.id, shared_with_email: input.email, pet_id: pet?.id ?? null, level: input.level, token_hash: hashToken(token), token_expires_at: expires,
        }).catch((err: unknown) => {
          if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ConflictError(CO_OWNER_MESSAGES.duplicate, { fields: { email: CO_OWNER_MESSAGES.duplicate }, cause: err });
          throw err;
        });
        const invitee = await userByEmail(tx, input.email);
        const mailLocale = invitee?.locale ?? locale;
        afterCommit(() => deps.mail.send(invitationMail({
          locale: mailLocale, to: input.email, ownerName: fullName(owner.firstName, owner.lastName), petName: pet?.name ?? null, level: input.level,
          url: `${deps.publicUrl}${ACCEPT_PATH}?token=${token}`,
        })));
        return inserted;
      });
      return {
        id, email: input.email, name: null, petId: pet?.id ?? null, petName: pet?.name ?? null, level: input.level, status: 'invited', createdAt: now.toISOString(),
      };
    },

    /** Everyone the owner shares with or invited (revoked rows left out), newest first. */
    async list(viewer: Viewer | null, now: Date): Promise<CoOwnerShare[]> {
      const owner = requireUser(viewer);
      return (await liveSharesOfOwner(db, owner.id)).map((s) => ({
        id: Number(s.id), email: s.shared_with_email, name: s.accepted_at ? fullName(s.grantee_first_name, s.grantee_last_name) || null : null,
        petId: s.pet_id === null ? null : Number(s.pet_id), petName: s.pet_name, level: s.level, status: statusOf(s, now),
        createdAt: new Date(s.created_at).toISOString(),
      }));
    },

    /** The owners who share pets with the viewer, and at what level. */
    async sharedWithMe(viewer: Viewer | null): Promise<SharedWithMe[]> {
      const me = requireUser(viewer);
      return (await grantsHeldBy(db, me.id)).map((g) => ({
        shareId: Number(g.id), ownerName: fullName(g.owner_first_name, g.owner_last_name), petName: g.pet_id === null ? null : g.pet_name, level: g.level,
      }));
    },

    /** Changes the level of one of the owner's shares (or invitations); applies on the co-owner's next request. */
    async setLevel(viewer: Viewer | null, id: number, raw: unknown): Promise<{ id: number; level: ShareLevel }> {
      const owner = requireUser(viewer);
      const { level } = parseInput(levelInputSchema, raw);
      await inTransaction(db, async (tx) => {
        if (!(await liveShareOfOwner(tx, owner.id, id, { forUpdate: true }))) throw new NotFoundError(CO_OWNER_MESSAGES.notFound);
        await updateShare(tx, owner.id, id, { level });
      });
      return { id, level };
    },

    /** Revokes one of the owner's shares or invitations: from the co-owner's next request they see none of it. */
    async revoke(viewer: Viewer | null, id: number, now: Date): Promise<{ id: number }> {
      const owner = requireUser(viewer);
      await inTransaction(db, async (tx) => {
        if (!(await liveShareOfOwner(tx, owner.id, id, { forUpdate: true }))) throw new NotFoundError(CO_OWNER_MESSAGES.notFound);
        await updateShare(tx, owner.id, id, { revoked_at: now, token_hash: null });
      });
      return { id };
    },

    /**
     * A co-owner gives up a share they hold: from their next request they see none of it, and the owner is told by
     * mail (after commit). Only the share's own co-owner may; to anyone else it does not exist.
     */
    async leave(viewer: Viewer | null, id: number, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<{ id: number }> {
      const me = requireUser(viewer);
      await inTransaction(db, async (tx, afterCommit) => {
        const row = await liveGrantHeldBy(tx, me.id, id);
        if (!row) throw new NotFoundError(CO_OWNER_MESSAGES.notFound);
        await updateShare(tx, Number(row.user_id), id, { revoked_at: now, token_hash: null });
        const [[owner], pet] = await Promise.all([
          usersByIds(tx, [Number(row.user_id)]), row.pet_id === null ? undefined : activePetById(tx, Number(row.pet_id)),
        ]);
        if (owner) {
          const mail = leftShareMail({ locale: owner.locale ?? locale, to: owner.email, coOwnerName: fullName(me.firstName, me.lastName) || me.email, petName: pet?.name ?? null });
          afterCommit(() => deps.mail.send(mail));
        }
      });
      return { id };
    },

    /** What an invitation link offers, for a signed-in owner to confirm; a used, revoked, expired or unknown link is refused. */
    async invitation(viewer: Viewer | null, token: unknown, now: Date): Promise<InvitationView> {
      requireUser(viewer);
      const row = await openInvitation(token, now);
      const [[owner], pet] = await Promise.all([usersByIds(db, [Number(row.user_id)]), row.pet_id === null ? undefined : activePetById(db, Number(row.pet_id))]);
      return { ownerName: fullName(owner?.first_name, owner?.last_name), email: row.shared_with_email, petName: pet?.name ?? null, level: row.level };
    },

    /** Accepts an invitation as the signed-in owner whose address it was sent to; the link then stops working. */
    async accept(viewer: Viewer | null, token: unknown, now: Date): Promise<{ id: number }> {
      const me = requireUser(viewer);
      return inTransaction(db, async (tx) => {
        const row = await openInvitation(token, now, tx);
        if (row.shared_with_email !== me.email.toLowerCase()) throw new ForbiddenError(CO_OWNER_MESSAGES.wrongAccount(row.shared_with_email));
        await updateShare(tx, Number(row.user_id), Number(row.id), { shared_with_user_id: me.id, accepted_at: now, token_hash: null });
        return { id: Number(row.id) };
      });
    },
  };

  /** The invitation a token opens at `now` (locked inside a transaction), else the one 'invalid link' refusal. */
  async function openInvitation(token: unknown, now: Date, tx?: Parameters<typeof shareByTokenHash>[0]): Promise<ShareRow> {
    const refuse = () => new NotFoundError(CO_OWNER_MESSAGES.invalidLink);
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw refuse();
    const row = await shareByTokenHash(tx ?? db, hashToken(token), { forUpdate: Boolean(tx) });
    if (!row || row.revoked_at || row.accepted_at || statusOf(row, now) !== 'invited') throw refuse();
    return row;
  }
}

export type CoOwnerService = ReturnType<typeof coOwnerService>;

/** The invitation email: who shares which pets at what level, and the one button to accept. */
export function invitationMail(m: { to: string; ownerName: string; petName: string | null; level: ShareLevel; url: string; locale?: Locale }) {
  const locale = m.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const what = m.petName ? m.petName : say('coOwner.mail.invite.theirPets');
  const title = say('coOwner.mail.invite.subject', { owner: m.ownerName, what });
  return renderMail({
    to: m.to,
    subject: title,
    sender: PRODUCT_SENDER,
    locale,
    blocks: [
      { kind: 'heading', text: title },
      { kind: 'paragraph', text: say('coOwner.mail.invite.text', { owner: m.ownerName, what, product: PRODUCT_SENDER }) },
      {
        kind: 'facts',
        rows: [
          { label: say('coOwner.mail.invite.pets'), value: m.petName ?? say('coOwner.mail.invite.allTheirPets') },
          { label: say('coOwner.mail.invite.youMay'), value: locale === DEFAULT_LOCALE ? SHARE_LEVEL_LABELS[m.level] : say(`sharing.level.${m.level}`) },
        ],
      },
      { kind: 'button', label: say('coOwner.mail.invite.accept'), url: m.url },
      { kind: 'paragraph', text: say('coOwner.mail.invite.how', { email: m.to, days: INVITE_DAYS }) },
    ],
  });
}

/** The owner's notice that a co-owner gave up access they shared. */
export function leftShareMail(m: { to: string; coOwnerName: string; petName: string | null; locale?: Locale }) {
  const locale = m.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const what = m.petName ?? say('coOwner.mail.left.yourPets');
  const title = say('coOwner.mail.left.subject', { name: m.coOwnerName, what });
  return renderMail({
    to: m.to,
    subject: title,
    sender: PRODUCT_SENDER,
    locale,
    blocks: [
      { kind: 'heading', text: title },
      { kind: 'paragraph', text: say('coOwner.mail.left.text', { name: m.coOwnerName, what }) },
    ],
  });
}
