import { match } from 'path-to-regexp';
import type { Viewer } from '../domain/accounts/viewer.ts';
import { PUBLIC_PATHS } from '../../views/pages/marketing/content/index.ts';
import { ACCOUNT_PAGES } from './routes/account-pages.routes.ts';
import { HANDOFF_PATH } from '../../contracts/session.ts';
import { CLINIC_LINK_PATH } from '../tenancy/host.ts';
import { VERIFY_EMAIL_PATH } from '../domain/accounts/email-verification.ts';

/**
 * Who may open a page:
 * - `anyone`: public pages (the page itself may adapt to a viewer);
 * - `signedIn`: any signed-in person;
 * - `owner`: a pet owner (role user);
 * - `vendor`: any login of a clinic; `rootAdmin`: a clinic's root admin only;
 * - `operator`: the marketplace operator console (/ops), behind its own session and sign-in (ops.routes.ts): no
 *   owner or clinic login may open it, and its router sends everyone else to the console's sign-in.
 */
export type PageAccess = 'anyone' | 'signedIn' | 'owner' | 'vendor' | 'rootAdmin' | 'operator';

/** What tests need to open a page with parameters: one example of each id the registry's samples use. */
export interface PageFixtures {
  ownerBookingId: number;
  /** The owner of that booking: a customer of the booking's clinic. */
  customerId: number;
  vendorBookingId: number;
  listingId: number;
  /** A paid second opinion of the booking's clinic, when the test's world has one. */
  orderId?: number;
}

export interface PageRoute {
  /** An Express path pattern, exactly as the router mounts it. */
  path: string;
  access: PageAccess;
  /** Concrete URLs to open this page with (defaults to `path` itself when it has no parameters). */
  samples?: (f: PageFixtures) => string[];
}

