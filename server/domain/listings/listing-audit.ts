import type { Conn } from '../../db/knex.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { managersPhrase, pricesPhrase, type PriceChange } from '../audit/audit-words.ts';
import type { VendorViewer } from '../accounts/viewer.ts';
import type { Consultation } from '../../../contracts/listings.ts';

/** The price of each consultation type a listing offers (enabled), in whole dollars. */
function offered(consultations: readonly Consultation[] | null | undefined): Map<string, number> {
  return new Map((consultations ?? []).filter((c) => c.enabled).map((c) => [c.type, Number(c.price)]));
}

/**
 * What a save changes in the prices customers pay, per consultation type: a new price, a type newly offered
 * (from null) or no longer offered (to null). Unchanged types are left out; the order is the listing's.
 */
export function priceChanges(before: readonly Consultation[] | null | undefined, after: readonly Consultation[] | null | undefined): PriceChange[] {
  const was = offered(before);
  const now = offered(after);
  const types = [...new Set([...(after ?? []).map((c) => c.type), ...(before ?? []).map((c) => c.type)])];
  return types
    .map((type) => ({ type, from: was.get(type) ?? null, to: now.get(type) ?? null }))
    .filter((c) => c.from !== c.to);
}

/** Who a save assigns to a listing's managers and who it removes (login ids). */
export function managerChanges(before: readonly unknown[] | null | undefined, after: readonly number[]): { added: number[]; removed: number[] } {
  const was = new Set((before ?? []).map(Number));
  const now = new Set(after.map(Number));
  return { added: [...now].filter((id) => !was.has(id)), removed: [...was].filter((id) => !now.has(id)) };
}

/**
 * The clinic's log of a listing save's prices and managers (old -> new), in the save's transaction. A save
 * that changes neither records nothing. `names` gives a login's name by id (a removed login reads by its id).
 */
export async function recordListingChanges(
  tx: Conn, who: VendorViewer, listing: { id: number; title: string },
  before: { consultations: readonly Consultation[] | null; managers: readonly unknown[] | null },
  after: { consultations: readonly Consultation[]; managers: readonly number[] },
  names: ReadonlyMap<number, string>,
): Promise<void> {
  const prices = priceChanges(before.consultations, after.consultations);
  if (prices.length > 0) {
    const details = Object.fromEntries(prices.map((c) => [c.type, `${c.from === null ? '(none)' : `$${c.from}`} -> ${c.to === null ? '(none)' : `$${c.to}`}`]));
    await recordAudit(tx, who, 'listing.prices_changed', { listing: listing.title, ...details }, pricesPhrase(listing.title, prices));
  }
  const team = managerChanges(before.managers, after.managers);
  if (team.added.length + team.removed.length > 0) {
    const name = (id: number) => names.get(id) ?? `user ${id}`;
    await recordAudit(tx, who, 'listing.managers_changed', {
      listing: listing.title, assigned: team.added.map(name).join(', ') || null, removed: team.removed.map(name).join(', ') || null,
    }, managersPhrase(listing.title, team.added.map(name), team.removed.map(name)));
  }
}
