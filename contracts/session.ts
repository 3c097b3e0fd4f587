/**
 * Words about the signed-in session, shared by the pages (server) and the islands (browser).
 * This folder is the bridge between client/ and server/: it imports from neither.
 */

/** Shown when a signed-in page or an island finds that the session is gone (expired, ended elsewhere). */
export const SESSION_ENDED = 'Your session has ended.';
export const SIGN_IN_AGAIN = 'Please log in again to continue.';

/** The query flag the page guard adds to the login URL when the visitor's session had ended. */
export const SESSION_ENDED_PARAM = 'ended';

/** The login page of each kind of account, with the page to come back to. */
export function loginUrl(kind: 'user' | 'vendor', redirectUrl: string, ended = false): string {
  const q = new URLSearchParams({ redirectUrl });
  if (ended) q.set(SESSION_ENDED_PARAM, '1');
  return `${kind === 'vendor' ? '/vendor/login' : '/login/'}?${q}`;
}

/**
 * Where a clinic login lands on its own site after signing in on another clinic's: a one-time code there
 * opens the session (cookies are host-only, so the other site's session could never follow).
 */
export const HANDOFF_PATH = '/vendor/login/continue';

/** Said when a one-time sign-in code is used, expired or not for this site. */
export const HANDOFF_SPENT = 'This sign-in link has expired. Please log in again.';
