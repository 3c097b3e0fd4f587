import { PUBLIC_PATHS } from '../../views/pages/marketing/content/index.ts';

/**
 * Who may make which call: every GraphQL root field and every route of the routing table, as six actors.
 * test/integration/permission-matrix.test.ts calls each as each actor against a world where every actor owns
 * something the others must not touch, and fails on any answer that differs from this table, on any call the
 * table does not name, and on any private detail shown to someone who may not see it.
 *
 * A row is six letters, one per actor in ACTORS order:
 * - `a` allowed: the call gets past authorization (it may still refuse bad input);
 * - `o` allowed, answering with the actor's own data only (a list of their own, their own tenant);
 * - `d` denied: 401, 403 or 404 (GraphQL: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND or null), or sent to log in.
 *
 * The world (see the test): owner A has pet Rex, its records and share link, an API token, and a booking with clinic X on
 * listing L1, which X's sub-user manages; owner B has a pet of their own; clinic X has a root admin, that
 * sub-user and another team member; clinic Y has its root admin. Calls aim at A's and X's things.
 */
export const ACTORS = ['anonymous', 'ownerA', 'ownerB', 'vendorX', 'subX', 'vendorY'] as const;
export type Actor = (typeof ACTORS)[number];
export type Outcome = 'allow' | 'deny';

/** The outcome a row declares for an actor (`o` is an allow whose answer is the actor's own). */
export function expectedOutcome(row: string, actor: Actor): Outcome {
  const letter = row.replace(/\s/g, '')[ACTORS.indexOf(actor)];
  return letter === 'd' ? 'deny' : 'allow';
}

const EVERYONE = 'a aa aa a';

