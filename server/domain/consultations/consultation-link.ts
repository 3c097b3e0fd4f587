import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Consultation links: `/appointments?z={userId}{U|C}{bookingId}.{signature}`.
 *
 * The prefix is the spec's readable format (the booking's owner, U for the owner's
 * view or C for the clinic's, the booking); the HMAC after the dot makes the link
 * unguessable, so knowing a booking number is not enough to open its page.
 * Pure: no clock, no environment, no database.
 */
export type LinkSide = 'U' | 'C';

export interface ConsultationLinkClaims {
  /** The booking's owner (bookings.user_id) on both sides; the side says who is looking. */
  userId: number;
  side: LinkSide;
  bookingId: number;
}

/** 22 base64url characters: 132 bits of the HMAC, short enough for an email line, far beyond guessing. */
const SIGNATURE_LENGTH = 22;
const ID = '[1-9][0-9]{0,14}';
const Z_PATTERN = new RegExp(`^(${ID})([UC])(${ID})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

function signature(secret: string, prefix: string): string {
  // A purpose-bound key, so no other HMAC made with the same secret can pass for a link.
  return createHmac('sha256', `consultation-link:${secret}`).update(prefix).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

function isId(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

/** The z value of a consultation link. */
export function signConsultationLink(secret: string, claims: ConsultationLinkClaims): string {
  if (!isId(claims.userId) || !isId(claims.bookingId)) throw new RangeError('consultation link ids must be positive integers');
  const prefix = `${claims.userId}${claims.side}${claims.bookingId}`;
  return `${prefix}.${signature(secret, prefix)}`;
}

/** The claims of a well-formed z whose signature is ours, else null (compared in constant time). */
export function verifyConsultationLink(secret: string, z: unknown): ConsultationLinkClaims | null {
  if (typeof z !== 'string') return null;
  const match = Z_PATTERN.exec(z);
  if (!match) return null;
  const [, user, side, booking, given] = match;
  const expected = signature(secret, `${user}${side}${booking}`);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  const userId = Number(user);
  const bookingId = Number(booking);
  if (!isId(userId) || !isId(bookingId)) return null;
  return { userId, side: side as LinkSide, bookingId };
}

/** The full link to a booking's consultation page on the given site. */
export function consultationLinkUrl(secret: string, siteUrl: string, claims: ConsultationLinkClaims): string {
  return `${siteUrl.replace(/\/$/, '')}/appointments?z=${signConsultationLink(secret, claims)}`;
}
