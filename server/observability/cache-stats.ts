/**
 * Hits and misses of the process's in-memory caches, by name: plain counters the caches bump (no library, so they
 * cost an addition whether or not anyone reads them), which /metrics (`metrics.ts`) reports when it is configured.
 *
 * | name            | cache                                                           | a miss is                        |
 * |-----------------|-----------------------------------------------------------------|----------------------------------|
 * | public_pages    | anonymous public pages, answered before Express (page-cache.ts) | a cacheable page rendered        |
 * | private_pages   | a signed-in session's own lists (private-page-cache.ts)         | a keyed page rendered            |
 * | vet_searches    | the vet list's matching listings (cache-versions.ts)            | a search run in the database     |
 * | vet_cards       | the vet list's cards                                            | a card computed                  |
 * | slots           | a listing's day of slots                                        | a day computed                   |
 * | accounts        | the accounts signed-in requests name (accounts/authentication) | an account read from the database |
 */
export interface CacheCounts {
  hits: number;
  misses: number;
}

const caches = new Map<string, CacheCounts>();

/** The counters of the cache named `name` (the same object for every caller of a name in this process). */
export function cacheCounts(name: string): CacheCounts {
  let counts = caches.get(name);
  if (!counts) caches.set(name, (counts = { hits: 0, misses: 0 }));
  return counts;
}

/** Every named cache's counters so far. */
export function allCacheCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
  return caches;
}
