/**
 * The signed-in shell's English words (side menu, account menu): part of en-dashboard.ts, and a module of their own
 * because the account menu is also drawn in the browser after a sign-in inside an island that carries no catalogue
 * (client/lib/signed-in-header.tsx, views/components/shell-words.ts): only these travel with it.
 */
export const dashShellEn = {
  'dash.shell.nav': 'Dashboard',
  'dash.shell.dashboard': 'Dashboard',
  'dash.shell.logout': 'Logout',
  'dash.shell.accountMenu': 'Account menu',
  'dash.shell.accountMenuFor': 'Account menu for {name}',
  'dash.shell.signedInAs': 'Signed in as',
  'dash.shell.yourAccount': 'Your account',
  'dash.shell.savedCopy': 'Saved copy: you are offline. This is the page as it was when you last opened it; it cannot be changed until you are back online.',
  'dash.shell.unread': '{count, plural, one {# unread message} other {# unread messages}}',
  // The side menu, owners.
  'dash.menu.shelter': 'Shelter',
  'dash.menu.myAppointments': 'My Appointments',
  'dash.menu.myWaitlist': 'My Waitlist',
  'dash.menu.myOrders': 'My Orders',
  'dash.menu.houseCalls': 'House Calls',
  'dash.menu.medicalRecords': 'Medical Records',
  'dash.menu.recordsRequests': 'Records Requests',
  'dash.menu.myPets': 'My Pets',
  'dash.menu.sharing': 'Sharing',
  'dash.menu.myClinics': 'My Clinics',
  'dash.menu.myProfile': 'My Profile',
  // The side menu, clinics (root admins see every entry, sub-users all but Users, Reports and House-call packages).
  'dash.menu.appointments': 'Appointments',
  'dash.menu.orders': 'Orders',
  'dash.menu.peerConsults': 'Peer Consults',
  'dash.menu.listings': 'Listings',
  'dash.menu.waitlist': 'Waitlist',
  'dash.menu.users': 'Users',
  'dash.menu.settings': 'Settings',
  'dash.menu.reports': 'Reports',
  'dash.menu.houseCallPackages': 'House-call packages',
} as const;

export type DashShellId = keyof typeof dashShellEn;
