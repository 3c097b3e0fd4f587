import type { Db } from '../../db/knex.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import { RECORD_MESSAGES } from '../../../contracts/health-records.ts';
import { SHARE_EXPIRY_DAYS, SHARE_MESSAGES, type ShareLink } from '../../../contracts/pet-share-links.ts';
import { ownedPetById, readablePet, type OwnedPet } from '../pets/readable-pet.ts';
import { recordsOfPet } from './health-records.queries.ts';
import { withFiles, type PetRecord } from './health-record-service.ts';
import { dueSoon } from './record-dto.ts';
import { activeShareLinksOfPet, insertShareLink, revokeShareLink, shareLinkByPublicId, type ShareLinkRow } from './pet-share-links.queries.ts';
import { newPublicId, sharePath, shareToken, verifyShareToken } from './share-link-token.ts';

const DAY_MS = 86_400_000;

export interface ShareLinkDeps {
  /** The server secret links are signed with. */
  secret: string;
  /** The main site's address, the links' base. */
  publicUrl: string;
}

/**
 * Share links: an owner's own pets only. Opening one needs no session (the signed token is the authority)
 * and shows the pet and its records read-only; a revoked, expired, altered or guessed token, or a pet
 * since deleted, opens nothing.
 */
export function shareLinkService(db: Db, deps: ShareLinkDeps) {
  const toLink = (row: ShareLinkRow): ShareLink => ({
    id: Number(row.id), petId: Number(row.pet_id), url: `${deps.publicUrl}${sharePath(shareToken(deps.secret, row.public_id))}`,
    createdAt: new Date(row.created_at).toISOString(), expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  });

  async function ownPet(viewer: Viewer | null, petId: number): Promise<OwnedPet> {
    const owner = requireUser(viewer);
    const pet = await readablePet(db, owner, petId);
    if (!pet) throw new NotFoundError(RECORD_MESSAGES.petNotFound);
    return pet;
  }

  return {
    /** A new link for one of the owner's pets, expiring after `expiresInDays` (null: until revoked). */
    async create(viewer: Viewer | null, input: { petId: number; expiresInDays?: number | null }, now: Date): Promise<ShareLink> {
      const pet = await ownPet(viewer, input.petId);
      const days = input.expiresInDays ?? null;
      if (days !== null && !(SHARE_EXPIRY_DAYS as readonly number[]).includes(days)) {
        throw new ValidationError(SHARE_MESSAGES.expiry, { fields: { expiresInDays: SHARE_MESSAGES.expiry } });
      }
      const row = await insertShareLink(db, {
        public_id: newPublicId(), pet_id: pet.id, user_id: pet.userId, expires_at: days === null ? null : new Date(now.getTime() + days * DAY_MS),
      });
      return toLink(row);
    },

    /** The pet's links that still work, newest first. */
    async list(viewer: Viewer | null, petId: number, now: Date): Promise<ShareLink[]> {
      const pet = await ownPet(viewer, petId);
      return (await activeShareLinksOfPet(db, pet.id, now)).map(toLink);
    },

    /** Revokes one of the owner's links; from then on it answers 'Invalid link'. */
    async revoke(viewer: Viewer | null, id: number, now: Date): Promise<{ id: number }> {
      const owner = requireUser(viewer);
      if (!(await revokeShareLink(db, owner.id, id, now))) throw new NotFoundError(SHARE_MESSAGES.notFound);
      return { id };
    },

    /** What a token opens at `now`: the pet and its records, read-only; null for 'Invalid link'. */
    async open(token: unknown, now: Date): Promise<PetRecord | null> {
      const publicId = verifyShareToken(deps.secret, token);
      if (!publicId) return null;
      const link = await shareLinkByPublicId(db, publicId);
      if (!link || link.revoked_at || (link.expires_at && new Date(link.expires_at).getTime() <= now.getTime())) return null;
      const pet = await ownedPetById(db, Number(link.pet_id));
      if (!pet || pet.userId !== Number(link.user_id)) return null;
      const records = await withFiles(db, await recordsOfPet(db, pet.id), null);
      return { pet, records, due: dueSoon(records, now.toISOString().slice(0, 10)) };
    },
  };
}

export type ShareLinkService = ReturnType<typeof shareLinkService>;

