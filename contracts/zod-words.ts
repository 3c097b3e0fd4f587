/**
 * Our words for every problem a schema finds without a message of its own, so no form ever shows a
 * library's default ("Too big: expected string to have <=2000 characters", "Invalid input"). zod reads
 * them from its global configuration (`globalThis.__zod_globalConfig.customError`, consulted after a
 * check's and its schema's own message, before zod's English); a light contract (valibot) passes
 * `valibotWords` to each parse. Installed by importing this module: `contracts/forms.ts` does (so every
 * server parse and every island that reports fields has it) and `client/entry.tsx` does before any island
 * loads. A message names the limit it enforces; the field's label stands beside the message on the form.
 */

const count = (n: number) => n.toLocaleString('en-US');

/** The parts of a zod or valibot issue the words depend on. */
interface Problem {
  code?: string;
  kind?: string;
  type?: string;
  input?: unknown;
  origin?: string;
  expected?: string | null;
  maximum?: number | bigint | Date;
  minimum?: number | bigint | Date;
  inclusive?: boolean;
  format?: string;
  divisor?: number;
  keys?: string[];
  requirement?: unknown;
  received?: string;
}

const isMissing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** A number limit as people read it: 60, 2,000; a date as its day. */
function limit(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'number' || typeof value === 'bigint' ? count(Number(value)) : String(value);
}

/** 'The reason can be at most 500 characters (it has 5,000).': a named field's limit. */
export function tooLongMessage(label: string, max: number, input?: unknown): string {
  const has = typeof input === 'string' ? ` (it has ${count(input.length)})` : '';
  return `${label} can be at most ${count(max)} characters${has}.`;
}

function tooLong(max: unknown, input: unknown): string {
  const has = typeof input === 'string' ? ` (it has ${count(input.length)})` : '';
  return `Please keep this to ${limit(max)} characters or fewer${has}.`;
}

function tooBig(origin: string | undefined, max: unknown, inclusive: boolean, input: unknown): string {
  if (origin === 'string') return tooLong(max, input);
  if (origin === 'array' || origin === 'set') return `Please choose at most ${limit(max)}.`;
  if (origin === 'file') return `Please choose a file of at most ${limit(max)} bytes.`;
  if (origin === 'date') return `Please choose a date ${inclusive ? 'on or before' : 'before'} ${limit(max)}.`;
  return inclusive ? `Please enter ${limit(max)} or less.` : `Please enter less than ${limit(max)}.`;
}

function tooSmall(origin: string | undefined, min: unknown, inclusive: boolean, input: unknown): string {
  if (origin === 'string') return Number(min) <= 1 || isMissing(input) ? 'This field is required.' : `Please enter at least ${limit(min)} characters.`;
  if (origin === 'array' || origin === 'set') return Number(min) <= 1 ? 'Please choose at least one.' : `Please choose at least ${limit(min)}.`;
  if (origin === 'date') return `Please choose a date ${inclusive ? 'on or after' : 'after'} ${limit(min)}.`;
  return inclusive ? `Please enter ${limit(min)} or more.` : `Please enter more than ${limit(min)}.`;
}

const EXPECTED: Record<string, string> = {
  number: 'Please enter a number.', int: 'Please enter a whole number.', bigint: 'Please enter a whole number.',
  boolean: 'Please answer yes or no.', date: 'Please enter a valid date.', array: 'Please choose from the list.',
  string: 'Please enter text.', object: 'This is not in the form we expect.',
};

const FORMATS: Record<string, string> = {
  email: 'Please enter a valid email address.', url: 'Please enter a valid web address.', uuid: 'This is not a valid id.',
  date: 'Please enter a valid date.', datetime: 'Please enter a valid date and time.', time: 'Please enter a valid time.',
  regex: 'Please check the format of this field.', starts_with: 'Please check the format of this field.',
  ends_with: 'Please check the format of this field.', includes: 'Please check the format of this field.',
};

/** Our message for a zod issue (zod v4 codes). */
export function zodWords(issue: Problem): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue.input) ? 'This field is required.' : (issue.expected ? EXPECTED[issue.expected] : undefined) ?? 'This value is not valid.';
    case 'too_big': return tooBig(issue.origin, issue.maximum, issue.inclusive !== false, issue.input);
    case 'too_small': return tooSmall(issue.origin, issue.minimum, issue.inclusive !== false, issue.input);
    case 'invalid_format': return FORMATS[issue.format ?? ''] ?? 'Please check the format of this field.';
    case 'not_multiple_of': return `Please enter a multiple of ${limit(issue.divisor)}.`;
    case 'unrecognized_keys': return `This form does not take ${(issue.keys ?? []).join(', ') || 'that field'}.`;
    case 'invalid_value': return isMissing(issue.input) ? 'Please choose one.' : 'Please choose one of the options offered.';
    default: return isMissing(issue.input) ? 'This field is required.' : 'This value is not valid.';
  }
}

/** Our message for a valibot issue (light contracts: `kind` and `type` name the check). */
export function valibotWords(issue: Problem): string {
  const type = issue.type ?? '';
  const input = issue.input;
  if (type === 'max_length' || type === 'max_graphemes' || type === 'max_bytes') {
    return typeof input === 'string' ? tooLong(issue.requirement, input) : `Please choose at most ${limit(issue.requirement)}.`;
  }
  if (type === 'min_length' || type === 'non_empty') {
    return typeof input === 'string' ? tooSmall('string', issue.requirement ?? 1, true, input) : 'Please choose at least one.';
  }
  if (type === 'max_value') return tooBig(undefined, issue.requirement, true, input);
  if (type === 'min_value') return tooSmall(undefined, issue.requirement, true, input);
  if (type === 'email') return FORMATS.email!;
  if (type === 'url') return FORMATS.url!;
  if (type === 'picklist' || type === 'enum' || type === 'literal') return isMissing(input) ? 'Please choose one.' : 'Please choose one of the options offered.';
  if (issue.kind === 'schema' && isMissing(input)) return 'This field is required.';
  if (type === 'number' || type === 'integer') return EXPECTED.number!;
  return isMissing(input) ? 'This field is required.' : 'This value is not valid.';
}

// Installed once for zod, however many copies load: its global configuration lives on globalThis.
const slot = globalThis as { __zod_globalConfig?: { customError?: (issue: Problem) => string | undefined } };
slot.__zod_globalConfig ??= {};
slot.__zod_globalConfig.customError ??= zodWords;
