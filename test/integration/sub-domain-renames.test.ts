import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createApiToken, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';

const SAVE_DOMAINS = 'mutation($input: DomainsInput!) { saveDomains(input: $input) { message } }';

describe('renaming a sub-domain keeps the links already sent', function () {
  let t: TestApp;
  let seq = 0;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  const unique = (word: string) => `${word}${Date.now().toString(36)}${++seq}`;

  /** A clinic with a site on `name`, and its root admin's token. */
  async function clinic(name: string) {
    const vendorId = await createVendor(t.testDb.db);
    await createWebsite(t.testDb.db, vendorId, { sub_domain: name });
    const root = await createVendorLogin(t.testDb.db, vendorId);
    return { vendorId, token: await createApiToken(t.testDb.db, { kind: 'vendor', id: root.id }) };
  }
  const rename = (token: string, subDomain: string) => graphqlAs(t, SAVE_DOMAINS, { input: { subDomain, customDomain: '' } }, token);

  it('answers the old name with a redirect to the clinic\'s address now, path and query kept', async () => {
    const [before, after] = [unique('oldname'), unique('newname')];
    const { token } = await clinic(before);
    expect((await rename(token, after)).data.saveDomains.message).to.equal('Updated successfully!');
    const oldHost = `${before}.petcare.localhost`;
    for (const path of ['/vendor/login', '/appointments?z=12U34.signature', '/']) {
      const res = await t.fetch(path, { host: oldHost });
      expect(res.status, path).to.equal(302);
      expect(res.headers.get('location'), path).to.equal(`http://${after}.petcare.localhost${path}`);
      expect(res.headers.get('cache-control'), path).to.equal('no-store');
    }
    const post = await t.fetch('/vendor/login', { host: oldHost, method: 'POST', body: 'email=x' });
    expect(post.status).to.equal(307);
    expect((await t.fetch('/vendor/login', { host: `${after}.petcare.localhost` })).status).to.equal(200);
    // A name nobody ever had is still 'Site not found'.
    expect((await t.fetch('/', { host: `${unique('never')}.petcare.localhost` })).status).to.equal(404);
  });

  it('keeps a released name from every other clinic for 90 days, while the clinic itself may take it back', async () => {
    const [first, second] = [unique('released'), unique('current')];
    const owner = await clinic(first);
    await rename(owner.token, second);
    const other = await clinic(unique('other'));
    const refused = await rename(other.token, first);
    expect(refused.errors[0].extensions.code).to.equal('CONFLICT');
    expect(refused.errors[0].extensions.fields).to.deep.equal({ subDomain: 'The domain is already taken!' });

    await t.testDb.db('released_sub_domains').where({ sub_domain: first }).update({ released_at: new Date(Date.now() - 91 * 86_400_000) });
    t.deps.services.sites.invalidate();
    expect((await t.fetch('/', { host: `${first}.petcare.localhost` })).status, 'the hold is over').to.equal(404);
    expect((await rename(other.token, first)).data.saveDomains.message).to.equal('Updated successfully!');

    // The first clinic takes its old name back within the 90 days: no redirect left behind to itself.
    const third = unique('third');
    await rename(owner.token, third);
    expect((await rename(owner.token, second)).data.saveDomains.message).to.equal('Updated successfully!');
    expect(await t.testDb.db('released_sub_domains').where({ sub_domain: second })).to.deep.equal([]);
    expect((await t.fetch('/', { host: `${second}.petcare.localhost` })).status).to.equal(200);
  });

  it('mails links by the main site\'s address for the clinic, which leads to its site as it is when opened', async () => {
    const name = unique('linked');
    const { vendorId, token } = await clinic(name);
    const { owner } = await t.deps.services.consultations.linksFor({ id: 41, userId: 7, vendorId });
    const link = new URL(owner);
    expect(link.pathname).to.equal(`/clinic/${vendorId}/appointments`);
    const open = () => t.fetch(`${link.pathname}${link.search}`);
    const first = await open();
    expect(first.status).to.equal(302);
    expect(first.headers.get('location')).to.equal(`http://${name}.petcare.localhost:${t.port}/appointments${link.search}`);
    expect(first.headers.get('referrer-policy')).to.equal('no-referrer');

    const renamed = unique('renamed');
    await rename(token, renamed);
    expect((await open()).headers.get('location')).to.equal(`http://${renamed}.petcare.localhost:${t.port}/appointments${link.search}`);
    // A clinic with no site: the main site's own page.
    const siteless = await createVendor(t.testDb.db);
    expect((await t.fetch(`/clinic/${siteless}/appointments?z=1U2.x`)).headers.get('location')).to.equal('/appointments?z=1U2.x');
  });
});
