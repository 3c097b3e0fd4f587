/**
 * One error family, shared by the server (which throws it) and the islands (whose form checks
 * throw the same ValidationError the server would). Each subclass carries a stable `code` (shared with GraphQL's
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

/** The spec's words when a call fails for a reason the person cannot fix (list and form loads, GraphQL calls). */
export const SOMETHING_WRONG = 'Sorry something went wrong. Please try again later';

/** The spec's default order-form error (service orders and bookings that could not be placed). */
export const ORDER_FAILED = 'Sorry something went wrong';
