import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking } from '../factories/index.ts';
import { createClinic, createOwner, DETAIL_FIELDS, errorCode, gql, ZONE, type Clinic, type Owner } from './lifecycle-helpers.ts';
import moment from 'moment-timezone';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

const MARK = `mutation($id: ID!, $outcome: AppointmentOutcome!) { markAppointmentOutcome(id: $id, outcome: $outcome) { message appointment { ${DETAIL_FIELDS} } } }`;
const DETAIL = `query($id: ID!) { appointment(id: $id) { ${DETAIL_FIELDS} } }`;
const LIST = 'query($status: Int) { appointments(status: $status) { items { id status state statusLabel } } }';
const UNDO = `mutation($id: ID!) { undoAppointmentOutcome(id: $id) { message appointment { ${DETAIL_FIELDS} outcomeUndoUntil } } }`;
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

  it('reads In progress from its start until its end: under Upcoming, not yet under Complete', async () => {
    const started = await createBooking(t.testDb.db, {
      userId: owner.id, vendorId: clinic.vendorId, listingId: clinic.listingId, slot: new Date(Date.now() - 10 * 60_000), duration: 30,
    });
    const d = (await gql(t, DETAIL, { id: started }, clinic.root.token)).data.appointment;
    expect(d).to.include({ state: 'inProgress', statusLabel: 'In progress', canCancel: false, canMarkOutcome: true });
    const ids = async (status: number) => (await gql(t, LIST, { status }, owner.token)).data.appointments.items.map((i: { id: string }) => Number(i.id));
    expect(await ids(0)).to.include(started);
    expect(await ids(1)).not.to.include(started);
    const html = await (await t.fetch('/app/my-appointments', { headers: { authorization: `Bearer ${owner.token}` } })).text();
    expect(html).to.contain('badge-in-progress').and.contain('In progress');
  });

  it('lets the practice undo a mark on the day it was made, back to active, with both in the activity log', async () => {
    const id = await booked(-2);
    const marked = (await gql(t, MARK, { id, outcome: 'NO_SHOW' }, clinic.root.token)).data.markAppointmentOutcome.appointment;
    expect(marked.status).to.equal(6);
    const detail = (await gql(t, `query($id: ID!) { appointment(id: $id) { outcomeUndoUntil } }`, { id }, clinic.root.token)).data.appointment;
    // The end of the day of the mark, in the listing's zone.
    expect(detail.outcomeUndoUntil).to.equal(moment.tz(ZONE).add(1, 'day').startOf('day').toISOString());
    expect(errorCode(await gql(t, UNDO, { id }, owner.token))).to.equal('FORBIDDEN');
    expect(errorCode(await gql(t, UNDO, { id }, (await createClinic(t)).root.token))).to.equal('NOT_FOUND');
    const undone = await gql(t, UNDO, { id }, clinic.root.token);
    expect(undone.data.undoAppointmentOutcome.message).to.equal('The mark was undone: the appointment is active again.');
    expect(undone.data.undoAppointmentOutcome.appointment).to.include({ status: 0, canMarkOutcome: true, outcomeUndoUntil: null });
    const row = await t.testDb.db('bookings').where({ id }).first();
    expect(row.details.outcome).to.equal(undefined);
    expect(row.details.outcomeUndone).to.include({ status: 6 }).and.have.nested.property('by.id', clinic.root.id);
    const again = await gql(t, UNDO, { id }, clinic.root.token);
    expect(errorCode(again)).to.equal('CONFLICT');
    expect(again.errors[0].message).to.equal('This appointment has no completed or no-show mark to undo.');
    // Marked again, Completed this time: the log tells the whole story, newest first.
    await gql(t, MARK, { id, outcome: 'COMPLETE' }, clinic.root.token);
    const log = (await t.testDb.db('vendor_audit_events').where({ vendor_id: clinic.vendorId }).orderBy('id', 'desc').select('action', 'details'))
      .filter((e) => e.details.appointment === `PC-${String(id).padStart(6, '0')}`);
    expect(log.map((e) => [e.action, e.details.mark])).to.deep.equal([
      ['appointment.marked', 'Completed'], ['appointment.mark_undone', 'No-show'], ['appointment.marked', 'No-show'],
    ]);
  });

  it('refuses to undo a mark once its day has passed', async () => {
    const id = await booked(-4);
    await gql(t, MARK, { id, outcome: 'COMPLETE' }, clinic.root.token);
    const login = await t.testDb.db('vendor_logins').where({ id: clinic.root.id }).first();
    const viewer: Viewer = {
      kind: 'vendor', id: clinic.root.id, vendorId: clinic.vendorId, subrole: 'root_admin', email: login.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null,
    };
    const tomorrow = moment.tz(ZONE).add(1, 'day').startOf('day').add(1, 'minute').toDate();
    expect((await t.deps.services.appointments.detail(viewer, id, tomorrow)).outcomeUndoUntil).to.equal(null);
    const refused = await t.deps.services.appointments.undoOutcome(viewer, id, tomorrow).catch((err: Error) => err);
    expect(refused).to.include({ code: 'CONFLICT', message: 'A completed or no-show mark can be undone only on the day it was made.' });
    expect((await t.testDb.db('bookings').where({ id }).first()).status).to.equal(1);
  });

  it('asks before a no-show and undoes without JavaScript too', async () => {
    const id = await booked(-6);
    const headers = { accept: 'text/html', authorization: `Bearer ${clinic.root.token}` };
    const ask = await (await t.fetch(`/app/appointments/${id}?confirm=noShow`, { headers })).text();
    expect(ask).to.contain('Mark this appointment as a no-show?').and.contain(`action="/app/appointments/${id}/outcome"`).and.contain('>No<');
    const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
    const marked = await t.fetch(`/app/appointments/${id}/outcome`, { method: 'POST', headers: form, body: 'outcome=noShow' });
    expect(marked.status).to.equal(303);
    const page = await (await t.fetch(marked.headers.get('location')!, { headers })).text();
    expect(page).to.contain('Marked No-show.').and.contain('data-testid="undo-outcome"').and.contain('You can undo this mark until 11:59 PM today');
    const undone = await t.fetch(`/app/appointments/${id}/outcome/undo`, { method: 'POST', headers: form, body: '' });
    expect(undone.status).to.equal(303);
    expect(await (await t.fetch(undone.headers.get('location')!, { headers })).text()).to.contain('The mark was undone: the appointment is active again.');
    expect((await t.testDb.db('bookings').where({ id }).first()).status).to.equal(0);
  });
});
