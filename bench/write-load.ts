/**
 * The bench's write load: the rest of a marketplace going about its day while the rows are measured. Other clinics
 * (seeded here, away from the demo clinic's zip codes) take bookings from an owner, the owner cancels some, and the
 * clinics edit their schedules, all through the product's own calls (POST /api/payment, the CancelAppointment and
 * ToggleSlot mutations of the islands) at a steady rate, from this process.
 *
 *   tsx bench/write-load.ts seed    adds the other clinics and their owner to the bench's database (server stopped)
 */
import bcrypt from 'bcryptjs';
import { loadConfig } from '../server/config.ts';
import { createDb, type Db } from '../server/db/knex.ts';
import { generatedDocumentId } from '../graphql/trusted-documents.ts';

export const OTHER_CLINICS = 10;
/** Owners booking at the other clinics (a payment limit counts per account, as a marketplace has many). */
export const OTHER_OWNERS = 20;
const ownerEmail = (i: number) => `writer${i}@example.com`;
const PASSWORD = 'password123';
const vetEmail = (i: number) => `vet${i}@elsewhere.example.com`;
const ZONE = 'America/Chicago';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '07:00', to: '21:00' }];

/**
 * Clinics elsewhere (zip 606xx), each with a root login and one listing open every day; their consultations are
 * free (the demo runs without a payment provider, so a paid booking could only be declined): a booking still
 * holds, settles (waived), confirms and writes its outbox mail as a paid one does.
 */
async function seedOtherClinics(db: Db): Promise<void> {
  const hash = await bcrypt.hash(PASSWORD, 10);
  await db.transaction(async (tx) => {
    if (await tx('users').where({ email: ownerEmail(1) }).first()) return;
    for (let i = 1; i <= OTHER_OWNERS; i++) {
      await tx('users').insert({
        first_name: 'Wendy', last_name: `Writer ${i}`, email: ownerEmail(i), phone: `31255502${String(i).padStart(2, '0')}`, phone_verified_at: new Date(),
        password_hash: hash, role: 'user',
      });
    }
    for (let i = 1; i <= OTHER_CLINICS; i++) {
      const [vendor] = await tx('vendors').insert({
        name: `Elsewhere Clinic ${i}`, type: 1000, categories: JSON.stringify([1000]),
        details: JSON.stringify({ email: vetEmail(i) }), email_verified_at: new Date(),
      }).returning('id');
      const vendorId = Number(vendor.id);
      const [login] = await tx('vendor_logins').insert({
        vendor_id: vendorId, first_name: 'Val', last_name: `Vet ${i}`, email: vetEmail(i), phone: `31255501${String(i).padStart(2, '0')}`,
        password_hash: hash, subrole: 'root_admin',
      }).returning('id');
      const zipcode = `606${String(i).padStart(2, '0')}`;
      await tx('vendor_listings').insert({
        vendor_id: vendorId, vendor_login_id: Number(login.id), managers: '[]', title: `Elsewhere Vet ${i}`, line1: `Dr. Val Vet ${i}, DVM`,
        line2: 'General practice', address: `${i} Lake St, Chicago`, avatar: null, timezone: ZONE, zipcode, status: 1,
        profile: JSON.stringify({ zipcode, city: 'Chicago', state: 'IL', specializations: [], pets: [1, 2] }),
        consultations: JSON.stringify([
          { type: 'clinic', enabled: true, duration: 30, price: 0, schedule: EVERY_DAY },
          { type: 'video', enabled: true, duration: 30, price: 0, schedule: EVERY_DAY },
        ]),
      });
    }
  });
}

interface Session { cookie: string; address: string }

let people = 0;

/** Signs in as a browser does, from an address of its own (the server trusts one proxy hop, as behind the platform's router). */
async function logIn(base: string, email: string, role: 'user' | 'vendor'): Promise<Session> {
  people += 1;
  const address = `10.77.${Math.floor(people / 250)}.${people % 250}`;
  const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0];
  const form = cookieOf(await fetch(`${base}/login`, { headers: { 'x-forwarded-for': address } }), 'petcare.form');
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address, ...(form ? { cookie: form } : {}) },
    body: JSON.stringify({ email, password: PASSWORD, role }),
  });
  if (!res.ok) throw new Error(`write load: login as ${email} answered ${res.status}`);
  return { cookie: `${cookieOf(res, 'petcare.sid')}; ${form ?? ''}`, address };
}

