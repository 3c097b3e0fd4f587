/**
 * The vet list's search box, read the way people type it: 'Dr. Lee', 'Dr Lee', 'doctor lee'
 * and 'LEE' all mean the provider Lee. Pure; listings.queries.ts turns the words into a
 * full-text query over each listing's search document (see the migration that creates it).
 */

/** Titles and post-nominals that say what someone is, not who: left out of the words searched. */
export const NAME_TITLES: ReadonlySet<string> = new Set([
  'dr', 'drs', 'doc', 'doctor', 'doctors', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss', 'mx',
  'dvm', 'vmd', 'bvsc', 'bvms', 'bvetmed', 'mrcvs', 'frcvs', 'phd', 'md', 'msc', 'bsc', 'dacvim', 'dacvs', 'dacvd', 'dabvp',
]);

/** At most this many words count: a pasted paragraph cannot make a query of hundreds of terms. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search: lower-cased, split at anything but letters and digits (so
 * punctuation never matters), titles left out unless they are all there is ('DVM' alone
 * still finds listings naming DVM). Empty when there is nothing to search for.
 */
export function searchWords(text: string | null | undefined): string[] {
  const words = (text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const named = words.filter((w) => !NAME_TITLES.has(w));
  return [...new Set(named.length ? named : words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The words as a PostgreSQL tsquery: every word must match the start of a word in the
 * document ('dermat' finds Dermatology). Words hold only letters and digits, so nothing
 * in them is tsquery syntax.
 */
export function prefixQuery(words: readonly string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}
