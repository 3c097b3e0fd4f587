import bcrypt from 'bcryptjs';
import type { Conn } from '../../server/db/knex.ts';
import { bookingsChanged, listingsChanged, ownersChanged } from '../../server/db/cache-versions.ts';
import { insertApiToken } from '../../server/domain/accounts/api-tokens.queries.ts';
import { hashToken, newToken, TOKEN_TTL_MS } from '../../server/domain/accounts/token.ts';
import { CONSULTATION_PRODUCT, type ConsultationType } from '../../contracts/consultations.ts';
import { bookingSnapshotSchema, type NewBookingSnapshot } from '../../contracts/bookings.ts';
import type { Locale } from '../../contracts/locale.ts';

/**
 * Test factories: each builds the rows a test needs with sensible defaults and
 * unique values, and returns the ids. Passwords use bcrypt cost 4 for speed.
 */
let seq = 0;
const next = () => `${Date.now().toString(36)}${++seq}`;
export const TEST_PASSWORD = 'password123';
const passwordHash = bcrypt.hashSync(TEST_PASSWORD, 4);

/** A clinic; its sign-up address is verified unless `emailVerified: false` (a vet who has just signed up). */
export async function createVendor(db: Conn, attrs: {
  name?: string; reminderHours?: number[]; emailVerified?: boolean;
  /** The marketplace approved it (the default); false: it waits for an operator. */
  approved?: boolean;
} = {}): Promise<number> {
  const [row] = await db('vendors').insert({
    name: attrs.name ?? `Clinic ${next()}`, type: 1000, email_verified_at: attrs.emailVerified === false ? null : new Date(),
    ...(attrs.approved === false ? { approved_at: null } : {}),
    ...(attrs.reminderHours ? { reminder_hours: db.raw('?::integer[]', [`{${attrs.reminderHours.join(',')}}`]) } : {}),
  }).returning('id');
  return Number(row.id);
}

export async function createWebsite(db: Conn, vendorId: number, attrs: {
  name?: string; sub_domain?: string | null; custom_domain?: string | null; header_section?: string; body_section?: string; logo?: string | null;
  /** A custom domain is verified (served) unless told otherwise. */
  customDomainVerified?: boolean;
} = {}): Promise<number> {
  const [row] = await db('websites').insert({
    vendor_id: vendorId,
    name: attrs.name ?? `Site ${next()}`,
    sub_domain: attrs.sub_domain === undefined ? `site${next()}` : attrs.sub_domain,
    custom_domain: attrs.custom_domain ?? null,
    custom_domain_verified_at: attrs.custom_domain && attrs.customDomainVerified !== false ? new Date() : null,
    header_section: attrs.header_section ?? '<h1>Welcome</h1>',
    body_section: attrs.body_section ?? '<p>About us</p>',
    logo: attrs.logo ?? null,
  }).returning('id');
  return Number(row.id);
}

export async function createVendorLogin(db: Conn, vendorId: number, attrs: {
  email?: string; subrole?: 'root_admin' | 'user'; first_name?: string; last_name?: string; locale?: Locale;
} = {}): Promise<{ id: number; email: string }> {
  const email = attrs.email ?? `vet${next()}@example.test`;
  const [row] = await db('vendor_logins').insert({
    vendor_id: vendorId, first_name: attrs.first_name ?? 'Vera', last_name: attrs.last_name ?? 'Vet', email, phone: '2125550100',
    password_hash: passwordHash, subrole: attrs.subrole ?? 'root_admin', ...(attrs.locale ? { locale: attrs.locale } : {}),
  }).returning('id');
  return { id: Number(row.id), email };
}

/**
 * A live API token for a person, as a client gets from a login with `token: true`: call as its holder
 * (`graphqlAs`, `postJson`). Issued `now` (default: this moment), so a past `now` makes an expired one.
 */
export async function createApiToken(db: Conn, account: { kind: 'user' | 'vendor'; id: number }, options: { now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const token = newToken(account);
  await insertApiToken(db, account.kind, account.id, {
    token_hash: hashToken(token), name: 'test client', created_at: now, expires_at: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

export async function createUser(db: Conn, attrs: { email?: string; first_name?: string; locale?: Locale } = {}): Promise<{ id: number; email: string }> {
  const email = attrs.email ?? `owner${next()}@example.test`;
  const [row] = await db('users').insert({
    first_name: attrs.first_name ?? 'Olive', last_name: 'Owner', email, phone: '2125550199',
    phone_verified_at: new Date(), password_hash: passwordHash, ...(attrs.locale ? { locale: attrs.locale } : {}),
  }).returning('id');
  return { id: Number(row.id), email };
}

/** A weekly schedule open every day from 08:00 to 20:00 (in the listing's zone). */
export const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];

export const DEFAULT_CONSULTATIONS = [
  { type: 'clinic', enabled: true, duration: 30, price: 60, schedule: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], from: '09:00', to: '17:00' }] },
  { type: 'video', enabled: true, duration: 20, price: 25, schedule: [{ days: ['Mon', 'Wed', 'Fri'], from: '10:00', to: '14:00' }] },
];

