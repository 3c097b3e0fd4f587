import type { FeaturesView, ViewerView } from '../page-context.tsx';
import type { DashShellId } from '../../contracts/messages/en-dashboard-shell.ts';

/** A side menu entry's words in the catalogue. */
export type MenuLabelId = Extract<DashShellId, `dash.menu.${string}`>;

export interface MenuItem {
  href: string;
  /** Its words' id (contracts/messages/en-dashboard.ts). */
  labelId: MenuLabelId;
  /** Unread messages under this entry (the appointments' threads), shown beside the label when any. */
  count?: number;
}

const unread = (viewer: ViewerView): Pick<MenuItem, 'count'> => (viewer.unreadMessages ? { count: viewer.unreadMessages } : {});

/**
 * The signed-in menu by role and sub-role (spec: user-role and vendor-role routes); My Pets only with the pets
 * feature on. The dashboard's side menu (850px and wider) and the header's Menu (narrower) both list these.
 */
export function dashboardMenu(viewer: ViewerView, features: FeaturesView = { pets: true }): MenuItem[] {
  const item = (href: string, labelId: MenuLabelId, extra: Pick<MenuItem, 'count'> = {}): MenuItem => ({ href, labelId, ...extra });
  if (viewer.kind === 'user') {
    return [
      ...(viewer.shelter ? [item('/app/shelter', 'dash.menu.shelter')] : []),
      item('/app/my-appointments', 'dash.menu.myAppointments', unread(viewer)),
      item('/app/waitlist', 'dash.menu.myWaitlist'),
      item('/app/my-orders', 'dash.menu.myOrders'),
      item('/app/house-calls', 'dash.menu.houseCalls'),
      item('/app/medical-records', 'dash.menu.medicalRecords'),
      item('/app/records-requests', 'dash.menu.recordsRequests'),
      ...(features.pets ? [item('/app/my-pets', 'dash.menu.myPets')] : []),
      item('/app/sharing', 'dash.menu.sharing'),
      item('/app/my-clinics', 'dash.menu.myClinics'),
      item('/app/my-profile', 'dash.menu.myProfile'),
    ];
  }
  const rootAdmin = viewer.subrole === 'root_admin';
  return [
    item('/app/appointments', 'dash.menu.appointments', unread(viewer)),
    item('/app/orders', 'dash.menu.orders'),
    item('/app/peer-consults', 'dash.menu.peerConsults'),
    item('/app/listings', 'dash.menu.listings'),
    item('/app/waitlist', 'dash.menu.waitlist'),
    ...(rootAdmin ? [item('/app/users', 'dash.menu.users')] : []),
    item('/app/settings', 'dash.menu.settings'),
    ...(rootAdmin ? [item('/app/reports', 'dash.menu.reports'), item('/app/house-call-holders', 'dash.menu.houseCallPackages')] : []),
  ];
}

/** True when `path` is the menu item's page or one under it (a detail, a tab). */
export function isMenuCurrent(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}
