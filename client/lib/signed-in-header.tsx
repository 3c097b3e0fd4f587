import { createRoot } from 'react-dom/client';
import { AccountLinks, AccountMenu, Avatar, SignedInAs } from '../../views/components/account-menu.tsx';
import type { ViewerView } from '../../views/page-context.tsx';

import type { SignedInUser } from '../../contracts/rest-calls.ts';

export type { SignedInUser };

/**
 * After signing in without leaving the page (the booking wizard, the checkout), the server-rendered header
 * still shows Login. This swaps the header's account slots (`data-account-slot`, rendered by site-header.tsx)
 * for what the server renders for a signed-in page: the avatar menu, the avatar on the mobile Menu button,
 * and the dashboard's pages in the mobile menu.
 */
export function showSignedInHeader(user: SignedInUser): void {
  const viewer: ViewerView = {
    kind: user.role === 'vendor' ? 'vendor' : 'user', id: Number(user.id), firstName: user.first_name, lastName: user.last_name,
    email: user.email, pic: user.pic ?? null, vendorId: user.vendor_id ?? null, subrole: user.subrole ?? null,
  };
  for (const slot of document.querySelectorAll<HTMLElement>('[data-account-slot]')) {
    const kind = slot.dataset.accountSlot;
    const root = createRoot(slot);
    if (kind === 'menu') root.render(<AccountMenu viewer={viewer} />);
    else if (kind === 'badge') root.render(<Avatar viewer={viewer} size={28} decorative />);
    else if (kind === 'links') {
      root.render(
        <>
          <SignedInAs viewer={viewer} />
          <ul className="mobile-menu-list" aria-label="Your account">
            <AccountLinks viewer={viewer} features={{ pets: slot.dataset.pets !== '0' }} path={window.location.pathname} />
          </ul>
        </>,
      );
    } else continue;
    slot.dataset.accountSlot = `${kind}-signed-in`;
  }
}