export async function createListing(db: Conn, vendorId: number, attrs: {
  title?: string; line1?: string; address?: string; timezone?: string; managers?: number[]; consultations?: unknown[]; zipcode?: string;
  /** The cancellation window in hours (the column's default, 24, when absent). */
  cancellationHours?: number;
  /** How long its appointments' threads stay open after them (the column's default, 48, when absent). */
  followUpHours?: number;
  /** Public profile fields (specializations, city...) beside the zipcode. */
  profile?: Record<string, unknown>;
  /** Its intake questions (contracts/intake.ts), as the listing's managers save them. */
  intakeQuestions?: unknown[];
} = {}): Promise<number> {
  const [row] = await db('vendor_listings').insert({
    vendor_id: vendorId,
    title: attrs.title ?? `Listing ${next()}`,
    line1: attrs.line1 ?? 'Dr. Vera Vet, DVM',
    address: attrs.address ?? '1 Main St, Springfield',
    timezone: attrs.timezone ?? 'America/New_York',
    managers: JSON.stringify(attrs.managers ?? []),
    consultations: JSON.stringify(attrs.consultations ?? DEFAULT_CONSULTATIONS),
    zipcode: attrs.zipcode ?? '10001',
    profile: JSON.stringify({ zipcode: attrs.zipcode ?? '10001', ...attrs.profile }),
    ...(attrs.cancellationHours !== undefined ? { cancellation_hours: attrs.cancellationHours } : {}),
    ...(attrs.intakeQuestions ? { intake_questions: JSON.stringify(attrs.intakeQuestions) } : {}),
    ...(attrs.followUpHours !== undefined ? { follow_up_hours: attrs.followUpHours } : {}),
  }).returning('id');
  // As the listing service does: what shows this listing is computed afresh.
  await listingsChanged(db, vendorId, [Number(row.id)], { content: true });
  return Number(row.id);
}

export async function createBooking(db: Conn, attrs: {
  userId: number; vendorId: number; listingId: number; slot: Date; duration?: number; status?: number; paymentId?: number; type?: ConsultationType;
  /** When it was booked (now by default): reminders skip what was already due then. */
  createdAt?: Date;
  /** The pet it names (the snapshot's pet), as the booking service writes it. */
  pet?: { id: number; name: string };
  /** Who made it, as the booking service records it: a clinic login at its desk, or (the default) the owner. */
  bookedBy?: { kind: 'user' | 'vendor'; id: number };
  /** The reason for the consult (none unless told, as a desk booking of an old row). */
  summary?: string;
}): Promise<number> {
  const type = attrs.type ?? 'clinic';
  const duration = attrs.duration ?? 30;
  const [listing, user, payment] = await Promise.all([
    db('vendor_listings').select('title', 'line1', 'line2', 'address', 'avatar', 'timezone').where({ id: attrs.listingId }).first(),
    db('users').select('first_name', 'last_name', 'phone', 'time_zone').where({ id: attrs.userId }).first(),
    attrs.paymentId ? db('payments').select('amount_cents').where({ id: attrs.paymentId }).first() : undefined,
  ]);
  // The whole snapshot, as holdBooking writes it, through the one schema (a field it lacks fails here, not in a reader).
  const snapshot: NewBookingSnapshot = bookingSnapshotSchema.parse({
    type,
    user: { id: attrs.userId, first_name: user?.first_name ?? null, last_name: user?.last_name ?? null, phone: user?.phone ?? null },
    pet: attrs.pet ?? null,
    details: {
      title: listing?.title ?? null, line1: listing?.line1 ?? null, line2: listing?.line2 ?? null, address: listing?.address ?? null,
      avatar: listing?.avatar ?? null, duration, price: payment ? Number(payment.amount_cents) / 100 : 0, productId: CONSULTATION_PRODUCT[type],
    },
    info: attrs.summary ? { summary: attrs.summary } : {},
    listingTZ: listing?.timezone ?? null,
    userTZ: user?.time_zone ?? null,
    slot: attrs.slot.toISOString(),
    bookedBy: attrs.bookedBy ?? { kind: 'user', id: attrs.userId },
    bookedOn: 'marketplace',
  }) as NewBookingSnapshot;
  const [row] = await db('bookings').insert({
    user_id: attrs.userId, vendor_id: attrs.vendorId, vendor_listing_id: attrs.listingId, slot: attrs.slot,
    duration, status: attrs.status ?? 0, consultation_type: type, pet_id: attrs.pet?.id ?? null,
    details: JSON.stringify(snapshot),
    ...(attrs.paymentId ? { payment_id: attrs.paymentId } : {}),
    ...(attrs.createdAt ? { created_at: attrs.createdAt } : {}),
  }).returning('id');
  // As the booking service does: its listing's, clinic's and owner's kept results are computed afresh.
  await bookingsChanged(db, { ids: [Number(row.id)] });
  return Number(row.id);
}

