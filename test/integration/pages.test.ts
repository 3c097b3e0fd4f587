import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createVendor, createWebsite } from '../factories/index.ts';

/** Executable scripts only: JSON-LD and island props are data blocks, not JavaScript. */
function scriptTags(html: string): string[] {
  return (html.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/i.test(tag));
}

describe('pages and tenancy', () => {
  let t: TestApp;
  let vendorId: number;

  before(async () => {
    t = await startTestApp();
    vendorId = await createVendor(t.testDb.db, { name: 'Whisker Works' });
    await createWebsite(t.testDb.db, vendorId, {
      name: 'Whisker Works',
      sub_domain: 'whisker',
      custom_domain: 'whiskerworks.test',
      header_section:
        '<h2>Whisker Works</h2><script>window.pwned=1</script><img src="https://cdn.test/cat.png" onerror="window.pwned=2" alt="cat">' +
        '<a href="javascript:window.pwned=3">click</a>',
      body_section: '<p>Open every day</p><iframe src="https://evil.test"></iframe>',
    });
    await createListing(t.testDb.db, vendorId, { title: 'Whisker Works Midtown' });
  });
  after(() => t.close());

  it('serves the home page on the main site', async () => {
    const res = await t.fetch('/');
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(html).to.match(/<title>[^<]+<\/title>/);
    expect(html).to.contain('<html lang="en">');
    expect(html).to.contain('data-island="need-finder"');
    expect(scriptTags(html)).to.have.length(1);
  });

  it('renders the 404 page with status 404, a Go Home button and no script', async () => {
    const res = await t.fetch('/no-such-page', { headers: { accept: 'text/html' } });
    expect(res.status).to.equal(404);
    const html = await res.text();
    expect(html).to.contain('Oops! Sorry page not found');
    expect(html).to.match(/<a[^>]+href="\/"[^>]*>\s*Go Home\s*<\/a>/);
    expect(scriptTags(html)).to.deep.equal([]);
    expect(html).not.to.contain('modulepreload');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.fetch('/api/nothing-here');
    expect(res.status).to.equal(404);
    expect((await res.json()).error.code).to.equal('NOT_FOUND');
  });

  for (const host of ['nosuchclinic.petcare.localhost', 'unknown-domain.test', 'api.petcare.localhost']) {
    it(`renders 'Site not found' with status 404 for ${host}`, async () => {
      const res = await t.fetch('/', { host, headers: { accept: 'text/html' } });
      expect(res.status).to.equal(404);
      const html = await res.text();
      expect(html).to.contain('Site not found');
      expect(scriptTags(html)).to.deep.equal([]);
    });
  }

  for (const host of ['whisker.petcare.localhost:3000', 'whiskerworks.test', 'www.whiskerworks.test']) {
    it(`serves the vendor site on ${host}`, async () => {
      const res = await t.fetch('/', { host, headers: { accept: 'text/html' } });
      expect(res.status).to.equal(200);
      const html = await res.text();
      expect(html).to.contain('Whisker Works');
      expect(html).to.contain('Open every day');
      expect(html).to.contain('data-island="booking-wizard"');
      expect(html).to.contain('Whisker Works Midtown');
    });
  }

  it('never lets script, event handlers or javascript: links from header_section reach the page', async () => {
    const html = await (await t.fetch('/', { host: 'whisker.petcare.localhost', headers: { accept: 'text/html' } })).text();
    expect(html).not.to.contain('window.pwned');
    expect(html).not.to.match(/onerror=/i);
    expect(html).not.to.match(/javascript:/i);
    expect(html).not.to.contain('<iframe');
    expect(html).to.contain('https://cdn.test/cat.png');
  });

  it('sends HTML with an ETag and answers 304 when it matches', async () => {
    // Through node:http (host option): fetch() turns a manual If-None-Match into a no-cache request.
    const home = await t.fetch('/', { host: '127.0.0.1' });
    const etag = home.headers.get('etag');
    await home.text();
    expect(etag).to.be.a('string');
    const again = await t.fetch('/', { host: '127.0.0.1', headers: { 'if-none-match': etag! } });
    expect(again.status).to.equal(304);
  });

  it('compresses HTML and caches hashed assets for a year', async () => {
    const res = await t.fetch('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).to.equal('gzip');
    const html = await res.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset, 'entry script').to.be.a('string');
    const assetRes = await t.fetch(asset!);
    expect(assetRes.status).to.equal(200);
    expect(assetRes.headers.get('cache-control')).to.contain('max-age=31536000');
    expect(assetRes.headers.get('cache-control')).to.contain('immutable');
  });

  it('sets security headers with a CSP that allows only our own scripts', async () => {
    const res = await t.fetch('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).to.contain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('x-powered-by')).to.equal(null);
  });

  it('reports liveness and readiness as JSON', async () => {
    const live = await t.fetch('/healthz');
    expect(live.status).to.equal(200);
    expect((await live.json()).status).to.equal('ok');
    const ready = await t.fetch('/readyz');
    expect(ready.status).to.equal(200);
    expect(await ready.json()).to.include({ status: 'ok', database: true });
  });

  it('refuses a cross-site state-changing request', async () => {
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(res.status).to.equal(403);
  });
});
