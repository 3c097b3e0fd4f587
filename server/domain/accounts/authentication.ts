import bcrypt from 'bcryptjs';
import type { Conn, Db } from '../../db/knex.ts';
import { DbVersion, versionedCache } from '../../db/db-version.ts';
import { UnauthenticatedError } from '../../errors.ts';
import {
  isShelterAccount, usersByIds, userByEmail, vendorLoginsByIds, vendorLoginByEmail, type UserRow, type VendorLoginRow,
} from './accounts.queries.ts';
import type { Viewer } from './viewer.ts';
import { vendorsByIds } from '../vendors/index.ts';

/**
 * bcrypt's cost for a password stored: 10 (ARCHITECTURE.md) wherever the server runs for people, 4 (the least bcrypt
 * takes, 64 times less work) when NODE_ENV is test, whose accounts guard nothing and whose runs sign up and sign in
 * hundreds of times. The same code runs; only the cost in the hash differs. The cost is in every hash, so a login
 * checks a hash at the cost it was made with, whichever made it.
 */
export function bcryptCostFor(nodeEnv: string | undefined): number {
  return nodeEnv === 'test' ? 4 : 10;
}
export const BCRYPT_COST = bcryptCostFor(process.env.NODE_ENV);
export const LOGIN_FAILED = 'Invalid email or password.';

/** Compared against when the email is unknown, so both failures cost one bcrypt comparison. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export type AccountRole = 'user' | 'vendor';

/** What a session stores to find its person again. */
export interface SessionAccount {
  kind: AccountRole;
  id: number;
  /** When the person signed in (ms); a later password change or logout everywhere ends the session. */
  at: number;
  /** The API token the request came with, when it came with one (its logout revokes that token). */
  tokenId?: number;
}

export function userViewer(row: UserRow): Viewer {
  return {
    kind: 'user', id: Number(row.id), email: row.email, role: 'user',
    firstName: row.first_name, lastName: row.last_name, pic: row.pic, locale: row.locale ?? null,
  };
}

export function vendorViewer(row: VendorLoginRow): Viewer {
  return {
    kind: 'vendor', id: Number(row.id), vendorId: Number(row.vendor_id), subrole: row.subrole, email: row.email,
    role: 'vendor', firstName: row.first_name, lastName: row.last_name, pic: row.pic, locale: row.locale ?? null,
  };
}

/**
 * Checks an email and password for one role. Owners' credentials never open a
 * vendor session and the reverse: each role reads only its own table.
 */
export async function authenticate(db: Conn, role: AccountRole, email: string, password: string): Promise<Viewer> {
  const row = role === 'vendor' ? await vendorLoginByEmail(db, email) : await userByEmail(db, email);
  const ok = await bcrypt.compare(password, row?.password_hash ?? DUMMY_HASH);
  // A deleted account fails as any wrong password does: nobody signs in as it, and nothing says it existed.
  if (!row || !ok || ('deleted_at' in row && row.deleted_at)) throw new UnauthenticatedError(LOGIN_FAILED);
  return role === 'vendor' ? vendorViewer(row as VendorLoginRow) : userViewer(row as UserRow);
}

/**
 * What a request needs of its account: the viewer, and the moment before which every session and token of
 * the person has ended (ms: their last password change or logout everywhere, or null).
 */
interface KnownAccount {
  viewer: Viewer;
  endedBefore: number | null;
}

async function readAccount(db: Conn, kind: AccountRole, id: number): Promise<KnownAccount | null> {
  const [row] = kind === 'vendor' ? await vendorLoginsByIds(db, [id]) : await usersByIds(db, [id]);
  if (!row || ('deleted_at' in row && row.deleted_at)) return null;
  const ends = [row.password_changed_at, row.signed_out_at].filter((d): d is Date => d !== null).map((d) => d.getTime());
  let viewer: Viewer;
  if (kind === 'vendor') {
    // Every page of the clinic's dashboard says so until its sign-up address is verified, while it waits for an
    // operator's approval and while it is suspended (the vendors table moves the accounts' version too).
    const [vendor] = await vendorsByIds(db, [Number((row as VendorLoginRow).vendor_id)]);
    const standing = vendor?.suspended_at ? 'suspended' as const : vendor && !vendor.approved_at ? 'unapproved' as const : null;
    viewer = {
      ...vendorViewer(row as VendorLoginRow), ...(vendor?.email_verified_at ? {} : { clinicEmailPending: true }), ...(standing ? { clinicStanding: standing } : {}),
    };
  } else {
    viewer = userViewer(row as UserRow);
    if (await isShelterAccount(db, id)) viewer = { ...viewer, shelter: true } as Viewer;
  }
  return {
    viewer,
    endedBefore: ends.length ? Math.max(...ends) : null,
  };
}

/**
 * Loads the viewer a session or token names; null when the account is gone, or its password changed or it
 * logged out everywhere after the session began (either ends every older session). With `version` (the `accounts_version` sequence, see
 * `accountsVersion`), accounts are kept under it for up to a minute: any change to an account, by any process,
 * is seen within the version's read interval (a second), this process's own at once. The viewer returned may
 * be shared between requests: copy it to change it.
 */
export function viewerLoader(db: Db, version?: DbVersion): (account: SessionAccount) => Promise<Viewer | null> {
  const kept = version ? versionedCache<{ known: KnownAccount | null }>(version, { max: 10_000, ttlMs: 60_000, name: 'accounts' }) : null;
  return async (account) => {
    const read = async () => ({ known: await readAccount(db, account.kind, account.id) });
    const { known } = kept ? await kept.get(`${account.kind}:${account.id}`, read) : await read();
    if (!known) return null;
    if (known.endedBefore !== null && known.endedBefore > account.at) return null;
    return known.viewer;
  };
}

/**
 * The accounts' version: owners and vendor logins (migration 20261126120100). Vendors are watched here too (the
 * sequence moves anyway): removing a vendor removes its logins (a cascade), which a write made here must show at once.
 */
export function accountsVersion(db: Db): DbVersion {
  return new DbVersion(db, { sequence: 'accounts_version', tables: ['users', 'vendor_logins', 'vendors'] });
}

/** Loads one viewer without keeping anything (see viewerLoader). */
export function loadViewer(db: Db, account: SessionAccount): Promise<Viewer | null> {
  return viewerLoader(db)(account);
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}
