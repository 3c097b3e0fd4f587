import convertedFiles from './converted-files.json' with { type: 'json' };

/**
 * The files whose user-facing words all come from the catalogue (contracts/messages/en.ts, es.ts), listed once in
 * `converted-files.json`: eslint's `formatjs/no-literal-string-in-jsx` (eslint.config.js) and
 * test/unit/i18n/converted-files.test.ts read it. A file joins the list once it is converted; the list only grows.
 *
 * Converted: the layout, every marketing page, the vet list, the login and sign-up pages, the booking path (PayPal's
 * fields asked for in the page's language), the error pages, a clinic's site around its wizard, the consultation link
 * page, the shelter form and the health assessment; the signed-in shell, My Appointments, the appointment detail page
 * and its conversation, My Pets and its pet form (the second opinion's pet field too), My Clinics, My Listings, My
 * Orders, Sharing, Records Requests, Medical Records (the page, its list, record form and share links, the share link
 * page, the record cards and tracker charts) and the record PDF, My Profile (the editor, calendar subscription,
 * sign-in tokens, account deletion, notifications and data export) and the account form's success messages, the
 * clinic's address verification page and the page asking for the other kind of account, My Waitlist, the waitlist's
 * join and offer pages, House Calls, the shelter's dashboard and an adoption's record; the clinic's Users page and
 * Team tab, Settings' tab bar and every tab (Website with its editor's toolbar, Domains, Team, Reminders, House calls,
 * Activity, Data), Reports, the listing editor, the schedule, the customers table, the intake editor, the clinic's
 * Waitlist page and package holders, the clinic's order queue and its view of an order with the report editor,
 * Peer-to-Peer consults, the owner's order pages, and the operator's console; Records Requests' PayPal box (PayPal's
 * fields asked for in the page's language), the clinic's upload page for a records request (the visitor's language),
 * the clinic's customer page and the desk's new-customer form (with the client's language), the development outbox,
 * and the shared table, dialog, form field, charts, text counter, save status, empty state, signed-in header and the
 * islands' plumbing (their marks and punctuation only, or the words their callers give them).
 *
 * How the words that are not a page's own reach it in the reader's language:
 * - Stored values said by value: a record's option values and range flags and the specializations' names
 *   (en-data-words.ts); the console's payment, refund, order and reminder states, its products, a deleted owner's
 *   payments, a promo code's offer and its audit entries' actions, targets and details (en-ops-states.ts,
 *   en-leftovers.ts; a value the catalogue does not name as stored); an activity entry's sentence from its stored
 *   phrase (server/domain/audit/audit-words.ts, en-activity.ts); an owner notice and the lines a thread stores, by
 *   template at read time; time zones by Intl's name beside their IANA id.
 * - Messages of contracts/ and the server: each page says the ones it shows through its text map or its ids (en-errors.ts
 *   and the area's own; the Team form's generic checks through `settings.team.text.`, en-leftovers.ts); a failed
 *   call's words ('Your session has ended.', the generic fallback, an unreadable answer, the session banner) through
 *   `pageWord` (client/lib/page-words.ts, PAGE_WORD_IDS); the server's refusals keep the spec's English and add their
 *   words in the request's language (`text` / `fieldTexts`, GraphQL's `extensions.text` / `fieldTexts`;
 *   server/i18n/refusal-text.ts, en-refusals.ts, en-threads-api.ts), which `errorText`, `fieldTexts` and the GraphQL
 *   client show.
 * - What is sent: in its recipient's language (the booking notices, the reschedule, the .ics invite and calendar feed,
 *   the password reset, the clinic's welcome and verification, the desk-customer welcome, the team invitation, the
 *   sign-up code SMS, the owner's order, records-request, health-reminder, consultation-note and away-notice mails,
 *   the data export's mails, the reminder and new-booking pushes, the Peer-to-Peer Consult's and the clinic team's
 *   order mails, the waitlist offer, the co-owner mails, the adoption invite, the shelter's updates, welcome and
 *   enquiry mail, the record PDF and the report PDF's headings).
 *
 * Still English, by design:
 * - Data: what people and clinics wrote and what the server stores as written (a clinic's own intake questions, a
 *   promo code's description, a vet's question and an owner's answer, a refund's reason, an activity entry's detail
 *   values and the English sentence stored with it for the data export, an audit entry's action or detail the
 *   catalogue does not name); the health assessment's rule keeps its English for the intake's red flags.
 * - The job queue's identifiers (queue and job names on the console's Health page).
 * - The signed release of a records request (its PDF, marked `lang="en"`), as the practices receive it, and the mail
 *   to a previous practice for records (no account, so no language; the release it carries is English).
 */
export const CONVERTED_FILES: readonly string[] = convertedFiles;

/**
 * The public pages whose content is translated: they carry `hreflang` alternates and are listed in the Spanish
 * sitemap. The other public pages are served with the Spanish layout but English content, so they claim no
 * Spanish version.
 */
export const TRANSLATED_PATHS: readonly string[] = [
  '/', '/vet-appointments/list', '/login/', '/signup/',
  // The marketing pages (views/pages/marketing/content/).
  '/for-vet/', '/vet-practice-management-solution/', '/become-panel-vet/', '/become-relief-vet/', '/partner-relief-vet/',
  '/vet-appointments/', '/e-consultation/', '/vet-house-call/', '/talk-to-a-vet/', '/second-medical-opinion/',
  '/pet-health-assessment/', '/pet-medical-records/', '/download-app/', '/about/', '/leadership-team/', '/our-partners/', '/shelter-partnership/', '/shelter-partnership/form/', '/contact-us/', '/news/',
  '/faqs/', '/privacy-policy/', '/terms-conditions/', '/e-consultation/order', '/talk-to-a-vet/order',
];
