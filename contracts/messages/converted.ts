import convertedFiles from './converted-files.json' with { type: 'json' };

/**
 * The files whose user-facing words all come from the catalogue (contracts/messages/en.ts, es.ts), listed once in
 * `converted-files.json`: eslint's `formatjs/no-literal-string-in-jsx` (eslint.config.js) and
 * test/unit/i18n/converted-files.test.ts read it. A file joins the list once it is converted; the list only grows.
 *
 * Still English-only (not listed): the marketing pages' content (views/pages/marketing/: content/*.ts, sections.tsx,
 * marketing-page.tsx), the vendor sites' pages (views/pages/vendor-site/), the booking wizard and checkout islands
 * (and the account form inside them: `useAccountWords` gives it English there; so is the account menu an island
 * draws after a sign-in there, views/components/shell-words.ts), and the signed-in area but its shell (the dashboard
 * layout, the account and side menus, the banners, every static page title), My Appointments (owners' and clinics':
 * the list page and the `appointments` island), My Pets (page and `my-pets` island, but the pet form in its modal,
 * which the second-opinion order shares), My Clinics and My Listings (page and `my-listings` island): the appointment
 * detail page, My Orders, health records, profile, the listing editor, schedules, settings, users, reports, waitlist,
 * sharing, records requests, the clinic's orders and peer consults, with their islands. Also English: the words the server writes into a page's data (an owner notice's text, an
 * order's labels and dates, a failed call's `failureText`), the error, validation and captcha messages of contracts/
 * and the server, page titles of the pages not converted, the practice's and clinic logins' emails
 * (vendor_logins.locale picks a login's pages' language, not yet its mail's), and every email, SMS and PDF other
 * than the owner's booking confirmation, reminder and cancellation (the reschedule notice, health reminders, orders,
 * records requests, account emails, the .ics invite's text).
 */
export const CONVERTED_FILES: readonly string[] = convertedFiles;

/**
 * The public pages whose content is translated: they carry `hreflang` alternates and are listed in the Spanish
 * sitemap. The other public pages are served with the Spanish layout but English content, so they claim no
 * Spanish version.
 */
export const TRANSLATED_PATHS: readonly string[] = ['/', '/vet-appointments/list', '/login/', '/signup/'];
