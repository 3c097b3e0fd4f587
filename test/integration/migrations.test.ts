import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { migrateLatest, type Db } from '../../server/db/knex.ts';
import { seedReference } from '../../seeds/reference.ts';
import { freshDatabase, migratedDatabase, type TestDb } from '../setup/db.ts';
import { up as markUnpaidBookings } from '../../migrations/20261123110100_mark-unpaid-bookings-payment-failed.ts';
import { up as recordRefundsOfRefundedPayments } from '../../migrations/20261123150100_record-refunds-of-refunded-payments.ts';
import { up as backfillPaymentsDiscount } from '../../migrations/20261127120300_backfill-payments-discount.ts';
import { up as markInvitationLinks } from '../../migrations/20261127150100_mark-invitation-links.ts';
import { up as verifyExistingClinics } from '../../migrations/20261127150700_verify-existing-clinics.ts';
import { up as backfillBookingColumns } from '../../migrations/20261127180100_backfill-bookings-consultation-type-and-pet-id.ts';

interface Tenant {
  userId: number;
  vendorId: number;
  listingId: number;
}

/** A user, a vendor and one listing: each test builds its own so no test sees another's bookings. */
async function makeTenant(db: Db): Promise<Tenant> {
  const tag = randomUUID().slice(0, 8);
  const [user] = await db('users')
    .insert({ first_name: 'Pat', last_name: 'Owner', email: `owner-${tag}@example.com`, password_hash: 'x' })
    .returning('id');
  const [vendor] = await db('vendors').insert({ name: `Clinic ${tag}` }).returning('id');
  const [listing] = await db('vendor_listings')
    .insert({ vendor_id: vendor.id, title: 'Main street', line1: 'Dr. Vet' })
    .returning('id');
  return { userId: Number(user.id), vendorId: Number(vendor.id), listingId: Number(listing.id) };
}

async function book(db: Db, t: Tenant, slot: string, duration: number, status = 0): Promise<number> {
  const [row] = await db('bookings')
    .insert({ slot, duration, status, user_id: t.userId, vendor_id: t.vendorId, vendor_listing_id: t.listingId })
    .returning('id');
  return Number(row.id);
}

/** The error a promise rejects with; fails the test when it resolves. */
async function rejectionOf(work: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await work;
  } catch (err) {
    return err as { code?: string; constraint?: string };
  }
  throw new Error('expected the statement to be rejected');
}

async function publicTables(db: Db): Promise<string[]> {
  const result = await db.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return (result.rows as Array<{ tablename: string }>).map((r) => r.tablename);
}

const DATA_TABLES = [
  'account_shares', 'availability_overrides', 'bookings', 'files', 'health_records', 'newsletter_subscriptions',
  'orders', 'outbox_messages', 'password_resets', 'payment_types', 'payments', 'pet_types', 'pets',
  'phone_verifications', 'plan_redemptions', 'plans', 'product_types', 'service_categories', 'shelter_inquiries', 'specializations',
  'users', 'vendor_listings', 'vendor_logins', 'vendors', 'websites',
];

