/**
 * The error family lives in contracts/errors.ts (the islands throw the same ValidationError);
 * this module adds what only the server needs: the database's error codes.
 */
export * from '../contracts/errors.ts';

/** PostgreSQL SQLSTATE of a driver error, when there is one. */
export function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
  deadlock: '40P01',
  serializationFailure: '40001',
} as const;
