import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import { generateResetCode, hashResetCode } from '../accounts/codes.ts';
import { ownedPetById } from '../pets/index.ts';
import { renderMail } from '../notices/mail-layout.ts';
import { userByEmail } from '../accounts/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { parseInput } from '../../../contracts/forms.ts';
import {
  ADOPTION_INVITE_DAYS, SHELTER_MESSAGES, adoptionInviteSchema, type AdoptionInviteView,
} from '../../../contracts/shelters.ts';
import {
  adoptionByTokenHash, cancelExpiredInvite, cancelOpenInvite, insertAdoption, markAccepted, shelterById, shelterOfUser,
} from './shelters.queries.ts';
import { requireShelter } from './shelter-access.ts';
import { handOverPet } from './pet-handover.ts';

const DAY_MS = 86_400_000;
/** The address an invite opens (the token is the only secret; the database keeps its hash). */
export const adoptionPath = (token: string) => `/adopt/${encodeURIComponent(token)}`;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface AdoptionDeps {
  mail: MailAdapter;
  /** Origin of links in emails. */
  publicUrl: string;
}

/**
 * Adoptions: a shelter invites an adopter by email to take one of its pets; the adopter, signed in with that
 * address, accepts, and the pet with its whole record moves to them in one transaction (pet-handover.ts). The
 * token is single-use and expires after ADOPTION_INVITE_DAYS.
 */
export function adoptionService(db: Db, deps: AdoptionDeps) {
  return {
    /** Sends an invite for one of the shelter's own pets to an adopter's email. */
    async adoptOut(viewer: Viewer | null, petId: number, raw: unknown, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<{ id: number }> {
      const shelter = await requireShelter(db, viewer);
      const { email } = parseInput(adoptionInviteSchema, raw);
      const pet = await ownedPetById(db, petId);
      if (!pet || pet.userId !== shelter.user_id) throw new NotFoundError(SHELTER_MESSAGES.petNotFound);
      if (viewer!.email === email) throw new ValidationError(SHELTER_MESSAGES.ownEmail, { fields: { email: SHELTER_MESSAGES.ownEmail } });
      const token = generateResetCode();
      const id = await inTransaction(db, async (tx, afterCommit) => {
        await cancelExpiredInvite(tx, pet.id, now);
        const inserted = await insertAdoption(tx, {
          shelter_id: shelter.id, pet_id: pet.id, adopter_email: email, token_hash: hashResetCode(token),
          expires_at: new Date(now.getTime() + ADOPTION_INVITE_DAYS * DAY_MS),
        }).catch((err: { code?: string }) => {
          if (err.code === '23505') throw new ConflictError(SHELTER_MESSAGES.alreadyInvited);
          throw err;
        });
        // The adopter's language when they have an account, else the shelter page's.
        const mailLocale = (await userByEmail(tx, email))?.locale ?? locale;
        const say = (id: MessageId, values?: Record<string, string | number>) => translate(mailLocale, id, values);
        const names = { shelter: shelter.name, pet: pet.name };
        afterCommit(() => deps.mail.send(renderMail({
          to: email, sender: shelter.name, locale: mailLocale,
          subject: say('shelter.mail.invite.subject', names),
          blocks: [
            { kind: 'heading', text: say('shelter.mail.invite.heading', names) },
            { kind: 'paragraph', text: say('shelter.mail.invite.text', names) },
            { kind: 'paragraph', text: say('shelter.mail.invite.accept', { days: ADOPTION_INVITE_DAYS }) },
            { kind: 'button', label: say('shelter.mail.invite.button', names), url: `${deps.publicUrl}${adoptionPath(token)}` },
            { kind: 'paragraph', text: say('shelter.mail.invite.ignore') },
          ],
        })));
        return inserted;
      });
      return { id };
    },

    /** Cancels one of the shelter's open invites. */
    async cancelInvite(viewer: Viewer | null, adoptionId: number, now: Date): Promise<void> {
      const shelter = await requireShelter(db, viewer);
      if (!(await cancelOpenInvite(db, shelter.id, adoptionId, now))) throw new NotFoundError(SHELTER_MESSAGES.adoptionNotFound);
    },

    /** What an invite link shows before it is accepted (anyone holding it). */
    async invitation(token: string, now: Date): Promise<AdoptionInviteView> {
      if (!TOKEN.test(token)) return { status: 'invalid' };
      const adoption = await adoptionByTokenHash(db, hashResetCode(token));
      if (!adoption) return { status: 'invalid' };
      if (adoption.accepted_at || adoption.canceled_at || adoption.expires_at <= now) return { status: 'gone' };
      const [shelter, pet] = await Promise.all([shelterById(db, adoption.shelter_id), ownedPetById(db, adoption.pet_id)]);
      if (!shelter || !pet) return { status: 'gone' };
      return { status: 'open', shelterName: shelter.name, petName: pet.name, email: adoption.adopter_email };
    },

    /**
     * The adopter accepts: signed in as an owner with the invited address, the pet and its whole record move to
     * them in one transaction, and the invite is spent. Returns the pet's id (its record opens next).
     */
    async accept(viewer: Viewer | null, token: string, now: Date): Promise<{ petId: number }> {
      const adopter = requireUser(viewer);
      if (!TOKEN.test(token)) throw new NotFoundError(SHELTER_MESSAGES.inviteInvalid);
      if (await shelterOfUser(db, adopter.id)) throw new ForbiddenError(SHELTER_MESSAGES.shelterCannotAdopt);
      return inTransaction(db, async (tx) => {
        const adoption = await adoptionByTokenHash(tx, hashResetCode(token), { forUpdate: true });
        if (!adoption) throw new NotFoundError(SHELTER_MESSAGES.inviteInvalid);
        if (adoption.accepted_at || adoption.canceled_at || adoption.expires_at <= now) throw new ConflictError(SHELTER_MESSAGES.inviteGone);
        if (adoption.adopter_email !== adopter.email) throw new ForbiddenError(SHELTER_MESSAGES.otherEmail);
        const shelter = await shelterById(tx, adoption.shelter_id);
        if (!shelter) throw new ConflictError(SHELTER_MESSAGES.inviteGone);
        await handOverPet(tx, { petId: adoption.pet_id, fromUserId: shelter.user_id, toUserId: adopter.id, now });
        await markAccepted(tx, adoption.id, adopter.id, now);
        return { petId: adoption.pet_id };
      });
    },
  };
}

export type AdoptionService = ReturnType<typeof adoptionService>;
