import type { Conn } from '../../db/knex.ts';
import type { FulfilmentStatus } from '../../../contracts/order-words.ts';
import type { Locale } from '../../../contracts/locale.ts';

/** A paid order as the clinic's queue reads it, with its owner's and assignee's names. */
export interface QueueOrderRow {
  id: number;
  vendor_id: number;
  /** The owner who ordered it; null for a clinic's Peer-to-Peer Consult (then `requester_vendor_id` is set). */
  user_id: number | null;
  product_id: number;
  payment_id: number | null;
  status: FulfilmentStatus;
  details: Record<string, unknown>;
  assigned_login_id: number | null;
  paid_at: Date | null;
  clock_from: Date | null;
  paused_at: Date | null;
  paused_ms: string | number;
  due_at: Date | null;
  refund_at: Date | null;
  reminded_at: Date | null;
  report: Record<string, string> | null;
  delivered_at: Date | null;
  report_record_id: number | null;
  /** A Peer-to-Peer Consult's report PDF (kept on the order) and the record it was shared as. */
  report_file_id: number | null;
  shared_record_id: number | null;
  created_at: Date;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string | null;
  /** The owner's stored language (their mails are written in it), or null. */
  owner_locale: Locale | null;
  /** The clinic that ordered a Peer-to-Peer Consult, and its vet who did. */
  requester_vendor_id: number | null;
  requester_login_id: number | null;
  requester_clinic_name: string | null;
  requester_first_name: string | null;
  requester_last_name: string | null;
  requester_email: string | null;
  /** The ordering vet's and the assignee's stored languages (their mails are written in them), or null. */
  requester_locale: Locale | null;
  assignee_locale: Locale | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  assignee_email: string | null;
}

const COLUMNS = [
  'o.id', 'o.vendor_id', 'o.user_id', 'o.product_id', 'o.payment_id', 'o.status', 'o.details', 'o.assigned_login_id', 'o.paid_at',
  'o.clock_from', 'o.paused_at', 'o.paused_ms', 'o.due_at', 'o.refund_at', 'o.reminded_at', 'o.report', 'o.delivered_at', 'o.report_record_id', 'o.created_at',
  'o.report_file_id', 'o.shared_record_id', 'o.requester_vendor_id', 'o.requester_login_id',
  'u.first_name as owner_first_name', 'u.last_name as owner_last_name', 'u.email as owner_email', 'u.locale as owner_locale',
  'rv.name as requester_clinic_name', 'rl.first_name as requester_first_name', 'rl.last_name as requester_last_name', 'rl.email as requester_email', 'rl.locale as requester_locale',
  'l.first_name as assignee_first_name', 'l.last_name as assignee_last_name', 'l.email as assignee_email', 'l.locale as assignee_locale',
];

function queue(db: Conn) {
  return db('orders as o').leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('vendors as rv', 'rv.id', 'o.requester_vendor_id')
    .leftJoin('vendor_logins as rl', function joinRequester() { this.on('rl.id', '=', 'o.requester_login_id').andOn('rl.vendor_id', '=', 'o.requester_vendor_id'); })
    .leftJoin('vendor_logins as l', function joinAssignee() { this.on('l.id', '=', 'o.assigned_login_id').andOn('l.vendor_id', '=', 'o.vendor_id'); })
    .select(COLUMNS);
}

/** The vendor's paid orders of `statuses` (and `productIds`), oldest deadline first; `assigneeId` keeps a sub-user's own. */
export function queueOfVendor(db: Conn, vendorId: number, filter: {
  statuses: readonly string[]; productIds: readonly number[]; assigneeId?: number; limit?: number;
}): Promise<QueueOrderRow[]> {
  const q = queue(db).where('o.vendor_id', vendorId).whereIn('o.status', filter.statuses as string[]).whereIn('o.product_id', filter.productIds as number[]);
  if (filter.assigneeId !== undefined) q.where('o.assigned_login_id', filter.assigneeId);
  return q.orderByRaw('o.due_at asc nulls last').orderBy('o.id', 'desc').limit(filter.limit ?? 200);
}

