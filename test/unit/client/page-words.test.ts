import { expect } from 'chai';
import { createElement } from 'react';
import { renderDocument, type Renderer } from '../../../server/render/render-page.ts';
import { Island } from '../../../views/island.tsx';
import type { PageContextValue } from '../../../views/page-context.tsx';
import type { Locale } from '../../../contracts/locale.ts';
import { PAGE_WORDS_ID } from '../../../contracts/messages/islands.ts';
import { BAD_RESPONSE, GqlError, failureText } from '../../../client/lib/graphql-client.ts';
import { errorText } from '../../../client/lib/post-json.ts';
import { pageWord } from '../../../client/lib/page-words.ts';
import { SESSION_ENDED } from '../../../contracts/session.ts';
import { SOMETHING_WRONG } from '../../../contracts/errors.ts';
import { es } from '../../../contracts/messages/es.ts';
import { en } from '../../../contracts/messages/en.ts';

const renderer: Renderer = { assets: { styles: [], scripts: () => [] } as unknown as Renderer['assets'], siteName: 'Petcare' };
const ctx = (locale: Locale): PageContextValue => ({
  site: { kind: 'main' }, viewer: null, path: '/app/my-appointments', query: '', locale, publicUrl: 'http://localhost:3000',
  mainDomain: 'petcare.localhost', features: { pets: true } as PageContextValue['features'], paypalClientId: null, operatorEmail: 'ops@example.com', formToken: null,
});
const Noop = () => null;
/** A page with one island (any: the words do not depend on which) or none, in `locale`. */
const page = (locale: Locale, withIsland = true) => renderDocument(renderer, ctx(locale),
  withIsland ? createElement(Island, { name: 'booking-wizard', component: Noop, props: {} }) : createElement('p', null, 'x'), { title: 'T' });

/** The page's words block as the browser finds it. */
function wordsBlock(html: string): string | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_WORDS_ID}">(.*?)</script>`).exec(html);
  return match ? match[1] : null;
}

/** Runs `fn` in a document holding `html`'s words block (none when it has none). */
function inPage<T>(html: string, fn: () => T): T {
  const block = wordsBlock(html);
  const g = globalThis as { document?: unknown };
  g.document = { getElementById: (id: string) => (id === PAGE_WORDS_ID && block !== null ? { textContent: block } : null) };
  try {
    return fn();
  } finally {
    delete g.document;
  }
}

describe('the words every island says when a call fails (client/lib/page-words.ts)', () => {
  it('a Spanish page with an island carries them; an English page and a page without islands do not', () => {
    expect(JSON.parse(wordsBlock(page('es'))!)).to.include({ 'errors.sessionEnded': es['errors.sessionEnded'], 'failures.logInAgain': es['failures.logInAgain'] });
    expect(wordsBlock(page('en'))).to.equal(null);
    expect(wordsBlock(page('es', false))).to.equal(null);
  });

  it('says the session ended and the generic failure in Spanish on a Spanish page', () => {
    inPage(page('es'), () => {
      const ended = new GqlError(pageWord('errors.sessionEnded', SESSION_ENDED), 'UNAUTHENTICATED');
      expect(failureText(ended)).to.equal('Tu sesión terminó.');
      expect(failureText(ended, 'No se pudo guardar')).to.equal('Tu sesión terminó.');
      expect(failureText(new GqlError('x', 'INTERNAL_SERVER_ERROR'))).to.equal(es['errors.somethingWrong']);
      expect(failureText(new TypeError('Failed to fetch'), 'No se pudo guardar')).to.equal('No se pudo guardar');
      expect(pageWord('failures.badResponse', BAD_RESPONSE)).to.equal(es['failures.badResponse']).and.equal('No pudimos leer la respuesta de nuestro servidor. Inténtalo de nuevo.');
    });
  });

  it('keeps the English word for word on an English page, and outside a browser', () => {
    inPage(page('en'), () => {
      expect(failureText(new GqlError('x', 'UNAUTHENTICATED'))).to.equal(SESSION_ENDED);
      expect(failureText(new Error('offline'))).to.equal(SOMETHING_WRONG);
      expect(pageWord('failures.logInAgain', 'Log in again')).to.equal('Log in again');
      expect(pageWord('failures.badResponse', BAD_RESPONSE)).to.equal(en['failures.badResponse']).and.equal('We could not read the answer from our server. Please try again.');
    });
    expect(failureText(new GqlError('x', 'UNAUTHENTICATED'))).to.equal('Your session has ended.');
  });

  it("a REST call's failure shows the server's words in the page's language first, else the island's fallback", () => {
    expect(errorText({ ok: false, status: 401, body: { status: SESSION_ENDED, text: 'Tu sesión terminó.' } }, 'x')).to.equal('Tu sesión terminó.');
    expect(errorText({ ok: false, status: 0, body: {} }, 'Algo salió mal')).to.equal('Algo salió mal');
  });
});
