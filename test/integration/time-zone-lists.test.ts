import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { canonicalZone } from '../../contracts/time-zone.ts';

/** The option values of the <select> opened by `opening` in a page. */
function optionsOf(html: string, opening: RegExp): string[] {
  const start = html.search(opening);
  expect(start, String(opening)).to.be.greaterThan(-1);
  const select = html.slice(start, html.indexOf('</select>', start));
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
}

/** The zones a clinic sets on its listing and the zones appointments are filtered by are one list. */
describe('time zone lists', () => {
  let t: TestApp;
  let token: string;
  let listingId: number;

  before(async () => {
    t = await startTestApp();
    const vendorId = await createVendor(t.testDb.db);
    listingId = await createListing(t.testDb.db, vendorId, { timezone: 'America/New_York' });
    const vet = await createVendorLogin(t.testDb.db, vendorId);
    token = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());

  const page = async (path: string) => {
    const res = await t.fetch(path, { headers: { accept: 'text/html', authorization: `Bearer ${token}` } });
    expect(res.status, path).to.equal(200);
    return res.text();
  };

  it('offers the same zones in the listing editor and the appointment filter, with those clinics use across the world', async () => {
    const editor = optionsOf(await page(`/app/listings/item?id=${listingId}`), /<select name="timezone"/);
    const filter = optionsOf(await page('/app/appointments?tz=UTC'), /<select name="tz"/);
    expect(editor).to.deep.equal(filter);
    expect(editor).to.include.members([
      'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Europe/Dublin', 'Asia/Kolkata', 'Australia/Sydney',
      'America/Mexico_City', 'America/Sao_Paulo', 'Africa/Johannesburg', 'Asia/Dubai', 'Pacific/Auckland', 'UTC',
    ]);
    expect(new Set(editor).size).to.equal(editor.length);
    // Every one is a zone the server stores as it is (known, and by its canonical name).
    for (const zone of editor) {
      expect(moment.tz.zone(zone), zone).to.not.equal(null);
      expect(canonicalZone(zone), zone).to.equal(zone);
    }
  });

  it("adds the listing's own zone to the editor when the list lacks it", async () => {
    const vendorId = (await t.testDb.db('vendor_listings').where({ id: listingId }).first('vendor_id')).vendor_id;
    const faroe = await createListing(t.testDb.db, vendorId, { timezone: 'Atlantic/Faroe' });
    const editor = optionsOf(await page(`/app/listings/item?id=${faroe}`), /<select name="timezone"/);
    expect(editor[0]).to.equal('Atlantic/Faroe');
  });
});
