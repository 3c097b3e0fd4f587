import type { Locale } from '../../../contracts/locale.ts';
import type { Conn } from '../../db/knex.ts';

export interface ShelterRow {
  id: number;
  user_id: number;
  name: string;
}

export interface AdoptionRow {
  id: number;
  shelter_id: number;
  pet_id: number;
  adopter_email: string;
  expires_at: Date;
  accepted_at: Date | null;
  adopter_user_id: number | null;
  canceled_at: Date | null;
  updates_opted_out_at: Date | null;
  created_at: Date;
}

const SHELTER_COLUMNS = ['id', 'user_id', 'name'];
const ADOPTION_COLUMNS = [
  'id', 'shelter_id', 'pet_id', 'adopter_email', 'expires_at', 'accepted_at', 'adopter_user_id', 'canceled_at', 'updates_opted_out_at', 'created_at',
];

const shelter = (row: ShelterRow | undefined): ShelterRow | undefined =>
  row && { id: Number(row.id), user_id: Number(row.user_id), name: row.name };
const adoption = (row: AdoptionRow | undefined): AdoptionRow | undefined =>
  row && {
    ...row, id: Number(row.id), shelter_id: Number(row.shelter_id), pet_id: Number(row.pet_id),
    adopter_user_id: row.adopter_user_id === null ? null : Number(row.adopter_user_id),
  };

/** The shelter an account runs, if it is one. */
export async function shelterOfUser(db: Conn, userId: number): Promise<ShelterRow | undefined> {
  return shelter(await db('shelters').select(SHELTER_COLUMNS).where({ user_id: userId }).first());
}

export async function shelterById(db: Conn, id: number): Promise<ShelterRow | undefined> {
  return shelter(await db('shelters').select(SHELTER_COLUMNS).where({ id }).first());
}

export async function shelterOfInquiry(db: Conn, inquiryId: number): Promise<ShelterRow | undefined> {
  return shelter(await db('shelters').select(SHELTER_COLUMNS).where({ inquiry_id: inquiryId }).first());
}

export async function insertShelter(db: Conn, row: { user_id: number; name: string; inquiry_id: number | null; approved_at: Date }): Promise<number> {
  const [inserted] = await db('shelters').insert(row).returning('id');
  return Number(inserted.id);
}

export async function insertAdoption(
  db: Conn, row: { shelter_id: number; pet_id: number; adopter_email: string; token_hash: string; expires_at: Date },
): Promise<number> {
  const [inserted] = await db('pet_adoptions').insert(row).returning('id');
  return Number(inserted.id);
}

/** The invite a token hash names; `forUpdate` locks it so two accepts cannot both win. */
export async function adoptionByTokenHash(db: Conn, tokenHash: string, options: { forUpdate?: boolean } = {}): Promise<AdoptionRow | undefined> {
  const query = db('pet_adoptions').select(ADOPTION_COLUMNS).where({ token_hash: tokenHash }).first();
  return adoption(await (options.forUpdate ? query.forUpdate() : query));
}

export async function adoptionOfShelter(db: Conn, shelterId: number, id: number): Promise<AdoptionRow | undefined> {
  return adoption(await db('pet_adoptions').select(ADOPTION_COLUMNS).where({ shelter_id: shelterId, id }).first());
}

/** Every adoption of a shelter, newest first. */
export async function adoptionsOfShelter(db: Conn, shelterId: number): Promise<AdoptionRow[]> {
  const rows: AdoptionRow[] = await db('pet_adoptions').select(ADOPTION_COLUMNS).where({ shelter_id: shelterId }).orderBy('id', 'desc');
  return rows.map((r) => adoption(r)!);
}

/** The adoptions an owner accepted, with their shelters' names. */
export async function adoptionsOfAdopter(db: Conn, userId: number): Promise<(AdoptionRow & { shelter_name: string })[]> {
  const rows = await db('pet_adoptions as a').join('shelters as s', 's.id', 'a.shelter_id')
    .select(ADOPTION_COLUMNS.map((c) => `a.${c}`)).select('s.name as shelter_name')
    .where('a.adopter_user_id', userId).orderBy('a.id', 'desc');
  return rows.map((r: AdoptionRow & { shelter_name: string }) => ({ ...adoption(r)!, shelter_name: r.shelter_name }));
}

/** Invites of a shelter still open at `now`, by pet. */
export async function openInvitesOfShelter(db: Conn, shelterId: number, now: Date): Promise<AdoptionRow[]> {
  const rows: AdoptionRow[] = await db('pet_adoptions').select(ADOPTION_COLUMNS)
    .where({ shelter_id: shelterId }).whereNull('accepted_at').whereNull('canceled_at').where('expires_at', '>', now);
  return rows.map((r) => adoption(r)!);
}

/** Cancels the open invite of a pet that expired by `now`, so a new one may be sent (one open invite per pet). */
export async function cancelExpiredInvite(db: Conn, petId: number, now: Date): Promise<void> {
  await db('pet_adoptions').where({ pet_id: petId }).whereNull('accepted_at').whereNull('canceled_at')
    .where('expires_at', '<=', now).update({ canceled_at: now });
}

/** Cancels an open invite of the shelter; false when there is none by that id. */
export async function cancelOpenInvite(db: Conn, shelterId: number, id: number, now: Date): Promise<boolean> {
  const count = await db('pet_adoptions').where({ shelter_id: shelterId, id }).whereNull('accepted_at').whereNull('canceled_at')
    .update({ canceled_at: now });
  return count > 0;
}

export async function markAccepted(db: Conn, id: number, adopterUserId: number, now: Date): Promise<void> {
  await db('pet_adoptions').where({ id }).update({ accepted_at: now, adopter_user_id: adopterUserId });
}

/** The adopter's choice of updates from the shelter of one adoption; false when the adoption is not theirs. */
export async function setUpdatesOptOut(db: Conn, adopterUserId: number, id: number, optedOutAt: Date | null): Promise<boolean> {
  const count = await db('pet_adoptions').where({ id, adopter_user_id: adopterUserId }).update({ updates_opted_out_at: optedOutAt });
  return count > 0;
}

/** The adopters of a shelter who receive its updates (accepted, not opted out), each once. */
export async function adoptersReceivingUpdates(db: Conn, shelterId: number): Promise<{ user_id: number; email: string; first_name: string; locale: Locale | null }[]> {
  const rows = await db('pet_adoptions as a').join('users as u', 'u.id', 'a.adopter_user_id')
    .distinct('u.id as user_id', 'u.email', 'u.first_name', 'u.locale')
    .where('a.shelter_id', shelterId).whereNotNull('a.accepted_at').whereNull('a.updates_opted_out_at')
    .orderBy('u.id');
  return rows.map((r: { user_id: number; email: string; first_name: string; locale: Locale | null }) => ({ ...r, user_id: Number(r.user_id) }));
}

export async function insertAnnouncement(
  db: Conn, row: { shelter_id: number; kind: string; subject: string; body: string; recipients: number },
): Promise<number> {
  const [inserted] = await db('shelter_announcements').insert(row).returning('id');
  return Number(inserted.id);
}

export function announcementsOfShelter(db: Conn, shelterId: number, limit = 20): Promise<{ kind: string; subject: string; recipients: number; created_at: Date }[]> {
  return db('shelter_announcements').select('kind', 'subject', 'recipients', 'created_at')
    .where({ shelter_id: shelterId }).orderBy('id', 'desc').limit(limit);
}
