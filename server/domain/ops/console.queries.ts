import type { Conn } from '../../db/knex.ts';

/*
 * The console's read model: read-only SQL across clinics over other areas' tables (vendors, listings, bookings,
 * payments, refunds, orders, reviews, inquiries, users, the job queue, the outbox, reminder sends), for pages that
 * show the whole marketplace at once. Nothing here writes: every change the console makes goes through the area
 * that owns the table (vendors, payments, reviews, shelters).
 */

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ClinicListRow {
  id: number;
  name: string;
  email: string | null;
  created_at: Date;
  email_verified_at: Date | null;
  approved_at: Date | null;
  suspended_at: Date | null;
  listings: number | string;
  bookings: number | string;
  captured_cents: number | string;
  refunded_cents: number | string;
}

/** Clinics, those waiting for approval first and then the newest, with their counts and money. */
export function clinicsPage(db: Conn, search: string | null, limit: number, offset: number): Promise<ClinicListRow[]> {
  const q = db('vendors as v').select(
    'v.id', 'v.name', 'v.created_at', 'v.email_verified_at', 'v.approved_at', 'v.suspended_at',
    db.raw(`(select l.email from vendor_logins l where l.vendor_id = v.id and l.subrole = 'root_admin' order by l.id limit 1) as email`),
    db.raw('(select count(*) from vendor_listings vl where vl.vendor_id = v.id) as listings'),
    db.raw('(select count(*) from bookings b where b.vendor_id = v.id and b.status <> 3) as bookings'),
    db.raw(`(select coalesce(sum(p.amount_cents), 0) from payments p where p.vendor_id = v.id and p.status in ('captured', 'refunded')) as captured_cents`),
    db.raw(`(select coalesce(sum(r.amount_cents), 0) from refunds r join payments p on p.id = r.payment_id
      where p.vendor_id = v.id and r.status = 'succeeded') as refunded_cents`),
  );
  if (search) {
    q.where((w) => w.whereRaw(`v.name ilike ? escape '\\'`, [like(search)])
      .orWhereExists(db('vendor_logins as l').select(db.raw('1')).whereRaw('l.vendor_id = v.id').whereRaw(`l.email ilike ? escape '\\'`, [like(search)])));
  }
  return q.orderByRaw('(v.approved_at is null and v.email_verified_at is not null) desc').orderBy('v.created_at', 'desc').orderBy('v.id', 'desc')
    .limit(limit).offset(offset);
}

/** The clinic's root admin (the first, should there be several): whom the marketplace writes to about the clinic. */
export function clinicRootAdminOf(db: Conn, vendorId: number): Promise<{ email: string; first_name: string } | undefined> {
  return db('vendor_logins').select('email', 'first_name').where({ vendor_id: vendorId, subrole: 'root_admin' }).orderBy('id').first();
}

export function clinicNameOf(db: Conn, vendorId: number): Promise<{ id: number; name: string } | undefined> {
  return db('vendors').select('id', 'name').where({ id: vendorId }).first();
}

export interface PaymentListRow {
  id: number;
  created_at: Date;
  vendor_name: string | null;
  first_name: string | null;
  last_name: string | null;
  product_id: number;
  amount_cents: number;
  status: string;
  gateway: string;
  gateway_ref: string | null;
  refunded_cents: number | string;
}

/** Payments across clinics, newest first; a search matches the clinic, the payer's name or email, or the payment's id. */
export function paymentsPage(db: Conn, search: string | null, limit: number, offset: number): Promise<PaymentListRow[]> {
  const q = db('payments as p').leftJoin('vendors as v', 'v.id', 'p.vendor_id').leftJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id', 'p.created_at', 'v.name as vendor_name', 'u.first_name', 'u.last_name', 'p.product_id', 'p.amount_cents', 'p.status', 'p.gateway',
      'p.gateway_ref', db.raw(`(select coalesce(sum(r.amount_cents), 0) from refunds r where r.payment_id = p.id and r.status = 'succeeded') as refunded_cents`))
    .whereNot('p.status', 'pending');
  if (search) {
    q.where((w) => {
      w.whereRaw(`v.name ilike ? escape '\\'`, [like(search)]).orWhereRaw(`u.email ilike ? escape '\\'`, [like(search)])
        .orWhereRaw(`(u.first_name || ' ' || u.last_name) ilike ? escape '\\'`, [like(search)]);
      if (/^[0-9]{1,15}$/.test(search)) w.orWhere('p.id', Number(search));
    });
  }
  return q.orderBy('p.id', 'desc').limit(limit).offset(offset);
}

export interface RefundListRow {
  id: number;
  payment_id: number;
  created_at: Date;
  vendor_name: string | null;
  amount_cents: number;
  status: string;
  reason: string;
  last_error: string | null;
}

export function refundsPage(db: Conn, limit: number): Promise<RefundListRow[]> {
  return db('refunds as r').join('payments as p', 'p.id', 'r.payment_id').leftJoin('vendors as v', 'v.id', 'p.vendor_id')
    .select('r.id', 'r.payment_id', 'r.created_at', 'v.name as vendor_name', 'r.amount_cents', 'r.status', 'r.reason', 'r.last_error')
    .orderBy('r.id', 'desc').limit(limit);
}

