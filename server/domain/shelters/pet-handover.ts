import type { Conn } from '../../db/knex.ts';
import { ConflictError } from '../../errors.ts';
import { movePet } from '../pets/index.ts';
import { moveRecordsOfPet } from '../health-records/index.ts';

export interface Handover {
  petId: number;
  fromUserId: number;
  toUserId: number;
  now: Date;
}

/**
 * Moves a pet and its whole record (records, their files, the end of the old owner's share links) from one
 * owner to another, inside the caller's transaction. The one call for a change of owner: whatever else comes to
 * hang on a pet (co-owners' access, say) is ended or moved here. Throws CONFLICT when the pet is no longer the
 * giver's, which rolls the caller's transaction back.
 */
export async function handOverPet(tx: Conn, handover: Handover): Promise<void> {
  if (!(await movePet(tx, handover.petId, handover.fromUserId, handover.toUserId))) {
    throw new ConflictError('This pet is no longer in the shelter\'s care.');
  }
  await moveRecordsOfPet(tx, handover.petId, handover.toUserId, handover.now);
}