export const PERMISSIONS: Record<string, string> = {
  // The marketing pages (views/pages/marketing/content): public by construction.
  ...Object.fromEntries(PUBLIC_PATHS.map((path) => [`GET ${path}`, EVERYONE])),
  // GraphQL reads.
  'Query.ping': EVERYONE,
  'Query.appointments': 'd ao aa o',
  'Query.appointment': 'd ad aa d',
  'Query.customers': 'd dd ad o',
  // Rex's records: its owner, and the clinic whose customer A is (the sub-user through the booking on L1).
  'Query.healthRecords': 'd ad aa d',
  'Query.petShareLinks': 'd ad dd d',
  // X's listings: X, and its sub-user (only those naming them).
  'Query.listings': 'd dd aa d',
  'Query.listing': 'd dd aa d',
  'Query.availableSlots': EVERYONE,
  'Query.bookingWindow': EVERYONE,
  'Query.vendorServices': EVERYONE,
  'Query.scheduleWeek': 'd dd aa d',
  'Query.petTypes': 'd aa aa a',
  // A's pets (userId A): A, and the clinic A booked with.
  'Query.pets': 'd ad aa d',
  'Query.myProfile': 'd ao oo o',
  'Query.myApiTokens': 'd ao oo o',
  'Query.site': EVERYONE,
  'Query.teamMembers': 'd dd ad o',
  // Anonymous: null.
  'Query.viewer': 'd ao oo o',
  'Query.websiteSettings': 'd dd ad o',
  // A's appointment's thread (a booking on L1): A, X's root admin and L1's manager; nobody else.
  'Query.thread': 'd ad aa d',
  'Query.threadMessages': 'd ad aa d',
  'Query.unreadThreads': 'd ao oo o',
  // Pages and reads of the routing table.
  'GET /api/account/captcha': EVERYONE,
  'GET /login': EVERYONE,
  'GET /signup': EVERYONE,
  'GET /vendor/login': EVERYONE,
  'GET /for-vet/signup': EVERYONE,
  // A wrong one-time sign-in code shows the vet login (410) to anyone.
  'GET /vendor/login/continue': EVERYONE,
  // A wrong verification link says so (410) to anyone; so does confirming one.
  'GET /vendor/verify-email': EVERYONE,
  'POST /vendor/verify-email': EVERYONE,
  // Sending the clinic's verification link again: its root admin only (X and Y are verified: 'already').
  'POST /app/email-verification': 'd dd ad a',
  // The not-found page answers 404 to everyone.
  'GET /404': 'd dd dd d',
  'GET /app': 'd ao oo o',
  'GET /newsletter/subscribed': EVERYONE,
  'GET /sitemap.xml': EVERYONE,
  'GET /robots.txt': EVERYONE,
  // A wrong consultation link is 'Invalid link' (404) to everyone: the signed link, not a session, is the authority.
  'GET /appointments': 'd dd dd d',
  'GET /vet-appointments/list': EVERYONE,
  // A clinic link goes on to the clinic's site for anyone (its pages decide what they show).
  'GET /clinic/:vendorId{/*rest}': EVERYONE,
  'GET /app/listings': 'd dd ao o',
  'GET /app/listings/item': 'd dd ao o',
  'GET /app/listings/schedule': 'd dd aa d',
  'GET /app/my-pets': 'd ao dd d',
  'GET /app/my-orders': 'd ao dd d',
  'GET /checkout': EVERYONE,
  // Owners book on a vendor site only; on the main site the page is a 404.
  'GET /app/appointments/new': 'd dd ao o',
  'GET /app/my-appointments': 'd ao dd d',
  'GET /app/my-appointments/:id': 'd ad dd d',
  'GET /app/appointments': 'd dd ao o',
  'GET /app/appointments/:id': 'd dd aa d',
  // The confirmation's "Add to calendar" and "Join": the booking's owner, or its clinic.
  'GET /app/my-appointments/:id/calendar.ics': 'd ad dd d',
  'GET /app/appointments/:id/calendar.ics': 'd dd aa d',
  'GET /app/my-appointments/:id/join': 'd ad dd d',
  'GET /app/appointments/:id/join': 'd dd aa d',
  'GET /vet-house-call/order/': 'd aa dd d',
  // Order forms need a pet-owner account: vendors get the page saying so (403), never a redirect loop.
  'GET /vet-house-call/order': 'd aa dd d',
  'GET /second-medical-opinion/order/': 'd aa dd d',
  'GET /second-medical-opinion/order': 'd aa dd d',
  'GET /app/reports': 'd dd ad o',
  'GET /api/reports/export.csv': 'd dd ad o',
  'GET /app/users': 'd dd ad o',
  'GET /app/users/:id': 'd dd ad d',
  'GET /app/my-profile': 'd ao dd d',
  'GET /app/my-clinics': 'd ao dd d',
  'GET /app/settings': 'd dd ao o',
  // The Website tab: root admins only.
  'GET /app/settings/*tab': 'd dd ad o',
  'GET /app/medical-records': 'd ao dd d',
  'GET /app/medical-records/:petId/record.pdf': 'd ad aa d',
  'GET /api/health-records/files/:fileId': 'd ad aa d',
  // The same for a wrong share link, and for a file through one (the token, not the session, is the authority).
  'GET /3{*rest}': 'd dd dd d',
  'GET /3/:token/files/:fileId': 'd dd dd d',
  // Writes: GraphQL mutations and posts (in the test, deletes, cancels and logouts run last).
  'Mutation.rescheduleAppointment': 'd ad aa d',
  'Mutation.markAppointmentOutcome': 'd dd aa d',
  'Mutation.undoAppointmentOutcome': 'd dd aa d',
  'Mutation.saveHealthRecord': 'd ad dd d',
  'Mutation.addConsultationNote': 'd dd aa d',
  'Mutation.createPetShareLink': 'd ad dd d',
  // L1: X, and its sub-user who manages it; Y cannot take it.
  'Mutation.saveListing': 'd dd aa a',
  // Approving, archiving and restoring L1: X's root admin only.
  'Mutation.setListingState': 'd dd ad d',
  'Mutation.toggleSlot': 'd dd aa d',
  'Mutation.copyWeek': 'd dd aa d',
  'Mutation.resetDate': 'd dd aa d',
  // Rex: its owner only; a clinic adds pets for its customers but never edits theirs.
  'Mutation.savePet': 'd ad dd d',
  'Mutation.updateMyProfile': 'd ao oo o',
  // A's API token: A only (anyone else's revocation finds no token of theirs).
  'Mutation.revokeApiToken': 'd ad dd d',
  // X's team member: X's root admin only.
  'Mutation.saveTeamMember': 'd dd ad d',
  'Mutation.saveWebsite': 'd dd ad o',
  'Mutation.saveDomains': 'd dd ad o',
  'Mutation.verifyCustomDomain': 'd dd ad o',
  'POST /api/account/register': EVERYONE,
  'POST /api/account/register_vendor': EVERYONE,
  // Posted without credentials, every login fails alike (401).
  'POST /api/account/login': 'd dd dd d',
  'POST /api/account/send_otp': EVERYONE,
  'POST /api/account/verify_otp': EVERYONE,
  'POST /api/account/forgot': EVERYONE,
  'POST /api/account/change_password': EVERYONE,
  // The same, as plain form posts; an empty form is told what it lacks (400) before any credentials are checked.
  'POST /login': EVERYONE,
  'POST /signup': EVERYONE,
  'POST /vendor/login': EVERYONE,
  'POST /for-vet/signup': EVERYONE,
  'POST /shelter-partnership/': EVERYONE,
  'POST /shelter-partnership/form/': EVERYONE,
  'POST /newsletter': EVERYONE,
  'POST /api/gql/fetch_booked_slots': EVERYONE,
  'POST /api/payment/check_discount': EVERYONE,
  'POST /api/bookings/customer/register': 'd dd aa a',
  // A clinic's desk finds only its own customers by exact email (rate-limited): Y never served A.
  'POST /api/bookings/customer': 'd dd aa d',
  'POST /app/my-appointments/:id/reschedule': 'd ad dd d',
  'POST /app/my-appointments/:id/outcome': 'd dd dd d',
  'POST /app/appointments/:id/reschedule': 'd dd aa d',
  'POST /app/appointments/:id/outcome': 'd dd aa d',
  'POST /app/my-appointments/:id/outcome/undo': 'd dd dd d',
  'POST /app/appointments/:id/outcome/undo': 'd dd aa d',
  'POST /api/orders': 'd aa dd d',
  // Booking on X's listing: owners, and X's logins for a customer; not another clinic.
  'POST /api/payment': 'd aa aa d',
  // PayPal is not configured in this world: its calls answer 404 to everyone (tested with PayPal in paypal-checkout).
  'POST /api/payment/paypal/order': 'd dd dd d',
  'POST /api/payment/paypal/capture': 'd dd dd d',
  'POST /api/payment/paypal/webhook': 'd dd dd d',
  'POST /api/files/:accessType': 'd aa aa a',
  'POST /app/settings/reminders': 'd dd ad o',
  // An owner's answer to clinic X: A shares with X already, and B is X's customer by then (B's booking on L1
  // through POST /api/payment, a write that runs before this one); clinics never answer for owners.
  'POST /app/my-clinics/:vendorId': 'd aa dd d',
  'POST /app/settings/house-calls': 'd dd ad o',
  // Hiding the Get started checklist: a clinic's root admin, for their own clinic.
  'POST /app/onboarding/dismiss': 'd dd ad o',
  'Mutation.cancelAppointment': 'd ad aa d',
  'Mutation.sendThreadMessage': 'd ad aa d',
  'Mutation.markThreadRead': 'd ad aa d',
  'Mutation.deleteHealthRecord': 'd ad dd d',
  'Mutation.revokePetShareLink': 'd ad dd d',
  'Mutation.deletePet': 'd ad dd d',
  'Mutation.deleteTeamMember': 'd dd ad d',
  'POST /app/my-appointments/:id/cancel': 'd ad dd d',
  // A's paid order: A only.
  'POST /app/my-orders/:orderId/cancel': 'd ad dd d',
  // A's notice (a vet filed a note): A only.
  'POST /app/notices/:noticeId/read': 'd ad dd d',
  'POST /app/appointments/:id/cancel': 'd dd aa d',
  'POST /api/account/logout': EVERYONE,
  // Ends every session and token of the caller; a visitor has nothing to end.
  'POST /api/account/logout_everywhere': EVERYONE,
  'GET /app/logout': EVERYONE,
};