/** The latest booking a payment paid for (a reschedule carries the payment to a new booking), or null. */
export async function bookingOfPayment(db: Conn, paymentId: number): Promise<number | null> {
  const row = await db('bookings').select('id').where({ payment_id: paymentId }).orderBy('id', 'desc').first();
  return row ? Number(row.id) : null;
}

export interface InquiryListRow {
  id: number;
  name: string;
  company: string;
  email: string;
  number: string | null;
  comments: string | null;
  created_at: Date;
  shelter_id: number | null;
}

export function shelterInquiriesPage(db: Conn, limit: number): Promise<InquiryListRow[]> {
  return db('shelter_inquiries as i').leftJoin('shelters as s', 's.inquiry_id', 'i.id')
    .select('i.id', 'i.name', 'i.company', 'i.email', 'i.number', 'i.comments', 'i.created_at', 's.id as shelter_id')
    .orderByRaw('(s.id is null) desc').orderBy('i.id', 'desc').limit(limit);
}

export function newsletterPage(db: Conn, limit: number): Promise<Array<{ id: number; email: string; created_at: Date }>> {
  return db('newsletter_subscriptions').select('id', 'email', 'created_at').orderBy('id', 'desc').limit(limit);
}

export interface OverdueOrderRow {
  id: number;
  product_id: number;
  status: string;
  due_at: Date;
  vendor_name: string | null;
  assignee: string | null;
}

/** Service orders still open past their deadline, across clinics (a paused clock is not running late). */
export function overdueOrders(db: Conn, statuses: readonly string[], now: Date, limit: number): Promise<OverdueOrderRow[]> {
  return db('orders as o').leftJoin('vendors as v', 'v.id', 'o.vendor_id').leftJoin('vendor_logins as l', 'l.id', 'o.assigned_login_id')
    .select('o.id', 'o.product_id', 'o.status', 'o.due_at', 'v.name as vendor_name', db.raw(`nullif(trim(coalesce(l.first_name, '') || ' ' || coalesce(l.last_name, '')), '') as assignee`))
    .whereIn('o.status', statuses as string[]).where('o.due_at', '<', now).whereNull('o.paused_at')
    .orderBy('o.due_at').limit(limit);
}

export interface ReportedReviewRow {
  id: number;
  vendor_name: string;
  listing_id: number;
  rating: number;
  text: string | null;
  report_reason: string | null;
  reported_at: Date;
}

export function reportedReviews(db: Conn, limit: number): Promise<ReportedReviewRow[]> {
  return db('reviews as r').join('vendors as v', 'v.id', 'r.vendor_id')
    .select('r.id', 'v.name as vendor_name', 'r.listing_id', 'r.rating', 'r.text', 'r.report_reason', 'r.reported_at')
    .whereNotNull('r.reported_at').whereNull('r.hidden_at').orderBy('r.reported_at').limit(limit);
}

export function pendingErasures(db: Conn, limit: number): Promise<Array<{ id: number; deleted_at: Date }>> {
  return db('users').select('id', 'deleted_at').whereNotNull('deleted_at').whereNull('erased_at').orderBy('deleted_at').limit(limit);
}

/** Clinics closed and waiting for their erasure (erasure/clinic-closure.ts erases them CLOSURE_DAYS after). */
export function pendingClinicErasures(db: Conn, limit: number): Promise<Array<{ id: number; name: string; closed_at: Date }>> {
  return db('vendors').select('id', 'name', 'closed_at').whereNotNull('closed_at').whereNull('erased_at').orderBy('closed_at').limit(limit);
}

export interface QueueStatRow {
  name: string;
  waiting: number | string;
  active: number | string;
  failed: number | string;
  retried: number | string;
}

/** pg-boss's jobs per queue: waiting (created or due for a retry), running, failed, and tried more than once. */
export async function jobQueueStats(db: Conn): Promise<QueueStatRow[] | null> {
  const installed = await db.raw(`select to_regclass('pgboss.job') as t`) as { rows: Array<{ t: string | null }> };
  if (!installed.rows[0]?.t) return null;
  const result = await db.raw(`select name,
      count(*) filter (where state in ('created', 'retry')) as waiting,
      count(*) filter (where state = 'active') as active,
      count(*) filter (where state = 'failed') as failed,
      count(*) filter (where retry_count > 0) as retried
    from pgboss.job group by name order by name`) as { rows: QueueStatRow[] };
  return result.rows;
}

export async function outboxCounts(db: Conn, since: Date): Promise<{ total: number; recent: number }> {
  const row = await db('outbox_messages').select(db.raw('count(*) as total'), db.raw('count(*) filter (where created_at >= ?) as recent', [since])).first() as
    { total: string; recent: string };
  return { total: Number(row.total), recent: Number(row.recent) };
}

export function latestOutbox(db: Conn, limit: number): Promise<Array<{ id: number; channel: string; to: string; subject: string | null; created_at: Date }>> {
  return db('outbox_messages').select('id', 'channel', 'to', 'subject', 'created_at').orderBy('id', 'desc').limit(limit);
}

export function latestReminderSends(db: Conn, limit: number): Promise<Array<{
  id: number; kind: string; occasion: string; channel: string; outcome: string; sent_at: Date | null; updated_at: Date; error: string | null;
}>> {
  return db('reminder_sends').select('id', 'kind', 'occasion', 'channel', 'outcome', 'sent_at', 'updated_at', 'error')
    .orderByRaw('coalesce(sent_at, updated_at) desc').limit(limit);
}
