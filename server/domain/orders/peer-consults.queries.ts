import type { Conn } from '../../db/knex.ts';
import { BOOKING_STATUS } from '../../../contracts/appointments.ts';

/** Bookings that mean the clinic has seen the pet (booked, held, moved to another time or missed, never a canceled one). */
const SERVED = [BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.RESCHEDULED, BOOKING_STATUS.NO_SHOW];

export interface PatientRow {
  pet_id: number;
  pet_name: string;
  user_id: number;
  owner_first_name: string;
  owner_last_name: string;
}

/**
 * The clinic's patients: active pets named by its bookings (`bookings.pet_id`), with their current owner (still
 * an account). `managerId` keeps a sub-user's: the pets of bookings on listings that name them; `petId` one pet.
 */
export function patientsOfClinic(db: Conn, vendorId: number, options: { managerId?: number; petId?: number; limit?: number } = {}): Promise<PatientRow[]> {
  const q = db('bookings as b')
    .join('pets as p', 'p.id', 'b.pet_id')
    .join('users as u', 'u.id', 'p.user_id')
    .distinct('p.id as pet_id', 'p.name as pet_name', 'p.user_id', 'u.first_name as owner_first_name', 'u.last_name as owner_last_name')
    .where('b.vendor_id', vendorId).whereIn('b.status', SERVED).where('p.status', 1).whereNull('u.deleted_at');
  if (options.managerId !== undefined) {
    q.join('vendor_listings as l', function joinListing() { this.on('l.id', '=', 'b.vendor_listing_id').andOn('l.vendor_id', '=', 'b.vendor_id'); })
      .whereRaw('l.managers @> ?::jsonb', [JSON.stringify([options.managerId])]);
  }
  if (options.petId !== undefined) q.where('p.id', options.petId);
  return q.orderBy('p.name').orderBy('p.id').limit(options.limit ?? 500);
}

/** Stores a clinic's consult awaiting payment: status 'new', no payment, no owner; `vendor_id` the panel that answers it. */
export async function insertPeerConsult(db: Conn, row: {
  vendor_id: number; requester_vendor_id: number; requester_login_id: number; product_id: number; details: Record<string, unknown>;
}): Promise<number> {
  const [inserted] = await db('orders').insert({
    ...row, user_id: null, status: 'new', payment_id: null, details: JSON.stringify(row.details),
  }).returning('id');
  return Number(inserted.id);
}

export interface ConsultPaymentRow {
  id: number;
  status: string;
  product_id: number;
  requester_vendor_id: number;
  requester_login_id: number;
  details: Record<string, unknown>;
  /** The practice answering it (the panel). */
  vendor_id: number | null;
}

/** The clinic's consult for a payment attempt; `forUpdate` locks it, so two attempts run one after the other. */
export function consultForPayment(db: Conn, requesterVendorId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<ConsultPaymentRow | undefined> {
  const q = db('orders').select('id', 'status', 'product_id', 'requester_vendor_id', 'requester_login_id', 'details', 'vendor_id')
    .where({ id, requester_vendor_id: requesterVendorId }).first();
  return options.forUpdate ? q.forUpdate() : q;
}

/** Records that the report was shared into the pet's record (once: a second share finds it set). */
export async function markConsultShared(db: Conn, vendorId: number, id: number, recordId: number): Promise<boolean> {
  return (await db('orders').where({ vendor_id: vendorId, id }).whereNull('shared_record_id').update({ shared_record_id: recordId, updated_at: db.fn.now() })) > 0;
}

/**
 * Cancels a paid consult no specialist has started ('paid' or 'assigned'), its deadlines cleared; false when it had
 * moved on meanwhile (the caller holds its lock, so only a bug gets here).
 */
export async function markConsultCanceled(db: Conn, vendorId: number, id: number, at: Date, refund: 'full' | 'none'): Promise<boolean> {
  return (await db('orders').where({ vendor_id: vendorId, id }).whereIn('status', ['paid', 'assigned']).update({
    status: 'canceled', canceled_at: at, due_at: null, refund_at: null, updated_at: db.fn.now(),
    details: db.raw(`details || ?::jsonb`, [JSON.stringify({ canceled: { at: at.toISOString(), refund } })]),
  })) > 0;
}
