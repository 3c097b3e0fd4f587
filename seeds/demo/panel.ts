import type { Tx } from '../../server/db/knex.ts';
import { VENDOR_TYPE_VET } from '../../contracts/reference.ts';

/**
 * The marketplace's own panel practice, vendor 1 (the spec's default vendor): it fulfils what is ordered on the
 * main site (second opinions). Its root admin assigns; its specialist (a sub-user) reviews and writes reports.
 * Created first, so it is vendor 1 in the empty database demo data goes into.
 */
export async function insertPanelPractice(tx: Tx, passwordHash: string, stamps: { created_at: Date; updated_at: Date }): Promise<{ vendorId: number; specialistId: number }> {
  const [vendor] = await tx('vendors').insert({
    name: 'Petcare Panel Practice', type: VENDOR_TYPE_VET, categories: JSON.stringify([1000]),
    details: JSON.stringify({ mobile: '2125550150', email: 'panel@example.com', summary: 'The marketplace\'s panel of specialists: second opinions and peer consults' }),
    email_verified_at: stamps.created_at, ...stamps,
  }).returning('id');
  const vendorId = Number(vendor.id);
  await tx('vendor_logins').insert({
    vendor_id: vendorId, first_name: 'Priya', last_name: 'Shah', email: 'panel@example.com',
    phone: '2125550150', password_hash: passwordHash, subrole: 'root_admin', ...stamps,
  });
  const [specialist] = await tx('vendor_logins').insert({
    vendor_id: vendorId, first_name: 'Marcus', last_name: 'Reed', email: 'specialist@example.com',
    phone: '2125550151', password_hash: passwordHash, subrole: 'user', ...stamps,
  }).returning('id');
  return { vendorId, specialistId: Number(specialist.id) };
}

/** A paid second opinion of the demo owner's dog, waiting in the panel's queue (paid 6 hours before `now`). */
export async function insertDemoSecondOpinion(tx: Tx, o: { vendorId: number; userId: number; pet: { id: number; name: string }; now: Date }): Promise<void> {
  const paidAt = new Date(o.now.getTime() - 6 * 3_600_000);
  const [payment] = await tx('payments').insert({
    user_id: o.userId, amount_cents: 9_500, list_price_cents: 9_500, discount_cents: 0, payment_type: 100, product_id: 7000,
    gateway: 'test', status: 'captured', gateway_ref: `demo-opinion-${o.userId}`, details: JSON.stringify({ listPriceCents: 9_500 }), created_at: paidAt,
  }).returning('id');
  await tx('orders').insert({
    user_id: o.userId, vendor_id: o.vendorId, product_id: 7000, payment_id: Number(payment.id), status: 'paid',
    details: JSON.stringify({
      price: 95, petId: o.pet.id, petName: o.pet.name, petType: 1, petBreed: 'Labrador Retriever', authorization: true, files: [],
      firstOpinion: 'Our vet found a partial tear of the cranial cruciate ligament and recommends TPLO surgery.',
      query: 'Is surgery needed now, or could strict rest and physiotherapy work first for a 4-year-old Labrador?',
    }),
    paid_at: paidAt, clock_from: paidAt, due_at: new Date(paidAt.getTime() + 48 * 3_600_000), refund_at: new Date(paidAt.getTime() + 5 * 86_400_000),
    created_at: paidAt, updated_at: paidAt,
  });
}
