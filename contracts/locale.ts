/**
 * The languages the product speaks and how a request picks one. Zod-free and dependency-free: the server's
 * negotiation, the page cache's key, the views and the islands read the same rules.
 *
 * The order of choice (`chooseLocale`): an explicit `?lang=` on the URL (the header's and footer's switch, and
 * the `hreflang` alternates), then the signed-in person's stored language, then the `lang` cookie the switch set,
 * then the browser's `Accept-Language`, then English.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The query parameter of the switch and of the alternates (`/?lang=es`). */
export const LOCALE_PARAM = 'lang';
/** The cookie that remembers a visitor's choice (a year; not a session: anonymous pages stay cacheable per language). */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Each language named in itself, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag `Intl` formats with: the United States' English and Spanish (dates, numbers, dollars). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header, or null when it names none of them. Tags are read
 * by their primary subtag (`es-MX` is Spanish) in the order of their quality values (`q=0` refuses one).
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage.split(',').map((part, index) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    return { primary: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
  }).filter((r) => r.quality > 0).sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const r of ranked) {
    if (isLocale(r.primary)) return r.primary;
    if (r.primary === '*') return DEFAULT_LOCALE;
  }
  return null;
}

/** The `lang` cookie's language in a raw Cookie header, or null. */
export function localeFromCookieHeader(cookie: string | undefined | null): Locale | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LOCALE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** The `?lang=` of a URL (path and query), or null when absent or not one of ours. */
export function localeFromUrl(url: string): Locale | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  const value = new URLSearchParams(url.slice(q + 1)).get(LOCALE_PARAM);
  return isLocale(value) ? value : null;
}

/** What a request says about its language; `chooseLocale` decides. */
export interface LocaleSignals {
  /** `?lang=` on the URL. */
  explicit: Locale | null;
  /** The signed-in person's stored language. */
  stored: Locale | null;
  /** The `lang` cookie. */
  cookie: Locale | null;
  acceptLanguage: string | undefined | null;
}

/** The language of a request (see the order above). Pure. */
export function chooseLocale(s: LocaleSignals): Locale {
  return s.explicit ?? s.stored ?? s.cookie ?? negotiateLocale(s.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** A page's address in a language: English at the bare path (the `x-default`), others with `?lang=`. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?${LOCALE_PARAM}=${locale}`;
}

/** The switch's link to the current page in another language: the path with its query, `lang` set. */
export function switchHref(path: string, query: string, locale: Locale): string {
  const params = new URLSearchParams(query);
  params.set(LOCALE_PARAM, locale);
  return `${path}?${params.toString()}`;
}
