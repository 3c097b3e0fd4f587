/*
 * Monograms stand in for missing photos: a person's or a practice's initials on a tinted disc. The tint is
 * picked from the name, so one vet keeps one colour on every page and neighbouring cards differ. Each tint
 * (styles.css, `.monogram-N`) pairs a pale background with a dark text colour at 7:1 or more.
 */

/** How many tints `.monogram-N` defines. */
export const MONOGRAM_TINTS = 6;

/** Up to two capital letters from the given names, for an avatar without a photo. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((n) => n.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}

/**
 * Initials of a display name such as 'Dr. Jamie Lee, DVM': the first letters of its first two words that
 * start with a letter, leaving out the title 'Dr'. 'V' (vet) when nothing is left.
 */
export function nameInitials(name: string): string {
  const words = name.split(/[\s,]+/).filter((w) => /^\p{L}/u.test(w) && !/^Dr\.?$/i.test(w));
  return words.slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('') || 'V';
}

/** The tint class of a name: the same name always gets the same one. */
export function monogramClass(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return `monogram-${hash % MONOGRAM_TINTS}`;
}