describe('migrations', function () {
  this.timeout(60_000);

  describe('up, down to zero, up again', () => {
    let handle: TestDb;
    before(async () => {
      handle = await freshDatabase();
    });
    after(() => handle?.destroy());

    it('creates the whole data model, removes all of it, and creates it again', async () => {
      const { db } = handle;
      const applied = await migrateLatest(db);
      expect(applied.length).to.be.greaterThan(0);
      expect(await publicTables(db)).to.include.members(DATA_TABLES);

      const [, undone] = (await db.migrate.rollback(undefined, true)) as [number, string[]];
      expect(undone).to.have.length(applied.length);
      expect(await publicTables(db)).to.have.members(['knex_migrations', 'knex_migrations_lock']);
      const ext = await db.raw(`select 1 from pg_extension where extname = 'btree_gist'`);
      expect(ext.rows, 'btree_gist dropped by down').to.have.length(0);

      expect(await migrateLatest(db)).to.deep.equal(applied);
      expect(await publicTables(db)).to.include.members(DATA_TABLES);
    });
  });

  describe('on a migrated database', () => {
    let handle: TestDb;
    before(async () => {
      handle = await migratedDatabase();
    });
    after(() => handle?.destroy());

    describe('bookings_no_overlap', () => {
      it('rejects a live booking that overlaps another on the same listing with 23P01', async () => {
        const t = await makeTenant(handle.db);
        await book(handle.db, t, '2026-12-01T10:00:00Z', 30);
        const err = await rejectionOf(book(handle.db, t, '2026-12-01T10:15:00Z', 30));
        expect(err.code).to.equal('23P01');
        expect(err.constraint).to.equal('bookings_no_overlap');
      });

      it('allows a booking that starts exactly when the previous one ends', async () => {
        const t = await makeTenant(handle.db);
        await book(handle.db, t, '2026-12-01T10:00:00Z', 30);
        await book(handle.db, t, '2026-12-01T10:30:00Z', 30);
        await book(handle.db, t, '2026-12-01T09:40:00Z', 20);
        const [{ n }] = await handle.db('bookings').where({ vendor_listing_id: t.listingId }).count('* as n');
        expect(Number(n)).to.equal(3);
      });

      it('accepts the overlapping booking once the first is canceled', async () => {
        const t = await makeTenant(handle.db);
        const first = await book(handle.db, t, '2026-12-01T10:00:00Z', 30);
        await rejectionOf(book(handle.db, t, '2026-12-01T10:15:00Z', 30));
        await handle.db('bookings').where({ id: first }).update({ status: 3 });
        const second = await book(handle.db, t, '2026-12-01T10:15:00Z', 30);
        expect(second).to.be.a('number');
      });

      it('lets neither rescheduled (2) nor canceled (3) bookings block a slot, but complete (1) does', async () => {
        const t = await makeTenant(handle.db);
        await book(handle.db, t, '2026-12-02T10:00:00Z', 30, 2);
        await book(handle.db, t, '2026-12-02T10:00:00Z', 30, 3);
        await book(handle.db, t, '2026-12-02T10:00:00Z', 30, 1);
        const err = await rejectionOf(book(handle.db, t, '2026-12-02T10:10:00Z', 15, 0));
        expect(err.code).to.equal('23P01');
      });

      it('lets a booking awaiting its payment (5) hold its slot, and one whose payment failed (4) hold nothing', async () => {
        const t = await makeTenant(handle.db);
        await book(handle.db, t, '2026-12-05T10:00:00Z', 30, 4);
        await book(handle.db, t, '2026-12-05T10:00:00Z', 30, 5);
        const err = await rejectionOf(book(handle.db, t, '2026-12-05T10:10:00Z', 15, 0));
        expect(err.code).to.equal('23P01');
        const other = await rejectionOf(book(handle.db, t, '2026-12-05T10:20:00Z', 30, 5));
        expect(other.code).to.equal('23P01');
        expect((await rejectionOf(book(handle.db, t, '2026-12-06T10:00:00Z', 30, 7))).code).to.equal('23514');
      });

      it('lets a no-show (6) hold nothing, and refuses a second booking rescheduled from the same one', async () => {
        const t = await makeTenant(handle.db);
        const missed = await book(handle.db, t, '2026-12-07T10:00:00Z', 30, 6);
        await book(handle.db, t, '2026-12-07T10:00:00Z', 30, 0);
        const successor = { rescheduled_from: missed, user_id: t.userId, vendor_id: t.vendorId, vendor_listing_id: t.listingId, duration: 30 };
        await handle.db('bookings').insert({ ...successor, slot: '2026-12-08T10:00:00Z', status: 0 });
        const err = await rejectionOf(handle.db('bookings').insert({ ...successor, slot: '2026-12-09T10:00:00Z', status: 0 }));
        expect(err.code).to.equal('23505');
      });

      it('turns canceled bookings whose payment failed into payment failed (4), leaving canceled appointments alone', async () => {
        const t = await makeTenant(handle.db);
        const payment = async (status: string) => Number((await handle.db('payments').insert({
          user_id: t.userId, amount_cents: 4000, payment_type: 300, product_id: 4000, gateway: 'test', status,
        }).returning('id'))[0].id);
        const failed = await book(handle.db, t, '2026-12-07T10:00:00Z', 30, 3);
        const refunded = await book(handle.db, t, '2026-12-07T11:00:00Z', 30, 3);
        const live = await book(handle.db, t, '2026-12-07T12:00:00Z', 30, 0);
        await handle.db('bookings').where({ id: failed }).update({ payment_id: await payment('failed') });
        await handle.db('bookings').where({ id: refunded }).update({ payment_id: await payment('refunded') });
        await handle.db('bookings').where({ id: live }).update({ payment_id: await payment('pending') });
        await markUnpaidBookings(handle.db);
        const status = async (id: number) => (await handle.db('bookings').where({ id }).first()).status;
        expect([await status(failed), await status(refunded), await status(live)]).to.deep.equal([4, 3, 0]);
      });

      it('gives each payment already marked refunded one full refund row, once', async () => {
        const t = await makeTenant(handle.db);
        const payment = async (status: string) => Number((await handle.db('payments').insert({
          user_id: t.userId, amount_cents: 4500, payment_type: 300, product_id: 4000, gateway: 'paypal', status,
        }).returning('id'))[0].id);
        const refunded = await payment('refunded');
        const captured = await payment('captured');
        await recordRefundsOfRefundedPayments(handle.db);
        await recordRefundsOfRefundedPayments(handle.db);
        const rows = await handle.db('refunds').whereIn('payment_id', [refunded, captured]);
        expect(rows.map((r) => [Number(r.payment_id), r.amount_cents, r.status])).to.deep.equal([[refunded, 4500, 'succeeded']]);
      });

      it("records the list price of older payments and their promo discount as Petcare's, waivers aside, once", async () => {
        const t = await makeTenant(handle.db);
        const [plan] = await handle.db('plans').insert({ code: `OLD${Date.now()}`, offers: JSON.stringify({ percent_off: 10 }) }).returning('id');
        const payment = async (amount: number, details: Record<string, unknown>, planId: number | null) => Number((await handle.db('payments').insert({
          user_id: t.userId, amount_cents: amount, payment_type: 300, product_id: 2000, gateway: 'test', status: 'captured',
          plan_id: planId, details: JSON.stringify(details),
        }).returning('id'))[0].id);
        const promo = await payment(5400, { listPriceCents: 6000, promo: 'WELCOME10' }, Number(plan.id));
        const full = await payment(6000, { listPriceCents: 6000 }, null);
        const waived = await payment(0, { listPriceCents: 6000, waived: true }, Number(plan.id));
        const unknown = await payment(6000, {}, null);
        await backfillPaymentsDiscount(handle.db);
        await backfillPaymentsDiscount(handle.db);
        const rows = await handle.db('payments').whereIn('id', [promo, full, waived, unknown]).orderBy('id');
        expect(rows.map((r) => [r.list_price_cents, r.discount_cents, r.discount_funded_by])).to.deep.equal([
          [6000, 600, 'marketplace'], [6000, 0, null], [6000, 0, null], [null, 0, null],
        ]);
      });

      it('counts every clinic that existed before email verification as verified', async () => {
        const t = await makeTenant(handle.db);
        expect((await handle.db('vendors').where({ id: t.vendorId }).first()).email_verified_at).to.equal(null);
        await verifyExistingClinics(handle.db);
        expect((await handle.db('vendors').where({ id: t.vendorId }).first()).email_verified_at).to.be.instanceOf(Date);
      });

      it('tells the week-long invitation links already mailed from hour-long resets', async () => {
        const t = await makeTenant(handle.db);
        const link = async (hours: number) => Number((await handle.db('password_resets').insert({
          account_type: 'user', account_id: t.userId, code_hash: randomUUID(), expires_at: new Date(Date.now() + hours * 3_600_000),
        }).returning('id'))[0].id);
        const [reset, invite] = [await link(1), await link(7 * 24)];
        await markInvitationLinks(handle.db);
        const purpose = async (id: number) => (await handle.db('password_resets').where({ id }).first()).purpose;
        expect([await purpose(reset), await purpose(invite)]).to.deep.equal(['reset', 'invite']);
      });

      it("fills each booking's consultation type and pet from its snapshot, known types and existing pets only", async () => {
        await seedReference(handle.db);
        const t = await makeTenant(handle.db);
        const [pet] = await handle.db('pets').insert({ user_id: t.userId, name: 'Rex', type: 1 }).returning('id');
        const snapshot = async (slot: string, details: Record<string, unknown>) => {
          const id = await book(handle.db, t, slot, 30, 1);
          await handle.db('bookings').where({ id }).update({ details: JSON.stringify(details) });
          return id;
        };
        const video = await snapshot('2026-12-10T10:00:00Z', { type: 'video', pet: { id: Number(pet.id), name: 'Rex' } });
        const asText = await snapshot('2026-12-10T11:00:00Z', { type: 'chat', pet: { id: String(pet.id), name: 'Rex' } });
        const unknown = await snapshot('2026-12-10T12:00:00Z', { type: 'ferry', pet: { id: 999_999_999, name: 'Gone' } });
        const bare = await snapshot('2026-12-10T13:00:00Z', {});
        await backfillBookingColumns(handle.db);
        await backfillBookingColumns(handle.db);
        const rows = await handle.db('bookings').whereIn('id', [video, asText, unknown, bare]).orderBy('id');
        expect(rows.map((r) => [r.consultation_type, r.pet_id === null ? null : Number(r.pet_id)])).to.deep.equal([
          ['video', Number(pet.id)], ['chat', Number(pet.id)], [null, null], [null, null],
        ]);
        expect((await rejectionOf(handle.db('bookings').where({ id: bare }).update({ consultation_type: 'ferry' }))).code).to.equal('23514');
        await handle.db('pets').where({ id: pet.id }).delete();
        expect((await handle.db('bookings').where({ id: video }).first()).pet_id).to.equal(null);
      });

      it('does not compare bookings of different listings', async () => {
        const a = await makeTenant(handle.db);
        const b = await makeTenant(handle.db);
        await book(handle.db, a, '2026-12-03T10:00:00Z', 30);
        await book(handle.db, b, '2026-12-03T10:00:00Z', 30);
      });

      it("rejects a booking whose vendor_id is not its listing's vendor", async () => {
        const a = await makeTenant(handle.db);
        const b = await makeTenant(handle.db);
        const err = await rejectionOf(book(handle.db, { ...a, vendorId: b.vendorId }, '2026-12-04T10:00:00Z', 30));
        expect(err.code).to.equal('23503');
      });
    });

    describe('seedReference', () => {
      it('is idempotent', async () => {
        await seedReference(handle.db);
        await seedReference(handle.db);
        const count = async (table: string) => Number((await handle.db(table).count('* as n'))[0].n);
        expect(await count('specializations')).to.equal(41);
        expect(await count('service_categories')).to.equal(8);
        expect(await count('pet_types')).to.equal(37);
        expect(await count('product_types')).to.be.at.least(5);
        expect(await count('payment_types')).to.equal(4);
        const codes = await handle.db('product_types').whereIn('code', [2000, 3000, 4000, 5000, 6000]).orderBy('code');
        expect(codes.map((r: { label: string }) => r.label)).to.deep.equal([
          'Clinic', 'House Visit', 'Video', 'Telephonic', 'Chat Consultation',
        ]);
      });
    });
  });
});
