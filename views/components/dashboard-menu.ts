import type { FeaturesView, ViewerView } from '../page-context.tsx';

export interface MenuItem {
  href: string;
  label: string;
}

/**
 * The signed-in menu by role and sub-role (spec: user-role and vendor-role routes); My Pets only with the pets
 * feature on. The dashboard's side menu (850px and wider) and the header's Menu (narrower) both list these.
 */
export function dashboardMenu(viewer: ViewerView, features: FeaturesView = { pets: true }): MenuItem[] {
  if (viewer.kind === 'user') {
    return [
      { href: '/app/my-appointments', label: 'My Appointments' },
      { href: '/app/my-orders', label: 'My Orders' },
      { href: '/app/medical-records', label: 'Medical Records' },
      ...(features.pets ? [{ href: '/app/my-pets', label: 'My Pets' }] : []),
      { href: '/app/sharing', label: 'Sharing' },
      { href: '/app/my-clinics', label: 'My Clinics' },
      { href: '/app/my-profile', label: 'My Profile' },
    ];
  }
  const rootAdmin = viewer.subrole === 'root_admin';
  return [
    { href: '/app/appointments', label: 'Appointments' },
    { href: '/app/listings', label: 'Listings' },
    ...(rootAdmin ? [{ href: '/app/users', label: 'Users' }] : []),
    { href: '/app/settings', label: 'Settings' },
    ...(rootAdmin ? [{ href: '/app/reports', label: 'Reports' }] : []),
  ];
}

/** True when `path` is the menu item's page or one under it (a detail, a tab). */
export function isMenuCurrent(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}
