import bcrypt from 'bcryptjs';
import type { Conn, Tx } from '../../server/db/knex.ts';
import { VENDOR_TYPE_VET } from '../../contracts/reference.ts';
import { insertBookings } from './bookings.ts';
import { insertListings } from './listings.ts';
import { insertPetsAndRecords } from './pets.ts';
import { insertDemoPeerConsult, insertDemoSecondOpinion, insertPanelPractice } from './panel.ts';
import { HAPPY_PAWS_BODY, HAPPY_PAWS_HEADER, HAPPY_PAWS_LOGO } from './website-html.ts';

/**
 * The demo world for `npm start`: the panel practice (vendor 1, with a paid second opinion in its queue), one
 * clinic with a branded site, two staff logins, three listings,
 * one pet owner with a dog and a cat, their records and bookings around `now`, and a promo plan.
 * Never used by tests (they build what they need with test/factories).
 */

export const DEMO_VENDOR_NAME = 'Happy Paws Clinic';
export const DEMO_PASSWORD = 'password123';

const DAY_MS = 24 * 60 * 60 * 1000;
const BCRYPT_COST = 10;

/** True when the database holds no vendors and no users: the signal to offer demo data. */
export async function isDatabaseEmpty(db: Conn): Promise<boolean> {
  const vendor = await db('vendors').select('id').first();
  if (vendor) return false;
  const user = await db('users').select('id').first();
  return !user;
}

/**
 * Creates the demo world in one transaction, unless a vendor named "Happy Paws Clinic" exists.
 * Requires the reference seed (pet types) to have run. Times are computed from `opts.now` so the
 * demo always has recent history and upcoming appointments.
 */
export async function seedDemo(db: Conn, opts: { now: Date }): Promise<void> {
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, BCRYPT_COST);
  await db.transaction(async (tx) => {
    const existing = await tx('vendors').select('id').where({ name: DEMO_VENDOR_NAME }).first();
    if (existing) return;
    await createDemo(tx, opts.now, passwordHash);
  });
}

async function createDemo(tx: Tx, now: Date, passwordHash: string): Promise<void> {
  // Accounts look established: created a quarter before now.
  const since = new Date(now.getTime() - 90 * DAY_MS);
  const stamps = { created_at: since, updated_at: since };

  // First, so it is vendor 1: the panel practice that fulfils orders placed on the main site.
  const panel = await insertPanelPractice(tx, passwordHash, stamps);

  const [vendor] = await tx('vendors')
    .insert({
      name: DEMO_VENDOR_NAME,
      type: VENDOR_TYPE_VET,
      categories: JSON.stringify([1000, 1001, 1004]),
      details: JSON.stringify({ mobile: '2125550100', email: 'vet@example.com', summary: 'Neighbourhood clinic with telehealth' }),
      // The demo clinic is established: its address was verified when it signed up.
      email_verified_at: since,
      // Its owners get the threads' away notice by SMS too (in /dev/outbox).
      thread_notice_sms: true,
      ...stamps,
    })
    .returning('id');
  const vendorId = Number(vendor.id);

  await tx('websites').insert({
    vendor_id: vendorId,
    name: DEMO_VENDOR_NAME,
    logo: HAPPY_PAWS_LOGO,
    sub_domain: 'happy',
    custom_domain: 'happypaws.test',
    // The demo's own test domain: no DNS to prove it, so it starts verified.
    custom_domain_verified_at: new Date(),
    header_section: HAPPY_PAWS_HEADER,
    body_section: HAPPY_PAWS_BODY,
    ...stamps,
  });

  const [root] = await tx('vendor_logins')
    .insert({
      vendor_id: vendorId, first_name: 'Emily', last_name: 'Carter', email: 'vet@example.com',
      phone: '2125550100', password_hash: passwordHash, subrole: 'root_admin', ...stamps,
    })
    .returning('id');
  const [nurse] = await tx('vendor_logins')
    .insert({
      vendor_id: vendorId, first_name: 'Noah', last_name: 'Nurse', email: 'nurse@example.com',
      phone: '2125550101', password_hash: passwordHash, subrole: 'user', ...stamps,
    })
    .returning('id');

  const listings = await insertListings(
    tx,
    { vendorId, rootLoginId: Number(root.id), subLoginId: Number(nurse.id) },
    since,
  );
  // House calls within 15 miles of the Chelsea practice (Manhattan, Brooklyn, parts of Queens and New Jersey).
  await tx('house_call_areas').insert({ vendor_id: vendorId, zipcodes: tx.raw(`'{}'::text[]`), radius_miles: 15, center_zipcode: '10011', ...stamps });

  const [plan] = await tx('plans')
    .insert({
      code: 'WELCOME10',
      description: '<p>10% off your first consultation</p>',
      details: JSON.stringify({}),
      offers: JSON.stringify({ percent_off: 10 }),
      product_ids: null,
      expires_at: null,
      max_uses: null,
      uses: 0,
      // "your first consultation": once per customer.
      per_user_limit: 1,
      created_at: since,
    })
    .returning('id');

  const owner = { first_name: 'Olivia', last_name: 'Owner', phone: '2125550123' };
  const [user] = await tx('users')
    .insert({
      ...owner,
      email: 'owner@example.com',
      phone_verified_at: since,
      password_hash: passwordHash,
      role: 'user',
      signup_plan: Number(plan.id),
      promocode: 'WELCOME10',
      source: JSON.stringify({ medium: 'Web', browser: 'Firefox', version: '120', os: 'macOS', vendor_id: vendorId }),
      ...stamps,
    })
    .returning('id');
  const userId = Number(user.id);

  const pets = await insertPetsAndRecords(tx, userId, now);
  await insertBookings(tx, { vendorId, owner: { id: userId, ...owner }, pets, listings, now });
  await insertDemoSecondOpinion(tx, { vendorId: panel.vendorId, userId, pet: pets.dog, now });
  await insertDemoPeerConsult(tx, {
    panel: { vendorId: panel.vendorId, adminName: 'Priya Shah', specialistId: panel.specialistId, specialistName: 'Marcus Reed' },
    clinic: { vendorId, loginId: Number(root.id) }, pet: pets.dog, now,
  });

  // Olivia's partner, a co-owner of all her pets who may book and keep their records (Sharing, /app/sharing).
  const [partner] = await tx('users')
    .insert({
      first_name: 'Sam', last_name: 'Partner', phone: '2125550124', email: 'partner@example.com', phone_verified_at: since,
      password_hash: passwordHash, role: 'user', ...stamps,
    })
    .returning('id');
  await tx('account_shares').insert({
    user_id: userId, shared_with_email: 'partner@example.com', shared_with_user_id: Number(partner.id), pet_id: null, level: 'manage',
    accepted_at: since, created_at: since,
  });
}
