import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A pet record share link's token: `{publicId}.{signature}`. The public id is 16 random bytes (the row's
 * name for the link); the signature is an HMAC of it keyed with the server secret, so a guessed, altered
 * or copied-from-the-database id does not open anything, and a token that fails the signature is refused
 * before the database is asked. Pure: no clock, no database.
 */
const ID_LENGTH = 22;
const SIGNATURE_LENGTH = 22;
const TOKEN = new RegExp(`^([A-Za-z0-9_-]{${ID_LENGTH}})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

function signature(secret: string, publicId: string): string {
  // A purpose-bound key, so no other HMAC made with the same secret can pass for a share link.
  return createHmac('sha256', `pet-share-link:${secret}`).update(publicId).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/** A fresh public id for a new link (128 random bits). */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

export function shareToken(secret: string, publicId: string): string {
  return `${publicId}.${signature(secret, publicId)}`;
}

/** The public id of a well-formed token whose signature is ours (compared in constant time), else null. */
export function verifyShareToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, publicId, given] = match;
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, publicId))) ? publicId : null;
}

/** The share page's path for a token. */
export function sharePath(token: string): string {
  return `/3/${token}`;
}
