import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createUser, createVendor, createWebsite, DEFAULT_CONSULTATIONS, TEST_PASSWORD } from '../factories/index.ts';
import { MARKETING_PAGES, PUBLIC_PATHS } from '../../views/pages/marketing/content/index.ts';
import { SESSION_COOKIE } from '../../server/http/middleware/session.ts';

/** Executable scripts only: JSON-LD and island props are data blocks, not JavaScript. */
function scriptTags(html: string): string[] {
  return (html.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/i.test(tag));
}

function titleOf(html: string): string {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describe('public site pages', () => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  for (const page of MARKETING_PAGES) {
    it(`${page.path} answers 200 with its title, description, canonical link and heading`, async () => {
      const res = await t.fetch(page.path);
      expect(res.status).to.equal(200);
      const html = await res.text();
      const title = page.title.replace(/'/g, '&#39;');
      expect(titleOf(html)).to.equal(page.title.includes('Petcare') ? title : `${title} | Petcare`);
      expect(html).to.contain(`<meta name="description" content="${page.description.replace(/'/g, '&#39;')}">`);
      expect(html).to.contain(`<link rel="canonical" href="${t.config.publicUrl}${page.path}">`);
      expect(html).to.contain('<meta property="og:title"');
      expect(html).to.match(/<h1[^>]*>/);
      expect(html).to.contain('<main id="main"');
    });
  }

  it('gives every public page a unique title and description', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const html = await (await t.fetch(path)).text();
      titles.add(titleOf(html));
      descriptions.add(html.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? '');
    }
    expect(titles.size).to.equal(PUBLIC_PATHS.length);
    expect(descriptions.size).to.equal(PUBLIC_PATHS.length);
  });

  it('redirects the other trailing-slash form to the canonical path, keeping the query', async () => {
    const a = await t.fetch('/faqs');
    expect(a.status).to.equal(301);
    expect(a.headers.get('location')).to.equal('/faqs/');
    const b = await t.fetch('/e-consultation/order/?x=1');
    expect(b.status).to.equal(301);
    expect(b.headers.get('location')).to.equal('/e-consultation/order?x=1');
  });

  it('answers unknown paths with the 404 page', async () => {
    for (const path of ['/no-such-page/', '/faqs/nothing', '/become-astronaut-vet/']) {
      const res = await t.fetch(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).to.equal(404);
      expect(await res.text()).to.contain('Oops! Sorry page not found');
    }
  });

  it('ships no JavaScript on pages without islands, and only the entry on pages with one', async () => {
    for (const page of MARKETING_PAGES) {
      const html = await (await t.fetch(page.path)).text();
      const interactive = page.sections.some((s) => s.kind === 'shelter-form' || s.kind === 'assessment')
        || ['/e-consultation/order', '/talk-to-a-vet/order'].includes(page.path); // the booking wizard
      if (interactive) {
        expect(scriptTags(html), page.path).to.have.length(1);
      } else {
        expect(scriptTags(html), page.path).to.deep.equal([]);
        expect(html, page.path).not.to.contain('modulepreload');
      }
    }
  });

  it('carries the spec facts on the pages that promise them', async () => {
    const checks: Array<[string, string[]]> = [
      ['/e-consultation/', ['$25 per use', '10-15 minutes']],
      ['/vet-house-call/', ['$360 a year', '$650', 'href="/vet-house-call/order"']],
      ['/second-medical-opinion/', ['24~48 hrs']],
      ['/partner-relief-vet/', ['up to 35%', 'href="/download-app"']],
      ['/vet-appointments/', ['href="/vet-appointments/list"', 'Book Appointment']],
      ['/terms-conditions/', ['Feb 2016', '30 days', '2 weeks', '1 year']],
      ['/e-consultation/order', ['Sign in to continue', 'href="/login/?redirectUrl=%2Fe-consultation%2Forder"']],
    ];
    for (const [path, needles] of checks) {
      const html = await (await t.fetch(path)).text();
      for (const needle of needles) expect(html, `${path}: ${needle}`).to.contain(needle);
    }
    const talk = await (await t.fetch('/talk-to-a-vet/')).text();
    expect(talk.match(/class="btn[^"]*" href="\/talk-to-a-vet\/order"/g)).to.have.length(2);
  });

  it('groups the FAQ in the four spec groups as <details> with FAQPage JSON-LD', async () => {
    const html = await (await t.fetch('/faqs/')).text();
    for (const group of ['Pet Health Records', 'e-Consultation and Peer-to-Peer Consult', 'General Questions', 'Account Issues']) {
      expect(html).to.contain(`>${group}</h2>`);
    }
    expect(html.match(/<details class="faq-item">/g)!.length).to.be.at.least(8);
    const [faq] = jsonLd(html);
    expect(faq['@type']).to.equal('FAQPage');
    expect((faq.mainEntity as unknown[]).length).to.equal(html.match(/<details class="faq-item">/g)!.length);
  });

  it('puts Organization JSON-LD on the home page', async () => {
    const [org] = jsonLd(await (await t.fetch('/')).text());
    expect(org).to.include({ '@type': 'Organization', name: 'Petcare' });
  });

  it('lists every public page in /sitemap.xml', async () => {
    const res = await t.fetch('/sitemap.xml');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).to.deep.equal(PUBLIC_PATHS.map((p) => `${t.config.publicUrl}${p}`));
    for (const path of PUBLIC_PATHS) expect((await t.fetch(path)).status, path).to.equal(200);
  });

  it('serves robots.txt disallowing /app, /checkout and /dev', async () => {
    const text = await (await t.fetch('/robots.txt')).text();
    for (const path of ['/app', '/checkout', '/dev']) expect(text).to.contain(`Disallow: ${path}\n`);
    expect(text).to.contain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('renders the health assessment result from a submitted query without JavaScript', async () => {
    const qs = 'danger=no&concern=new&duration=today&appetite=normal&energy=normal';
    const html = await (await t.fetch(`/pet-health-assessment/?${qs}`)).text();
    expect(html).to.contain('Our suggestion');
    expect(html).to.contain('e-Consultation');
    const urgent = await (await t.fetch('/pet-health-assessment/?danger=yes')).text();
    expect(urgent).to.contain('Emergency care, now');
  });

  it('answers danger signs with an emergency clinic to call, asks for a zip code, and lists the nearest in-person practices', async () => {
    const db = t.testDb.db;
    const urgent = await (await t.fetch('/pet-health-assessment/?danger=yes')).text();
    expect(urgent).to.contain('Emergency care, now').and.contain('Call an emergency vet clinic now');
    expect(urgent).to.contain('name="zip"').and.not.contain('Find our phone number');
    expect(urgent.match(/data-testid="assessment-result"[\s\S]*?<\/section>/)![0]).to.not.contain('/contact-us/');

    const vendorId = await createVendor(db, { name: 'Rose City Vets' });
    const practice = (title: string, zipcode: string, consultations: unknown[] = DEFAULT_CONSULTATIONS) =>
      createListing(db, vendorId, { title, zipcode, address: `${title} Street`, consultations, profile: { city: 'Portland', state: 'OR' } });
    await practice('Far region', '10001');
    await practice('Same region', '97401');
    await practice('Video only here', '97201', [DEFAULT_CONSULTATIONS[1]]);
    await practice('Next town', '97210');
    await practice('Same region later', '98101');
    await practice('Same zip', '97201');
    const res = await t.fetch('/pet-health-assessment/?danger=yes&zip=97201');
    expect(res.status).to.equal(200);
    const html = await res.text();
    const listed = [...html.matchAll(/data-testid="nearby-practice"><strong>([^<]+)<\/strong>/g)].map((m) => m[1]);
    expect(listed).to.deep.equal(['Same zip', 'Next town', 'Same region']);
    expect(html).to.contain('In-person practices near 97201').and.contain('Same zip Street')
      .and.contain('href="/vet-appointments/list?zip=97201&amp;type=clinic"');

    const none = await (await t.fetch('/pet-health-assessment/?danger=yes&zip=30301')).text();
    expect(none).to.contain('We list no in-person practice near 30301.');
    const bad = await t.fetch('/pet-health-assessment/?danger=yes&zip=%3Cscript%3E');
    expect(bad.status).to.equal(400);
    expect(await bad.text()).to.contain('Enter a valid zipcode').and.contain('aria-invalid="true"');
    // A zip code means nothing without danger signs: the usual suggestion, no lookup.
    const calm = await (await t.fetch('/pet-health-assessment/?danger=no&concern=new&duration=today&appetite=normal&energy=normal&zip=97201')).text();
    expect(calm).to.contain('e-Consultation').and.not.contain('data-testid="nearby-practice"');
  });

  it('shows a partner site\'s name and reduced footer on the legal pages of a vendor sub-domain', async () => {
    const vendorId = await createVendor(t.testDb.db, { name: 'Happy Paws' });
    await createWebsite(t.testDb.db, vendorId, { name: 'Happy Paws', sub_domain: 'happypaws' });
    const res = await t.fetch('/privacy-policy/', { host: 'happypaws.petcare.localhost', headers: { accept: 'text/html' } });
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(html).to.contain('Happy Paws');
    expect(html).to.contain('site-footer-vendor');
    expect(html).not.to.contain('class="dropdown"');
  });

  describe('page cache', () => {
    it('renders once, then serves the stored page with an ETag and answers 304 to a matching If-None-Match', async () => {
      const first = await t.fetch('/about/', { host: '127.0.0.1' });
      const etag = first.headers.get('etag')!;
      const html = await first.text();
      const second = await t.fetch('/about/', { host: '127.0.0.1' });
      expect(second.headers.get('x-page-cache')).to.equal('HIT');
      expect(second.headers.get('etag')).to.equal(etag);
      expect(await second.text()).to.equal(html);
      const notModified = await t.fetch('/about/', { host: '127.0.0.1', headers: { 'if-none-match': etag } });
      expect(notModified.status).to.equal(304);
    });

    it('caches the home page too', async () => {
      await (await t.fetch('/', { host: '127.0.0.1' })).text();
      const again = await t.fetch('/', { host: '127.0.0.1' });
      expect(again.headers.get('x-page-cache')).to.equal('HIT');
      expect(jsonLd(await again.text())[0]['@type']).to.equal('Organization');
    });

    it('never serves a query-string request from the cache', async () => {
      await (await t.fetch('/news/')).text();
      const res = await t.fetch('/news/?utm=1');
      expect(res.headers.get('x-page-cache')).to.equal(null);
    });

    it('never caches or serves cached pages to a signed-in viewer', async () => {
      const user = await createUser(t.testDb.db, { first_name: 'Cachey' });
      await (await t.fetch('/contact-us/')).text();
      const login = await t.fetch('/api/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD, role: 'user' }),
      });
      const cookie = (login.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
      // Without the accounts API a bearer-less cookie still proves the rule: any session cookie bypasses the cache.
      const res = await t.fetch('/contact-us/', { headers: { cookie: cookie || `${SESSION_COOKIE}=s%3Aanything` } });
      expect(res.status).to.equal(200);
      expect(res.headers.get('x-page-cache')).to.equal(null);
      const html = await res.text();
      if (cookie) expect(html).to.contain('Account menu');
    });
  });
});
