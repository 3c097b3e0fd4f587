import { createHash, randomBytes } from 'node:crypto';
import type { AccountRole } from './authentication.ts';

/**
 * Bearer tokens for API clients: `pc_<u|v><account id>_<43 base64url characters>`. The 256 random bits are the
 * secret; the prefix names the person, so a lookup carries the key the stored rows are kept by, and a token
 * found in a log or a repository says what it is. Only the SHA-256 of the whole token is stored. Pure: no clock,
 * no database.
 */

/** How long an issued token works unless revoked first. */
export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

const KIND_LETTER: Record<AccountRole, string> = { user: 'u', vendor: 'v' };
const TOKEN_PATTERN = /^pc_([uv])([1-9][0-9]{0,15})_([A-Za-z0-9_-]{43})$/;

/** The person a token names, before any lookup proves it. */
export interface TokenClaim {
  kind: AccountRole;
  id: number;
  hash: string;
}

/** A new random token for a person. */
export function newToken(account: { kind: AccountRole; id: number }): string {
  return `pc_${KIND_LETTER[account.kind]}${account.id}_${randomBytes(32).toString('base64url')}`;
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The person a well-formed token names and its hash, or null for anything else. */
export function readToken(token: string): TokenClaim | null {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return null;
  return { kind: match[1] === 'v' ? 'vendor' : 'user', id, hash: hashToken(token.trim()) };
}
