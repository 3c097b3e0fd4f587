/*
 * The installable app's offline rules, shared by the service worker (client/sw.ts), the pages that can be kept as
 * saved copies, and the server's sign-out. Zod-free: the service worker imports it.
 */

/** The Cache Storage name of the saved copies (deleted at sign-out). */
export const SAVED_COPY_CACHE = 'petcare-saved-copies';

/** The pages an owner can open offline, read-only: their pets' records and their appointments. */
const SAVED_COPY_PATHS = ['/app/medical-records', '/app/my-appointments'];

export function isSavedCopyPath(pathname: string): boolean {
  return SAVED_COPY_PATHS.some((p) => pathname === p || pathname === `${p}/` || (pathname.startsWith(`${p}/`) && !/\.(pdf|ics)$/.test(pathname) && !pathname.endsWith('/join')));
}

/** The sign-out calls and page: the service worker deletes the saved copies before passing them on. */
export function isSignOutPath(pathname: string): boolean {
  return pathname === '/app/logout' || pathname === '/api/account/logout' || pathname === '/api/account/logout_everywhere';
}

/** Where a signed-out visit to a private page lands: then nothing saved may stay. */
export function isSignedOutLanding(pathname: string): boolean {
  return pathname === '/login' || pathname === '/login/' || pathname === '/404';
}

/** The notice every saved-copy page carries, hidden online; the service worker shows it in a copy. */
export const SAVED_COPY_TEXT = 'Saved copy: you are offline. This is the page as it was when you last opened it; it cannot be changed until you are back online.';
export const SAVED_COPY_MARKER = 'data-saved-copy="" hidden=""';
export const SAVED_COPY_SHOWN = 'data-saved-copy=""';
