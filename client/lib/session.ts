import { loginUrl, SESSION_ENDED } from '../../contracts/session.ts';
import { pageWord } from './page-words.ts';

let announced = false;

/**
 * Called by the API helpers when a call finds the session gone (GraphQL UNAUTHENTICATED, a REST 401 outside the
 * account calls). Shows one banner at the top of the page with a link to log in and come back to this page; the
 * island that made the call shows 'Your session has ended.' in place of its usual failure message (both in the
 * page's language: client/lib/page-words.ts). The login
 * is the clinic's when the page belongs to a clinic account (the dashboard marks itself with data-account-kind).
 */
export function sessionEnded(): void {
  if (announced || typeof document === 'undefined') return;
  announced = true;
  const kind = document.querySelector<HTMLElement>('[data-account-kind]')?.dataset.accountKind === 'vendor' ? 'vendor' : 'user';
  const banner = document.createElement('div');
  banner.className = 'session-ended-banner';
  banner.setAttribute('role', 'alert');
  banner.dataset.testid = 'session-ended';
  const text = document.createElement('span');
  text.textContent = `${pageWord('errors.sessionEnded', SESSION_ENDED)} `;
  const link = document.createElement('a');
  link.href = loginUrl(kind, `${location.pathname}${location.search}`, true);
  link.textContent = pageWord('failures.logInAgain', 'Log in again');
  banner.append(text, link);
  document.body.prepend(banner);
}
