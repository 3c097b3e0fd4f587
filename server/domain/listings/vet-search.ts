/**
 * The vet list's search box, read the way people type it: 'Dr. Lee', 'Dr Lee', 'doctor lee',
 * 'LEE' and 'Lée' all mean the provider Lee, and 'dental', 'dentist' and 'Dentistry' one
 * another. Pure; listings.queries.ts turns the words into a full-text query over each listing's
 * search document (kept without accents: migrations 20261123120100 and 20261127130000).
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
  // Accents off, as the document has them ('Lée' -> 'lee'; the query also goes through f_unaccent for 'ø', 'ß').
  const plain = (text ?? '').normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const named = words.filter((w) => !NAME_TITLES.has(w));
  return [...new Set(named.length ? named : words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * Endings that make another word of the same stem: 'dental', 'dentist' and 'dentistry' are all 'dent',
 * 'dermatologist' and 'Dermatology' 'dermat', 'surgeon', 'surgery' and 'surgical' 'surg'. Longest first.
 */
const ENDINGS = [
  'ologists', 'ologist', 'ological', 'ology', 'istry', 'ists', 'ical', 'ally', 'ist', 'ics', 'ies', 'ery', 'ary', 'eon',
  'ing', 'ers', 'al', 'ic', 'er', 'es', 's', 'y',
];
/** A stem keeps at least this many letters, so short words and names stay as typed. */
const MIN_STEM = 3;

/** A word's stem for the search: the word without the longest ending above that leaves a stem of 3 letters or more. */
export function searchStem(word: string): string {
  if (/\d/.test(word)) return word;
  const ending = ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= MIN_STEM);
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * The words as a PostgreSQL tsquery: every word's stem must match the start of a word in the
 * document ('dental' finds Dentistry, 'dermat' Dermatology). Words hold only letters and digits,
 * so nothing in them is tsquery syntax.
 */
export function prefixQuery(words: readonly string[]): string {
  return words.map((w) => `${searchStem(w)}:*`).join(' & ');
}