/**
 * Every page (GET route answering HTML) of the product, with who may open it. The page-access middleware
 * enforces it for every route here, and tests walk it (redirect chains, widths, roles); a test fails when
 * the router serves a page that is missing here. Calls (`/api`, `/graphql`), files and assets are not pages.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...PUBLIC_PATHS.map((path): PageRoute => ({ path, access: 'anyone' })),
  ...ACCOUNT_PAGES.map((route): PageRoute => ({ path: route.path, access: 'anyone' })),
  // A clinic login's one-time sign-in on its own site (from another clinic's); a wrong code shows the vet login.
  { path: HANDOFF_PATH, access: 'anyone', samples: () => [`${HANDOFF_PATH}?code=invalid`] },
  // The links emails carry to a clinic's site: on to the clinic's address of the day (a redirect, not a page of its own).
  { path: CLINIC_LINK_PATH, access: 'anyone', samples: () => [] },
  // The page a clinic's emailed verification link opens (a click confirms it).
  { path: VERIFY_EMAIL_PATH, access: 'anyone', samples: () => [`${VERIFY_EMAIL_PATH}?v=1&l=1&e=1&s=invalid`] },
  { path: '/404', access: 'anyone' },
  { path: '/newsletter/subscribed', access: 'anyone' },
  { path: '/vet-appointments/list', access: 'anyone', samples: () => ['/vet-appointments/list', '/vet-appointments/list?q=Dr.%20Lee'] },
  { path: '/checkout', access: 'anyone', samples: (f) => [`/checkout?listingId=${f.listingId}&type=clinic`] },
  { path: '/appointments', access: 'anyone', samples: () => ['/appointments?z=1U1.invalid'] },
  { path: '/sitemap.xml', access: 'anyone' },
  { path: '/sitemap-es.xml', access: 'anyone' },
  { path: '/robots.txt', access: 'anyone' },
  { path: '/vet-house-call/order', access: 'owner' },
  { path: '/second-medical-opinion/order', access: 'owner' },
  { path: '/app/logout', access: 'anyone', samples: () => [] }, // would end the walker's own session
  { path: '/app', access: 'signedIn' },
  { path: '/app/my-appointments', access: 'owner' },
  { path: '/app/my-appointments/:id', access: 'owner', samples: (f) => [`/app/my-appointments/${f.ownerBookingId}`, `/app/my-appointments/${f.ownerBookingId}?tab=messages`] },
  // The confirmation's "Add to calendar" (an .ics, not a page to walk) and "Join" (a redirect to the consultation page).
  { path: '/app/my-appointments/:id/calendar.ics', access: 'owner', samples: () => [] },
  { path: '/app/my-appointments/:id/join', access: 'owner', samples: () => [] },
  { path: '/app/my-pets', access: 'owner' },
  { path: '/app/my-orders', access: 'owner' },
  // A delivered report's PDF: a redirect to a short-lived signed address (the order's owner only; the service decides).
  { path: '/app/my-orders/:orderId/report.pdf', access: 'owner', samples: () => ['/app/my-orders/999999999/report.pdf'] },
  { path: '/app/records-requests', access: 'owner' },
  // The waitlist: an owner's entries and held times; a clinic's lines per listing (the service decides which).
  { path: '/app/waitlist', access: 'signedIn' },
  { path: '/app/waitlist/join', access: 'owner', samples: (f) => [`/app/waitlist/join?listingId=${f.listingId}&type=clinic`] },
  // A time held for the owner (only theirs; anyone else's is not found).
  { path: '/app/waitlist/offers/:holdId', access: 'owner', samples: () => ['/app/waitlist/offers/999999999'] },
  { path: '/app/house-calls', access: 'owner' },
  // The signed release of a records request (a PDF, not a page to walk); the service answers the owner's own only.
  { path: '/app/records-requests/:requestId/release.pdf', access: 'owner', samples: () => [] },
  // A clinic's private upload link for a records request (its token is the authority; no account).
  { path: '/records-upload/:token', access: 'anyone', samples: () => ['/records-upload/invalid-token'] },
  { path: '/app/medical-records', access: 'owner', samples: () => ['/app/medical-records', '/app/medical-records?category=trackers&sub=weight'] },
  // The pet record PDF: the owner, or a vendor whose customer owns the pet (the records service decides).
  { path: '/app/medical-records/:petId/record.pdf', access: 'signedIn', samples: () => ['/app/medical-records/999999999/record.pdf'] },
  // A file of a shared record: a short-lived signed address while the share link works (its token is the authority).
  // A clinic login's calendar feed (an .ics polled by calendar apps; its token is the authority, a wrong one 404).
  { path: '/calendar/:file', access: 'anyone', samples: () => ['/calendar/invalid.ics'] },
  { path: '/3/:token/files/:fileId', access: 'anyone', samples: () => ['/3/invalid.token/files/1'] },
  // A pet record share link (replaces the spec's /3*?pid&uid); anything under /3 without a valid token is 'Invalid link'.
  { path: '/3{*rest}', access: 'anyone', samples: () => ['/3/invalid.token', '/3?pid=1&uid=1'] },
  { path: '/app/my-profile', access: 'owner' },
  { path: '/app/my-profile/export/:exportId', access: 'owner', samples: () => ['/app/my-profile/export/999999999'] },
  // A shelter partner's own area (an owner account the operator approved; anyone else: 404), and its read-only view
  // of a pet it adopted out (30 days).
  { path: '/app/shelter', access: 'owner' },
  { path: '/app/shelter/adoptions/:adoptionId', access: 'owner', samples: () => [] },
  // An adoption invite: the token is the authority to see it (a wrong one is 'Invalid link').
  { path: '/adopt/:token', access: 'anyone', samples: () => ['/adopt/invalid'] },
  // The clinics an owner is a customer of, and which may see their pets and records (a request email's links land here).
  { path: '/app/my-clinics', access: 'owner', samples: () => ['/app/my-clinics'] },
  // Co-owners: who shares the owner's pets, and the invitation link's page (a spent or wrong link says so, 410).
  { path: '/app/sharing', access: 'owner' },
  { path: '/app/sharing/accept', access: 'owner', samples: () => ['/app/sharing/accept?token=invalid'] },
  // Vendors book for a customer; owners only on a vendor site (the route answers 404 on the main site).
  { path: '/app/appointments/new', access: 'signedIn' },
  { path: '/app/appointments', access: 'vendor' },
  { path: '/app/appointments/:id', access: 'vendor', samples: (f) => [`/app/appointments/${f.vendorBookingId}`, `/app/appointments/${f.vendorBookingId}?tab=messages`] },
  { path: '/app/appointments/:id/calendar.ics', access: 'vendor', samples: () => [] },
  { path: '/app/appointments/:id/join', access: 'vendor', samples: () => [] },
  // The clinic's queue of paid service orders (a sub-user: those assigned to them) and one order's detail.
  { path: '/app/orders', access: 'vendor', samples: () => ['/app/orders', '/app/orders?product=7000&status=paid'] },
  { path: '/app/orders/:orderId', access: 'vendor', samples: (f) => (f.orderId ? [`/app/orders/${f.orderId}`] : []) },
  { path: '/app/orders/:orderId/report.pdf', access: 'vendor', samples: () => ['/app/orders/999999999/report.pdf'] },
  { path: '/app/orders/:orderId/files/:fileId', access: 'vendor', samples: () => ['/app/orders/999999999/files/1'] },
  // The clinic's Peer-to-Peer Consults: its patients, the order form for one, each consult it ordered (the service decides).
  { path: '/app/peer-consults', access: 'vendor' },
  { path: '/app/peer-consults/new/:petId', access: 'vendor', samples: () => ['/app/peer-consults/new/999999999'] },
  { path: '/app/peer-consults/:orderId', access: 'vendor', samples: (f) => (f.orderId ? [`/app/peer-consults/${f.orderId}`] : []) },
  { path: '/app/peer-consults/:orderId/report.pdf', access: 'vendor', samples: () => ['/app/peer-consults/999999999/report.pdf'] },
  { path: '/app/peer-consults/:orderId/files/:fileId', access: 'vendor', samples: () => ['/app/peer-consults/999999999/files/1'] },
  { path: '/app/listings', access: 'vendor' },
  { path: '/app/listings/item', access: 'vendor', samples: (f) => ['/app/listings/item', `/app/listings/item?id=${f.listingId}`] },
  { path: '/app/listings/schedule', access: 'vendor', samples: (f) => [`/app/listings/schedule?id=${f.listingId}&type=clinic`] },
  { path: '/app/settings', access: 'vendor' },
  { path: '/app/settings/data/export/:exportId', access: 'rootAdmin', samples: () => ['/app/settings/data/export/999999999'] },
  { path: '/app/settings/*tab', access: 'vendor', samples: () => ['/app/settings/site', '/app/settings/domains', '/app/settings/users', '/app/settings/reminders', '/app/settings/house-calls', '/app/settings/activity', '/app/settings/data', '/app/settings/profile'] },
  { path: '/app/users', access: 'rootAdmin', samples: () => ['/app/users', '/app/users?name=o&sort=name:asc'] },
  { path: '/app/users/:id', access: 'rootAdmin', samples: (f) => [`/app/users/${f.customerId}`] },
  { path: '/app/reports', access: 'rootAdmin' },
  { path: '/app/house-call-holders', access: 'rootAdmin' },
  // The operator console: its sign-in is a page like any login; the rest need an operator's own session.
  { path: '/ops/login', access: 'anyone' },
  { path: '/ops', access: 'operator' },
  { path: '/ops/login/verify', access: 'operator' },
  { path: '/ops/clinics', access: 'operator', samples: () => ['/ops/clinics', '/ops/clinics?q=paws'] },
  { path: '/ops/money', access: 'operator' },
  { path: '/ops/queues', access: 'operator' },
  { path: '/ops/health', access: 'operator' },
  { path: '/ops/audit', access: 'operator' },
];

const MATCHERS = PAGE_ROUTES.map((route) => ({ route, test: match(route.path, { decode: decodeURIComponent }) }));

/** The registry entry serving `path`, or undefined for a path that is not a page. */
export function pageRouteFor(path: string): PageRoute | undefined {
  return MATCHERS.find((m) => m.test(path) !== false)?.route;
}

/** True when the viewer may open pages of this access. */
export function mayOpen(access: PageAccess, viewer: Viewer | null | undefined): boolean {
  switch (access) {
    case 'anyone': return true;
    case 'signedIn': return !!viewer;
    case 'owner': return viewer?.kind === 'user';
    case 'vendor': return viewer?.kind === 'vendor';
    case 'rootAdmin': return viewer?.kind === 'vendor' && viewer.subrole === 'root_admin';
    // Operators are not viewers: no owner or clinic login opens the console.
    case 'operator': return false;
  }
}

/** Which login an anonymous visitor of a page of this access is sent to. */
export function loginKindFor(access: PageAccess): 'user' | 'vendor' {
  return access === 'vendor' || access === 'rootAdmin' ? 'vendor' : 'user';
}

/** A page's concrete URLs for tests. */
export function samplesOf(route: PageRoute, fixtures: PageFixtures): string[] {
  if (route.samples) return route.samples(fixtures);
  return /[:*]/.test(route.path) ? [] : [route.path];
}
