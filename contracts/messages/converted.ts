import convertedFiles from './converted-files.json' with { type: 'json' };

/**
 * The files whose user-facing words all come from the catalogue (contracts/messages/en.ts, es.ts), listed once in
 * `converted-files.json`: eslint's `formatjs/no-literal-string-in-jsx` (eslint.config.js) and
 * test/unit/i18n/converted-files.test.ts read it. A file joins the list once it is converted; the list only grows.
 *
 * Still English-only (not listed): the health assessment's rule keeps its English words for the intake's red flags
 * (views/pages/marketing/content/assessment.ts; its island says the page's, given by content/assessment-words.ts, as
 * the shelter form's by content/shelter-form-words.ts); the newsletter's POST result shows the API's English error
 * and the shelter form's JSON answers say English (the island says them through its text map); the reviews a clinic's
 * site lists (views/pages/appointments/review-section.tsx's ReviewItem: the reply's heading and the date), the
 * shelter's own pages (views/pages/shelters/: its dashboard page and an adoption's read-only record), the house-call
 * page, and the signed-in
 * area but its shell (the dashboard layout, the account and side menus, the banners, every static page title; the
 * account menu an island draws after a sign-in inside the wizard or checkout is said with the page's `ShellTexts`,
 * views/components/shell-words.ts), the booking pages, My Appointments (owners' and clinics': the list page and the
 * `appointments` island), My Pets (page and `my-pets` island, but the pet form in its modal, which the second-opinion
 * order shares), My Clinics and My Listings (page and `my-listings` island), the appointment detail page (its tabs, review
 * section and the cancel, reschedule, outcome and consultation-note islands; not the records components its Medical
 * Records tab shares with the records pages) and its conversation (`thread-messages`, `thread-vet-tools`: the lines the
 * server writes into a thread, its state line and response target said through the page's text map; the lines the
 * product writes as messages when a vet starts a call or closes the consultation stay as stored, in English): My Orders,
 * health records, profile, the listing editor, schedules, settings, users, reports, waitlist, sharing, records
 * requests, the clinic's orders and peer consults, with their islands (My Orders, its timeline and the `order-answer`
 * island are converted; the upload picker's messages they share stay English). Also English: the words the server writes
 * into a page's data (an owner notice's text, a failed call's `failureText`; My Orders says an order's product, status and policy by their codes), the error,
 * validation and captcha messages of contracts/ and the server outside the booking path and the account form (those
 * are en-errors.ts, said through the page's text map; the account form's success messages stay English; the rate limit's
 * 'Too many attempts' is said through that map too, and on the error page), what the server writes into a stored order's summary and refund policy (checkout
 * of a house-call or second-opinion order), pet type names in the pet form, a clinic's own intake questions, a promo
 * plan's description, and what is sent beyond the recipient-language messages (contracts/messages/en-mail.ts: the
 * booking notices of both sides, the reschedule, the .ics invite's text and a clinic login's calendar feed, the
 * password reset, the team invitation (in the inviting login's language: the new login has none yet), the clinic's welcome and verification, the sign-up code SMS, the owner's order, records-request
 * and health-reminder mails, the report PDF's headings, the data export's mails, the reminder and new-booking
 * pushes): the Peer-to-Peer Consult's and the clinic team's order mails, the mail to a previous clinic for records
 * (it has no account, so no language), team invitations, the shelter and desk-customer welcomes, the co-owner,
 * waitlist, inquiry and shelter mails, the pushes of the away notice and the consultation note, the records PDF and the release PDF; and the
 * dates that islands and the ops console format through contracts/intl-format.ts in a fixed locale (the schedule and
 * customers islands: an island without messages has no page language to read yet).
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
