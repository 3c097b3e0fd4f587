import type { Conn } from '../../db/knex.ts';
import { prepared } from '../../db/prepared.ts';

export type PushAccountType = 'user' | 'vendor_login';

export interface PushSubscriptionRow {
  id: number;
  account_type: PushAccountType;
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const COLUMNS = ['id', 'account_type', 'account_id', 'endpoint', 'p256dh', 'auth'];

/**
 * Stores a device's subscription for an account; the same endpoint again (a browser renewing its keys, or a
 * device changing hands at sign-in) is re-pointed to this account.
 */
export async function upsertSubscription(
  db: Conn, row: { account_type: PushAccountType; account_id: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db('push_subscriptions').insert(row).onConflict('endpoint').merge(['account_type', 'account_id', 'p256dh', 'auth']);
}

/** Forgets one of an account's devices; false when it was not theirs. */
export async function deleteSubscriptionOf(db: Conn, accountType: PushAccountType, accountId: number, endpoint: string): Promise<boolean> {
  return (await db('push_subscriptions').where({ account_type: accountType, account_id: accountId, endpoint }).delete()) > 0;
}

export async function deleteSubscriptionById(db: Conn, id: number): Promise<void> {
  await db('push_subscriptions').where({ id }).delete();
}

/** The devices of these accounts. */
export function subscriptionsOf(db: Conn, accountType: PushAccountType, accountIds: readonly number[]): Promise<PushSubscriptionRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db('push_subscriptions').select(COLUMNS).where({ account_type: accountType }).whereIn('account_id', accountIds as number[]).orderBy('id');
}

export async function countSubscriptionsOf(db: Conn, accountType: PushAccountType, accountId: number): Promise<number> {
  const [row] = await db('push_subscriptions').where({ account_type: accountType, account_id: accountId }).count<{ count: string | number }[]>('id as count');
  return Number(row.count);
}

/** The kinds each of these accounts chose (an account without a row chose none). */
export async function preferencesOf(db: Conn, accountType: PushAccountType, accountIds: readonly number[]): Promise<Map<number, string[]>> {
  if (accountIds.length === 0) return new Map();
  const rows: { account_id: number; kinds: string[] }[] = await prepared(db('push_preferences').select('account_id', 'kinds')
    .where({ account_type: accountType }).whereIn('account_id', accountIds as number[]));
  return new Map(rows.map((r) => [Number(r.account_id), r.kinds]));
}

export async function savePreferences(db: Conn, accountType: PushAccountType, accountId: number, kinds: readonly string[]): Promise<void> {
  await db('push_preferences').insert({ account_type: accountType, account_id: accountId, kinds: [...kinds], updated_at: db.fn.now() })
    .onConflict(['account_type', 'account_id']).merge(['kinds', 'updated_at']);
}

/** A stored key by name, or undefined. */
export async function appKey<T>(db: Conn, name: string): Promise<T | undefined> {
  const row = await db('app_keys').select('value').where({ name }).first();
  return row?.value as T | undefined;
}

/** Stores a key unless one of that name exists (two processes racing keep the first), then reads what is stored. */
export async function appKeyOnce<T>(db: Conn, name: string, value: T): Promise<T> {
  await db('app_keys').insert({ name, value: JSON.stringify(value) }).onConflict('name').ignore();
  return (await appKey<T>(db, name))!;
}
