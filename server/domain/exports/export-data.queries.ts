import type { Conn } from '../../db/knex.ts';

/**
 * The rows a data export holds, table by table, as stored: "everything we hold about them" reads best as the rows
 * themselves. Credentials never leave: password hashes, token hashes and signing secrets are dropped here, and share
 * links go without the public id that opens them.
 */
type Row = Record<string, unknown>;

const SECRET_COLUMNS = ['password_hash', 'token_hash', 'secret', 'public_id', 'idempotency_key', 'signer_ip'];

function clean(rows: Row[]): Row[] {
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !SECRET_COLUMNS.includes(k))));
}

export interface StoredFileRow {
  id: number;
  key: string;
  name: string | null;
  content_type: string;
}

/** Each JSON document of an owner's export, by its name in the ZIP. */
export async function ownerDocuments(db: Conn, userId: number): Promise<Record<string, Row[] | Row | null>> {
  const payments = await db('payments').select('*').where({ user_id: userId }).orderBy('id');
  const records = await db('health_records').select('*').where({ user_id: userId }).orderBy('id');
  const recordFiles = records.length
    ? await db('health_record_files').select('*').whereIn('health_record_id', records.map((r) => r.id))
    : [];
  const [account] = await db('users').select('*').where({ id: userId });
  return {
    account: clean([account])[0] ?? null,
    pets: clean(await db('pets').select('*').where({ user_id: userId }).orderBy('id')),
    'health-records': clean(records.map((r) => ({ ...r, files: recordFiles.filter((f) => Number(f.health_record_id) === Number(r.id)).map((f) => Number(f.file_id)) }))),
    vaccinations: clean(records.filter((r) => r.subcategory === 'immunizations')),
    appointments: clean(await db('bookings').select('*').where({ user_id: userId }).orderBy('slot')),
    payments: clean(payments),
    refunds: clean(payments.length ? await db('refunds').select('*').whereIn('payment_id', payments.map((p) => p.id)).orderBy('id') : []),
    orders: clean(await db('orders').select('*').where({ user_id: userId }).orderBy('id')),
    'house-call-visits': clean(await db('house_call_visits').select('*').where({ user_id: userId }).orderBy('starts_at')),
    'records-requests': clean(await db('records_requests').select('*').where({ user_id: userId }).orderBy('id')),
    'records-request-vets': clean(await db('records_request_vets').select('*').where({ user_id: userId }).orderBy('id')),
    shares: clean(await db('account_shares').select('*').where({ user_id: userId }).orWhere({ shared_with_user_id: userId }).orderBy('id')),
    'pet-share-links': clean(await db('pet_share_links').select('*').where({ user_id: userId }).orderBy('id')),
    clinics: clean(await db('vendor_customers as vc').join('vendors as v', 'v.id', 'vc.vendor_id')
      .select('vc.*', 'v.name as clinic_name').where('vc.user_id', userId).orderBy('vc.vendor_id')),
    reviews: clean(await db('reviews').select('*').where({ user_id: userId }).orderBy('created_at')),
    notices: clean(await db('owner_notices').select('*').where({ user_id: userId }).orderBy('id')),
  };
}

/** The files an owner uploaded that are stored (records, pictures, message attachments). */
export async function ownerFiles(db: Conn, userId: number): Promise<StoredFileRow[]> {
  return db('files').select('id', 'key', 'name', 'content_type').where({ owner_type: 'user', owner_id: userId, status: 'uploaded' }).orderBy('id');
}

/** The owner's pets still on their account (the record PDFs). */
export async function ownerPetIds(db: Conn, userId: number): Promise<number[]> {
  return (await db('pets').select('id').where({ user_id: userId }).whereNot({ status: 0 }).orderBy('id')).map((r) => Number(r.id));
}

/** Each JSON document of a clinic's export. Customers are those it served: their names and contacts as it knows them. */
export async function clinicDocuments(db: Conn, vendorId: number): Promise<Record<string, Row[] | Row | null>> {
  const payments = await db('payments').select('*').where({ vendor_id: vendorId }).orderBy('id');
  const [clinic] = await db('vendors').select('*').where({ id: vendorId });
  return {
    clinic: clean([clinic])[0] ?? null,
    website: clean(await db('websites').select('*').where({ vendor_id: vendorId }))[0] ?? null,
    team: clean(await db('vendor_logins').select('*').where({ vendor_id: vendorId }).orderBy('id')),
    listings: clean(await db('vendor_listings').select('*').where({ vendor_id: vendorId }).orderBy('id')),
    'schedule-overrides': clean(await db('availability_overrides').select('*').where({ vendor_id: vendorId }).orderBy('id')),
    appointments: clean(await db('bookings').select('*').where({ vendor_id: vendorId }).orderBy('slot')),
    customers: clean(await db('vendor_customers as vc').join('users as u', 'u.id', 'vc.user_id')
      .select('vc.user_id', 'u.first_name', 'u.last_name', 'u.email', 'u.phone', 'vc.first_appointment_at', 'vc.registered_at')
      .where('vc.vendor_id', vendorId).orderBy('vc.user_id')),
    payments: clean(payments),
    refunds: clean(payments.length ? await db('refunds').select('*').whereIn('payment_id', payments.map((p) => p.id)).orderBy('id') : []),
    orders: clean(await db('orders').select('*').where({ vendor_id: vendorId }).orderBy('id')),
    'house-call-visits': clean(await db('house_call_visits').select('*').where({ vendor_id: vendorId }).orderBy('starts_at')),
    reviews: clean(await db('reviews').select('*').where({ vendor_id: vendorId }).orderBy('created_at')),
    'activity-log': clean(await db('vendor_audit_events').select('*').where({ vendor_id: vendorId }).orderBy('id')),
  };
}

/** The files the clinic's logins uploaded that are stored (pictures, reports, message attachments). */
export async function clinicFiles(db: Conn, vendorId: number): Promise<StoredFileRow[]> {
  return db('files').select('id', 'key', 'name', 'content_type').where({ owner_type: 'vendor_login', status: 'uploaded' })
    .whereIn('owner_id', db('vendor_logins').select('id').where({ vendor_id: vendorId })).orderBy('id');
}
