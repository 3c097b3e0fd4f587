import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking } from '../factories/index.ts';
import { createClinic, createOwner, DETAIL_FIELDS, errorCode, gql, type Clinic, type Owner } from './lifecycle-helpers.ts';

const MARK = `mutation($id: ID!, $outcome: AppointmentOutcome!) { markAppointmentOutcome(id: $id, outcome: $outcome) { message appointment { ${DETAIL_FIELDS} } } }`;
const DETAIL = `query($id: ID!) { appointment(id: $id) { ${DETAIL_FIELDS} } }`;
const LIST = 'query($status: Int) { appointments(status: $status) { items { id status state statusLabel } } }';
const HOUR = 3_600_000;

describe('complete and no-show', () => {
  let t: TestApp;
  let clinic: Clinic;
  let owner: Owner;

  const booked = (hoursFromNow: number) => createBooking(t.testDb.db, {
    userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() + hoursFromNow * HOUR),
  });

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t);
    owner = await createOwner(t);
  });
  after(() => t.close());

  it('lets the practice mark a past booking No-show, which the lists, filter, badge and the owner\'s view know', async () => {
    const id = await booked(-3);
    expect((await gql(t, DETAIL, { id }, clinic.root.token)).data.appointment).to.include({ canMarkOutcome: true, canCancel: false });
    expect((await gql(t, DETAIL, { id }, owner.token)).data.appointment.canMarkOutcome).to.equal(false);
    const res = await gql(t, MARK, { id, outcome: 'NO_SHOW' }, clinic.root.token);
    expect(res.data.markAppointmentOutcome.message).to.equal('Marked No-show.');
    expect(res.data.markAppointmentOutcome.appointment).to.include({ status: 6, state: 'noShow', statusLabel: 'No-show', canMarkOutcome: false });
    const row = await t.testDb.db('bookings').where({ id }).first();
    expect(row.details.outcome.by).to.deep.equal({ kind: 'vendor', id: clinic.root.id });
    // The owner sees it; the status filter finds it; other filters do not.
    expect((await gql(t, DETAIL, { id }, owner.token)).data.appointment.statusLabel).to.equal('No-show');
    const noShows = (await gql(t, LIST, { status: 6 }, owner.token)).data.appointments.items.map((i: { id: string }) => Number(i.id));
    expect(noShows).to.include(id);
    const complete = (await gql(t, LIST, { status: 1 }, owner.token)).data.appointments.items.map((i: { id: string }) => Number(i.id));
    expect(complete).not.to.include(id);
    const page = await t.fetch(`/app/my-appointments?status=6`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.contain('badge-no-show').and.contain('No-show');
  });

  it('lets the practice mark a past booking Completed', async () => {
    const id = await booked(-5);
    const res = await gql(t, MARK, { id, outcome: 'COMPLETE' }, clinic.root.token);
    expect(res.data.markAppointmentOutcome.appointment).to.include({ status: 1, statusLabel: 'Completed' });
  });

  it('refuses an owner, a booking not yet started, and one already marked', async () => {
    const past = await booked(-7);
    expect(errorCode(await gql(t, MARK, { id: past, outcome: 'COMPLETE' }, owner.token))).to.equal('FORBIDDEN');
    const ahead = await booked(30);
    const early = await gql(t, MARK, { id: ahead, outcome: 'NO_SHOW' }, clinic.root.token);
    expect(errorCode(early)).to.equal('BAD_USER_INPUT');
    expect(early.errors[0].message).to.equal('An appointment can be marked completed or no-show only once it has started.');
    await gql(t, MARK, { id: past, outcome: 'NO_SHOW' }, clinic.root.token);
    expect(errorCode(await gql(t, MARK, { id: past, outcome: 'COMPLETE' }, clinic.root.token))).to.equal('CONFLICT');
    const other = await createClinic(t);
    expect(errorCode(await gql(t, MARK, { id: past, outcome: 'COMPLETE' }, other.root.token))).to.equal('NOT_FOUND');
  });
});
