import type { Conn } from '../../db/knex.ts';

export interface RecordSummaryRow {
  id: number;
  pet_id: number;
  category: string;
  subcategory: string;
  details: unknown;
  created_at: Date;
}

/** An owner's health records of active pets, newest first (health_records_user_id_created_at_index). */
export function healthRecordsOfUser(db: Conn, userId: number, limit: number): Promise<RecordSummaryRow[]> {
  return db('health_records as r').join('pets as p', 'p.id', 'r.pet_id')
    .select('r.id', 'r.pet_id', 'r.category', 'r.subcategory', 'r.details', 'r.created_at')
    .where({ 'r.user_id': userId, 'p.status': 1 })
    .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .limit(limit);
}
