import type { Db } from '../../db/knex.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import { RECORD_MESSAGES } from '../../../contracts/health-records.ts';
import { SHARE_EXPIRY_DAYS, SHARE_MESSAGES, type ShareLink } from '../../../contracts/pet-share-links.ts';
import { ownedPetById, readablePet, type OwnedPet } from '../pets/readable-pet.ts';
import type { FileService } from '../files/file-service.ts';
import { recordById, recordFileById, recordsOfPet } from './health-records.queries.ts';
import { FILE_LINK_SECONDS, withFiles, type PetRecord } from './health-record-service.ts';
import { dueSoon } from './record-dto.ts';
import { activeShareLinksOfPet, insertShareLink, revokeShareLink, shareLinkByPublicId, type ShareLinkRow } from './pet-share-links.queries.ts';
import { newPublicId, sharePath, shareToken, verifyShareToken } from './share-link-token.ts';

const DAY_MS = 86_400_000;

export interface ShareLinkDeps {
  /** The server secret links are signed with. */
  secret: string;
  /** The main site's address, the links' base. */
  publicUrl: string;
  /** Signs the short-lived read links of the records' files. */
  files: Pick<FileService, 'readUrl'>;
}

/**
 * What a share token opens: the link's row and pet while it works; 'gone' for a link of ours that was
 * revoked or has expired (the holder is told so); 'invalid' for an altered or guessed token, or a pet since
 * deleted.
 */
export type ShareAccess<T> = { status: 'open'; value: T } | { status: 'gone' } | { status: 'invalid' };

/** The share page's own address of a record's file: bound to the token, so it stops with the link. */
export function sharedFilePath(token: string, fileId: number): string {
  return `${sharePath(token)}/files/${fileId}`;
}

/**
 * Share links: an owner's own pets only. Opening one needs no session (the signed token is the authority)
 * and shows the pet and its records read-only, each file through a link bound to the token that answers
 * with a signed address of a few minutes; a revoked or expired link says so, an altered or guessed token,
 * or a pet since deleted, opens nothing.
 */
export function shareLinkService(db: Db, deps: ShareLinkDeps) {
  const toLink = (row: ShareLinkRow): ShareLink => ({
    id: Number(row.id), petId: Number(row.pet_id), url: `${deps.publicUrl}${sharePath(shareToken(deps.secret, row.public_id))}`,
    createdAt: new Date(row.created_at).toISOString(), expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  });

  /** One of the viewer's own pets: sharing is the owner's alone (pets/pet-access.ts), a co-owner's pet is not found. */
  async function ownPet(viewer: Viewer | null, petId: number): Promise<OwnedPet> {
    const owner = requireUser(viewer);
    const pet = await readablePet(db, owner, petId, 'share');
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

    /** Revokes one of the owner's links; from then on it answers that it was revoked or has expired. */
    async revoke(viewer: Viewer | null, id: number, now: Date): Promise<{ id: number }> {
      const owner = requireUser(viewer);
      if (!(await revokeShareLink(db, owner.id, id, now))) throw new NotFoundError(SHARE_MESSAGES.notFound);
      return { id };
    },

    /** What a token opens at `now`: the pet and its records, read-only, files opening through the token. */
    async open(token: unknown, now: Date): Promise<ShareAccess<PetRecord>> {
      const access = await linkAt(token, now);
      if (access.status !== 'open') return access;
      const { pet } = access.value;
      const records = await withFiles(db, await recordsOfPet(db, pet.id), null, (fileId) => sharedFilePath(String(token), fileId));
      return { status: 'open', value: { pet, records, due: dueSoon(records, now.toISOString().slice(0, 10)) } };
    },

    /**
     * A signed address of one of the shared pet's record files, for whoever holds a working link: valid for
     * FILE_LINK_SECONDS, and never past the link's own expiry. A file of another pet, or of no record, is
     * 'invalid' like a guessed token.
     */
    async fileLink(token: unknown, fileId: number, now: Date): Promise<ShareAccess<string>> {
      const access = await linkAt(token, now);
      if (access.status !== 'open') return access;
      const file = await recordFileById(db, fileId);
      const record = file && (await recordById(db, Number(file.health_record_id)));
      if (!file || !record || Number(record.pet_id) !== access.value.pet.id) return { status: 'invalid' };
      const { expires_at: expiresAt } = access.value.link;
      const left = expiresAt ? Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000) : Infinity;
      return { status: 'open', value: await deps.files.readUrl({ key: file.key, access: file.access, contentType: file.content_type }, Math.max(1, Math.min(FILE_LINK_SECONDS, left))) };
    },
  };

  /** The link a token names and its pet, if it works at `now`. */
  async function linkAt(token: unknown, now: Date): Promise<ShareAccess<{ link: ShareLinkRow; pet: OwnedPet }>> {
    const publicId = verifyShareToken(deps.secret, token);
    if (!publicId) return { status: 'invalid' };
    const link = await shareLinkByPublicId(db, publicId);
    if (!link) return { status: 'invalid' };
    if (link.revoked_at || (link.expires_at && new Date(link.expires_at).getTime() <= now.getTime())) return { status: 'gone' };
    const pet = await ownedPetById(db, Number(link.pet_id));
    if (!pet || pet.userId !== Number(link.user_id)) return { status: 'invalid' };
    return { status: 'open', value: { link, pet } };
  }
}

export type ShareLinkService = ReturnType<typeof shareLinkService>;

