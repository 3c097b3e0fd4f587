import moment from 'moment-timezone';
import type { TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createListing, createUser, createVendor, createVendorLogin, EVERY_DAY } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';

export const ZONE = 'America/New_York';

/** A slot `days` ahead at `hour` o'clock in the listing's zone (always on the every-day schedule). */
export function slotAt(days: number, hour: number, minute = 0): string {
  return moment.tz(ZONE).add(days, 'days').set({ hour, minute, second: 0, millisecond: 0 }).toISOString();
}

export interface Clinic {
  vendorId: number;
  listingId: number;
  root: { id: number; email: string; token: string };
}

/** A clinic with one listing offering clinic visits ($60) and video calls ($40) every day, and its root admin. */
export async function createClinic(t: TestApp, attrs: { cancellationHours?: number; reminderHours?: number[]; title?: string } = {}): Promise<Clinic> {
  const db = t.testDb.db;
  const vendorId = await createVendor(db, { reminderHours: attrs.reminderHours });
  const login = await createVendorLogin(db, vendorId);
  const viewer: Viewer = { kind: 'vendor', id: login.id, vendorId, subrole: 'root_admin', email: login.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null };
  const listingId = await createListing(db, vendorId, {
    title: attrs.title ?? 'Lifecycle Clinic', timezone: ZONE, cancellationHours: attrs.cancellationHours,
    consultations: [
      { type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY },
      { type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY },
    ],
  });
  return { vendorId, listingId, root: { ...login, token: await createApiToken(t.testDb.db, viewer) } };
}

export interface Owner {
  id: number;
  email: string;
  token: string;
}

export async function createOwner(t: TestApp, attrs: { email?: string } = {}): Promise<Owner> {
  const o = await createUser(t.testDb.db, attrs);
  const viewer: Viewer = { kind: 'user', id: o.id, email: o.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null };
  return { ...o, token: await createApiToken(t.testDb.db, viewer) };
}

/** Books and pays through /api/payment as the owner (test gateway); returns the booking id. */
export async function bookPaid(t: TestApp, clinic: Clinic, owner: Owner, slot: string, type: 'clinic' | 'video' = 'clinic'): Promise<number> {
  const res = await postJson(t, '/api/payment', {
    paymentType: 300, vendor_listing_id: clinic.listingId, type, slot, info: { summary: 'Check-up' }, pet: { name: 'Biscuit', type: 1 },
    paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2035-01' }, userTZ: 'Asia/Kolkata',
  }, { token: owner.token });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(body)}`);
  return Number(body.result);
}

export const gql = (t: TestApp, query: string, variables: object, token?: string) => graphqlAs(t, query, variables, token);
export const errorCode = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code;

export const DETAIL_FIELDS = `id bookingCode status state statusLabel canCancel canReschedule canMarkOutcome cancellationHours refundOnCancel
  payment { capturedCents refundedCents refunds { amountCents status } } rescheduledFrom { id bookingCode } rescheduledTo { id bookingCode }`;
