/**
 * One error family. Each subclass carries a stable `code` (shared with GraphQL's
 * extensions.code) and an HTTP status; the message is safe to show a person.
 * Anything that is not an AppError is an internal error: logged, never shown.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export class AppError extends Error {
  readonly code: ErrorCode = 'INTERNAL_SERVER_ERROR';
  readonly status: number = 500;
  /** Field name -> message, for forms. */
  readonly fields?: Record<string, string>;

  constructor(message: string, options: { fields?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.fields = options.fields;
  }
}

export class ValidationError extends AppError {
  override readonly code = 'BAD_USER_INPUT';
  override readonly status = 400;
}

export class UnauthenticatedError extends AppError {
  override readonly code = 'UNAUTHENTICATED';
  override readonly status = 401;
}

export class ForbiddenError extends AppError {
  override readonly code = 'FORBIDDEN';
  override readonly status = 403;
}

export class NotFoundError extends AppError {
  override readonly code = 'NOT_FOUND';
  override readonly status = 404;
}

export class ConflictError extends AppError {
  override readonly code = 'CONFLICT';
  override readonly status = 409;
}

export class RateLimitError extends AppError {
  override readonly code = 'RATE_LIMITED';
  override readonly status = 429;
}

/** A service we depend on (file storage, a gateway) cannot be reached: try again later, nothing was saved. */
export class ServiceUnavailableError extends AppError {
  override readonly code = 'UNAVAILABLE';
  override readonly status = 503;
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

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
