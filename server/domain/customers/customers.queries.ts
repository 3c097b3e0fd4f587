import type { Knex } from 'knex';
import type { Conn } from '../../db/knex.ts';
import type { ClinicAccess, CustomerQueryParsed, CustomerSort } from '../../../contracts/customers.ts';

/** LIKE's own characters in typed text match themselves, not any character. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The customer-since instant: their first booking with the clinic or the desk registration, whichever came first. */
const SINCE = 'least(vc.first_booked_at, vc.registered_at)';

/**
 * Whose contact a row shows: the owner's own once they share with the clinic, else what the clinic's desk
 * typed when it registered them (desk-customers.ts). Each kind is searched on its own columns.
 */
const OWN_CONTACT = `(vc.access = 'granted' or vc.desk_first_name is null)`;
const DESK_CONTACT = `(vc.access <> 'granted' and vc.desk_first_name is not null)`;

/**
 * A name as the search reads it: lower case, accents off (f_unaccent, migration 20261127090000), first then
 * last. The owners' expression is the one the trigram index of migration 20261127100500 holds, so it serves
 * LIKE '%text%'; the typed text goes through the same functions in the database, so both sides fold alike.
 */
const OWN_NAME = `lower(f_unaccent(u.first_name || ' ' || u.last_name))`;
const DESK_NAME = `lower(f_unaccent(vc.desk_first_name || ' ' || vc.desk_last_name))`;
const TYPED = `lower(f_unaccent(?))`;

/** The columns every row selects, the contact chosen as above (for the unfiltered list, both kinds at once). */
function rowColumns(db: Conn, contact: 'own' | 'desk' | 'either', appointmentStatuses: readonly number[]) {
  const pick = (own: string, desk: string) => (contact === 'own' ? own : contact === 'desk' ? desk : `case when ${OWN_CONTACT} then ${own} else ${desk} end`);
  const statuses = appointmentStatuses.map(Number).join(',');
  return [
    'vc.user_id as id', 'u.email', 'vc.access',
    db.raw(`${pick('u.first_name', 'vc.desk_first_name')} as first_name`),
    db.raw(`${pick('u.last_name', 'vc.desk_last_name')} as last_name`),
    db.raw(`${pick('u.phone', 'vc.desk_phone')} as phone`),
    db.raw(`${SINCE} as since`),
    db.raw(`(select count(*)::int from bookings b where b.user_id = vc.user_id and b.vendor_id = vc.vendor_id and b.status in (${statuses})) as appointments`),
    // Pets are counted only for the owners who share them with the clinic.
    db.raw(`case when vc.access = 'granted' then (select count(*)::int from pets p where p.user_id = u.id and p.status = 1
      and (vc.shared_pet_ids is null or p.id = any(vc.shared_pet_ids))) end as pets`),
  ];
}

function ofVendor(db: Conn, vendorId: number): Knex.QueryBuilder {
  return db('vendor_customers as vc').join('users as u', 'u.id', 'vc.user_id').where('vc.vendor_id', vendorId);
}

const filtered = (q: CustomerQueryParsed) => Boolean(q.name || q.email || q.phone);

/**
 * The scoped, filtered set: one vendor's customers (vendor_customers) with contains-filters, as two branches:
 * owners shown with their own contact, filtered on the very expressions the users' trigram indexes hold (so
 * PostgreSQL uses them), and owners shown with the desk's contact, filtered on it (few rows, a partial index).
 */
function matching(db: Conn, vendorId: number, q: CustomerQueryParsed, select: (contact: 'own' | 'desk') => Array<string | Knex.Raw>): Knex.QueryBuilder {
  const own = ofVendor(db, vendorId).whereRaw(OWN_CONTACT).select(select('own'));
  const desk = ofVendor(db, vendorId).whereRaw(DESK_CONTACT).select(select('desk'));
  if (q.name) {
    own.whereRaw(`${OWN_NAME} like ${TYPED}`, [containsPattern(q.name)]);
    desk.whereRaw(`${DESK_NAME} like ${TYPED}`, [containsPattern(q.name)]);
  }
  if (q.email) {
    own.whereRaw('u.email like ?', [containsPattern(q.email)]);
    desk.whereRaw('u.email like ?', [containsPattern(q.email)]);
  }
  if (q.phone) {
    const digits = containsPattern(q.phone.replace(/\D/g, '') || q.phone);
    own.whereRaw('u.phone like ?', [digits]);
    desk.whereRaw('vc.desk_phone like ?', [digits]);
  }
  return own.unionAll(desk);
}

/** The rows a filtered Users table lists (its page and count read this; a test reads its plan). */
export function customerMatches(db: Conn, vendorId: number, q: CustomerQueryParsed, appointmentStatuses: readonly number[]): Knex.QueryBuilder {
  return matching(db, vendorId, q, (contact) => rowColumns(db, contact, appointmentStatuses));
}

export interface CustomerListRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  since: Date | null;
  appointments: number;
  pets: number | null;
  access: ClinicAccess;
}

/** Names sort by last name, then first, in a language-neutral locale order (ICU: Łukasz by L, Chloé by C), whatever the database's collation. */
const byName = (prefix: string) => `${prefix}last_name collate "und-x-icu" %s, ${prefix}first_name collate "und-x-icu" %s`;

const ORDER: Record<Exclude<CustomerSort, 'id'>, (prefix: string) => string> = {
  name: byName,
  email: (p) => `${p}email %s`,
  phone: (p) => `${p}phone %s nulls last`,
  since: (p) => `${p}since %s nulls last`,
};

/** The ORDER BY of a page, on columns read through `prefix` (a table alias or nothing), ties by id. */
function orderOf(q: CustomerQueryParsed, prefix: string, idColumn: string): string {
  const dir = q.desc ? 'desc' : 'asc';
  if (q.sort === 'id') return `${idColumn} ${dir}`;
  return `${ORDER[q.sort](prefix).replaceAll('%s', dir)}, ${idColumn} ${dir}`;
}

/** One page of a vendor's customers, with each one's appointments with the vendor and (when shared) active pets counted. */
export async function customerPage(db: Conn, vendorId: number, q: CustomerQueryParsed, appointmentStatuses: readonly number[]): Promise<CustomerListRow[]> {
  // Unfiltered, one scan whose subquery PostgreSQL flattens: a first page by id reads ten entries of the primary key.
  const rows = filtered(q)
    ? customerMatches(db, vendorId, q, appointmentStatuses)
    : ofVendor(db, vendorId).select(rowColumns(db, 'either', appointmentStatuses));
  return db.select('*').from(rows.as('c')).orderByRaw(orderOf(q, 'c.', 'c.id')).limit(q.limit).offset(q.offset);
}

export async function customerCount(db: Conn, vendorId: number, q: CustomerQueryParsed): Promise<number> {
  // Without a filter the users need not be read: the vendor's primary-key range alone is the count.
  const query: Knex.QueryBuilder = filtered(q)
    ? db.from(matching(db, vendorId, q, () => ['vc.user_id']).as('c'))
    : db('vendor_customers').where({ vendor_id: vendorId });
  const row = await query.count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** The customer relation of one owner and one vendor, or undefined when the owner is not its customer. */
export function customerOfVendor(db: Conn, vendorId: number, userId: number): Promise<{ since: Date | null } | undefined> {
  return db('vendor_customers as vc').select(db.raw(`${SINCE} as since`)).where({ 'vc.vendor_id': vendorId, 'vc.user_id': userId }).first();
}
