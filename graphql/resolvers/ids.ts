import { ValidationError } from '../../server/errors.ts';

/** GraphQL IDs arrive as strings; a bad one is a field error, not a 500. */
export function idOf(value: string | number, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ValidationError(`Invalid ${field}`, { fields: { [field]: `Invalid ${field}` } });
  return n;
}

/** An optional ID argument: null when absent. */
export function optionalIdOf(value: string | number | null | undefined, field: string): number | null {
  return value == null ? null : idOf(value, field);
}
