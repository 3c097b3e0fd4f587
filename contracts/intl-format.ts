/**
 * Intl.DateTimeFormat objects, made once per locale and options and reused: building one costs tens of
 * microseconds (ICU loads the zone and the locale's patterns), formatting with it about one. Pages format
 * every date of a list in one or two zones, so a request reuses the same few. The cache is bounded: the
 * options come from code and the zones from a finite list, but a zone name can come from a request.
 */
const MAX_FORMATS = 2000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** A shared formatter for `locale` and `options` (throws RangeError for an unknown zone, like the constructor). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/**
 * A formatter getter for fixed options and any zone: `zoned(zone)` is the shared formatter of that
 * zone, found without building a cache key from the options on every call (hot loops use this).
 */
export function zonedFormat(locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (zone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    let format = byZone.get(zone);
    if (!format) {
      format = dateTimeFormat(locale, { ...options, timeZone: zone });
      if (byZone.size >= MAX_FORMATS) byZone.clear();
      byZone.set(zone, format);
    }
    return format;
  };
}

const calendarDay = zonedFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day ('YYYY-MM-DD') of an instant in a zone. */
export function dayInZone(instant: Date, zone: string): string {
  return calendarDay(zone).format(instant).slice(0, 10);
}

const dollarFormats = new Map<string, Intl.NumberFormat>();

/** An amount of US dollars as `locale` writes it ('$40.00' in en-US), with cents always shown. */
export function formatDollars(locale: string, amount: number): string {
  let format = dollarFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    dollarFormats.set(locale, format);
  }
  return format.format(amount);
}
