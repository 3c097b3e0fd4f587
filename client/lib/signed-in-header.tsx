import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { AccountLinks, AccountMenu, Avatar, SignedInAs } from '../../views/components/account-menu.tsx';
import { ENGLISH_SHELL_WORDS, ShellWordsContext, shellWordsOf, type ShellTexts } from '../../views/components/shell-words.ts';
import type { ViewerView } from '../../views/page-context.tsx';

import type { SignedInUser } from '../../contracts/rest-calls.ts';

export type { SignedInUser };

/**
 * After signing in without leaving the page (the booking wizard, the checkout), the server-rendered header
 * still shows Login. This swaps the header's account slots (`data-account-slot`, rendered by site-header.tsx)
 * for what the server renders for a signed-in page: the avatar menu, the avatar on the mobile Menu button,
 * and the dashboard's pages in the mobile menu, in the page's language when the island was given its words (`shell`).
 */
export function showSignedInHeader(user: SignedInUser, shell?: ShellTexts): void {
  const words = shell ? shellWordsOf(shell) : ENGLISH_SHELL_WORDS;
  const said = (node: ReactNode) => <ShellWordsContext.Provider value={words}>{node}</ShellWordsContext.Provider>;
  const viewer: ViewerView = {
    kind: user.role === 'vendor' ? 'vendor' : 'user', id: Number(user.id), firstName: user.first_name, lastName: user.last_name,
    email: user.email, pic: user.pic ?? null, vendorId: user.vendor_id ?? null, subrole: user.subrole ?? null,
  };
  for (const slot of document.querySelectorAll<HTMLElement>('[data-account-slot]')) {
    const kind = slot.dataset.accountSlot;
    const root = createRoot(slot);
    if (kind === 'menu') root.render(said(<AccountMenu viewer={viewer} />));
    else if (kind === 'badge') root.render(said(<Avatar viewer={viewer} size={28} decorative />));
    else if (kind === 'links') {
      root.render(said(
        <>
          <SignedInAs viewer={viewer} />
          <ul className="mobile-menu-list" aria-label={words.text('dash.shell.yourAccount')}>
            <AccountLinks viewer={viewer} features={{ pets: slot.dataset.pets !== '0' }} path={window.location.pathname} />
          </ul>
        </>,
      ));
    } else continue;
    slot.dataset.accountSlot = `${kind}-signed-in`;
  }
}
