import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A records upload link's token. Each vet line keeps a random nonce; the token is an HMAC of it keyed with the
 * server secret, and the row stores only the token's SHA-256 for the lookup. So the database alone cannot
 * rebuild a link, a guessed or altered token finds nothing, and a reminder can send the same link again (the
 * server derives it from the nonce). Pure: no clock, no database.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh nonce for a new line (256 random bits). */
export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

/** The link's token for a line's nonce. */
export function uploadToken(secret: string, nonce: string): string {
  // A purpose-bound key, so no other HMAC made with the same secret can pass for an upload link.
  return createHmac('sha256', `records-upload:${secret}`).update(nonce).digest('base64url');
}

/** What the row stores for a token: its SHA-256, the lookup key. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash to look a presented token up by, or null when it cannot be one of ours (refused before the database). */
export function lookupHash(token: unknown): string | null {
  return typeof token === 'string' && TOKEN.test(token) ? tokenHash(token) : null;
}
