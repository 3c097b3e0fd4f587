import type { Conn } from '../../db/knex.ts';
import type { CustomerQueryParsed, CustomerSort } from '../../../contracts/customers.ts';

/** LIKE's own characters in typed text match themselves, not any character. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The customer-since instant: the first appointment or the desk registration, whichever came first. */
const SINCE = 'least(vc.first_appointment_at, vc.registered_at)';

const ORDER: Record<CustomerSort, string> = {
  // vc.user_id is u.id, but ordered by the vendor_customers primary key a first page reads ten index entries.
  id: 'vc.user_id',
  name: `lower(u.first_name || ' ' || u.last_name)`,
  email: 'u.email',
  phone: 'u.phone',
  since: SINCE,
};

/**
 * The scoped, filtered set: one vendor's customers (vendor_customers) with contains-filters on the very
 * expressions the trigram indexes of migration 20261123130200 hold, so PostgreSQL can use them.
 */
function customersOf(db: Conn, vendorId: number, q: CustomerQueryParsed) {
  const query = db('vendor_customers as vc').join('users as u', 'u.id', 'vc.user_id').where('vc.vendor_id', vendorId);
  if (q.name) query.whereRaw(`lower(u.first_name || ' ' || u.last_name) like ?`, [containsPattern(q.name)]);
  if (q.email) query.whereRaw('u.email like ?', [containsPattern(q.email)]);
  if (q.phone) query.whereRaw('u.phone like ?', [containsPattern(q.phone.replace(/\D/g, '') || q.phone)]);
  return query;
}

export interface CustomerListRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  since: Date | null;
  appointments: number;
  pets: number;
}

/** One page of a vendor's customers, with each one's appointments with the vendor and active pets counted. */
export async function customerPage(db: Conn, vendorId: number, q: CustomerQueryParsed, appointmentStatuses: readonly number[]): Promise<CustomerListRow[]> {
  const dir = q.desc ? 'desc' : 'asc';
  return customersOf(db, vendorId, q)
    .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.phone', db.raw(`${SINCE} as since`))
    .select(db.raw(
      `(select count(*)::int from bookings b where b.user_id = u.id and b.vendor_id = vc.vendor_id and b.status in (${appointmentStatuses.map(Number).join(',')})) as appointments`,
    ))
    .select(db.raw(`(select count(*)::int from pets p where p.user_id = u.id and p.status = 1) as pets`))
    .orderByRaw(q.sort === 'id' ? `vc.user_id ${dir}` : `${ORDER[q.sort]} ${dir} nulls last, vc.user_id ${dir}`)
    .limit(q.limit)
    .offset(q.offset);
}

export async function customerCount(db: Conn, vendorId: number, q: CustomerQueryParsed): Promise<number> {
  // Without a filter the users need not be read: the vendor's primary-key range alone is the count.
  const query = q.name || q.email || q.phone ? customersOf(db, vendorId, q) : db('vendor_customers').where({ vendor_id: vendorId });
  const row = await query.count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** The customer relation of one owner and one vendor, or undefined when the owner is not its customer. */
export function customerOfVendor(db: Conn, vendorId: number, userId: number): Promise<{ since: Date | null } | undefined> {
  return db('vendor_customers as vc').select(db.raw(`${SINCE} as since`)).where({ 'vc.vendor_id': vendorId, 'vc.user_id': userId }).first();
}
