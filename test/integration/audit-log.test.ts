import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { bookPaid, createClinic, createOwner, gql, slotAt, type Clinic } from './lifecycle-helpers.ts';

const SAVE_MEMBER = 'mutation($input: TeamMemberInput!) { saveTeamMember(input: $input) { member { id } } }';
const DELETE_MEMBER = 'mutation($id: ID!) { deleteTeamMember(id: $id) { id } }';
const SAVE_SITE = 'mutation($input: WebsiteInput!) { saveWebsite(input: $input) { message } }';
const SAVE_DOMAINS = 'mutation($input: DomainsInput!) { saveDomains(input: $input) { message } }';
const CANCEL = 'mutation($id: ID!) { cancelAppointment(id: $id) { message } }';

describe('the clinic\'s activity log (Settings, Activity)', () => {
  let t: TestApp;
  let clinic: Clinic;
  let other: Clinic;

  const events = (vendorId: number) => t.testDb.db('vendor_audit_events').where({ vendor_id: vendorId }).orderBy('id');
  const page = (token: string, path = '/app/settings/activity') =>
    t.fetch(path, { headers: { authorization: `Bearer ${token}`, accept: 'text/html' } });

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t);
    other = await createClinic(t);
  });
  after(() => t.close());

  it('records team, website and domain changes with who made them and from which address, in their transaction', async () => {
    const email = `member.${Date.now()}@example.test`;
    const added = await gql(t, SAVE_MEMBER, { input: { firstName: 'Nia', lastName: 'Nurse', email, phone: '2125550123' } }, clinic.root.token);
    const memberId = added.data.saveTeamMember.member.id;
    await gql(t, SAVE_MEMBER, { input: { id: memberId, firstName: 'Nia', lastName: 'Nurse', email, phone: '2125550124' } }, clinic.root.token);
    await gql(t, DELETE_MEMBER, { id: memberId }, clinic.root.token);
    await gql(t, SAVE_SITE, { input: { name: 'Audit Paws', headerSection: '<p>Hi</p>', bodySection: '' } }, clinic.root.token);
    await gql(t, SAVE_DOMAINS, { input: { subDomain: `audit${clinic.vendorId}`, customDomain: '' } }, clinic.root.token);
    // A refused change is not logged: the same sub-domain again changes nothing, a bad one is refused.
    await gql(t, SAVE_DOMAINS, { input: { subDomain: `audit${clinic.vendorId}`, customDomain: '' } }, clinic.root.token);
    const refused = await gql(t, SAVE_DOMAINS, { input: { subDomain: 'www', customDomain: '' } }, clinic.root.token);
    expect(refused.errors).to.have.length(1);

    const rows = await events(clinic.vendorId);
    expect(rows.map((r) => r.action)).to.deep.equal([
      'team.member_added', 'team.member_updated', 'team.member_removed', 'website.updated', 'domains.updated',
    ]);
    for (const row of rows) {
      expect(row).to.include({ actor_login_id: clinic.root.id, actor_email: clinic.root.email });
      expect(row.address).to.match(/127\.0\.0\.1|::1/);
    }
    const details = (i: number) => (typeof rows[i].details === 'string' ? JSON.parse(rows[i].details) : rows[i].details);
    expect(details(0)).to.include({ member: email, name: 'Nia Nurse' });
    expect(details(3)).to.include({ 'brand name': 'Audit Paws', created: true });
    expect(details(4)).to.include({ 'sub-domain': `audit${clinic.vendorId}`, 'previous sub-domain': null });
    expect(await events(other.vendorId)).to.have.length(0);
  });

  it('records a refund the practice gives by canceling as its own, and an owner\'s own cancel as the customer\'s', async () => {
    const owner = await createOwner(t);
    const byVendor = await bookPaid(t, other, owner, slotAt(4, 10));
    const byOwner = await bookPaid(t, other, owner, slotAt(4, 12));
    await gql(t, CANCEL, { id: byOwner }, owner.token);
    await gql(t, CANCEL, { id: byVendor }, other.root.token);
    const rows = (await events(other.vendorId)).filter((r) => r.action.startsWith('refund.') || r.action.startsWith('appointment.cancel'));
    expect(rows.map((r) => [r.action, r.actor_kind])).to.deep.equal([
      ['appointment.canceled_by_customer', 'customer'], ['refund.completed', 'system'], ['refund.issued', 'clinic'], ['refund.completed', 'system'],
    ]);
    rows.splice(0, 2);
    const detail = typeof rows[0].details === 'string' ? JSON.parse(rows[0].details) : rows[0].details;
    expect(detail).to.deep.equal({ appointment: `PC-${String(byVendor).padStart(6, '0')}`, amount: '$60' });
  });

  it('shows the root admin their own clinic\'s entries only, newest first', async () => {
    const res = await page(clinic.root.token);
    expect(res.status).to.equal(200);
    const html = await res.text();
    expect(html).to.contain('Removed a team member').and.contain('Edited the website').and.contain('Changed the domains');
    expect(html.indexOf('Changed the domains')).to.be.lessThan(html.indexOf('Added a team member'));
    expect(html).not.to.contain('Canceled an appointment with a refund').and.not.to.contain('Canceled their appointment');
    const empty = await createClinic(t);
    expect(await (await page(empty.root.token)).text()).to.contain('No activity recorded yet');
  });

  it('pages older entries behind a link', async () => {
    const many = await createClinic(t);
    for (let i = 0; i < 27; i += 1) {
      await gql(t, SAVE_SITE, { input: { name: `Brand ${i}`, headerSection: '', bodySection: '' } }, many.root.token);
    }
    const first = await (await page(many.root.token)).text();
    expect(first.match(/data-action="website.updated"/g)).to.have.length(25);
    const next = /href="(\/app\/settings\/activity\?before=\d+)"/.exec(first.replaceAll('&amp;', '&'));
    expect(next, 'a link to older entries').to.not.equal(null);
    const second = await (await page(many.root.token, next![1])).text();
    expect(second.match(/data-action="website.updated"/g)).to.have.length(2);
    expect(second).to.contain('brand name: Brand 0').and.not.contain('Older activity');
  });

  it('is the root admin\'s only: a sub-user gets the 404 page and no Activity tab', async () => {
    const sub = await createVendorLogin(t.testDb.db, clinic.vendorId, { subrole: 'user' });
    const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: sub.id });
    expect((await page(token)).status).to.equal(404);
    expect(await (await page(token, '/app/settings')).text()).not.to.contain('>Activity<');
    expect(await (await page(clinic.root.token, '/app/settings')).text()).to.contain('>Activity<');
  });
});
