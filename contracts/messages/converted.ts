import convertedFiles from './converted-files.json' with { type: 'json' };

/**
 * The files whose user-facing words all come from the catalogue (contracts/messages/en.ts, es.ts), listed once in
 * `converted-files.json`: eslint's `formatjs/no-literal-string-in-jsx` (eslint.config.js) and
 * test/unit/i18n/converted-files.test.ts read it. A file joins the list once it is converted; the list only grows.
 *
 * Still English-only (not listed): the marketing pages' content (views/pages/marketing/: content/*.ts, sections.tsx,
 * marketing-page.tsx; so the order pages' product box around the booking wizard), the vendor sites' pages
 * (views/pages/vendor-site/: their booking wizard speaks the page's language, the rest is English), the signed-in
 * area (views/pages/** but home, the vet list, the account pages and the booking pages; client/islands/** but
 * vet-list, need-finder, account-form, the booking wizard and checkout; views/layouts/dashboard-layout.tsx,
 * views/components/account-menu.tsx and dashboard-menu.ts), the error, validation and captcha messages of
 * contracts/ and the server outside the booking path and the account form (those are en-errors.ts, said through the
 * page's text map; the rate limit's 'Too many attempts' and the account form's success messages stay English), what the server writes into a stored order's summary
 * and refund policy (checkout of a house-call or second-opinion order), pet type names, a clinic's own intake
 * questions, a promo plan's description, page titles of the pages not converted, the
 * practice's and clinic logins' emails (vendor_logins.locale is stored but not read yet), and every email, SMS and
 * PDF other than the owner's booking confirmation, reminder and cancellation (the reschedule notice, health
 * reminders, orders, records requests, account emails, the .ics invite's text).
 */
export const CONVERTED_FILES: readonly string[] = convertedFiles;

/**
 * The public pages whose content is translated: they carry `hreflang` alternates and are listed in the Spanish
 * sitemap. The other public pages are served with the Spanish layout but English content, so they claim no
 * Spanish version.
 */
export const TRANSLATED_PATHS: readonly string[] = ['/', '/vet-appointments/list', '/login/', '/signup/'];
