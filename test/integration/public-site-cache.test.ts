import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createListing, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { createPageCache, type PageCache } from '../../server/render/page-cache.ts';
import { MAIN_SITE, type Site } from '../../server/tenancy/site-resolver.ts';

const HOST = '127.0.0.1';
const SECURITY_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster',
  'referrer-policy', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options',
  'x-permitted-cross-domain-policies', 'x-xss-protection',
];

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** A server of one HTML page at /page behind `cache`, its step first as server/app.ts's handler does. */
async function serveOnePage(cache: PageCache, siteOf: (host: string | undefined) => Site): Promise<http.Server> {
  const app = express();
  app.use((req, _res, next) => {
    req.site = siteOf(req.headers.host);
    next();
  });
  app.use(cache.store);
  app.get('/page', (_req, res) => void res.type('html').send('<!doctype html><p>Hello</p>'));
  const server = http.createServer((req, res) => {
    const served = cache.handle(req, res);
    if (served === false) app(req, res);
    else void served.then((hit) => { if (!hit) app(req, res); });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('public site page cache', () => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  /** First request renders (MISS); returns it with its body. The raw client sends no Accept-Encoding unless told. */
  async function prime(path: string, host = HOST): Promise<{ res: Response; html: string }> {
    const res = await t.fetch(path, { host });
    expect(res.status).to.equal(200);
    return { res, html: await res.text() };
  }

  it('replays the security headers of the first rendering on every hit, and no cookie', async () => {
    const { res: miss } = await prime('/our-partners/');
    expect(miss.headers.get('x-page-cache')).to.equal('MISS');
    const hit = await t.fetch('/our-partners/', { host: HOST });
    expect(hit.headers.get('x-page-cache')).to.equal('HIT');
    for (const name of SECURITY_HEADERS) {
      expect(miss.headers.get(name), name).to.be.a('string');
      expect(hit.headers.get(name), name).to.equal(miss.headers.get(name));
    }
    expect(hit.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(hit.headers.get('cache-control')).to.equal('private, no-cache');
    expect(hit.headers.get('set-cookie')).to.equal(null);
  });

  it('sends Vary: Accept-Encoding and serves a precompressed gzip copy with its own ETag', async () => {
    const { res: miss, html } = await prime('/leadership-team/');
    expect(miss.headers.get('vary')).to.match(/accept-encoding/i);
    const plain = await t.fetch('/leadership-team/', { host: HOST });
    const gz = await t.fetch('/leadership-team/', { host: HOST, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('x-page-cache')).to.equal('HIT');
    expect(gz.headers.get('content-encoding')).to.equal('gzip');
    expect(gz.headers.get('vary')).to.equal('Accept-Encoding');
    expect(plain.headers.get('vary')).to.equal('Accept-Encoding');
    expect(plain.headers.get('content-encoding')).to.equal(null);
    const body = await bytes(gz);
    expect(Number(gz.headers.get('content-length'))).to.equal(body.length);
    expect(zlib.gunzipSync(body).toString('utf8')).to.equal(html);
    expect(gz.headers.get('etag')).to.not.equal(plain.headers.get('etag'));
    expect(await plain.text()).to.equal(html);
  });

  it('serves brotli to clients that prefer it once the copy is made, and gzip when brotli is refused', async () => {
    const { html } = await prime('/news/');
    let br: Response | null = null;
    // The brotli copy is made in the background: on a loaded machine that can take a while, so wait by the clock.
    for (const until = Date.now() + 10_000; br?.headers.get('content-encoding') !== 'br' && Date.now() < until;) {
      if (br) await new Promise((resolve) => setTimeout(resolve, 20));
      br = await t.fetch('/news/', { host: HOST, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    }
    expect(br!.headers.get('content-encoding')).to.equal('br');
    expect(zlib.brotliDecompressSync(await bytes(br!)).toString('utf8')).to.equal(html);
    const refused = await t.fetch('/news/', { host: HOST, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).to.equal('gzip');
  });

  it('answers 304 to the ETag of any stored coding, with the validators and Vary', async () => {
    const { res: miss } = await prime('/download-app/');
    const gz = await t.fetch('/download-app/', { host: HOST, headers: { 'accept-encoding': 'gzip' } });
    for (const etag of [miss.headers.get('etag')!, gz.headers.get('etag')!, `W/${gz.headers.get('etag')}`]) {
      const res = await t.fetch('/download-app/', { host: HOST, headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } });
      expect(res.status, etag).to.equal(304);
      expect(res.headers.get('etag')).to.equal(gz.headers.get('etag'));
      expect(res.headers.get('vary')).to.equal('Accept-Encoding');
      expect(res.headers.get('x-frame-options')).to.equal(miss.headers.get('x-frame-options'));
    }
    const stale = await t.fetch('/download-app/', { host: HOST, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).to.equal(200);
  });

  it('answers HEAD from the cache with the length of the page and no body', async () => {
    const { html } = await prime('/about/');
    const head = await t.fetch('/about/', { host: HOST, method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect(head.headers.get('x-page-cache')).to.equal('HIT');
    expect(Number(head.headers.get('content-length'))).to.equal(Buffer.byteLength(html));
    expect((await bytes(head)).length).to.equal(0);
  });

  it('stops serving a partner page once the partner site is gone', async () => {
    const vendorId = await createVendor(t.testDb.db, { name: 'Gone Paws' });
    const websiteId = await createWebsite(t.testDb.db, vendorId, { name: 'Gone Paws', sub_domain: 'gonepaws' });
    const host = 'gonepaws.petcare.localhost';
    await prime('/terms-conditions/', host);
    expect((await t.fetch('/terms-conditions/', { host })).headers.get('x-page-cache')).to.equal('HIT');
    await t.testDb.db('websites').where({ id: websiteId }).del();
    t.deps.services.sites.invalidate();
    const res = await t.fetch('/terms-conditions/', { host, headers: { accept: 'text/html' } });
    expect(res.status).to.equal(404);
  });

  describe("a vendor site's home", () => {
    const host = 'cachedpaws.petcare.localhost';
    let vendorId: number;
    let listingId: number;
    let token: string;

    before(async () => {
      const db = t.testDb.db;
      vendorId = await createVendor(db, { name: 'Cached Paws' });
      await createWebsite(db, vendorId, { name: 'Cached Paws', sub_domain: 'cachedpaws' });
      listingId = await createListing(db, vendorId, { title: 'Cached Paws Downtown' });
      const login = await createVendorLogin(db, vendorId);
      token = await createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
    });

    it('is stored per host, and a listing saved by the clinic shows on the next visit', async () => {
      const { res: miss, html } = await prime('/', host);
      expect(miss.headers.get('x-page-cache')).to.equal('MISS');
      expect(html).to.include('Cached Paws Downtown');
      expect((await t.fetch('/', { host })).headers.get('x-page-cache')).to.equal('HIT');
      // The marketplace's home is another page.
      expect(await (await t.fetch('/', { host: HOST })).text()).not.to.include('Cached Paws Downtown');

      const saved = await graphqlAs(t, 'mutation($input: SaveListingInput!) { saveListing(input: $input) { message } }', {
        input: {
          id: String(listingId), title: 'Cached Paws Uptown', line1: 'Dr. Vera Vet, DVM', timezone: 'America/New_York',
          consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 70, schedule: [{ days: ['Mon'], from: '09:00', to: '12:00' }] }],
        },
      }, token);
      expect(saved.errors).to.equal(undefined);
      const after = await t.fetch('/', { host });
      expect(after.headers.get('x-page-cache')).to.equal('MISS');
      expect(await after.text()).to.include('Cached Paws Uptown');
    });

    it("shows a website edit once the site is looked up again", async () => {
      await prime('/', host);
      expect((await t.fetch('/', { host })).headers.get('x-page-cache')).to.equal('HIT');
      await t.testDb.db('websites').where({ vendor_id: vendorId }).update({ header_section: '<h1>New welcome</h1>' });
      t.deps.services.sites.invalidate();
      const res = await t.fetch('/', { host });
      expect(res.headers.get('x-page-cache')).to.equal('MISS');
      expect(await res.text()).to.include('New welcome');
    });
  });

  it("expires a vendor site's pages after the site lookup's lifetime; the marketplace's stay", async () => {
    let clock = 1_000_000;
    const vendorSite = { kind: 'vendor', vendorId: 7, websiteId: 7, name: 'Seven', logo: null, subDomain: 'seven', customDomain: null, headerSection: '', bodySection: '' } as const;
    const cache = createPageCache({
      renderer: { assets: { styles: [], scripts: () => [] }, siteName: 'Petcare' } as never,
      cacheable: () => true,
      resolveSite: async (host) => (host?.startsWith('seven') ? vendorSite : MAIN_SITE),
      vendorPageTtlMs: 30_000,
      now: () => clock,
    });
    const server = await serveOnePage(cache, (host) => (host?.startsWith('seven') ? vendorSite : MAIN_SITE));
    const { port } = server.address() as AddressInfo;
    // fetch() sends its own Host; node's client sends the one given.
    const get = (host: string) => new Promise<string | undefined>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/page', headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['x-page-cache'] as string | undefined));
      }).on('error', reject);
    });
    try {
      expect([await get('seven.petcare.localhost'), await get('seven.petcare.localhost')]).to.deep.equal(['MISS', 'HIT']);
      expect([await get('127.0.0.1'), await get('127.0.0.1')]).to.deep.equal(['MISS', 'HIT']);
      clock += 30_001;
      expect(await get('seven.petcare.localhost')).to.equal('MISS');
      expect(await get('127.0.0.1')).to.equal('HIT');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('counts hits and 304s', async () => {
    const cache = createPageCache({
      renderer: { assets: { styles: [], scripts: () => [] }, siteName: 'Petcare' } as never,
      cacheable: () => true,
      resolveSite: async () => MAIN_SITE,
    });
    const server = await serveOnePage(cache, () => MAIN_SITE);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
    try {
      const first = await fetch(url);
      await first.text();
      const etag = first.headers.get('etag')!;
      await (await fetch(url)).text();
      await (await fetch(url, { headers: { 'if-none-match': etag } })).text();
      expect(cache.stats()).to.deep.equal({ hits: 2, notModified: 1, stored: 1 });
      expect(cache.size()).to.equal(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
