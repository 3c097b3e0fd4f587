import type { Conn } from '../../db/knex.ts';
import { dueSoon } from './record-dto.ts';
import { recordsOfPet } from './health-records.queries.ts';
import { withFiles, type PetRecord } from './health-record-service.ts';
/** What other areas may use of the health records: a pet's record as a viewer may read it (a clinic's order page). */
export { readPetRecord } from './health-record-service.ts';
import type { OwnedPet } from '../pets/readable-pet.ts';

/** What other areas may use of the health records: moving a pet's record with the pet (adoptions). */
export { moveRecordsOfPet } from './health-records.queries.ts';
export type { PetRecord } from './health-record-service.ts';

/**
 * A pet's record read-only for a reader the caller authorized (a shelter's view of a pet it adopted out):
 * nothing editable, files listed by name without a link.
 */
export async function readOnlyPetRecord(db: Conn, pet: OwnedPet, now: Date): Promise<PetRecord> {
  const records = await withFiles(db, await recordsOfPet(db, pet.id), null, null);
  return { pet, records, due: dueSoon(records, now.toISOString().slice(0, 10)) };
}
/** What other areas may use of health records' tables: ending and erasing an owner's records and share links. */
export { endShareLinksOf, eraseHealthRecordsOf } from './owner-erasure.queries.ts';
/** What other areas may use of health records' tables: filing a document with its files (records received from a clinic). */
export { attachFiles, insertRecord } from './health-records.queries.ts';
/** What other areas may use of health records' tables: the files kept with records (a consult carries its attached records' files). */
export { filesOfRecords } from './health-records.queries.ts';
