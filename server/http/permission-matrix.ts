import { PUBLIC_PATHS } from '../../views/pages/marketing/content/index.ts';

/**
 * Who may make which call: every GraphQL root field and every route of the routing table, as seven actors.
 * test/integration/permission-matrix.test.ts calls each as each actor against a world where every actor owns
 * something the others must not touch, and fails on any answer that differs from this table, on any call the
 * table does not name, and on any private detail shown to someone who may not see it.
 *
 * A row is seven letters, one per actor in ACTORS order (the seventh, after a space, the co-owner):
 * - `a` allowed: the call gets past authorization (it may still refuse bad input);
 * - `o` allowed, answering with the actor's own data only (a list of their own, their own tenant);
 * - `d` denied: 401, 403 or 404 (GraphQL: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND or null), or sent to log in.
 *
 * The world (see the test): owner A has pet Rex, its records and share link, an API token, and a booking with clinic X on
 * listing L1, which X's sub-user manages; owner B has a pet of their own; clinic X has a root admin, that
 * sub-user and another team member; clinic Y has its root admin; A's co-owner shares Rex at the `manage` level
 * (pets/pet-access.ts: reads Rex and its records and files, books for it and manages its records; never shares,
 * edits or deletes Rex, and sees none of A's own bookings, orders or account). Calls aim at A's and X's things.
 */
export const ACTORS = ['anonymous', 'ownerA', 'ownerB', 'vendorX', 'subX', 'vendorY', 'coOwnerA'] as const;
export type Actor = (typeof ACTORS)[number];
export type Outcome = 'allow' | 'deny';

/** The outcome a row declares for an actor (`o` is an allow whose answer is the actor's own). */
export function expectedOutcome(row: string, actor: Actor): Outcome {
  const letter = row.replace(/\s/g, '')[ACTORS.indexOf(actor)];
  return letter === 'd' ? 'deny' : 'allow';
}

const EVERYONE = 'a aa aa a a';

