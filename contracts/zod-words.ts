import { EXPECTED, FORMATS, isMissing, limit, NOT_VALID, tooBig, tooSmall, type Problem } from './limit-words.ts';

/**
 * Our words for every problem a zod schema finds without a message of its own, so no form ever shows the
 * library's default ("Too big: expected string to have <=2000 characters", "Invalid input"). zod reads them
 * from its global configuration (`globalThis.__zod_globalConfig.customError`, consulted after a check's and
 * its schema's own message, before zod's English). Installed by importing this module, which every module
 * that imports zod does (a unit test holds contracts/, client/ and views/ to it; the server imports it in
 * app.ts).
 */

/** Our message for a zod issue (zod v4 codes). */
export function zodWords(issue: Problem): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue.input) ? 'This field is required.' : (issue.expected ? EXPECTED[issue.expected] : undefined) ?? NOT_VALID;
    case 'too_big': return tooBig(issue.origin, issue.maximum, issue.inclusive !== false, issue.input);
    case 'too_small': return tooSmall(issue.origin, issue.minimum, issue.inclusive !== false, issue.input);
    case 'invalid_format': return FORMATS[issue.format ?? ''] ?? 'Please check the format of this field.';
    case 'not_multiple_of': return `Please enter a multiple of ${limit(issue.divisor)}.`;
    case 'unrecognized_keys': return `This form does not take ${(issue.keys ?? []).join(', ') || 'that field'}.`;
    case 'invalid_value': return isMissing(issue.input) ? 'Please choose one.' : 'Please choose one of the options offered.';
    default: return isMissing(issue.input) ? 'This field is required.' : NOT_VALID;
  }
}

// Installed once for zod, however many copies load: its global configuration lives on globalThis.
const slot = globalThis as { __zod_globalConfig?: { customError?: (issue: Problem) => string | undefined } };
slot.__zod_globalConfig ??= {};
slot.__zod_globalConfig.customError ??= zodWords;
