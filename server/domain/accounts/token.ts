import { SignJWT, jwtVerify, errors } from 'jose';
import { UnauthenticatedError } from '../../errors.ts';
import type { SessionAccount } from './authentication.ts';
import type { Viewer } from './viewer.ts';

/** Claims of the bearer token API clients send to /graphql (the spec's decoded login token). */
export interface TokenClaims {
  id: number;
  vendor_id: number | null;
  email: string;
  role: 'user' | 'vendor';
  subrole: string | null;
  pic: string | null;
  /** Sign-in time in ms: iat has whole seconds, too coarse to compare with password_changed_at. */
  at?: number;
  iat: number;
  exp: number;
}

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const ISSUER = 'petcare';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(`token:${secret}`);
}

/** Signs an HS256 token with an `exp` claim for a viewer. */
export async function signToken(viewer: Viewer, secret: string, now = new Date(), ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    id: viewer.id,
    vendor_id: viewer.kind === 'vendor' ? viewer.vendorId : null,
    email: viewer.email,
    role: viewer.role,
    subrole: viewer.kind === 'vendor' ? viewer.subrole : null,
    pic: viewer.pic,
    at: now.getTime(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key(secret));
}

/** Verifies a token and returns the account it names; expired or tampered tokens are UNAUTHENTICATED. */
export async function verifyToken(token: string, secret: string, now = new Date()): Promise<SessionAccount> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const claims = payload as unknown as TokenClaims;
    if (typeof claims.id !== 'number' || (claims.role !== 'user' && claims.role !== 'vendor')) {
      throw new UnauthenticatedError('Invalid token.');
    }
    return { kind: claims.role, id: claims.id, at: typeof claims.at === 'number' ? claims.at : claims.iat * 1000 };
  } catch (err) {
    if (err instanceof UnauthenticatedError) throw err;
    if (err instanceof errors.JWTExpired) throw new UnauthenticatedError('Your session has expired. Please sign in again.');
    throw new UnauthenticatedError('Invalid token.');
  }
}
