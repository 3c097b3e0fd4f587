import convertedFiles from './converted-files.json' with { type: 'json' };

/**
 * The files whose user-facing words all come from the catalogue (contracts/messages/en.ts, es.ts), listed once in
 * `converted-files.json`: eslint's `formatjs/no-literal-string-in-jsx` (eslint.config.js) and
 * test/unit/i18n/converted-files.test.ts read it. A file joins the list once it is converted; the list only grows.
 *
 * Still English-only (not listed): the marketing pages' content (views/pages/marketing/: content/*.ts, sections.tsx,
 * marketing-page.tsx; so the order pages' product box around the booking wizard), the vendor sites' pages
 * (views/pages/vendor-site/: their booking wizard speaks the page's language, the rest is English), and the signed-in
 * area but its shell (the dashboard layout, the account and side menus, the banners, every static page title; the
 * account menu an island draws after a sign-in inside the wizard or checkout says English,
 * views/components/shell-words.ts), the booking pages, My Appointments (owners' and clinics': the list page and the
 * `appointments` island), My Pets (page and `my-pets` island, but the pet form in its modal, which the second-opinion
 * order shares), My Clinics and My Listings (page and `my-listings` island): the appointment detail page, My Orders,
 * health records, profile, the listing editor, schedules, settings, users, reports, waitlist, sharing, records
 * requests, the clinic's order pages (but its queue, `/app/orders`, and its `order-queue` island) and peer consults,
 * with their islands. Also English: the words the server writes
 * into a page's data (an owner notice's text, an order's labels, a failed call's `failureText`), the error,
 * validation and captcha messages of contracts/ and the server outside the booking path and the account form (those
 * are en-errors.ts, said through the page's text map; the rate limit's 'Too many attempts' and the account form's
 * success messages stay English), what the server writes into a stored order's summary and refund policy (checkout
 * of a house-call or second-opinion order), pet type names in the pet form, a clinic's own intake questions, a promo
 * plan's description, and what is sent beyond the recipient-language messages (contracts/messages/en-mail.ts: the
 * booking notices of both sides, the reschedule, the .ics invite's text and a clinic login's calendar feed, the
 * password reset, the clinic's welcome and verification, the sign-up code SMS, the owner's order, records-request
 * and health-reminder mails, the report PDF's headings, the data export's mails, the reminder and new-booking
 * pushes): the Peer-to-Peer Consult's and the clinic team's order mails, the mail to a previous clinic for records
 * (it has no account, so no language), team invitations, the shelter and desk-customer welcomes, the co-owner,
 * waitlist, away-notice, consultation-note, inquiry and shelter mails, the records PDF and the release PDF; and the
 * dates that islands and the ops console format through contracts/intl-format.ts in a fixed locale (the schedule,
 * customers and thread islands: an island without messages has no page language to read yet).
 */
export const CONVERTED_FILES: readonly string[] = convertedFiles;

/**
 * The public pages whose content is translated: they carry `hreflang` alternates and are listed in the Spanish
 * sitemap. The other public pages are served with the Spanish layout but English content, so they claim no
 * Spanish version.
 */
export const TRANSLATED_PATHS: readonly string[] = ['/', '/vet-appointments/list', '/login/', '/signup/'];
