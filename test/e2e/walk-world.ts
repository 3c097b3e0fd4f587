import type { PageFixtures } from '../../server/http/page-registry.ts';
import type { TestApp } from '../setup/app.ts';
import {
  createBooking, createCoOwnerGrant, createListing, createOrder, createPayment, createPet, createUser, createVendor, createVendorLogin, createWebsite, TEST_PASSWORD,
} from '../factories/index.ts';

/** The people, ids and vendor site a walk over every page needs. */
export interface WalkWorld {
  fixtures: PageFixtures;
  logins: Record<'owner' | 'vendor' | 'subUser', { email: string; password: string; role: 'user' | 'vendor' }>;
  /** The vendor site's host, without the port. */
  vendorHost: string;
}

const WEEK = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '18:00' }];

/**
 * Builds a practice with long names (they are what breaks narrow layouts), a sub-user who manages one of
 * its listings, a vendor site, and an owner with pets and appointments, so the walked pages show real
 * cards and lists rather than empty states.
 */
export async function buildWalkWorld(t: TestApp): Promise<WalkWorld> {
  const db = t.testDb.db;
  const vendorId = await createVendor(db, { name: 'Riverside Veterinary Hospital and Exotic Animal Care' });
  await createWebsite(db, vendorId, {
    name: 'Riverside Veterinary Hospital and Exotic Animal Care', sub_domain: 'riverside',
    header_section: '<h1>Riverside Veterinary Hospital</h1><p>Compassionate care for every companion, seven days a week.</p>',
  });
  const root = await createVendorLogin(db, vendorId, { subrole: 'root_admin', first_name: 'Alexandra' });
  // A long address with no break in it, as real ones are: tables must still keep every action in view.
  const sub = await createVendorLogin(db, vendorId, {
    subrole: 'user', first_name: 'Bartholomew', email: `bartholomew.montgomery-${vendorId}@riverside-veterinary-hospital.example.test`,
  });
  const listingId = await createListing(db, vendorId, {
    title: 'Riverside Veterinary Hospital Downtown', line1: 'Dr. Maximilian Fitzgerald-Worthington, DVM', managers: [sub.id], timezone: 'America/Los_Angeles',
    address: '1234 Riverside Boulevard, Suite 500, San Francisco, CA 94110',
    consultations: [
      { type: 'clinic', enabled: true, duration: 30, price: 85, schedule: WEEK },
      { type: 'video', enabled: true, duration: 20, price: 45, schedule: WEEK },
    ],
    profile: { specializations: [1000, 1003, 1018, 1019], city: 'San Francisco', state: 'CA' },
    // The editor's intake questions at every width: a long question, a condition on an earlier answer, a choice with red flags.
    intakeQuestions: [
      { id: 'vomiting', label: 'Has your pet been vomiting or had diarrhoea in the last forty-eight hours?', kind: 'yesno', types: ['clinic', 'video'], required: true, showIf: null, redFlags: [] },
      { id: 'gums', label: 'What colour are the gums?', kind: 'choice', choices: ['Pink', 'Pale or white', 'Blue or grey'], types: ['video'], required: false, showIf: { question: 'vomiting', answer: 'yes' }, redFlags: ['Pale or white', 'Blue or grey'] },
    ],
  });
  await createListing(db, vendorId, { title: 'Riverside Cat Clinic', line1: 'Dr. Jamie Lee, DVM', consultations: [{ type: 'clinic', enabled: true, duration: 20, price: 60, schedule: WEEK }] });
  const owner = await createUser(db, { first_name: 'Guinevere' });
  const petId = await createPet(db, owner.id, { name: 'Sir Barkington', breed: 'Cavalier King Charles Spaniel', notes: 'Allergic to chicken' });
  await createPet(db, owner.id, { name: 'Mittens', type: 2 });
  // Sharing shows a co-owner with a long address, and My Pets a pet shared with Guinevere (each a row that could overflow).
  const lancelot = await createUser(db, { first_name: 'Lancelot', email: `lancelot.du.lac.of.the.round.table.${Date.now()}@example.test` });
  await createCoOwnerGrant(db, { ownerId: owner.id, grantee: lancelot, petId: null, level: 'manage' });
  await createCoOwnerGrant(db, { ownerId: lancelot.id, grantee: owner, petId: await createPet(db, lancelot.id, { name: 'Excalibark', breed: 'Great Dane' }), level: 'view' });
  const day = 86_400_000;
  const bookingId = await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 2 * day) });
  await createBooking(db, { userId: owner.id, vendorId, listingId, slot: new Date(Date.now() + 3 * day), status: 3 });
  // The Messages tab with a message whose address has no break in it (it must wrap, not widen the page).
  await t.deps.services.threads.send({ kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Guinevere', lastName: 'Owner', pic: null }, bookingId, {
    body: 'Sir Barkington keeps scratching his left ear since Tuesday: https://example.org/photos/sir-barkington-left-ear-scratching-since-tuesday-morning.jpg',
    fileIds: [],
  }, new Date());
  // A second opinion the practice fulfils, in review by the sub-user: the queue and the detail with the report editor.
  const paidAt = new Date(Date.now() - 30 * 3_600_000);
  const paymentId = await createPayment(db, { userId: owner.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `walk-${owner.id}`, createdAt: paidAt });
  const orderId = await createOrder(db, {
    userId: owner.id, productId: 7000, status: 'in_review', paymentId, vendorId, assignedLoginId: sub.id, paidAt,
    details: {
      petId, petName: 'Sir Barkington', files: [],
      firstOpinion: 'Grade III medial patellar luxation of the left hind leg; our vet recommends corrective surgery (trochleoplasty with tibial tuberosity transposition) within the month.',
      query: 'Could physiotherapy, weight control and joint supplements postpone surgery for a seven-year-old Cavalier with a heart murmur?',
    },
  });
  return {
    fixtures: { ownerBookingId: bookingId, vendorBookingId: bookingId, listingId, customerId: owner.id, orderId },
    logins: {
      owner: { email: owner.email, password: TEST_PASSWORD, role: 'user' },
      vendor: { email: root.email, password: TEST_PASSWORD, role: 'vendor' },
      subUser: { email: sub.email, password: TEST_PASSWORD, role: 'vendor' },
    },
    vendorHost: 'riverside.petcare.localhost',
  };
}
