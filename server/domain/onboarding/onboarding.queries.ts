import type { Conn } from '../../db/knex.ts';
import { APPOINTMENT_STATUSES } from '../../../contracts/appointments.ts';

/** What a clinic's checklist is ticked from, read from its own rows (the tenant is the argument). */
export interface OnboardingFacts {
  emailVerified: boolean;
  dismissed: boolean;
  listings: number;
  website: boolean;
  address: boolean;
  booked: boolean;
}

/** The facts of one clinic, in one round trip: its verification and dismissal, a listing, its website and address, an appointment. */
export async function onboardingFacts(db: Conn, vendorId: number): Promise<OnboardingFacts | undefined> {
  const row = await db('vendors as v')
    .select(
      'v.email_verified_at', 'v.onboarding_dismissed_at',
      db.raw('(select count(*) from vendor_listings l where l.vendor_id = v.id) as listings'),
      db.raw('(select count(*) from websites w where w.vendor_id = v.id) as websites'),
      db.raw('(select count(*) from websites w where w.vendor_id = v.id and (w.sub_domain is not null or w.custom_domain is not null)) as addresses'),
      // The statuses are the contract's numeric constants, written in the query rather than bound.
      db.raw(`exists (select 1 from bookings b where b.vendor_id = v.id and b.status in (${APPOINTMENT_STATUSES.map(Number).join(', ')})) as booked`),
    )
    .where('v.id', vendorId)
    .first();
  if (!row) return undefined;
  return {
    emailVerified: row.email_verified_at !== null, dismissed: row.onboarding_dismissed_at !== null,
    listings: Number(row.listings), website: Number(row.websites) > 0, address: Number(row.addresses) > 0, booked: Boolean(row.booked),
  };
}

/** The root admin put the checklist away. */
export async function dismissOnboarding(db: Conn, vendorId: number, at: Date): Promise<void> {
  await db('vendors').where({ id: vendorId }).whereNull('onboarding_dismissed_at').update({ onboarding_dismissed_at: at });
}