/** One order of the vendor (any status); `forUpdate` locks the order row until the transaction ends. */
export function orderOfVendor(db: Conn, vendorId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<QueueOrderRow | undefined> {
  const q = queue(db).where({ 'o.vendor_id': vendorId, 'o.id': id }).first();
  return options.forUpdate ? q.forUpdate('o') : q;
}

/** One order of the owner, with the same columns. */
export function orderOfOwner(db: Conn, userId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<QueueOrderRow | undefined> {
  const q = queue(db).where({ 'o.user_id': userId, 'o.id': id }).first();
  return options.forUpdate ? q.forUpdate('o') : q;
}

/**
 * One Peer-to-Peer Consult a clinic ordered (any status); `loginId` keeps a sub-user's own; `forUpdate` locks it.
 */
export function orderOfRequester(db: Conn, requesterVendorId: number, id: number, options: { forUpdate?: boolean; loginId?: number } = {}): Promise<QueueOrderRow | undefined> {
  const q = queue(db).where({ 'o.requester_vendor_id': requesterVendorId, 'o.id': id }).first();
  if (options.loginId !== undefined) q.where('o.requester_login_id', options.loginId);
  return options.forUpdate ? q.forUpdate('o') : q;
}

/** The consults a clinic ordered, newest first; `loginId` keeps a sub-user's own. */
export function ordersOfRequester(db: Conn, requesterVendorId: number, options: { loginId?: number; limit?: number } = {}): Promise<QueueOrderRow[]> {
  const q = queue(db).where('o.requester_vendor_id', requesterVendorId).whereNot('o.status', 'failed');
  if (options.loginId !== undefined) q.where('o.requester_login_id', options.loginId);
  return q.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(options.limit ?? 100);
}

/** An order by id alone, locked (the deadline sweep, which acts for no viewer). */
export function orderForSweep(db: Conn, id: number): Promise<QueueOrderRow | undefined> {
  return queue(db).where('o.id', id).first().forUpdate('o');
}

export interface FulfilmentWrite {
  status?: FulfilmentStatus;
  assigned_login_id?: number;
  used_at?: Date;
  clock_from?: Date;
  paused_at?: Date | null;
  paused_ms?: number;
  due_at?: Date | null;
  refund_at?: Date | null;
  reminded_at?: Date | null;
  report?: Record<string, string>;
  delivered_at?: Date;
  report_record_id?: number | null;
  report_file_id?: number;
  shared_record_id?: number;
  /** Merged into `details` (the consult's report file, its key and type for a signed read). */
  details?: Record<string, unknown>;
}

/** Writes the fulfilment columns of a vendor's order (the caller holds its lock and checked the move). */
export async function updateFulfilment(db: Conn, vendorId: number, id: number, write: FulfilmentWrite): Promise<void> {
  const { report, details, ...rest } = write;
  await db('orders').where({ vendor_id: vendorId, id }).update({
    ...rest, ...(report ? { report: JSON.stringify(report) } : {}),
    ...(details ? { details: db.raw('details || ?::jsonb', [JSON.stringify(details)]) } : {}), updated_at: db.fn.now(),
  });
}

/** Ids of orders whose outer limit has passed while open (the sweep locks and re-checks each). */
export async function ordersPastRefundAt(db: Conn, now: Date, statuses: readonly string[], limit = 200): Promise<number[]> {
  const rows: Array<{ id: number }> = await db('orders').select('id').where('refund_at', '<=', now).whereIn('status', statuses as string[])
    .orderBy('refund_at').limit(limit);
  return rows.map((r) => Number(r.id));
}

/** Ids of assigned open orders whose deadline is within `beforeMs` and whose assignee was not reminded. */
export async function ordersToRemind(db: Conn, now: Date, beforeMs: number, statuses: readonly string[], limit = 200): Promise<number[]> {
  const rows: Array<{ id: number }> = await db('orders').select('id').whereNull('reminded_at').whereNotNull('assigned_login_id')
    .where('due_at', '<=', new Date(now.getTime() + beforeMs)).whereIn('status', statuses as string[]).orderBy('due_at').limit(limit);
  return rows.map((r) => Number(r.id));
}

export interface OrderEventRow {
  id: number;
  vendor_id: number;
  order_id: number;
  kind: 'question' | 'answer' | 'status';
  author_kind: 'clinic' | 'owner' | 'system';
  author_name: string;
  status: string | null;
  text: string;
  /** The files of an answer: the owner's uploads (key and type kept to serve them; views show id and name). */
  files: Array<{ id: number; name: string; key?: string; contentType?: string }>;
  created_at: Date;
}

export async function insertOrderEvent(db: Conn, row: Omit<OrderEventRow, 'id' | 'created_at' | 'files'> & { files?: OrderEventRow['files']; created_at?: Date }): Promise<void> {
  await db('order_events').insert({ ...row, files: JSON.stringify(row.files ?? []) });
}

/** An order's timeline, oldest first. */
export function eventsOfOrder(db: Conn, vendorId: number, orderId: number): Promise<OrderEventRow[]> {
  return db('order_events').select('id', 'vendor_id', 'order_id', 'kind', 'author_kind', 'author_name', 'status', 'text', 'files', 'created_at')
    .where({ vendor_id: vendorId, order_id: orderId }).orderBy('id');
}

/** The timelines of an owner's orders among `orderIds` (another owner's orders give nothing), oldest entry first. */
export function eventsOfOwnerOrders(db: Conn, userId: number, orderIds: readonly number[]): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db('order_events as e').join('orders as o', function joinOrder() { this.on('o.id', '=', 'e.order_id').andOn('o.vendor_id', '=', 'e.vendor_id'); })
    .select('e.id', 'e.vendor_id', 'e.order_id', 'e.kind', 'e.author_kind', 'e.author_name', 'e.status', 'e.text', 'e.files', 'e.created_at')
    .where('o.user_id', userId).whereIn('e.order_id', orderIds as number[]).orderBy('e.id');
}

/** A clinic's root admins as its order mails reach them: the address and the stored language (null: English). */
export async function adminsOfVendor(db: Conn, vendorId: number): Promise<Array<{ email: string; locale: Locale | null }>> {
  const rows: Array<{ email: string; locale: Locale | null }> = await db('vendor_logins').select('email', 'locale').where({ vendor_id: vendorId, subrole: 'root_admin' }).orderBy('id', 'desc');
  return rows.map((r) => ({ email: r.email, locale: r.locale ?? null }));
}

/** Each address once, the first language given for it kept. */
export function uniqueRecipients(list: ReadonlyArray<{ email: string; locale: Locale | null }>): Array<{ email: string; locale: Locale | null }> {
  const seen = new Map<string, Locale | null>();
  for (const r of list) if (!seen.has(r.email)) seen.set(r.email, r.locale);
  return [...seen].map(([email, locale]) => ({ email, locale }));
}
