import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createApiToken, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';

/** The Domains tab names the records a clinic's own domain needs, with the targets the configuration gives. */
describe('Settings, Domains: the DNS records a custom domain needs', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp({ DOMAINS_CNAME_TARGET: 'sites.petcare.example', DOMAINS_A_RECORD: '203.0.113.10' }); });
  after(() => t.close());

  it('says the CNAME for www and the A record (or ALIAS/ANAME) for the bare domain, from the configuration', async () => {
    const vendorId = await createVendor(t.testDb.db);
    await createWebsite(t.testDb.db, vendorId, { custom_domain: 'www.happypaws.test', customDomainVerified: false });
    const login = await createVendorLogin(t.testDb.db, vendorId);
    const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
    const html = await (await t.fetch('/app/settings/domains', { headers: { authorization: `Bearer ${token}`, accept: 'text/html' } })).text();
    const rows = [...html.matchAll(/<tr data-record="([^"]+)"><th scope="row">[^<]+<\/th><td data-label="Name"><code>([^<]+)<\/code><\/td><td data-label="Points to"><code>([^<]+)<\/code>/g)]
      .map((m) => m.slice(1));
    expect(rows).to.deep.equal([
      ['CNAME', 'www.happypaws.test', 'sites.petcare.example'],
      ['A', 'happypaws.test (@)', '203.0.113.10'],
      ['ALIAS or ANAME', 'happypaws.test (@)', 'sites.petcare.example'],
    ]);
  });
});
