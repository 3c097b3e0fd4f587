import type { Tx } from '../../server/db/knex.ts';
import { VENDOR_TYPE_VET } from '../../contracts/reference.ts';
import { CATEGORY_LABEL, subcategoryOf, type RecordCategory } from '../../contracts/health-records.ts';

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

/**
 * A paid second opinion of the demo owner's dog, waiting in the panel's queue (paid 6 hours before `now`); the
 * owner's authorisation on it shares the dog (alone) with the panel, as paying it does.
 */
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
  await tx('vendor_customers').insert({
    vendor_id: o.vendorId, user_id: o.userId, access: 'granted', access_changed_at: paidAt, shared_pet_ids: tx.raw('array[?::bigint]', [o.pet.id]),
  });
}

/**
 * A Peer-to-Peer Consult in progress: Happy Paws' vet asked the panel about the demo owner's dog (a patient of the
 * clinic), attaching two of his records, paid with the clinic's card 20 hours before `now`; the panel's admin
 * assigned it to the panel vet, who started the review, so it is in that vet's queue at `/app/orders` and on the
 * clinic's `/app/peer-consults`.
 */
export async function insertDemoPeerConsult(tx: Tx, o: {
  panel: { vendorId: number; adminName: string; specialistId: number; specialistName: string };
  clinic: { vendorId: number; loginId: number };
  pet: { id: number; name: string };
  now: Date;
}): Promise<void> {
  const HOUR = 3_600_000;
  const paidAt = new Date(o.now.getTime() - 20 * HOUR);
  const assignedAt = new Date(o.now.getTime() - 19 * HOUR);
  const startedAt = new Date(o.now.getTime() - 2 * HOUR);
  // Two of the dog's records as the consult keeps them (peer-consult-service.ts: label and lines, no files here).
  const kept: Array<{ id: number; category: RecordCategory; subcategory: string; details: Record<string, unknown> }> = await tx('health_records')
    .select('id', 'category', 'subcategory', 'details').where({ pet_id: o.pet.id }).whereIn('subcategory', ['conditions', 'laboratory']).orderBy('id');
  const records = kept.map((r) => ({
    id: Number(r.id), label: `${CATEGORY_LABEL[r.category]} · ${subcategoryOf(r.category, r.subcategory)?.label ?? r.subcategory}: ${String(r.details.name ?? '')} (${String(r.details.date ?? '')})`,
    lines: Object.entries(r.details).filter(([k]) => k !== 'name' && k !== 'date').map(([k, v]) => `${k}: ${String(v)}`), files: [],
  }));
  const [order] = await tx('orders').insert({
    user_id: null, vendor_id: o.panel.vendorId, requester_vendor_id: o.clinic.vendorId, requester_login_id: o.clinic.loginId,
    product_id: 9000, status: 'in_review', assigned_login_id: o.panel.specialistId,
    details: JSON.stringify({
      price: 95, petId: o.pet.id, petName: o.pet.name, records, files: [],
      question: 'Intermittent right hind lameness for three weeks after a long walk; a positive drawer sign is doubtful. '
        + 'Would you operate now, or try eight weeks of strict rest first?',
    }),
    paid_at: paidAt, clock_from: paidAt, used_at: startedAt, due_at: new Date(paidAt.getTime() + 48 * HOUR),
    refund_at: new Date(paidAt.getTime() + 5 * 24 * HOUR), created_at: paidAt, updated_at: startedAt,
  }).returning('id');
  const orderId = Number(order.id);
  const [payment] = await tx('payments').insert({
    user_id: null, payer_vendor_id: o.clinic.vendorId, amount_cents: 9_500, list_price_cents: 9_500, discount_cents: 0, payment_type: 100,
    product_id: 9000, gateway: 'test', status: 'captured', gateway_ref: `demo-peer-consult-${orderId}`,
    details: JSON.stringify({ listPriceCents: 9_500, orderId }), created_at: paidAt,
  }).returning('id');
  await tx('orders').where({ id: orderId }).update({ payment_id: Number(payment.id) });
  await tx('order_events').insert([
    { vendor_id: o.panel.vendorId, order_id: orderId, kind: 'status', author_kind: 'clinic', author_name: o.panel.adminName, status: 'assigned',
      text: `Assigned to ${o.panel.specialistName}`, files: '[]', created_at: assignedAt },
    { vendor_id: o.panel.vendorId, order_id: orderId, kind: 'status', author_kind: 'clinic', author_name: o.panel.specialistName, status: 'in_review',
      text: '', files: '[]', created_at: startedAt },
  ]);
}
