import { createRoot } from 'react-dom/client';
import { AccountMenu, SignedInLinks } from '../../views/components/account-menu.tsx';
import type { ViewerView } from '../../views/page-context.tsx';

/** The account the login and sign-up calls answer with (`userDto` on the server). */
export interface SignedInUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  pic?: string | null;
  vendor_id?: number | null;
  subrole?: 'root_admin' | 'user' | null;
}

/**
 * After signing in without leaving the page (the booking wizard, the checkout), the server-rendered header
 * still shows Login. This swaps the header's account slots (`data-account-slot`, rendered by site-header.tsx)
 * for the same avatar menu and links the server renders for a signed-in page.
 */
export function showSignedInHeader(user: SignedInUser): void {
  const viewer: ViewerView = {
    kind: user.role === 'vendor' ? 'vendor' : 'user', id: Number(user.id), firstName: user.first_name, lastName: user.last_name,
    email: user.email, pic: user.pic ?? null, vendorId: user.vendor_id ?? null, subrole: user.subrole ?? null,
  };
  for (const slot of document.querySelectorAll<HTMLElement>('[data-account-slot]')) {
    const root = createRoot(slot);
    root.render(slot.dataset.accountSlot === 'menu' ? <AccountMenu viewer={viewer} /> : <SignedInLinks />);
    slot.dataset.accountSlot = `${slot.dataset.accountSlot}-signed-in`;
  }
}