/**
 * An owner as a clinic's customer (vendor_customers), as a desk registration makes one: `access` says whether
 * they share their pets and records with the clinic (granted by default, as if they had booked with it themselves).
 */
export async function createCustomer(db: Conn, vendorId: number, userId: number, attrs: {
  access?: 'granted' | 'pending' | 'declined';
  /** The contact the clinic typed at its desk (what it sees until the owner shares). */
  desk?: { firstName: string; lastName: string; phone: string };
} = {}): Promise<void> {
  await db('vendor_customers').insert({
    vendor_id: vendorId, user_id: userId, registered_at: new Date(), access: attrs.access ?? 'granted',
    desk_first_name: attrs.desk?.firstName ?? null, desk_last_name: attrs.desk?.lastName ?? null, desk_phone: attrs.desk?.phone ?? null,
  }).onConflict(['vendor_id', 'user_id']).merge(['access']);
}

/** A co-owner's accepted grant of one of the owner's pets (petId) or all of them (null) at `level`. */
export async function createCoOwnerGrant(db: Conn, attrs: {
  ownerId: number; grantee: { id: number; email: string }; petId?: number | null; level?: 'view' | 'manage' | 'full';
}): Promise<number> {
  const [row] = await db('account_shares').insert({
    user_id: attrs.ownerId, shared_with_email: attrs.grantee.email.toLowerCase(), shared_with_user_id: attrs.grantee.id,
    pet_id: attrs.petId ?? null, level: attrs.level ?? 'view', accepted_at: new Date(),
  }).returning('id');
  return Number(row.id);
}

export async function createPet(db: Conn, userId: number, attrs: {
  name?: string; type?: number; breed?: string | null; notes?: string | null; status?: 0 | 1;
} = {}): Promise<number> {
  const [row] = await db('pets').insert({
    user_id: userId, name: attrs.name ?? `Pet ${next()}`, type: attrs.type ?? 1, breed: attrs.breed ?? null,
    notes: attrs.notes ?? null, status: attrs.status ?? 1,
  }).returning('id');
  return Number(row.id);
}

export { createPayment, createPlan, createPlanRedemption, createRefund } from './payments.ts';
export { createOrder } from './orders.ts';
export { createHealthRecord } from './health-records.ts';

/** An unread dashboard notice of an owner, as a filed consultation note leaves one. */
export async function createOwnerNotice(db: Conn, attrs: { userId: number; bookingId?: number | null; text?: string }): Promise<number> {
  const [row] = await db('owner_notices').insert({
    user_id: attrs.userId, kind: 'consultation_note', text: attrs.text ?? 'Dr. Vera Vet filed a consultation note for Rex.',
    link: '/app/medical-records', booking_id: attrs.bookingId ?? null,
  }).returning('id');
  await ownersChanged(db, [attrs.userId]);
  return Number(row.id);
}

/** Where a practice makes house calls: zip codes, and/or a radius in miles around a zip code. */
export async function createHouseCallArea(db: Conn, vendorId: number, attrs: { zipcodes?: string[]; radiusMiles?: number; centerZipcode?: string } = {}): Promise<void> {
  await db('house_call_areas').insert({
    vendor_id: vendorId, zipcodes: db.raw('?::text[]', [`{${(attrs.zipcodes ?? []).join(',')}}`]),
    radius_miles: attrs.radiusMiles ?? null, center_zipcode: attrs.centerZipcode ?? null,
  });
}

/** An owner waiting on a listing's line, as joining writes it (any day and time unless told). */
export async function createWaitlistEntry(db: Conn, attrs: {
  vendorId: number; listingId: number; userId: number; type?: ConsultationType; days?: string[]; windows?: Array<{ from: string; to: string }>; createdAt?: Date;
}): Promise<number> {
  const [row] = await db('waitlist_entries').insert({
    vendor_id: attrs.vendorId, vendor_listing_id: attrs.listingId, user_id: attrs.userId, consultation_type: attrs.type ?? 'video',
    days: JSON.stringify(attrs.days ?? []), windows: JSON.stringify(attrs.windows ?? []), ...(attrs.createdAt ? { created_at: attrs.createdAt } : {}),
  }).returning('id');
  return Number(row.id);
}

/** A time held for a waiting owner (an open offer), as the waitlist's match places it: 15 minutes from `now`. */
export async function createSlotHold(db: Conn, attrs: {
  vendorId: number; listingId: number; userId: number; entryId: number; slot: Date; duration?: number; type?: ConsultationType; now?: Date;
}): Promise<number> {
  const now = attrs.now ?? new Date();
  const [row] = await db('slot_holds').insert({
    vendor_id: attrs.vendorId, vendor_listing_id: attrs.listingId, user_id: attrs.userId, entry_id: attrs.entryId, slot: attrs.slot,
    duration: attrs.duration ?? 20, consultation_type: attrs.type ?? 'video', expires_at: new Date(now.getTime() + 15 * 60_000),
  }).returning('id');
  await listingsChanged(db, attrs.vendorId, [attrs.listingId]);
  return Number(row.id);
}