export const PERMISSIONS: Record<string, string> = {
  // The marketing pages (views/pages/marketing/content): public by construction.
  ...Object.fromEntries(PUBLIC_PATHS.map((path) => [`GET ${path}`, EVERYONE])),
  // The platform's probes, and Prometheus's scrape: no person has its token (without METRICS_TOKEN there is no /metrics).
  'GET /healthz': EVERYONE,
  'GET /readyz': EVERYONE,
  'GET /metrics': 'd dd dd d d',
  // GraphQL reads.
  'Query.ping': EVERYONE,
  'Query.appointments': 'd ao aa o o',
  'Query.appointment': 'd ad aa d d',
  'Query.customers': 'd dd ad o d',
  // Rex's records: its owner, and the clinic whose customer A is (the sub-user through the booking on L1).
  'Query.healthRecords': 'd ad aa d a',
  'Query.petShareLinks': 'd ad dd d d',
  // X's listings: X, and its sub-user (only those naming them).
  'Query.listings': 'd dd aa d d',
  'Query.listing': 'd dd aa d d',
  'Query.availableSlots': EVERYONE,
  'Query.bookingWindow': EVERYONE,
  'Query.vendorServices': EVERYONE,
  'Query.scheduleWeek': 'd dd aa d d',
  // L1's intake questions: its managers edit them; the booking flows read a live listing's for everyone.
  'Query.intakeQuestions': 'd dd aa d d',
  'Query.bookingQuestions': EVERYONE,
  'Query.emergencyPractices': EVERYONE,
  'Query.petTypes': 'd aa aa a a',
  // A's pets (userId A): A, and the clinic A booked with.
  'Query.pets': 'd ad aa d d',
  'Query.myProfile': 'd ao oo o o',
  'Query.myApiTokens': 'd ao oo o o',
  'Query.site': EVERYONE,
  'Query.teamMembers': 'd dd ad o d',
  // Anonymous: null.
  'Query.viewer': 'd ao oo o o',
  'Query.websiteSettings': 'd dd ad o d',
  // A's appointment's thread (a booking on L1): A, X's root admin and L1's manager; nobody else.
  'Query.thread': 'd ad aa d d',
  'Query.threadMessages': 'd ad aa d d',
  'Query.unreadThreads': 'd ao oo o o',
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
  'POST /app/email-verification': 'd dd ad a d',
  // The not-found page answers 404 to everyone.
  'GET /404': 'd dd dd d d',
  'GET /app': 'd ao oo o o',
  'GET /newsletter/subscribed': EVERYONE,
  'GET /sitemap.xml': EVERYONE,
  'GET /sitemap-es.xml': EVERYONE,
  'GET /robots.txt': EVERYONE,
  // A wrong consultation link is 'Invalid link' (404) to everyone: the signed link, not a session, is the authority.
  'GET /appointments': 'd dd dd d d',
  'GET /vet-appointments/list': EVERYONE,
  // A clinic link goes on to the clinic's site for anyone (its pages decide what they show).
  'GET /clinic/:vendorId{/*rest}': EVERYONE,
  'GET /app/listings': 'd dd ao o d',
  'GET /app/listings/item': 'd dd ao o d',
  'GET /app/listings/schedule': 'd dd aa d d',
  'GET /app/my-pets': 'd ao dd d o',
  'GET /app/my-orders': 'd ao dd d o',
  'GET /checkout': EVERYONE,
  // Owners book on a vendor site only; on the main site the page is a 404.
  'GET /app/appointments/new': 'd dd ao o d',
  'GET /app/my-appointments': 'd ao dd d o',
  'GET /app/my-appointments/:id': 'd ad dd d d',
  'GET /app/appointments': 'd dd ao o d',
  'GET /app/appointments/:id': 'd dd aa d d',
  // The confirmation's "Add to calendar" and "Join": the booking's owner, or its clinic.
  'GET /app/my-appointments/:id/calendar.ics': 'd ad dd d d',
  'GET /app/appointments/:id/calendar.ics': 'd dd aa d d',
  // A clinic login's calendar feed: the token is the authority; a wrong one is 404 to everyone.
  'GET /calendar/:file': 'd dd dd d d',
  'GET /app/my-appointments/:id/join': 'd ad dd d d',
  'GET /app/appointments/:id/join': 'd dd aa d d',
  'GET /vet-house-call/order/': 'd aa dd d a',
  // Order forms need a pet-owner account: vendors get the page saying so (403), never a redirect loop.
  'GET /vet-house-call/order': 'd aa dd d a',
  'GET /second-medical-opinion/order/': 'd aa dd d a',
  'GET /second-medical-opinion/order': 'd aa dd d a',
  'GET /app/reports': 'd dd ad o d',
  'GET /api/reports/export.csv': 'd dd ad o d',
  'GET /app/users': 'd dd ad o d',
  'GET /app/users/:id': 'd dd ad d d',
  'GET /app/my-profile': 'd ao dd d o',
  'GET /app/my-clinics': 'd ao dd d o',
  // Sharing: an owner's own co-owners; the invitation page (a wrong link is 410 to an owner, the page itself).
  'GET /app/sharing': 'd ao dd d o',
  'GET /app/sharing/accept': 'd aa dd d a',
  'POST /app/sharing': 'd aa dd d a',
  'POST /app/sharing/accept': 'd aa dd d a',
  // A's share with the co-owner: A only changes or revokes it.
  'POST /app/sharing/:shareId': 'd ad dd d d',
  'GET /app/settings': 'd dd ao o d',
  // The Website tab: root admins only.
  'GET /app/settings/*tab': 'd dd ad o d',
  'GET /app/medical-records': 'd ao dd d o',
  'GET /app/medical-records/:petId/record.pdf': 'd ad aa d a',
  'GET /api/health-records/files/:fileId': 'd ad aa d a',
  // The same for a wrong share link, and for a file through one (the token, not the session, is the authority).
  'GET /3{*rest}': 'd dd dd d d',
  'GET /3/:token/files/:fileId': 'd dd dd d d',
  // Writes: GraphQL mutations and posts (in the test, deletes, cancels and logouts run last).
  'Mutation.rescheduleAppointment': 'd ad aa d d',
  'Mutation.markAppointmentOutcome': 'd dd aa d d',
  'Mutation.undoAppointmentOutcome': 'd dd aa d d',
  'Mutation.saveHealthRecord': 'd ad dd d a',
  'Mutation.addConsultationNote': 'd dd aa d d',
  'Mutation.createPetShareLink': 'd ad dd d d',
  // L1: X, and its sub-user who manages it; Y cannot take it.
  'Mutation.saveListing': 'd dd aa a d',
  // Approving, archiving and restoring L1: X's root admin only.
  'Mutation.setListingState': 'd dd ad d d',
  'Mutation.saveIntakeQuestions': 'd dd aa d d',
  'Mutation.toggleSlot': 'd dd aa d d',
  'Mutation.copyWeek': 'd dd aa d d',
  'Mutation.resetDate': 'd dd aa d d',
  // Rex: its owner only; a clinic adds pets for its customers but never edits theirs.
  'Mutation.savePet': 'd ad dd d d',
  'Mutation.updateMyProfile': 'd ao oo o o',
  // A's API token: A only (anyone else's revocation finds no token of theirs).
  'Mutation.revokeApiToken': 'd ad dd d d',
  // X's team member: X's root admin only.
  'Mutation.saveTeamMember': 'd dd ad d d',
  'Mutation.saveWebsite': 'd dd ad o d',
  'Mutation.saveDomains': 'd dd ad o d',
  'Mutation.verifyCustomDomain': 'd dd ad o d',
  'POST /api/account/register': EVERYONE,
  'POST /api/account/register_vendor': EVERYONE,
  // Posted without credentials, every login fails alike (401).
  'POST /api/account/login': 'd dd dd d d',
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
  'POST /api/bookings/customer/register': 'd dd aa a d',
  // A clinic's desk finds only its own customers by exact email (rate-limited): Y never served A.
  'POST /api/bookings/customer': 'd dd aa d d',
  'POST /app/my-appointments/:id/reschedule': 'd ad dd d d',
  'POST /app/my-appointments/:id/outcome': 'd dd dd d d',
  'POST /app/appointments/:id/reschedule': 'd dd aa d d',
  'POST /app/appointments/:id/outcome': 'd dd aa d d',
  'POST /app/my-appointments/:id/outcome/undo': 'd dd dd d d',
  'POST /app/appointments/:id/outcome/undo': 'd dd aa d d',
  'POST /api/orders': 'd aa dd d a',
  // Booking on X's listing: owners, and X's logins for a customer; not another clinic.
  'POST /api/payment': 'd aa aa d a',
  // PayPal is not configured in this world: its calls answer 404 to everyone (tested with PayPal in paypal-checkout).
  'POST /api/payment/paypal/order': 'd dd dd d d',
  'POST /api/payment/paypal/capture': 'd dd dd d d',
  'POST /api/payment/paypal/webhook': 'd dd dd d d',
  'POST /api/files/:accessType': 'd aa aa a a',
  'POST /app/settings/reminders': 'd dd ad o d',
  // An owner's answer to clinic X: A shares with X already, and B is X's customer by then (B's booking on L1
  // through POST /api/payment, a write that runs before this one); clinics never answer for owners.
  // A's co-owner never booked with X (their booking of the same slot came after B's), so X is not their clinic.
  'POST /app/my-clinics/:vendorId': 'd aa dd d d',
  'POST /app/settings/house-calls': 'd dd ad o d',
  // Hiding the Get started checklist: a clinic's root admin, for their own clinic.
  'POST /app/onboarding/dismiss': 'd dd ad o d',
  'Mutation.cancelAppointment': 'd ad aa d d',
  'Mutation.deleteHealthRecord': 'd ad dd d d',
  'Mutation.revokePetShareLink': 'd ad dd d d',
  'Mutation.deletePet': 'd ad dd d d',
  'Mutation.deleteTeamMember': 'd dd ad d d',
  'POST /app/my-appointments/:id/cancel': 'd ad dd d d',
  'Mutation.sendThreadMessage': 'd ad aa d d',
  'Mutation.markThreadRead': 'd ad aa d d',
  // The vet's tools: X's root admin and L1's manager only (an owner is refused, another clinic finds nothing).
  'Mutation.startThreadCall': 'd dd aa d d',
  'Mutation.closeThread': 'd dd aa d d',
  // A's paid order: A only.
  'POST /app/my-orders/:orderId/cancel': 'd ad dd d d',
  // The clinic's order queue: each clinic its own (a sub-user: the orders assigned to them). The world's second
  // opinion is A's, fulfilled by X and assigned to X's sub-user, in review.
  'GET /app/orders': 'd dd aa o d',
  'GET /app/orders/:orderId': 'd dd aa d d',
  // Assigning: X's root admin only; the review's moves and the report: the assignee only (a wrong status is a 409).
  'POST /app/orders/:orderId/assign': 'd dd ad d d',
  'POST /app/orders/:orderId/start': 'd dd da d d',
  'POST /app/orders/:orderId/question': 'd dd da d d',
  'POST /api/orders/:orderId/report': 'd dd da d d',
  // Not delivered in the world: no report to open for anyone; the order's files only through the order (the world's file is a record's).
  'GET /app/orders/:orderId/report.pdf': 'd dd dd d d',
  'GET /app/orders/:orderId/files/:fileId': 'd dd dd d d',
  'GET /app/my-orders/:orderId/report.pdf': 'd dd dd d d',
  // Answering the vet: the order's owner only.
  'POST /app/my-orders/:orderId/answer': 'd ad dd d d',
  // Peer-to-Peer Consults: each clinic its own. The world's consult about Rex was ordered by X's sub-user (Rex is a
  // patient of L1, which they manage), answered by the panel, waiting for X's answer: X's root admin and the vet who
  // ordered it see and answer it; owners never see it. Sharing a consult not delivered is a 409 (allowed, refused).
  'GET /app/peer-consults': 'd dd oo o d',
  'GET /app/peer-consults/new/:petId': 'd dd aa d d',
  'POST /api/peer-consults': 'd dd aa d d',
  'GET /app/peer-consults/:orderId': 'd dd aa d d',
  'POST /app/peer-consults/:orderId/answer': 'd dd aa d d',
  'POST /app/peer-consults/:orderId/share': 'd dd aa d d',
  'POST /app/peer-consults/:orderId/cancel': 'd dd aa d d',
  'GET /app/peer-consults/:orderId/report.pdf': 'd dd dd d d',
  'GET /app/peer-consults/:orderId/files/:fileId': 'd dd dd d d',
  // Medical Records Assistance: each owner their own requests; the upload link answers its token only (an invalid one here).
  // The waitlist: a signed-in person's own (an owner's entries, a clinic's lines of the listings it manages); joining
  // and a held time are owners' (A's entry and hold: A only); a listing's switch is its managers' (L1: X and its sub-user).
  'GET /app/waitlist': 'd oo oo o o',
  'GET /app/waitlist/join': 'd aa dd d a',
  'POST /app/waitlist': 'd aa dd d a',
  'POST /app/waitlist/:entryId/leave': 'd ad dd d d',
  // The registry's sample is a missing hold (not found to everyone); A's own is read in test/integration/waitlist.test.ts.
  'GET /app/waitlist/offers/:holdId': 'd dd dd d d',
  'POST /app/waitlist/offers/:holdId/decline': 'd ad dd d d',
  'POST /app/waitlist/listings/:listingId': 'd dd aa d d',
  'GET /app/records-requests': 'd oo dd d o',
  'POST /app/records-requests': 'd aa dd d a',
  'GET /app/records-requests/:requestId/release.pdf': 'd dd dd d d',
  'GET /records-upload/:token': 'd dd dd d d',
  'POST /api/records-upload/:token/files': 'd dd dd d d',
  'POST /api/records-upload/:token/submit': 'd dd dd d d',
  // The house-call package's ledger: each owner their own packages; the practice's root admin its holders.
  'GET /app/house-calls': 'd oo dd d o',
  'POST /app/house-calls/visits': 'd aa dd d a',
  'POST /app/house-calls/visits/:visitId/cancel': 'd dd dd d d',
  'GET /app/house-call-holders': 'd dd ad o d',
  // A's notice (a vet filed a note): A only.
  'POST /app/notices/:noticeId/read': 'd ad dd d d',
  'POST /app/appointments/:id/cancel': 'd dd aa d d',
  'POST /api/account/logout': EVERYONE,
  // Ends every session and token of the caller; a visitor has nothing to end.
  'POST /api/account/logout_everywhere': EVERYONE,
  // Owners delete their own account (the matrix posts no password: refused as bad input, nothing deleted).
  'POST /api/account/delete': 'd aa dd d a',
  // A clinic login's own calendar address (create or regenerate, revoke): every clinic login, for itself; owners are refused.
  // Reviews (plain forms on the appointment's page). A's booking has not taken place, so A's review is refused too
  // (403, 'Only an appointment that has taken place can be reviewed.'), and it has no review to reply to or report
  // (404); test/integration/reviews.test.ts proves who may once it has.
  'POST /app/my-appointments/:id/review': 'd dd dd d d',
  'POST /app/appointments/:id/review/reply': 'd dd dd d d',
  'POST /app/appointments/:id/review/report': 'd dd dd d d',
  'POST /api/calendar-feed': 'd dd oo o d',
  'POST /api/calendar-feed/revoke': 'd dd oo o d',
  'GET /app/logout': EVERYONE,
  // Shelter partners' area: none of the seven actors runs a shelter (test/integration/shelters.test.ts has a shelter,
  // another shelter, an adopter before accepting, and the shelter after its 30 days).
  'GET /app/shelter': 'd dd dd d d',
  'GET /app/shelter/adoptions/:adoptionId': 'd dd dd d d',
  'POST /app/shelter/pets/:petId/adopt': 'd dd dd d d',
  'POST /app/shelter/invites/:adoptionId/cancel': 'd dd dd d d',
  'POST /app/shelter/announcements': 'd dd dd d d',
  // A wrong adoption invite is 'Invalid link' (404) to everyone; accepting one needs the invited owner's account.
  'GET /adopt/:token': 'd dd dd d d',
  'POST /adopt/:token': 'd dd dd d d',
  // An adopter's choice of a shelter's updates: none of these adopted anything.
  'POST /app/my-profile/shelter-updates/:adoptionId': 'd dd dd d d',
  // Web push: anyone signed in registers and forgets their own devices; owners choose what is pushed.
  'POST /api/push/subscriptions': 'd aa aa a a',
  'POST /api/push/subscriptions/delete': 'd aa aa a a',
  'POST /app/my-profile/notifications': 'd aa dd d a',
  // Each person's data (issue 33): an owner asks for their own export, a root admin for the clinic's; a download is only
  // the asker's own (the sample names no export: nobody's; data-exports.test.ts downloads real ones as each person).
  'POST /app/my-profile/export': 'd aa dd d a',
  'GET /app/my-profile/export/:exportId': 'd dd dd d d',
  'POST /app/settings/data/export': 'd dd ad a d',
  'GET /app/settings/data/export/:exportId': 'd dd dd d d',
  // Closing the clinic: its root admin only (the matrix's empty body is refused for the missing password).
  'POST /app/settings/data/close': 'd dd ad a d',
  // The operator console (/ops): its sign-in page and form answer anyone (an empty form is refused as bad input);
  // every other page and action needs an operator's own session, so no actor here gets past the sign-in.
  'GET /ops/login': EVERYONE,
  'POST /ops/login': EVERYONE,
  'GET /ops': 'd dd dd d d',
  'GET /ops/login/verify': 'd dd dd d d',
  'POST /ops/login/verify': 'd dd dd d d',
  'POST /ops/logout': 'd dd dd d d',
  'GET /ops/clinics': 'd dd dd d d',
  'POST /ops/clinics/:id/approve': 'd dd dd d d',
  'POST /ops/clinics/:id/suspend': 'd dd dd d d',
  'POST /ops/clinics/:id/unsuspend': 'd dd dd d d',
  'POST /ops/settings/clinic-approval': 'd dd dd d d',
  'GET /ops/money': 'd dd dd d d',
  'POST /ops/payments/:id/refund': 'd dd dd d d',
  'POST /ops/plans': 'd dd dd d d',
  'POST /ops/plans/:id/limit': 'd dd dd d d',
  'POST /ops/plans/:id/expire': 'd dd dd d d',
  'GET /ops/queues': 'd dd dd d d',
  'POST /ops/shelter-inquiries/:id/approve': 'd dd dd d d',
  'POST /ops/reviews/:id/hide': 'd dd dd d d',
  'GET /ops/health': 'd dd dd d d',
  'GET /ops/audit': 'd dd dd d d',
};

