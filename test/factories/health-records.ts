import type { Conn } from '../../server/db/knex.ts';

/** A pet health record: a category (history, trackers, documents), a subcategory and free details. */
export async function createHealthRecord(db: Conn, attrs: {
  userId: number; petId: number; category?: 'history' | 'trackers' | 'documents'; subcategory?: string; details?: Record<string, unknown>;
}): Promise<number> {
  const [row] = await db('health_records').insert({
    user_id: attrs.userId, pet_id: attrs.petId, category: attrs.category ?? 'history', subcategory: attrs.subcategory ?? 'immunizations',
    details: JSON.stringify(attrs.details ?? {}),
  }).returning('id');
  return Number(row.id);
}
