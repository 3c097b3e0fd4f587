import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { startDnsStub, type DnsStub } from '../setup/dns-stub.ts';
import { createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createApiToken } from '../factories/index.ts';

const FIELDS = 'exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl';
const GET = `{ websiteSettings { ${FIELDS} } }`;
const SAVE_SITE = `mutation($input: WebsiteInput!) { saveWebsite(input: $input) { message website { ${FIELDS} } } }`;
const SAVE_DOMAINS = `mutation($input: DomainsInput!) { saveDomains(input: $input) { message website { ${FIELDS} } } }`;
const VERIFY = `mutation { verifyCustomDomain { verified message website { ${FIELDS} } } }`;

describe('Website and Domains settings', () => {
  let t: TestApp;
  let dns: DnsStub;
  let newVet: string;
  let other: string;
  let sub: string;

  const tokenFor = async (vendorId: number, subrole: 'root_admin' | 'user') => {
    const login = await createVendorLogin(t.testDb.db, vendorId, { subrole });
    return createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
  };
  const page = (host: string) => t.fetch('/', { host, headers: { accept: 'text/html' } });

  before(async () => {
    dns = await startDnsStub();
    t = await startTestApp({ DNS_SERVERS: dns.server, DOMAINS_AUTO_VERIFY: '0' });
    const vendorId = await createVendor(t.testDb.db, { name: 'Fresh Vet' });
    newVet = await tokenFor(vendorId, 'root_admin');
    sub = await tokenFor(vendorId, 'user');
    const otherVendor = await createVendor(t.testDb.db);
    await createWebsite(t.testDb.db, otherVendor, { name: 'Other Clinic', sub_domain: 'taken' });
    other = await tokenFor(otherVendor, 'root_admin');
  });
  after(async () => {
    await t.close();
    await dns.close();
  });

  it('lets a vet who has just signed up create the website on first save, sanitizing its sections', async () => {
    expect((await graphqlAs(t, GET, {}, newVet)).data.websiteSettings).to.include({ exists: false, name: '' });
    const early = await graphqlAs(t, SAVE_DOMAINS, { input: { subDomain: 'freshvet', customDomain: '' } }, newVet);
    expect(early.errors[0].message).to.equal('Save your website first: its name is needed before it can have an address.');
    const blank = await graphqlAs(t, SAVE_SITE, { input: { name: '  ' } }, newVet);
    expect(blank.errors[0].extensions).to.deep.include({ code: 'BAD_USER_INPUT', fields: { name: 'Brand name is required' } });
    expect((await graphqlAs(t, GET, {}, newVet)).data.websiteSettings.exists).to.equal(false);
    const saved = await graphqlAs(t, SAVE_SITE, {
      input: { name: 'Fresh Vet Clinic', headerSection: '<h1>Hello</h1><script>alert(1)</script>', bodySection: '<p onclick="x()">Open daily</p>' },
    }, newVet);
    expect(saved.data.saveWebsite.message).to.equal('Updated successfully!');
    expect(saved.data.saveWebsite.website).to.include({ exists: true, name: 'Fresh Vet Clinic', headerSection: '<h1>Hello</h1>', bodySection: '<p>Open daily</p>' });
    const again = await graphqlAs(t, SAVE_SITE, { input: { name: 'Fresh Vet', headerSection: '<h1>Hi</h1>', bodySection: '' } }, newVet);
    expect(again.data.saveWebsite.website.name).to.equal('Fresh Vet');
    expect(await t.testDb.db('websites').where({ name: 'Fresh Vet' })).to.have.length(1);
  });

  it('checks the sub-domain and the custom domain, every problem at once, saving nothing', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ subDomain: '', customDomain: '' }, { subDomain: 'Dedicated Subdomain is required' }],
      [{ subDomain: 'abc', customDomain: 'not a domain' }, { subDomain: 'Dedicated Subdomain must be at least 4 characters', customDomain: 'Please enter a domain such as yourclinic.com' }],
      [{ subDomain: 'admin', customDomain: '' }, { subDomain: 'This name is reserved; please choose another' }],
      [{ subDomain: '-fresh', customDomain: '' }, { subDomain: 'Use lowercase letters, digits and hyphens, with no hyphen at the start or end' }],
      [{ subDomain: 'freshvet', customDomain: 'petcare.localhost' }, { customDomain: 'Use the Dedicated Subdomain for an address under our own domain' }],
      [{ subDomain: 'freshvet', customDomain: 'x.petcare.localhost' }, { customDomain: 'Use the Dedicated Subdomain for an address under our own domain' }],
    ];
    for (const [input, fields] of cases) {
      const res = await graphqlAs(t, SAVE_DOMAINS, { input }, newVet);
      expect(res.errors[0].extensions.fields, JSON.stringify(input)).to.deep.equal(fields);
    }
    expect((await graphqlAs(t, GET, {}, newVet)).data.websiteSettings.subDomain).to.equal(null);
  });

  it('serves the site on its sub-domain at once, and on the new one as soon as it is renamed (the old one leads there)', async () => {
    const saved = await graphqlAs(t, SAVE_DOMAINS, { input: { subDomain: '  FreshVet ', customDomain: '' } }, newVet);
    expect(saved.data.saveDomains.message).to.equal('Updated successfully!');
    expect(saved.data.saveDomains.website.subDomain).to.equal('freshvet');
    expect(saved.data.saveDomains.website.siteUrl).to.match(/^http:\/\/freshvet\.petcare\.localhost(:\d+)?$/);
    const first = await page('freshvet.petcare.localhost');
    expect(first.status).to.equal(200);
    expect(await first.text()).to.contain('Fresh Vet');
    await graphqlAs(t, SAVE_DOMAINS, { input: { subDomain: 'freshpaws', customDomain: '' } }, newVet);
    const old = await page('freshvet.petcare.localhost');
    expect(old.status).to.equal(302);
    expect(old.headers.get('location')).to.match(/^http:\/\/freshpaws\.petcare\.localhost(:\d+)?\//);
    expect((await page('freshpaws.petcare.localhost')).status).to.equal(200);
  });

  it("refuses another clinic's sub-domain with the spec's message", async () => {
    const res = await graphqlAs(t, SAVE_DOMAINS, { input: { subDomain: 'taken', customDomain: '' } }, newVet);
    expect(res.errors[0].message).to.equal('The domain is already taken!');
    expect(res.errors[0].extensions).to.deep.include({ code: 'CONFLICT', fields: { subDomain: 'The domain is already taken!' } });
  });

  it('keeps a custom domain pending (not served) until its TXT record holds the token, then serves it', async () => {
    const saved = await graphqlAs(t, SAVE_DOMAINS, { input: { subDomain: 'freshpaws', customDomain: 'https://www.FreshPaws.Example/' } }, newVet);
    const site = saved.data.saveDomains.website;
    expect(site).to.include({ customDomain: 'freshpaws.example', customDomainStatus: 'pending' });
    expect(site.verification.name).to.equal('_petcare.freshpaws.example');
    expect(site.verification.value).to.match(/^petcare-site-verification=[0-9a-f]{32}$/);
    expect((await page('freshpaws.example')).status).to.equal(404);

    const early = await graphqlAs(t, VERIFY, {}, newVet);
    expect(early.data.verifyCustomDomain).to.include({ verified: false });
    expect(early.data.verifyCustomDomain.message).to.match(/could not find the TXT record/);
    dns.records.set('_petcare.freshpaws.example', ['v=spf1 -all', site.verification.value]);
    const done = await graphqlAs(t, VERIFY, {}, newVet);
    expect(done.data.verifyCustomDomain).to.include({ verified: true, message: 'Your domain is verified and now shows your site.' });
    expect(done.data.verifyCustomDomain.website.customDomainStatus).to.equal('verified');
    const served = await page('www.freshpaws.example');
    expect(served.status).to.equal(200);
    expect(await served.text()).to.contain('Fresh Vet');
  });

  it("lets no clinic take a domain another clinic verified, while a pending claim blocks nobody", async () => {
    const claim = await graphqlAs(t, SAVE_DOMAINS, { input: { subDomain: 'taken', customDomain: 'freshpaws.example' } }, other);
    // The claim is allowed (pending proves nothing), but it can never be verified: the record holds another token.
    expect(claim.data.saveDomains.website.customDomainStatus).to.equal('pending');
    const verify = await graphqlAs(t, VERIFY, {}, other);
    expect(verify.data.verifyCustomDomain.verified).to.equal(false);
    expect((await page('freshpaws.example')).status).to.equal(200);
    expect(await (await page('freshpaws.example')).text()).to.contain('Fresh Vet');
  });

  it('is for the root admin only, of their own clinic', async () => {
    for (const [query, variables] of [[GET, {}], [SAVE_SITE, { input: { name: 'Mine' } }], [SAVE_DOMAINS, { input: { subDomain: 'minenow', customDomain: '' } }], [VERIFY, {}]] as const) {
      const res = await graphqlAs(t, query, variables, sub);
      expect(res.errors[0].extensions.code, query).to.equal('FORBIDDEN');
    }
    const anonymous = await graphqlAs(t, GET, {});
    expect(anonymous.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    expect((await graphqlAs(t, GET, {}, other)).data.websiteSettings.name).to.equal('Other Clinic');
  });

  it('takes a logo only from an image upload of the clinic itself', async () => {
    const grant = await (await postJson(t, '/api/files/public', { fileName: 'logo.png', fileType: 'image/png', serviceType: 'brand_logo', fileSize: 68 }, { token: newVet })).json();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const put = await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png });
    expect(put.status).to.equal(200);
    const stolen = await graphqlAs(t, SAVE_SITE, { input: { name: 'Other Clinic', logoFileId: grant.fileId } }, other);
    expect(stolen.errors[0].extensions.code).to.be.oneOf(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN']);
    const saved = await graphqlAs(t, SAVE_SITE, { input: { name: 'Fresh Vet', logoFileId: grant.fileId, headerSection: '<h1>Hi</h1>' } }, newVet);
    expect(saved.data.saveWebsite.website.logo).to.match(/^\/files\/public\//);
    const removed = await graphqlAs(t, SAVE_SITE, { input: { name: 'Fresh Vet', logoFileId: null } }, newVet);
    expect(removed.data.saveWebsite.website.logo).to.equal(null);
  });

  it('refuses a logo named .png that is really text, by its bytes, and keeps the site as it was', async () => {
    const vendorId = await createVendor(t.testDb.db);
    await createWebsite(t.testDb.db, vendorId, { name: 'Text Vet', sub_domain: 'textvet', logo: '/files/public/old-logo.png' });
    const vet = await tokenFor(vendorId, 'root_admin');
    const grant = await (await postJson(t, '/api/files/public', { fileName: 'logo.png', fileType: 'image/png', serviceType: 'brand_logo', fileSize: 20 }, { token: vet })).json();
    const put = await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'this is only text' });
    expect(put.status).to.equal(200);
    const before = await t.testDb.db('websites').where({ vendor_id: vendorId }).first();
    const refused = await graphqlAs(t, SAVE_SITE, { input: { name: 'Renamed Vet', logoFileId: grant.fileId } }, vet);
    const message = 'The file type of logo.png is not allowed. Please choose another file.';
    expect(refused.errors[0].message).to.equal(message);
    expect(refused.errors[0].extensions).to.deep.include({ code: 'BAD_USER_INPUT', fields: { logoFileId: message } });
    expect(await t.testDb.db('websites').where({ vendor_id: vendorId }).first()).to.deep.equal(before);
    expect(await t.testDb.db('files').where({ id: grant.fileId }).first()).to.include({ status: 'pending' });
  });
});