export interface WriteLoad {
  /** Writes done and refused so far, by kind. */
  counts(): Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Signs the other clinics' owners and vets in (a password check each: done before anything is measured), then
 * `start` writes at `perSecond` (bookings, cancels of earlier ones, schedule toggles, in turn, at the other clinics)
 * against the server at `base`.
 */
export async function prepareWriteLoad(base: string): Promise<{ start: (perSecond: number) => WriteLoad }> {
  const owners: Session[] = [];
  for (let i = 1; i <= OTHER_OWNERS; i++) owners.push(await logIn(base, ownerEmail(i), 'user'));
  const vets: Session[] = [];
  for (let i = 1; i <= OTHER_CLINICS; i++) vets.push(await logIn(base, vetEmail(i), 'vendor'));
  const listings = await listingIdsOf(base);
  const counts: Record<string, number> = {};
  const booked: Array<{ id: number; owner: Session }> = [];
  let n = 0;
  const post = (path: string, session: Session, body: object) => fetch(`${base}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie: session.cookie, 'x-forwarded-for': session.address },
    body: JSON.stringify(body),
  });
  const gql = (session: Session, operation: string, variables: object) => post('/graphql', session, { documentId: generatedDocumentId(operation), variables });

  async function one(): Promise<void> {
    const i = n++;
    const clinic = i % OTHER_CLINICS;
    const kind = i % 3 === 0 ? 'booking' : i % 3 === 1 && booked.length ? 'cancel' : 'schedule edit';
    // Distinct times: day 2..9 ahead, 07:00-20:30 in the clinics' zone, so bookings rarely meet.
    const slot = slotOf(i);
    let res: Response;
    if (kind === 'booking') {
      const owner = owners[Math.floor(i / 3) % OTHER_OWNERS];
      res = await post('/api/payment', owner, {
        paymentType: 300, vendor_listing_id: listings[clinic], type: 'clinic', slot, info: { summary: 'Check-up' }, pet: { name: 'Biscuit', type: 1 },
        paymentInfo: { cardNumber: '4242424242424242', name: 'Wendy Writer', ccv: '123', expDt: '2035-01' }, userTZ: ZONE,
      });
      const body = await res.json().catch(() => ({})) as { result?: number };
      if (res.status === 201 && body.result) booked.push({ id: Number(body.result), owner });
    } else if (kind === 'cancel') {
      const { id, owner } = booked.shift()!;
      res = await gql(owner, 'CancelAppointment', { id: String(id) });
      await res.text();
    } else {
      res = await gql(vets[clinic], 'ToggleSlot', { listingId: String(listings[clinic]), type: 'clinic', slot });
      await res.text();
    }
    const key = res.ok ? kind : `${kind} refused (${res.status})`;
    counts[key] = (counts[key] ?? 0) + 1;
  }

  return { start: (perSecond) => writeAt(perSecond, one, counts) };
}

function writeAt(perSecond: number, one: () => Promise<void>, counts: Record<string, number>): WriteLoad {
  // One call every 1/perSecond s whatever the answers take (a marketplace's customers do not wait for each other),
  // with at most 8 in flight so a stalled server is not buried.
  const inFlight = new Set<Promise<void>>();
  // BENCH_WRITES=0: no writes (the second column is then a second quiet one).
  const timer = perSecond > 0 && setInterval(() => {
    if (inFlight.size >= 8) {
      counts.skipped = (counts.skipped ?? 0) + 1;
      return;
    }
    const call: Promise<void> = one().catch(() => { counts.error = (counts.error ?? 0) + 1; }).finally(() => inFlight.delete(call));
    inFlight.add(call);
  }, 1_000 / perSecond);
  return {
    counts: () => ({ ...counts }),
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

function slotOf(i: number): string {
  const day = 2 + (i % 8);
  const half = Math.floor(i / 8) % 28;
  const at = new Date(Date.now() + day * 86_400_000);
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  // 07:00 + half hours, Chicago time (UTC-6 or -5): the server reads the instant; the offset comes from the zone.
  const hour = 7 + Math.floor(half / 2);
  const minute = half % 2 ? 30 : 0;
  const guess = Date.parse(`${local}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const offset = zoneOffsetMinutes(guess);
  return new Date(guess - offset * 60_000).toISOString();
}

function zoneOffsetMinutes(at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-6';
  const m = /GMT([+-]\d+)(?::(\d+))?/.exec(name);
  return m ? Number(m[1]) * 60 + Math.sign(Number(m[1])) * Number(m[2] ?? 0) : -360;
}

/** The other clinics' listing ids, in clinic order, from the public vet list (their zip codes). */
async function listingIdsOf(base: string): Promise<number[]> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ documentId: generatedDocumentId('VetListPage'), variables: { zipcode: '606', limit: 20 } }),
  });
  const body = await res.json() as { data?: { vendorServices: Array<{ id: string }> } };
  const ids = (body.data?.vendorServices ?? []).map((s) => Number(s.id));
  if (ids.length < OTHER_CLINICS) throw new Error(`write load: found ${ids.length} of the other clinics' listings`);
  return ids;
}

if (process.argv[2] === 'seed') {
  const db = await createDb(loadConfig());
  try {
    await seedOtherClinics(db);
  } finally {
    await db.destroy();
  }
}
