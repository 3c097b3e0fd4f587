import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { islandPropsOf } from '../setup/island-props.ts';

/** Bearer tokens load the viewer for pages as sessions do, so each request names its person. */
async function ownerToken(t: TestApp): Promise<{ id: number; token: string }> {
  const u = await createUser(t.testDb.db);
  const token = await createApiToken(t.testDb.db, { kind: 'user', id: u.id });
  return { id: u.id, token };
}

const get = (t: TestApp, path: string, token?: string) =>
  t.fetch(path, { headers: { accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const islandProps = (html: string) => islandPropsOf<{ pets: Array<{ name: string }>; petTypes: unknown[] }>(html, 'my-pets');

describe('/app/my-pets', () => {
  describe('with the pets feature on (the default)', () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp();
    });
    after(() => t.close());

    it('tells an owner without pets that they have not added any, with My Pets in the menu', async () => {
      const { token } = await ownerToken(t);
      const res = await get(t, '/app/my-pets', token);
      expect(res.status).to.equal(200);
      const html = await res.text();
      expect(html).to.contain('You have not added any pets!');
      expect(html).to.match(/href="\/app\/my-pets" aria-current="page">My Pets</);
      expect(islandProps(html).pets).to.deep.equal([]);
    });

    it('server-renders the owner\'s active pets (name, type name, breed) and none of anyone else\'s', async () => {
      const { id, token } = await ownerToken(t);
      const other = await ownerToken(t);
      await createPet(t.testDb.db, id, { name: 'Rex', type: 1, breed: 'Beagle' });
      await createPet(t.testDb.db, id, { name: 'Luna', type: 2 });
      await createPet(t.testDb.db, id, { name: 'Ghost', status: 0 });
      await createPet(t.testDb.db, other.id, { name: 'Stranger' });
      const html = await (await get(t, '/app/my-pets', token)).text();
      expect(html).to.contain('<th scope="row">Rex</th><td data-label="Type">Dog</td><td data-label="Breed">Beagle</td>');
      expect(html).to.contain('<th scope="row">Luna</th><td data-label="Type">Cat</td>');
      // The empty message is not shown (the island's messages, in the page's data, hold its words).
      expect(html).to.not.contain('Ghost').and.not.contain('Stranger').and.not.contain('>You have not added any pets!<');
      const props = islandProps(html);
      expect(props.pets.map((p) => p.name)).to.deep.equal(['Luna', 'Rex']);
      expect(props.petTypes).to.deep.include({ code: 1, name: 'Dog' });
    });

    it('answers 404 to a vendor login and sends an anonymous visit to /404', async () => {
      const vendorId = await createVendor(t.testDb.db);
      const login = await createVendorLogin(t.testDb.db, vendorId);
      const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
      const vendor = await get(t, '/app/my-pets', token);
      expect(vendor.status).to.equal(404);
      expect(await vendor.text()).to.contain('Oops! Sorry page not found');
      const anonymous = await get(t, '/app/my-pets');
      expect(anonymous.status).to.equal(302);
      expect(anonymous.headers.get('location')).to.equal('/login/?redirectUrl=%2Fapp%2Fmy-pets');
    });
  });

  describe('with FEATURE_PETS=0', () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp({ FEATURE_PETS: '0' });
    });
    after(() => t.close());

    it('hides My Pets from the owner menu and answers 404 at /app/my-pets', async () => {
      const { token } = await ownerToken(t);
      const home = await get(t, '/app/my-appointments', token);
      expect(home.status).to.equal(200);
      const html = await home.text();
      expect(html).to.contain('href="/app/medical-records"').and.not.contain('href="/app/my-pets"');
      const page = await get(t, '/app/my-pets', token);
      expect(page.status).to.equal(404);
      expect(await page.text()).to.contain('Oops! Sorry page not found');
    });

    it('keeps the pets GraphQL fields working (orders still need a pet)', async () => {
      const { token } = await ownerToken(t);
      const res = await t.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'mutation { savePet(input: { name: "Rex", type: 1 }) { message pet { name typeName } } }' }),
      });
      const body = await res.json();
      expect(body.data.savePet).to.deep.equal({ message: 'Submitted successfully!', pet: { name: 'Rex', typeName: 'Dog' } });
    });
  });
});
