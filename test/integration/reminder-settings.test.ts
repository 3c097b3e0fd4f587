import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { createClinic, type Clinic } from './lifecycle-helpers.ts';

describe('Settings, Reminders: a clinic chooses when its appointment reminders go out', () => {
  let t: TestApp;
  let clinic: Clinic;

  const as = (token: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` } });
  const post = (token: string, body: Record<string, string>) => t.fetch('/app/settings/reminders', as(token, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl }, body: new URLSearchParams(body).toString(),
  }));
  const hours = async () => (await t.testDb.db('vendors').where({ id: clinic.vendorId }).first()).reminder_hours.map(Number);

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t);
  });
  after(() => t.close());

  it('shows the default 24 and 1 hours, saves new ones, and turns one off when left empty', async () => {
    const page = await (await t.fetch('/app/settings/reminders', as(clinic.root.token))).text();
    expect(page).to.contain('Appointment reminders').and.match(/id="reminder-first"[^>]*value="24"/).and.match(/id="reminder-second"[^>]*value="1"/);
    const saved = await post(clinic.root.token, { first: '2', second: '48' });
    expect(saved.status).to.equal(303);
    expect(await hours()).to.deep.equal([48, 2]);
    await post(clinic.root.token, { first: '12', second: '' });
    expect(await hours()).to.deep.equal([12]);
  });

  it('refuses hours out of range with the message at the field, saving nothing', async () => {
    const before = await hours();
    const res = await post(clinic.root.token, { first: '0', second: '500' });
    expect(res.status).to.equal(400);
    const html = await res.text();
    expect(html).to.contain('id="reminder-first-error"').and.contain('Whole hours from 1 to 168');
    expect(await hours()).to.deep.equal(before);
  });

  it('is the root admin\'s only', async () => {
    const sub = await createVendorLogin(t.testDb.db, clinic.vendorId, { subrole: 'user' });
    const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: sub.id });
    expect((await t.fetch('/app/settings/reminders', as(token))).status).to.equal(404);
    expect((await post(token, { first: '5', second: '' })).status).to.equal(404);
  });
});

describe('Settings, Reminders: the clinic turns on texting owners about unread messages', () => {
  let t: TestApp;
  let clinic: Clinic;
  const as = (token: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` } });
  const post = (body: Record<string, string>) => t.fetch('/app/settings/reminders', as(clinic.root.token, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl }, body: new URLSearchParams(body).toString(),
  }));
  const sms = async () => Boolean((await t.testDb.db('vendors').where({ id: clinic.vendorId }).first()).thread_notice_sms);

  before(async () => {
    t = await startTestApp();
    clinic = await createClinic(t);
  });
  after(() => t.close());

  it('is off at first, turned on by the tick and off by leaving it unticked, with the reminder hours', async () => {
    const page = await (await t.fetch('/app/settings/reminders', as(clinic.root.token))).text();
    expect(page).to.match(/<input(?=[^>]*name="messageSms")(?![^>]*checked)[^>]*>/);
    expect(await sms()).to.equal(false);
    expect((await post({ first: '24', second: '1', messageSms: 'on' })).status).to.equal(303);
    expect(await sms()).to.equal(true);
    expect(await (await t.fetch('/app/settings/reminders', as(clinic.root.token))).text()).to.match(/<input(?=[^>]*name="messageSms")(?=[^>]*checked)[^>]*>/);
    await post({ first: '24', second: '1' });
    expect(await sms()).to.equal(false);
  });

  it('saves neither the tick nor the hours when the hours are refused', async () => {
    const res = await post({ first: '0', second: '', messageSms: 'on' });
    expect(res.status).to.equal(400);
    expect(await res.text()).to.match(/<input(?=[^>]*name="messageSms")(?=[^>]*checked)[^>]*>/);
    expect(await sms()).to.equal(false);
  });
});
