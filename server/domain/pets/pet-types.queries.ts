import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';

export interface PetTypeRow {
  code: number;
  name: string;
}

/** The pet-type list (seeds/reference.ts), by code; with `codes`, only those. */
export function petTypesByCode(db: Conn, codes?: readonly number[]): Promise<PetTypeRow[]> {
  const query = db('pet_types').select(['code', 'name']).orderBy('code');
  return prepared(codes ? query.whereIn('code', codes as number[]) : query);
}
