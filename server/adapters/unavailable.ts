import { ServiceUnavailableError } from '../errors.ts';

/**
 * Whether an error means a service the request needs (PostgreSQL, Redis) cannot be reached right now, as
 * opposed to a bug: such requests answer 503 'Service temporarily unavailable' and may be retried.
 */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable';

/** Node's socket errors on a refused, reset or timed-out connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL: connection exceptions (08xxx), too many connections, and shutting down or starting up (57P0x). */
const POSTGRES_CODES = /^(08\d{3}|53300|57P0[1-3])$/;
/** knex's pool timeout by name; node-redis's errors carry no name of their own, so they and pg's lost connection go by message. */
const NAMES = new Set(['KnexTimeoutError']);
const MESSAGES = [
  // knex puts the SQL before pg's own message ("select ... - Connection terminated unexpectedly").
  /(^|- )Connection terminated/, /(^|- )Client has encountered a connection error/, /^Timeout acquiring a connection/, /(^|- )timeout expired$/,
  /^The client is (offline|closed)$/, /^Socket closed unexpectedly$/, /^Connection timeout$/, /^Socket timeout timeout/,
];

export function isUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.name === 'string' && NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || POSTGRES_CODES.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // AggregateError (a refused connection tried on several addresses) and wrapped causes.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(e.cause, depth + 1);
}

/** The 503 to answer for an error that means PostgreSQL or Redis is out of reach, else null. */
export function unavailableError(err: unknown): ServiceUnavailableError | null {
  return isUnavailable(err) ? new ServiceUnavailableError(SERVICE_UNAVAILABLE, { cause: err }) : null;
}
