import type { ParsedQs } from 'qs';
import type { Services } from '../../services.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { isCategory, RECORD_CATEGORIES, type RecordCategory } from '../../../contracts/health-records.ts';
import type { CustomerPageProps } from '../../../views/pages/users/customer-page.tsx';

const idOf = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null);

/**
 * The customer page's content (/app/users/:id?pet=&category=): the profile, their appointments with the clinic
 * latest first, and, when they share their pets and records with the clinic, the pet asked for (else the first)
 * with one category of its records (the one asked for, else the first that has any).
 */
export async function customerPageView(services: Services, viewer: Viewer | null, userId: number, query: ParsedQs, now: Date): Promise<CustomerPageProps> {
  const profile = await services.customerDirectory.profile(viewer, userId);
  const [pets, appointments] = await Promise.all([
    profile.access === 'granted' ? services.pets.list(viewer, { userId }) : Promise.resolve(null),
    services.appointments.list(viewer, { customerId: userId, sort: 'recent', limit: 50 }, now),
  ]);
  if (pets === null) return { profile, shared: null, appointments: appointments.items };
  const pet = pets.find((p) => p.id === idOf(query.pet)) ?? pets[0];
  if (!pet) return { profile, shared: { pets, selected: null }, appointments: appointments.items };
  const record = await services.healthRecords.petRecord(viewer, pet.id, now);
  const counts = Object.fromEntries(RECORD_CATEGORIES.map((c) => [c, record.records.filter((r) => r.category === c).length])) as Record<RecordCategory, number>;
  const category = isCategory(query.category) ? query.category : RECORD_CATEGORIES.find((c) => counts[c] > 0) ?? 'history';
  return {
    profile, appointments: appointments.items,
    shared: { pets, selected: { pet, category, counts, due: record.due, records: record.records.filter((r) => r.category === category) } },
  };
}
