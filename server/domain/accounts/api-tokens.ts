import type { ApiTokenView } from '../../../contracts/profile.ts';
import { PROFILE_MESSAGES } from '../../../contracts/profile.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { NotFoundError } from '../../errors.ts';
import {
  apiTokenOf, apiTokensOf, insertApiToken, liveApiToken, revokeApiToken, touchApiToken, type ApiTokenRow,
} from './api-tokens.queries.ts';
import type { AccountRole, SessionAccount } from './authentication.ts';
import { newToken, readToken, TOKEN_TTL_MS, hashToken } from './token.ts';
import { requireViewer, type Viewer } from './viewer.ts';

/** A token's use is written down at most this often. */
const TOUCH_EVERY_MS = 3600 * 1000;
/** How long a revoked or expired token stays on the profile's list. */
const ENDED_SHOWN_MS = 30 * 24 * 3600 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

function view(row: ApiTokenRow, now: Date): ApiTokenView {
  return {
    id: Number(row.id),
    name: row.name,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    status: row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
  };
}

/**
 * Bearer tokens for API clients (token.ts has their form). Issued only when a client asks at login; stored as
 * a hash; listed and revoked by their person on the profile; all of a person's end when they log out
 * everywhere or change their password (`revokeApiTokensOf`, in those services' transactions).
 */
export function apiTokenService(db: Db) {
  return {
    /** A new token for a person who just proved their password. */
    async issue(account: { kind: AccountRole; id: number }, name: string, now = new Date()): Promise<IssuedToken> {
      const token = newToken(account);
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
      await insertApiToken(db, account.kind, account.id, { token_hash: hashToken(token), name, created_at: now, expires_at: expiresAt });
      return { token, expiresAt };
    },

    /**
     * The account a presented token signs in, or null for a malformed, unknown, revoked or expired one. Its
     * `at` is when the token was issued, so a later password change or logout everywhere ends it as it ends a
     * session, even before the revocation is seen.
     */
    async authenticate(presented: string, now = new Date()): Promise<SessionAccount | null> {
      const claim = readToken(presented);
      if (!claim) return null;
      const row = await liveApiToken(db, claim.kind, claim.id, claim.hash, now);
      if (!row) return null;
      await touchApiToken(db, claim.kind, claim.id, Number(row.id), now, TOUCH_EVERY_MS);
      return { kind: claim.kind, id: claim.id, at: row.created_at.getTime(), tokenId: Number(row.id) };
    },

    /** The viewer's own tokens: those working, and those that ended in the last 30 days. */
    async list(viewer: Viewer | null, now = new Date()): Promise<ApiTokenView[]> {
      const who = requireViewer(viewer);
      return (await apiTokensOf(db, who.kind, who.id, new Date(now.getTime() - ENDED_SHOWN_MS))).map((row) => view(row, now));
    },

    /** Revokes one of the viewer's own tokens; someone else's is not found. Answers the list as it is now. */
    async revoke(viewer: Viewer | null, id: number, now = new Date()): Promise<ApiTokenView[]> {
      const who = requireViewer(viewer);
      // Only the viewer's own rows are named, so another person's id is simply not there.
      if (!(await apiTokenOf(db, who.kind, who.id, id))) throw new NotFoundError(PROFILE_MESSAGES.tokenNotFound);
      await revokeApiToken(db, who.kind, who.id, id, now);
      return this.list(who, now);
    },

    /** Revokes the one token a request came with (an API client's logout). */
    async revokeUsed(account: SessionAccount, now = new Date(), conn: Conn = db): Promise<void> {
      if (account.tokenId !== undefined) await revokeApiToken(conn, account.kind, account.id, account.tokenId, now);
    },
  };
}

export type ApiTokenService = ReturnType<typeof apiTokenService>;
