import { expect } from 'chai';
import {
  chooseLocale, localeFromCookieHeader, localeFromUrl, localizedPath, negotiateLocale, switchHref,
} from '../../../contracts/locale.ts';
import { headerLocale } from '../../../server/http/middleware/locale.ts';

describe('choosing the language of a request', () => {
  it('reads Accept-Language by primary subtag and quality, and knows when it names none of ours', () => {
    const table: Array<[string | undefined, string | null]> = [
      [undefined, null],
      ['', null],
      ['es', 'es'],
      ['es-MX,es;q=0.9,en;q=0.8', 'es'],
      ['en-US,en;q=0.9,es;q=0.8', 'en'],
      ['fr-FR,es;q=0.5,en;q=0.4', 'es'],
      ['fr, de', null],
      ['en;q=0.2, es;q=0.8', 'es'],
      ['es;q=0, en', 'en'],
      ['*', 'en'],
      ['ES-us', 'es'],
    ];
    for (const [header, locale] of table) expect(negotiateLocale(header), String(header)).to.equal(locale);
  });

  it('prefers ?lang=, then the stored language, then the cookie, then Accept-Language, then English', () => {
    const none = { explicit: null, stored: null, cookie: null, acceptLanguage: undefined };
    expect(chooseLocale(none)).to.equal('en');
    expect(chooseLocale({ ...none, acceptLanguage: 'es' })).to.equal('es');
    expect(chooseLocale({ ...none, cookie: 'en', acceptLanguage: 'es' })).to.equal('en');
    expect(chooseLocale({ ...none, stored: 'es', cookie: 'en', acceptLanguage: 'en' })).to.equal('es');
    expect(chooseLocale({ explicit: 'en', stored: 'es', cookie: 'es', acceptLanguage: 'es' })).to.equal('en');
  });

  it('reads the cookie and the URL, ignoring languages it does not have', () => {
    expect(localeFromCookieHeader('a=1; lang=es; b=2')).to.equal('es');
    expect(localeFromCookieHeader('lang=fr')).to.equal(null);
    expect(localeFromCookieHeader('petcare.lang=es')).to.equal(null);
    expect(localeFromCookieHeader(undefined)).to.equal(null);
    expect(localeFromUrl('/?lang=es')).to.equal('es');
    expect(localeFromUrl('/x?q=1&lang=de')).to.equal(null);
    expect(headerLocale({ cookie: 'lang=en', 'accept-language': 'es' })).to.equal('en');
    expect(headerLocale({ 'accept-language': 'es-US' })).to.equal('es');
  });

  it('writes the addresses of a page in each language and the switch keeps the query', () => {
    expect(localizedPath('/', 'en')).to.equal('/');
    expect(localizedPath('/', 'es')).to.equal('/?lang=es');
    expect(switchHref('/vet-appointments/list', 'q=Lee&lang=en', 'es')).to.equal('/vet-appointments/list?q=Lee&lang=es');
    expect(switchHref('/', '', 'en')).to.equal('/?lang=en');
  });
});
