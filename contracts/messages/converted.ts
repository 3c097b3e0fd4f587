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
 * the clinic's customer page and the desk's new-customer form (with the client's language), and the shared table,
 * dialog, form field and charts (their marks and punctuation only).
 *
 * Still English-only (not listed):
 * - Words that are data: what the server writes into a page's data or a stored row (an activity entry's detail values
 *   (their names are said in the reader's language) and the sentence of an entry written before entries kept their
 *   phrase; an owner notice, today only ever a consultation note's, and the lines a thread stores when a call starts
 *   or a consultation closes are said in their reader's language by template at read time, in the Messages tab and
 *   the record PDF's transcript alike), a clinic's own intake
 *   questions (the emergency set's too, once added), a promo plan's description and offer, the console's product names,
 *   job queue names and a deleted account's payer; a page shows the server's English messages it knows through its text map,
 *   others as they come. (A record's option values and range flags and the specializations' names are said by value
 *   through en-data-words.ts; the console's payment, refund, order and reminder states and its audit entries'
 *   actions, targets and details through en-ops-states.ts, an entry the catalogue does not name as stored; time
 *   zones by Intl's name beside their IANA id.) The health assessment's rule keeps its English for the
 *   intake's red flags; the signed release of a records request stays English (marked `lang="en"`), as the
 *   practices receive it. An activity entry's sentence is said in its reader's language from its stored phrase
 *   (server/domain/audit/audit-words.ts, en-activity.ts); the English sentence stored with it stays the data export's.
 * - Error and validation messages of contracts/ checked in the browser outside the pages above (each page's known
 *   ones are said through its text map: en-errors.ts and the area's own ids; the Domains tab's checks through
 *   `settings.domains.text.` ids, en-failures.ts). A failed call's words are not: every island's 'Your session has
 *   ended.', generic fallback, 'Bad response' and the session banner (client/lib/graphql-client.ts `failureText`,
 *   post-json.ts, session.ts) are said in the page's language through `pageWord` (client/lib/page-words.ts: the
 *   page carries PAGE_WORD_IDS in its language). The server's refusals are not either: each
 *   answer keeps the spec's English and adds its words in the request's language (`text` / `fieldTexts`, GraphQL's
 *   `extensions.text` / `fieldTexts`; server/i18n/refusal-text.ts, en-refusals.ts), which `errorText`, `fieldTexts`
 *   (client/lib/post-json.ts) and the GraphQL client show; the bearer-token API's own refusals
 *   (server/http/middleware/auth.ts, en-threads-api.ts) carry them too.
 * - What is sent, beyond the recipient-language messages (the booking notices, the reschedule, the .ics invite and
 *   calendar feed, the password reset, the clinic's welcome and verification, the desk-customer welcome (in the
 *   client's language the desk chose, stored as theirs), the team invitation, the sign-up code
 *   SMS, the owner's order, records-request, health-reminder, consultation-note and away-notice mails, the data
 *   export's mails, the reminder and new-booking pushes, the Peer-to-Peer Consult's and the clinic team's order mails,
 *   the waitlist offer (mail, SMS, push), the co-owner mails, the adoption invite, the shelter's updates and welcome,
 *   the shelter enquiry's mail, the record PDF and the report PDF's headings): the mail to a previous clinic for
 *   records (no account, so no language; the owner's is not the practice's, and the release it carries is English),
 *   and the release PDF.
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
