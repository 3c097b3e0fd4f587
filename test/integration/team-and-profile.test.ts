import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createListing, createUser, createVendor, createVendorLogin, TEST_PASSWORD } from '../factories/index.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { client, type Client } from './accounts-helpers.ts';
import { createApiToken } from '../factories/index.ts';

const MEMBER = 'id firstName lastName email phone subrole isYou';
const LIST = `{ teamMembers { ${MEMBER} } }`;
const SAVE = `mutation($input: TeamMemberInput!) { saveTeamMember(input: $input) { message invited member { ${MEMBER} } } }`;
const DELETE = 'mutation($id: ID!) { deleteTeamMember(id: $id) { message id } }';
const PROFILE = '{ myProfile { kind firstName lastName email phone pic } }';
const UPDATE = 'mutation($input: ProfileInput!) { updateMyProfile(input: $input) { message profile { firstName lastName pic } } }';

describe('Team and My Profile', () => {
  let t: TestApp;
  let vendorId: number;
  let root: { id: number; email: string };
  let rootToken: string;
  let otherToken: string;
  let subToken: string;
  let sub: { id: number; email: string };

  const vendorToken = (login: { id: number }) => createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
  const logIn = async (email: string, role: 'user' | 'vendor', password = TEST_PASSWORD): Promise<Client> => {
    const c = client(t);
    const res = await c.post('/api/account/login', { email, password, role });
    expect(res.status, `${email} logs in`).to.equal(200);
    return c;
  };

  before(async () => {
    t = await startTestApp();
    vendorId = await createVendor(t.testDb.db, { name: 'Team Clinic' });
    root = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'root_admin' });
    sub = await createVendorLogin(t.testDb.db, vendorId, { subrole: 'user' });
    rootToken = await vendorToken(root);
    subToken = await vendorToken(sub);
    const otherVendor = await createVendor(t.testDb.db);
    otherToken = await vendorToken(await createVendorLogin(t.testDb.db, otherVendor, { subrole: 'root_admin' }));
  });
  after(() => t.close());

  it('lists the clinic\'s logins newest first, marking the root admin\'s own row', async () => {
    const members = (await graphqlAs(t, LIST, {}, rootToken)).data.teamMembers;
    expect(members.map((m: { id: string }) => Number(m.id))).to.deep.equal([sub.id, root.id]);
    expect(members[1]).to.include({ isYou: true, subrole: 'root_admin' });
    const other = (await graphqlAs(t, LIST, {}, otherToken)).data.teamMembers;
    expect(other.map((m: { email: string }) => m.email)).not.to.include(root.email);
  });

  it('checks every field of a new member at once and refuses a duplicate email', async () => {
    const bad = await graphqlAs(t, SAVE, { input: { firstName: '', lastName: 'R2D2', email: 'nope', phone: '12' } }, rootToken);
    expect(bad.errors[0].extensions.fields).to.deep.equal({
      firstName: 'First name is required', lastName: 'Please enter the last name using letters only.',
      email: 'Please enter a valid email.', phone: 'Please enter a 10-digit mobile number.',
    });
    const duplicate = await graphqlAs(t, SAVE, { input: { firstName: 'Dup', lastName: 'Licate', email: root.email.toUpperCase(), phone: '2125550111' } }, rootToken);
    expect(duplicate.errors[0]).to.deep.include({ message: 'This email already exists in our System.' });
  });

  it('adds a sub-user, who chooses a password from the emailed link and signs in as a team member', async () => {
    const email = `nurse.${Date.now()}@example.test`;
    const saved = await graphqlAs(t, SAVE, { input: { firstName: 'José', lastName: 'Núñez', email, phone: '(212) 555-0112' } }, rootToken);
    expect(saved.data.saveTeamMember).to.deep.include({ invited: true });
    expect(saved.data.saveTeamMember.member).to.include({ subrole: 'user', phone: '2125550112', firstName: 'José' });
    const mail = await t.testDb.db('outbox_messages').where({ to: email }).first();
    expect(mail.subject).to.equal('You have been added to Team Clinic on Petcare');
    const link = new URL(/(http\S+)/.exec(mail.text)![1]);
    expect(link.pathname).to.equal('/vendor/login');
    const set = await postJson(t, '/api/account/change_password', {
      forgotCode: link.searchParams.get('code'), email, role: 'vendor', newPassword: 'chosen password',
    });
    expect(set.status).to.equal(200);
    const nurse = await logIn(email, 'vendor', 'chosen password');
    expect((await nurse.get('/app/settings/users', { headers: { accept: 'text/html' } })).status).to.equal(404);
    const settings = await nurse.get('/app/settings', { headers: { accept: 'text/html' } });
    expect(await settings.text()).to.contain('aria-current="page">My Profile').and.not.contain('>Team<');
  });

  it('edits a member (the password optional), and never another clinic\'s', async () => {
    const edited = await graphqlAs(t, SAVE, { input: { id: String(sub.id), firstName: 'Vera', lastName: 'Renamed', email: sub.email, phone: '2125550100' } }, rootToken);
    expect(edited.data.saveTeamMember.member).to.include({ lastName: 'Renamed' });
    await logIn(sub.email, 'vendor'); // the password stayed
    const foreign = await graphqlAs(t, SAVE, { input: { id: String(sub.id), firstName: 'X', lastName: 'Y', email: sub.email, phone: '2125550100' } }, otherToken);
    expect(foreign.errors[0].extensions.code).to.equal('NOT_FOUND');
  });

  it('deletes a sub-user with the confirmation words, releasing their listings in the same transaction; never the root admin', async () => {
    const db = t.testDb.db;
    const member = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const listingId = await createListing(db, vendorId, { managers: [member.id, sub.id] });
    await db('vendor_listings').where({ id: listingId }).update({ vendor_login_id: member.id });
    const session = await logIn(member.email, 'vendor');
    expect((await graphqlAs(t, DELETE, { id: String(root.id) }, rootToken)).errors[0].message).to.equal('You cannot delete or change the role of your own account.');
    expect((await graphqlAs(t, DELETE, { id: String(member.id) }, otherToken)).errors[0].extensions.code).to.equal('NOT_FOUND');
    expect((await graphqlAs(t, DELETE, { id: String(member.id) }, subToken)).errors[0].extensions.code).to.equal('FORBIDDEN');
    const deleted = await graphqlAs(t, DELETE, { id: String(member.id) }, rootToken);
    expect(deleted.data.deleteTeamMember.message).to.equal('Deleted successfully!');
    const listing = await db('vendor_listings').where({ id: listingId }).first();
    expect(listing.managers.map(Number)).to.deep.equal([sub.id]);
    expect(Number(listing.vendor_login_id)).to.equal(root.id);
    expect(await db('vendor_logins').where({ id: member.id })).to.have.length(0);
    expect((await session.get('/app/appointments')).headers.get('location')).to.match(/^\/vendor\/login\?/);
  });

  it('refuses every team call to a sub-user and a visitor', async () => {
    for (const [query, variables] of [[LIST, {}], [SAVE, { input: { firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '2125550000' } }]] as const) {
      expect((await graphqlAs(t, query, variables, subToken)).errors[0].extensions.code).to.equal('FORBIDDEN');
      expect((await graphqlAs(t, query, variables)).errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    }
  });

  it('lets each person change only their own names and picture', async () => {
    const owner = await createUser(t.testDb.db, { first_name: 'Olive' });
    const ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    expect((await graphqlAs(t, PROFILE, {}, ownerToken)).data.myProfile).to.include({ kind: 'user', email: owner.email });
    const blank = await graphqlAs(t, UPDATE, { input: { firstName: ' ', lastName: '' } }, ownerToken);
    expect(blank.errors[0].extensions.fields).to.deep.equal({ firstName: 'First name is required', lastName: 'Last name is required' });
    const renamed = await graphqlAs(t, UPDATE, { input: { firstName: 'Zoë', lastName: "O'Neil" } }, ownerToken);
    expect(renamed.data.updateMyProfile).to.deep.include({ message: 'Saved Successfully' });
    expect(renamed.data.updateMyProfile.profile).to.include({ firstName: 'Zoë', lastName: "O'Neil" });

    const grant = await (await postJson(t, '/api/files/public', { fileName: 'avatar.png', fileType: 'image/png', serviceType: 'user_avatar', fileSize: 67 }, { token: ownerToken })).json();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    expect((await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png })).status).to.equal(200);
    const stolen = await graphqlAs(t, UPDATE, { input: { firstName: 'Root', lastName: 'Admin', avatarFileId: grant.fileId } }, rootToken);
    expect(stolen.errors).to.not.equal(undefined);
    const withPic = await graphqlAs(t, UPDATE, { input: { firstName: 'Zoë', lastName: "O'Neil", avatarFileId: grant.fileId } }, ownerToken);
    expect(withPic.data.updateMyProfile.profile.pic).to.match(/^\/files\/public\//);
    const page = await (await logIn(owner.email, 'user')).get('/app/my-profile', { headers: { accept: 'text/html' } });
    expect(await page.text()).to.contain('data-island="profile-editor"').and.contain('Zoë');
  });

  it('refuses a picture whose bytes are no image, keeping the profile as it was', async () => {
    const owner = await createUser(t.testDb.db, { first_name: 'Olive' });
    const ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    const grant = await (await postJson(t, '/api/files/public', { fileName: 'avatar.png', fileType: 'image/png', serviceType: 'user_avatar', fileSize: 40 }, { token: ownerToken })).json();
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    expect((await fetch(`${t.baseUrl}${grant.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: html })).status).to.equal(200);
    const refused = await graphqlAs(t, UPDATE, { input: { firstName: 'Renamed', lastName: 'Owner', avatarFileId: grant.fileId } }, ownerToken);
    const message = 'The file type of avatar.png is not allowed. Please choose another file.';
    expect(refused.errors[0].extensions).to.deep.include({ code: 'BAD_USER_INPUT', fields: { avatarFileId: message } });
    expect(await t.testDb.db('users').where({ id: owner.id }).first()).to.include({ first_name: 'Olive', pic: null });
  });

  it('changes the password with the current one: a wrong confirmation is refused, other sessions end, this one stays', async () => {
    const owner = await createUser(t.testDb.db);
    const here = await logIn(owner.email, 'user');
    const elsewhere = await logIn(owner.email, 'user');
    const mismatch = await here.post('/api/account/change_password', {
      email: owner.email, role: 'user', currentPassword: TEST_PASSWORD, newPassword: 'a new password', confirm: 'another one',
    });
    expect(mismatch.status).to.equal(400);
    expect((await mismatch.json()).error.fields).to.deep.equal({ confirm: 'The new password and confirm should match' });
    const changed = await here.post('/api/account/change_password', {
      email: owner.email, role: 'user', currentPassword: TEST_PASSWORD, newPassword: 'a new password', confirm: 'a new password',
    });
    expect((await changed.json()).msg).to.equal('Your password has been reset successfully!');
    expect((await here.get('/app/my-profile')).status).to.equal(200);
    expect((await elsewhere.get('/app/my-profile')).headers.get('location')).to.match(/ended=1$/);
  });
});
