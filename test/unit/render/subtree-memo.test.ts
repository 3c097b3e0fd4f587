import { expect } from 'chai';
import { createElement } from 'react';
import { renderDocument, type Renderer } from '../../../server/render/render-page.ts';
import { SubtreeMemoContext, MemoElement } from '../../../views/subtree-memo.tsx';
import { VetListPage } from '../../../views/pages/listings/vet-list-page.tsx';
import type { VetCard } from '../../../client/islands/vet-list.tsx';
import type { PageContextValue } from '../../../views/page-context.tsx';
import type { Locale } from '../../../contracts/locale.ts';
import { SiteHeader } from '../../../views/components/site-header.tsx';
import { SERVICES } from '../../../views/components/service-catalog.ts';

const renderer: Renderer = {
  assets: { styles: [], scripts: () => [] } as unknown as Renderer['assets'],
  siteName: 'Petcare',
};
const ctx = (locale: Locale): PageContextValue => ({
  site: { kind: 'main' }, viewer: null, path: '/vet-appointments/list', query: '', locale, publicUrl: 'http://localhost:3000',
  mainDomain: 'petcare.localhost', features: { pets: true } as PageContextValue['features'], paypalClientId: null, operatorEmail: 'ops@example.com', formToken: null,
});

const at = Date.parse('2026-12-01T14:00:00Z');
function card(id: number, providerName: string): VetCard {
  return {
    id, vendorId: 10 + id, name: 'Happy Paws <Midtown>', providerName, avatar: null, specializationNames: ['Dermatology'], address: '1 Main St',
    price: 45, duration: 30, type: 'clinic', productId: 300, timezone: 'America/New_York', zoneName: 'EST', rating: { average: 4.5, count: 2 },
    strip: [
      { date: '2026-11-30', label: 'Mon 30 Nov', slots: [] },
      { date: '2026-12-01', label: 'Tue 1 Dec', slots: [{ at, label: '9:00 AM' }, { at: at + 1_800_000, label: '9:30 AM' }] },
    ],
  };
}

const query = { search: '', zipcode: '', type: 'clinic', sort: '' };
const page = (items: VetCard[], memo: boolean) => {
  const element = createElement(VetListPage, { query, items, pageSize: 5 });
  return memo ? element : createElement(SubtreeMemoContext.Provider, { value: null }, element);
};
const body = (html: string) => html.slice(html.indexOf('<body>'));

describe('kept subtrees (views/subtree-memo.tsx) in the header', () => {
  const header = (path: string, locale: Locale, memo: boolean) => {
    const element = createElement(SiteHeader);
    const html = renderDocument(renderer, { ...ctx(locale), path }, memo ? element : createElement(SubtreeMemoContext.Provider, { value: null }, element), { title: 'T' });
    return html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  };

  it('renders the services menus as a full render does outside the service pages, in each language', () => {
    for (const locale of ['en', 'es'] as const) {
      const full = header('/app/my-appointments', locale, false);
      expect(full).to.contain('id="services-menu"').and.contain(`href="${SERVICES[0].href}"`).and.not.contain('aria-current="page"');
      expect(header('/app/my-appointments', locale, true)).to.equal(full);
      expect(header('/faqs/', locale, true)).to.equal(header('/faqs/', locale, false));
    }
  });

  it("marks the service page's own link in both menus (not the kept copy)", () => {
    const html = header(SERVICES[1].href, 'en', true);
    expect(html).to.equal(header(SERVICES[1].href, 'en', false));
    expect(html.match(new RegExp(`href="${SERVICES[1].href}" aria-current="page"`, 'g'))).to.have.length(2);
    expect(html).to.contain('menu-button is-active');
    expect(header('/app/my-appointments', 'en', true)).not.to.contain('aria-current="page"');
  });
});

describe('kept subtrees (views/subtree-memo.tsx) on the vet list', () => {
  it('renders the same page as a full render, cards and props, in each language, first time and kept', () => {
    const items = [card(1, 'Dr. Ada Vet'), card(2, 'Dr. Bo Vet')];
    for (const locale of ['en', 'es'] as const) {
      const full = body(renderDocument(renderer, ctx(locale), page(items, false), { title: 'Vets' }));
      expect(full).to.contain('Dr. Ada Vet').and.contain('data-slot="2026-12-01T14:00:00.000Z"');
      expect(body(renderDocument(renderer, ctx(locale), page(items, true), { title: 'Vets' }))).to.equal(full);
      expect(body(renderDocument(renderer, ctx(locale), page(items, true), { title: 'Vets' }))).to.equal(full);
    }
  });

  it("keeps a card with a picture as the browser renders it: no hoisted preload inside the island's markup", () => {
    const items = [{ ...card(4, 'Dr. Di Vet'), avatar: '/files/avatar.png' }];
    const island = (html: string) => html.slice(html.indexOf('<div data-island="vet-list"'));
    const full = island(renderDocument(renderer, ctx('en'), page(items, false), { title: 'Vets' }));
    expect(full).to.contain('<img class="vet-avatar" src="/files/avatar.png"').and.not.contain('<link');
    expect(island(renderDocument(renderer, ctx('en'), page(items, true), { title: 'Vets' }))).to.equal(full);
  });

  it("writes the island's props as JSON.stringify would, '<' escaped", () => {
    const items = [card(3, 'Dr. Cy Vet')];
    const html = renderDocument(renderer, ctx('en'), page(items, true), { title: 'Vets' });
    const json = /data-island-props="vet-list">(.*?)<\/script>/.exec(html)![1];
    expect(json).not.to.contain('<');
    expect(JSON.parse(json)).to.deep.equal({ items, query, pageSize: 5 });
  });

  it('renders a kept object once per language, and a new object (a recomputed card) anew', () => {
    let renders = 0;
    const Body = ({ text }: { text: string }) => {
      renders += 1;
      return createElement('p', null, text);
    };
    const of = {};
    const view = (key: object, text: string) => createElement(MemoElement, { tag: 'div', of: key, attrs: { className: 'x' }, children: createElement(Body, { text }) });
    const html = (key: object, text: string, locale: Locale = 'en') => body(renderDocument(renderer, ctx(locale), view(key, text), { title: 'T' }));
    expect(html(of, 'first')).to.contain('<div class="x"><p>first</p></div>');
    // The same object says what it said: its children are not rendered again.
    expect(html(of, 'second')).to.contain('<p>first</p>');
    expect(renders).to.equal(1);
    expect(html(of, 'third', 'es')).to.contain('<p>third</p>');
    expect(html({}, 'fourth')).to.contain('<p>fourth</p>');
    expect(renders).to.equal(3);
  });
});
