import type { Conn } from '../../db/knex.ts';
import type { RecordsVetStatus } from '../../../contracts/records-requests.ts';

export interface RecordsRequestRow {
  id: number;
  user_id: number;
  pet_id: number;
  signer_name: string;
  release_text: string;
  release_version: string;
  signed_at: Date;
  signer_ip: string | null;
  payment_id: number | null;
  paid_vets: number;
  created_at: Date;
  pet_name: string;
}

export interface RecordsVetRow {
  id: number;
  user_id: number;
  request_id: number;
  position: number;
  clinic_name: string;
  email: string;
  phone: string;
  charged: boolean;
  status: RecordsVetStatus;
  token_nonce: string;
  token_hash: string;
  sent_at: Date | null;
  expires_at: Date | null;
  reminders_sent: number;
  received_at: Date | null;
  expired_at: Date | null;
  health_record_id: number | null;
  refund_id: number | null;
}

const REQUEST_COLUMNS = [
  'r.id', 'r.user_id', 'r.pet_id', 'r.signer_name', 'r.release_text', 'r.release_version', 'r.signed_at', 'r.signer_ip',
  'r.payment_id', 'r.paid_vets', 'r.created_at', 'p.name as pet_name',
];
const VET_COLUMNS = [
  'id', 'user_id', 'request_id', 'position', 'clinic_name', 'email', 'phone', 'charged', 'status', 'token_nonce', 'token_hash',
  'sent_at', 'expires_at', 'reminders_sent', 'received_at', 'expired_at', 'health_record_id', 'refund_id',
];

const requests = (db: Conn) => db('records_requests as r').join('pets as p', 'p.id', 'r.pet_id').select(REQUEST_COLUMNS);

/** The owner's requests, newest first. */
export function requestsOfUser(db: Conn, userId: number, limit = 200): Promise<RecordsRequestRow[]> {
  return requests(db).where('r.user_id', userId).orderBy('r.id', 'desc').limit(limit);
}

/** One request of the owner's. */
export function requestById(db: Conn, userId: number, id: number): Promise<RecordsRequestRow | undefined> {
  return requests(db).where({ 'r.user_id': userId, 'r.id': id }).first();
}

/** The request a payment paid for. */
export function requestByPaymentId(db: Conn, paymentId: number): Promise<RecordsRequestRow | undefined> {
  return requests(db).where('r.payment_id', paymentId).first();
}

/** The vet lines of some of an owner's requests, in the order they were named. */
export function vetsOfRequests(db: Conn, userId: number, requestIds: readonly number[]): Promise<RecordsVetRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db('records_request_vets').select(VET_COLUMNS).where('user_id', userId).whereIn('request_id', requestIds as number[])
    .orderBy(['request_id', 'position']);
}

/** Free vet lines the owner has taken (every unpaid line not canceled): the lifetime allowance's count. */
export async function freeVetsUsed(db: Conn, userId: number): Promise<number> {
  const row = await db('records_request_vets').where({ user_id: userId, charged: false }).whereNot('status', 'canceled').count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Locks the owner's row: requests of one owner are counted against the free allowance one after the other. */
export async function lockOwner(tx: Conn, userId: number): Promise<void> {
  await tx('users').select('id').where('id', userId).forUpdate();
}

export async function insertRequest(tx: Conn, row: Omit<RecordsRequestRow, 'id' | 'created_at' | 'pet_name'>): Promise<number> {
  const [inserted] = await tx('records_requests').insert(row).returning('id');
  return Number(inserted.id);
}

export async function insertVets(tx: Conn, rows: ReadonlyArray<Pick<RecordsVetRow,
  'user_id' | 'request_id' | 'position' | 'clinic_name' | 'email' | 'phone' | 'charged' | 'status' | 'token_nonce' | 'token_hash' | 'sent_at' | 'expires_at'>>): Promise<void> {
  await tx('records_request_vets').insert(rows);
}

/** A request's lines waiting for its payment become sent (the payment was captured), from `at`. */
export async function sendAwaitingVets(tx: Conn, requestId: number, at: Date, expiresAt: Date): Promise<number> {
  return tx('records_request_vets').where({ request_id: requestId, status: 'awaiting_payment' })
    .update({ status: 'sent', sent_at: at, expires_at: expiresAt });
}

/** A request's lines waiting for its payment are canceled (the payment failed); its free lines go back. */
export async function cancelAwaitingVets(tx: Conn, requestId: number): Promise<void> {
  await tx('records_request_vets').where({ request_id: requestId, status: 'awaiting_payment' }).update({ status: 'canceled' });
}

/** The line a link's token hash names, locked when `forUpdate`. */
export function vetByTokenHash(db: Conn, tokenHash: string, options: { forUpdate?: boolean } = {}): Promise<RecordsVetRow | undefined> {
  const query = db('records_request_vets').select(VET_COLUMNS).where('token_hash', tokenHash).first();
  return options.forUpdate ? query.forUpdate() : query;
}

/** One line, locked (the sweep's work on it). */
export function vetByIdForUpdate(tx: Conn, userId: number, id: number): Promise<RecordsVetRow | undefined> {
  return tx('records_request_vets').select(VET_COLUMNS).where({ user_id: userId, id }).forUpdate().first();
}

export async function markVetReceived(tx: Conn, userId: number, id: number, at: Date, healthRecordId: number): Promise<void> {
  await tx('records_request_vets').where({ user_id: userId, id }).update({ status: 'received', received_at: at, health_record_id: healthRecordId });
}

export async function markVetReminded(tx: Conn, userId: number, id: number, count: number): Promise<void> {
  await tx('records_request_vets').where({ user_id: userId, id }).update({ reminders_sent: count });
}

export async function markVetExpired(tx: Conn, userId: number, id: number, at: Date, refundId: number | null): Promise<void> {
  await tx('records_request_vets').where({ user_id: userId, id }).update({ status: 'expired', expired_at: at, refund_id: refundId });
}

/** Lines still waiting for an answer that were sent before `sentBefore` (the sweep's candidates). */
export function waitingVetsSentBefore(db: Conn, sentBefore: Date, limit: number): Promise<Array<Pick<RecordsVetRow, 'id' | 'user_id' | 'sent_at' | 'reminders_sent'>>> {
  return db('records_request_vets').select('id', 'user_id', 'sent_at', 'reminders_sent')
    .where('status', 'sent').where('sent_at', '<=', sentBefore).orderBy('sent_at').limit(limit);
}
