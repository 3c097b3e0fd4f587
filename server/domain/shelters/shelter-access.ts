import type { Conn } from '../../db/knex.ts';
import { ForbiddenError } from '../../errors.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import { SHELTER_MESSAGES, SHELTER_VIEW_DAYS } from '../../../contracts/shelters.ts';
import { shelterOfUser, type AdoptionRow, type ShelterRow } from './shelters.queries.ts';

const DAY_MS = 86_400_000;

/** The shelter the viewer runs: a signed-in owner account approved as a shelter, else FORBIDDEN. */
export async function requireShelter(db: Conn, viewer: Viewer | null | undefined): Promise<ShelterRow & { viewerId: number }> {
  const user = requireUser(viewer);
  const shelter = await shelterOfUser(db, user.id);
  if (!shelter) throw new ForbiddenError(SHELTER_MESSAGES.notShelter);
  return { ...shelter, viewerId: user.id };
}

/**
 * Until when the shelter that adopted a pet out may read its record: SHELTER_VIEW_DAYS after the adopter
 * accepted; null for an adoption not accepted (the pet is still the shelter's own) . A pure rule: `now` is the
 * caller's, and the view is open while `now` is before the returned instant.
 */
export function viewableUntil(adoption: Pick<AdoptionRow, 'accepted_at'>): Date | null {
  return adoption.accepted_at ? new Date(new Date(adoption.accepted_at).getTime() + SHELTER_VIEW_DAYS * DAY_MS) : null;
}

/** True while the shelter may still read an adopted pet's record at `now`. */
export function shelterMayView(adoption: Pick<AdoptionRow, 'accepted_at'>, now: Date): boolean {
  const until = viewableUntil(adoption);
  return until !== null && now.getTime() < until.getTime();
}
