/**
 * The words our messages share: what is missing, what is too long or too big, each naming its limit.
 * zod-words.ts installs them for every zod schema, and fields with messages of their own (`boundedText()`)
 * use them too. Pure, and tree-shaken to what a chunk uses.
 */

export const count = (n: number) => n.toLocaleString('en-US');

/** The parts of a zod issue the words depend on. */
export interface Problem {
  code?: string;
  input?: unknown;
  origin?: string;
  expected?: string | null;
  maximum?: number | bigint | Date;
  minimum?: number | bigint | Date;
  inclusive?: boolean;
  format?: string;
  divisor?: number;
  keys?: string[];
  received?: string;
}

export const isMissing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** A number limit as people read it: 60, 2,000; a date as its day. */
export function limit(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'number' || typeof value === 'bigint' ? count(Number(value)) : String(value);
}

/** 'The reason can be at most 500 characters (it has 5,000).': a named field's limit. */
export function tooLongMessage(label: string, max: number, input?: unknown): string {
  const has = typeof input === 'string' ? ` (it has ${count(input.length)})` : '';
  return `${label} can be at most ${count(max)} characters${has}.`;
}

export function tooLong(max: unknown, input: unknown): string {
  const has = typeof input === 'string' ? ` (it has ${count(input.length)})` : '';
  return `Please keep this to ${limit(max)} characters or fewer${has}.`;
}

export function tooBig(origin: string | undefined, max: unknown, inclusive: boolean, input: unknown): string {
  if (origin === 'string') return tooLong(max, input);
  if (origin === 'array' || origin === 'set') return `Please choose at most ${limit(max)}.`;
  if (origin === 'file') return `Please choose a file of at most ${limit(max)} bytes.`;
  if (origin === 'date') return `Please choose a date ${inclusive ? 'on or before' : 'before'} ${limit(max)}.`;
  return inclusive ? `Please enter ${limit(max)} or less.` : `Please enter less than ${limit(max)}.`;
}

export function tooSmall(origin: string | undefined, min: unknown, inclusive: boolean, input: unknown): string {
  if (origin === 'string') return Number(min) <= 1 || isMissing(input) ? 'This field is required.' : `Please enter at least ${limit(min)} characters.`;
  if (origin === 'array' || origin === 'set') return Number(min) <= 1 ? 'Please choose at least one.' : `Please choose at least ${limit(min)}.`;
  if (origin === 'date') return `Please choose a date ${inclusive ? 'on or after' : 'after'} ${limit(min)}.`;
  return inclusive ? `Please enter ${limit(min)} or more.` : `Please enter more than ${limit(min)}.`;
}

/** What a value of the wrong kind reads as when nothing more precise applies. */
export const NOT_VALID = 'This value is not valid.';

export const EXPECTED: Record<string, string> = {
  number: 'Please enter a number.', int: 'Please enter a whole number.', bigint: 'Please enter a whole number.',
  boolean: 'Please answer yes or no.', date: 'Please enter a valid date.', array: 'Please choose from the list.',
  string: 'Please enter text.', object: 'This is not in the form we expect.',
};

export const FORMATS: Record<string, string> = {
  email: 'Please enter a valid email address.', url: 'Please enter a valid web address.', uuid: 'This is not a valid id.',
  date: 'Please enter a valid date.', datetime: 'Please enter a valid date and time.', time: 'Please enter a valid time.',
  regex: 'Please check the format of this field.', starts_with: 'Please check the format of this field.',
  ends_with: 'Please check the format of this field.', includes: 'Please check the format of this field.',
};
