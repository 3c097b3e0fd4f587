import type { FeaturesView, ViewerView } from '../page-context.tsx';

export interface MenuItem {
  href: string;
  label: string;
  /** Unread messages under this entry (the appointments' threads), shown beside the label when any. */
  count?: number;
}

const unread = (viewer: ViewerView): Pick<MenuItem, 'count'> => (viewer.unreadMessages ? { count: viewer.unreadMessages } : {});

/**
 * The signed-in menu by role and sub-role (spec: user-role and vendor-role routes); My Pets only with the pets
 * feature on. The dashboard's side menu (850px and wider) and the header's Menu (narrower) both list these.
 */
export function dashboardMenu(viewer: ViewerView, features: FeaturesView = { pets: true }): MenuItem[] {
  if (viewer.kind === 'user') {
    return [
      ...(viewer.shelter ? [{ href: '/app/shelter', label: 'Shelter' }] : []),
      { href: '/app/my-appointments', label: 'My Appointments', ...unread(viewer) },
      { href: '/app/waitlist', label: 'My Waitlist' },
      { href: '/app/my-orders', label: 'My Orders' },
      { href: '/app/house-calls', label: 'House Calls' },
      { href: '/app/medical-records', label: 'Medical Records' },
      { href: '/app/records-requests', label: 'Records Requests' },
      ...(features.pets ? [{ href: '/app/my-pets', label: 'My Pets' }] : []),
      { href: '/app/sharing', label: 'Sharing' },
      { href: '/app/my-clinics', label: 'My Clinics' },
      { href: '/app/my-profile', label: 'My Profile' },
    ];
  }
  const rootAdmin = viewer.subrole === 'root_admin';
  return [
    { href: '/app/appointments', label: 'Appointments', ...unread(viewer) },
    { href: '/app/orders', label: 'Orders' },
    { href: '/app/peer-consults', label: 'Peer Consults' },
    { href: '/app/listings', label: 'Listings' },
    { href: '/app/waitlist', label: 'Waitlist' },
    ...(rootAdmin ? [{ href: '/app/users', label: 'Users' }] : []),
    { href: '/app/settings', label: 'Settings' },
    ...(rootAdmin ? [{ href: '/app/reports', label: 'Reports' }, { href: '/app/house-call-holders', label: 'House-call packages' }] : []),
  ];
}

/** True when `path` is the menu item's page or one under it (a detail, a tab). */
export function isMenuCurrent(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** The entry's unread count, said in full to screen readers. */
export function menuCountText(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}
