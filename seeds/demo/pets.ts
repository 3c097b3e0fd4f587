import type { Tx } from '../../server/db/knex.ts';

export interface DemoPet {
  id: number;
  name: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of `days` days before `now` (UTC calendar; precise enough for record dates). */
function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

interface RecordSeed {
  category: 'history' | 'trackers' | 'documents';
  subcategory: string;
  ageDays: number;
  details: Record<string, unknown>;
}

function dogRecords(now: Date): RecordSeed[] {
  return [
    { category: 'history', subcategory: 'immunizations', ageDays: 200,
      details: { name: 'Rabies (3-year)', date: daysAgo(now, 200), nextDueDate: daysAgo(now, 200 - 3 * 365), comment: 'Next due in three years' } },
    { category: 'history', subcategory: 'conditions', ageDays: 120,
      details: { name: 'Seasonal allergies', date: daysAgo(now, 120), visitType: 'Vet exam', comment: 'Itchy paws in spring' } },
    { category: 'history', subcategory: 'medications', ageDays: 118,
      details: { name: 'Apoquel 16 mg', date: daysAgo(now, 118), status: 'Active', nextDueDate: daysAgo(now, -12), comment: 'Once daily with food; refill due' } },
    { category: 'trackers', subcategory: 'weight', ageDays: 180,
      details: { lbs: 60, oz: 8, date: daysAgo(now, 180) } },
    { category: 'trackers', subcategory: 'weight', ageDays: 120,
      details: { lbs: 61, date: daysAgo(now, 120) } },
    { category: 'trackers', subcategory: 'weight', ageDays: 60,
      details: { lbs: 62, oz: 4, date: daysAgo(now, 60) } },
    { category: 'trackers', subcategory: 'temperature', ageDays: 60,
      details: { fahrenheit: 101.3, date: daysAgo(now, 60) } },
    { category: 'documents', subcategory: 'laboratory', ageDays: 59,
      details: { name: 'Annual blood panel', date: daysAgo(now, 59), type: 'Hematology', comment: 'All values within range' } },
    { category: 'documents', subcategory: 'prescriptions', ageDays: 118,
      details: { name: 'Apoquel prescription', date: daysAgo(now, 118), comment: '90-day supply' } },
  ];
}

function catRecords(now: Date): RecordSeed[] {
  return [
    { category: 'history', subcategory: 'immunizations', ageDays: 150,
      details: { name: 'FVRCP booster', date: daysAgo(now, 150), nextDueDate: daysAgo(now, 150 - 365), comment: 'Indoor cat, yearly schedule' } },
    { category: 'history', subcategory: 'allergies', ageDays: 300,
      details: { name: 'Chicken protein', date: daysAgo(now, 300), comment: 'Vomiting on chicken-based food' } },
    { category: 'history', subcategory: 'food_plan', ageDays: 290,
      details: { name: 'Hydrolysed-protein diet', date: daysAgo(now, 290), comment: 'Two meals a day' } },
    { category: 'trackers', subcategory: 'weight', ageDays: 30,
      details: { lbs: 9, oz: 6, date: daysAgo(now, 30) } },
    { category: 'trackers', subcategory: 'pulse', ageDays: 30,
      details: { bpm: 180, date: daysAgo(now, 30) } },
    { category: 'documents', subcategory: 'notes', ageDays: 30,
      details: { name: 'Wellness visit', date: daysAgo(now, 30), type: 'Consultation Note', comment: 'Healthy; keep weight stable' } },
    { category: 'documents', subcategory: 'imaging', ageDays: 400,
      details: { name: 'Dental X-ray', date: daysAgo(now, 400), type: 'XRay', comment: 'No resorptive lesions' } },
  ];
}

/** Inserts the demo owner's dog and cat with a few health records in every category. */
export async function insertPetsAndRecords(tx: Tx, userId: number, now: Date): Promise<{ dog: DemoPet; cat: DemoPet }> {
  const createdAt = new Date(now.getTime() - 400 * DAY_MS);
  const [dogRow] = await tx('pets')
    .insert({
      user_id: userId, name: 'Buddy', type: 1, breed: 'Labrador Retriever', notes: 'Loves tennis balls; nervous at the groomer',
      status: 1, details: JSON.stringify({ sex: 'male', birth_date: daysAgo(now, 4 * 365), neutered: true }),
      created_at: createdAt, updated_at: createdAt,
    })
    .returning('id');
  const [catRow] = await tx('pets')
    .insert({
      user_id: userId, name: 'Luna', type: 2, breed: 'Siamese', notes: 'Indoor only',
      status: 1, details: JSON.stringify({ sex: 'female', birth_date: daysAgo(now, 6 * 365), neutered: true }),
      created_at: createdAt, updated_at: createdAt,
    })
    .returning('id');
  const dog = { id: Number(dogRow.id), name: 'Buddy' };
  const cat = { id: Number(catRow.id), name: 'Luna' };

  const rows = [
    ...dogRecords(now).map((r) => ({ ...r, petId: dog.id })),
    ...catRecords(now).map((r) => ({ ...r, petId: cat.id })),
  ].map((r) => {
    const at = new Date(now.getTime() - r.ageDays * DAY_MS);
    return {
      user_id: userId, pet_id: r.petId, category: r.category, subcategory: r.subcategory,
      details: JSON.stringify(r.details), created_at: at, updated_at: at,
    };
  });
  await tx('health_records').insert(rows);
  return { dog, cat };
}
