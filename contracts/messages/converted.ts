import convertedFiles from './converted-files.json' with { type: 'json' };

/**
 * The files whose user-facing words all come from the catalogue (contracts/messages/en.ts, es.ts), listed once in
 * `converted-files.json`: eslint's `formatjs/no-literal-string-in-jsx` (eslint.config.js) and
 * test/unit/i18n/converted-files.test.ts read it. A file joins the list once it is converted; the list only grows.
 *
 * Still English-only (not listed): the marketing pages' content (views/pages/marketing/), the booking wizard,
 * checkout and account form islands, the signed-in area (views/pages/** but home, the vet list and the account
 * page; client/islands/** but vet-list and need-finder), the error and validation messages of contracts/, the
 * practice's and clinic logins' emails, and every email, SMS and PDF other than the owner's booking confirmation,
 * reminder and cancellation.
 */
export const CONVERTED_FILES: readonly string[] = convertedFiles;

/**
 * The public pages whose content is translated: they carry `hreflang` alternates and are listed in the Spanish
 * sitemap. The other public pages are served with the Spanish layout but English content, so they claim no
 * Spanish version.
 */
export const TRANSLATED_PATHS: readonly string[] = ['/', '/vet-appointments/list'];
