import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createListing, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

const SAVE = 'mutation($input: SaveListingInput!) { saveListing(input: $input) { message listing { id avatar consultations { duration } } } }';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** saveListing applies the editor's rules (one schema in contracts/), and the listing's picture is an upload. */
describe('listing input rules', () => {
  let t: TestApp;
  let vendorId: number;
  let token: string;
  let otherToken: string;
  const input = (extra: Record<string, unknown> = {}) => ({
    title: 'Rules Vets', line1: 'Dr. Ada Lane, DVM', timezone: 'America/New_York',
    consultations: [{ type: 'clinic', enabled: true, duration: 30, price: 70, schedule: [{ days: ['Mon'], from: '09:00', to: '12:00' }] }],
    ...extra,
  });
  const listingCount = async () => Number((await t.testDb.db('vendor_listings').where({ vendor_id: vendorId }).count({ n: '*' }).first())!.n);

  /** Signs an upload of `bytes` as `type` for the token's holder and PUTs it; returns the file id. */
  async function upload(bytes: Buffer, type: string, as = token): Promise<number> {
    const grant = await (await postJson(t, '/api/files/public', { fileName: 'clinic.png', fileType: type, serviceType: 'vendor_services_avatar', fileSize: bytes.length }, { token: as })).json();
    expect((await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(bytes) })).status).to.equal(200);
    return grant.fileId;
  }

  before(async () => {
    t = await startTestApp();
    vendorId = await createVendor(t.testDb.db);
    const vet = await createVendorLogin(t.testDb.db, vendorId);
    token = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
    const otherVendor = await createVendor(t.testDb.db);
    const other = await createVendorLogin(t.testDb.db, otherVendor);
    otherToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: other.id });
  });
  after(() => t.close());

  it('refuses a duration the editor cannot give (off its 5-minute steps), saving nothing', async () => {
    const before = await listingCount();
    for (const duration of [7, 3, 481]) {
      const res = await graphqlAs(t, SAVE, { input: input({ consultations: [{ ...input().consultations[0], duration }] }) }, token);
      expect(res.errors[0].extensions.code, String(duration)).to.equal('BAD_USER_INPUT');
      expect(res.errors[0].extensions.fields['consultations.0.duration'], String(duration)).to.match(/^Duration (goes in 5-minute steps|must be at (least 5|most 480) minutes)$/);
    }
    expect(await listingCount()).to.equal(before);
    const ok = await graphqlAs(t, SAVE, { input: input({ consultations: [{ ...input().consultations[0], duration: 20 }] }) }, token);
    expect(ok.data.saveListing.listing.consultations[0].duration).to.equal(20);
  });

  it('takes no picture URL: a javascript: avatar is refused and nothing is saved', async () => {
    const before = await listingCount();
    const res = await graphqlAs(t, SAVE, { input: input({ avatar: 'javascript:alert(1)' }) }, token);
    expect(res.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect(await listingCount()).to.equal(before);
  });

  it('takes the picture as the vendor\'s own image upload, checking its bytes, and removes it on null', async () => {
    const fileId = await upload(PNG, 'image/png');
    const saved = await graphqlAs(t, SAVE, { input: input({ avatarFileId: fileId }) }, token);
    expect(saved.errors).to.equal(undefined);
    const avatar: string = saved.data.saveListing.listing.avatar;
    expect(avatar).to.match(/^\/files\/public\/vendor_services_avatar\//);
    expect((await t.fetch(avatar)).status).to.equal(200);
    const id = saved.data.saveListing.listing.id;
    // Absent keeps it; null removes it.
    expect((await graphqlAs(t, SAVE, { input: input({ id }) }, token)).data.saveListing.listing.avatar).to.equal(avatar);
    expect((await graphqlAs(t, SAVE, { input: input({ id, avatarFileId: null }) }, token)).data.saveListing.listing.avatar).to.equal(null);

    // Text declared as a PNG is not an image; another clinic's upload is not this vendor's to attach.
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await graphqlAs(t, SAVE, { input: input({ id, avatarFileId: fake }) }, token);
    expect(refused.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect(refused.errors[0].extensions.fields.avatar).to.equal('The file type of clinic.png is not allowed. Please choose another file.');
    const theirs = await upload(PNG, 'image/png', otherToken);
    const foreign = await graphqlAs(t, SAVE, { input: input({ id, avatarFileId: theirs }) }, token);
    expect(foreign.errors[0].extensions.fields.avatar).to.equal('One of the files cannot be attached.');
    expect((await t.testDb.db('vendor_listings').where({ id }).first()).avatar).to.equal(null);
  });

  it('shows a picture saved as a URL before only when it is one of our stored files', async () => {
    const fileId = await upload(PNG, 'image/png');
    const ours = (await graphqlAs(t, SAVE, { input: input({ title: 'Ours Vets', avatarFileId: fileId }) }, token)).data.saveListing.listing.avatar;
    const pictures: Record<string, string | null> = {
      'javascript:alert(1)': null, 'https://tracker.example/pixel.png': null, '/files/private/phr/1/x.pdf': null, '/files/public/../secret': null, [ours]: ours,
    };
    const ids: Record<string, number> = {};
    for (const url of Object.keys(pictures)) {
      ids[url] = await createListing(t.testDb.db, vendorId, { title: `Legacy Picture ${Object.keys(ids).length}` });
      await t.testDb.db('vendor_listings').where({ id: ids[url] }).update({ avatar: url });
    }
    const listed = await graphqlAs(t, 'query { vendorServices(type: "clinic", search: "legacy picture", limit: 10) { id avatar } }', {});
    const cards = new Map(listed.data.vendorServices.map((s: { id: string; avatar: string | null }) => [Number(s.id), s.avatar]));
    for (const [url, shown] of Object.entries(pictures)) {
      expect(cards.get(ids[url]), url).to.equal(shown);
      expect((await graphqlAs(t, 'query($id: ID!) { listing(id: $id) { avatar } }', { id: String(ids[url]) }, token)).data.listing.avatar, url).to.equal(shown);
    }
    const page = await (await t.fetch('/vet-appointments/list?q=legacy%20picture')).text();
    expect(page).not.to.contain('javascript:').and.not.to.contain('tracker.example');
  });
});
