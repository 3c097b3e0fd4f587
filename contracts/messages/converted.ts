import convertedFiles from './converted-files.json' with { type: 'json' };

/**
 * The files whose user-facing words all come from the catalogue (contracts/messages/en.ts, es.ts), listed once in
 * `converted-files.json`: eslint's `formatjs/no-literal-string-in-jsx` (eslint.config.js) and
 * test/unit/i18n/converted-files.test.ts read it. A file joins the list once it is converted; the list only grows.
 *
 * Converted: the layout, every marketing page, the vet list, the login and sign-up pages, the booking path, the
 * error pages, a clinic's site around its wizard, the consultation link page, the shelter form and the health
 * assessment; the signed-in shell, My Appointments, the appointment detail page and its conversation, My Pets (not
 * its pet form), My Clinics, My Listings, My Orders, Sharing, Records Requests, the clinic's Users page and Team tab,
 * Settings' tab bar and its Domains, Reminders, House calls and Activity tabs, Reports, the clinic's order queue,
 * My Profile's device notifications, My Waitlist, the waitlist's join form and offer, the clinic's Waitlist page,
 * House Calls and the package holders, the shelter's own dashboard and an adoption's read-only record.
 *
 * Still English-only (not listed):
 * - Owners' pages: the pet form (My Pets' modal and the second-opinion order's), My Profile but its notifications,
 *   health records (the record forms' words are contracts/health-records.ts, shared with the PDF; an adoption's
 *   read-only record shows them too).
 * - Clinics' pages: the clinic's view of an order (order-detail-page, `order-report`, order-clock), Peer-to-Peer
 *   consults (pages and `peer-consult-form`), the listing editor, the schedule (`schedule-calendar`, dates in a fixed
 *   locale), the customers table, Settings' Website tab (`website-settings`), Data tab and `intake-editor`, and the
 *   operator's console (views/pages/ops/, views/layouts/ops-layout.tsx).
 * - Words that are data: what the server writes into a page's data or a stored row (an owner notice's text, a failed
 *   call's `failureText`, the lines a thread stores when a call starts or a consultation closes, an activity entry,
 *   a stored order's summary and refund policy at checkout), a clinic's own intake questions, a promo plan's
 *   description; a page shows the server's English messages it knows through its text map, others as they come.
 *   The health assessment's rule keeps its English for the intake's red flags; the signed release of a records
 *   request stays English (marked `lang="en"`), as the practices receive it.
 * - Error and validation messages of contracts/ and the server outside the pages above (each page's known ones are
 *   said through its text map: en-errors.ts and the area's own ids), and the account form's success messages.
 * - What is sent beyond the recipient-language messages (contracts/messages/en-mail.ts and the areas' mails: the
 *   booking notices, the reschedule, the .ics invite and calendar feed, the password reset, the clinic's welcome and
 *   verification, the team invitation, the sign-up code SMS, the owner's order, records-request, health-reminder,
 *   consultation-note and away-notice mails, the report PDF's headings, the data export's mails, the reminder and
 *   new-booking pushes, the waitlist offer (mail, SMS, push), the co-owner mails, the adoption invite, the shelter's
 *   updates and welcome, the shelter enquiry's mail): the Peer-to-Peer Consult's and the clinic team's order mails, the mail to a previous clinic
 *   for records (no account, so no language), the desk-customer welcome (no stored language), the shelter's own
 *   announcement text and the house-call package's renewal mail, the pushes of the away notice and the consultation note, the
 *   records PDF and the release PDF.
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
