import { expect } from 'chai';
import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType,
  type GraphQLField, type GraphQLInputType, type GraphQLOutputType, type GraphQLSchema,
} from 'graphql';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import {
  createBooking, createCoOwnerGrant, createHealthRecord, createHouseCallArea, createListing, createOrder, createOwnerNotice, createPayment, createPet, createSlotHold, createUser, createVendor, createVendorLogin, createWaitlistEntry, createWebsite,
} from '../factories/index.ts';
import { client, signedInClient, type Client } from './accounts-helpers.ts';
import { areaRoutes, operatorRoutes } from '../../server/http/routes/index.ts';
import { buildSchema } from '../../graphql/server.ts';
import { PAGE_ROUTES, samplesOf } from '../../server/http/page-registry.ts';
import { ACTORS, PERMISSIONS, expectedOutcome, type Actor, type Outcome } from '../../server/http/permission-matrix.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

/**
 * The permission matrix: every GraphQL root field and every route of the routing table, called as each of
 * seven actors against a world where each owns something the others must not touch. The expected outcome of
 * every (call, actor) is declared in server/http/permission-matrix.ts; a call missing there fails here.
 *
 * The world: owner A (pet Rex, a health record, a share link, a video booking with clinic X on listing L1,
 * which X's sub-user manages); A's co-owner of Rex at the `manage` level; owner B (a pet of their own); clinic X (root admin, the sub-user, another team
 * member, L1 and L2, a website); clinic Y (root admin, a listing, a website). Private markers (A's email and
 * pet name, X's other team member's email) must never appear in an answer to someone who may not see them.
 */

interface Answer { status: number; body: string; sent: string; json?: { errors?: Array<{ extensions?: { code?: string } }>; data?: Record<string, unknown> } }
interface Call { key: string; kind: 'graphql' | 'route'; destructive: boolean; endsSession?: boolean; run(c: Client): Promise<Answer> }

const DENIED_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);
const rand = Math.random().toString(36).slice(2, 8);
const MARK = { ownerA: `annmarker${rand}`, pet: `Rexmarker${rand}`, team: `xteammarker${rand}` };

/** What an answer says about authorization: refused, let through (whatever else it said), or a server error. */
function classify(answer: Answer, field?: string): Outcome | 'error' {
  if (answer.status >= 500) return 'error';
  if (answer.json && field) {
    const errors = answer.json.errors ?? [];
    if (errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) return 'error';
    if (errors.some((e) => DENIED_CODES.has(e.extensions?.code ?? ''))) return 'deny';
    if (!errors.length && answer.json.data && answer.json.data[field] === null) return 'deny';
    return 'allow';
  }
  if ([401, 403, 404].includes(answer.status)) return 'deny';
  if (answer.status >= 300 && answer.status < 400 && /\/(vendor\/)?login\b/.test(answer.body)) return 'deny';
  return 'allow';
}

/** Markers an actor must never be shown. */
function hiddenFrom(actor: Actor): string[] {
  switch (actor) {
    case 'vendorX': return [];
    case 'ownerA': case 'subX': return [MARK.team];
    // Rex is shared with them: its name, never A's address.
    case 'coOwnerA': return [MARK.ownerA, MARK.team];
    default: return [MARK.ownerA, MARK.pet, MARK.team];
  }
}

describe('permission matrix: every call as every actor', function () {
  this.timeout(180_000);
  let t: TestApp;
  const people = {} as Record<Actor, Client>;
  const ids = {} as Record<'ownerA' | 'ownerB' | 'rex' | 'bPet' | 'record' | 'file' | 'shareLink' | 'booking' | 'l1' | 'l2' | 'ly' | 'vendorX' | 'subX' | 'teamX' | 'order' | 'opinion' | 'consult' | 'notice' | 'tokenA' | 'share' | 'entry' | 'hold', number>;

  before(async () => {
    t = await startTestApp();
    // A practice making house calls to the test address (Springfield, IL 62701).
    await createHouseCallArea(t.testDb.db, await createVendor(t.testDb.db), { zipcodes: ['62701'] });
    const db = t.testDb.db;
    const a = await createUser(db, { first_name: 'Ann', email: `${MARK.ownerA}@example.test` });
    const b = await createUser(db, { first_name: 'Bea' });
    ids.ownerA = a.id;
    ids.ownerB = b.id;
    ids.rex = await createPet(db, a.id, { name: MARK.pet, type: 1 });
    ids.bPet = await createPet(db, b.id, { name: 'Tom', type: 2 });
    ids.record = await createHealthRecord(db, { userId: a.id, petId: ids.rex, details: { name: 'Rabies', date: '2026-01-10' } });
    const [file] = await db('files').insert({
      key: `records/${rand}/lab.pdf`, access: 'private', service_type: 'phr', name: 'lab.pdf', owner_type: 'user', owner_id: a.id,
      content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
    }).returning('id');
    ids.file = Number(file.id);
    await db('health_record_files').insert({ file_id: ids.file, health_record_id: ids.record });
    ids.vendorX = await createVendor(db, { name: 'Happy Paws' });
    const vendorY = await createVendor(db, { name: 'Other Clinic' });
    await createWebsite(db, ids.vendorX, { name: 'Happy Paws', sub_domain: `happy${rand}` });
    await createWebsite(db, vendorY, { name: 'Other Clinic', sub_domain: `other${rand}` });
    const rootX = await createVendorLogin(db, ids.vendorX, { subrole: 'root_admin' });
    const subX = await createVendorLogin(db, ids.vendorX, { subrole: 'user' });
    const teamX = await createVendorLogin(db, ids.vendorX, { subrole: 'user', email: `${MARK.team}@example.test` });
    const rootY = await createVendorLogin(db, vendorY, { subrole: 'root_admin' });
    ids.subX = subX.id;
    ids.teamX = teamX.id;
    ids.l1 = await createListing(db, ids.vendorX, { managers: [subX.id], title: 'Listing One' });
    ids.l2 = await createListing(db, ids.vendorX, { managers: [], title: 'Listing Two' });
    ids.ly = await createListing(db, vendorY, { title: 'Listing Y' });
    ids.booking = await createBooking(db, {
      userId: a.id, vendorId: ids.vendorX, listingId: ids.l1, slot: new Date(Date.now() + 5 * 86_400_000), type: 'video', pet: { id: ids.rex, name: MARK.pet },
    });
    // A's paid house-call package, within its refund window.
    const orderPayment = await createPayment(db, {
      userId: a.id, amountCents: 36_000, paymentType: 100, productId: 3000, status: 'captured', gatewayRef: `test-${rand}`,
    });
    ids.order = await createOrder(db, { userId: a.id, productId: 3000, status: 'paid', paymentId: orderPayment, details: { address: '1 Main St' } });
    // A's paid second opinion on Rex, fulfilled by X and in review by X's sub-user.
    const opinionPayment = await createPayment(db, {
      userId: a.id, amountCents: 9_500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `test-op-${rand}`,
    });
    ids.opinion = await createOrder(db, {
      userId: a.id, productId: 7000, status: 'in_review', paymentId: opinionPayment, vendorId: ids.vendorX, assignedLoginId: subX.id, paidAt: new Date(),
      details: { petId: ids.rex, petName: MARK.pet, firstOpinion: 'Rest', query: 'Surgery?', files: [] },
    });
    // X's sub-user's Peer-to-Peer Consult about Rex, answered by a panel practice that asks for more.
    const panel = await createVendor(db, { name: 'Panel' });
    const [consult] = await db('orders').insert({
      user_id: null, vendor_id: panel, requester_vendor_id: ids.vendorX, requester_login_id: subX.id, product_id: 9000, status: 'needs_information',
      paid_at: new Date(), clock_from: new Date(), paused_at: new Date(),
      details: JSON.stringify({ petId: ids.rex, petName: MARK.pet, question: 'Biopsy?', records: [], files: [] }),
    }).returning('id');
    ids.consult = Number(consult.id);
    ids.notice = await createOwnerNotice(db, { userId: a.id, bookingId: ids.booking });
    // A waits on L1's line, and a time 8 days ahead is held for them.
    ids.entry = await createWaitlistEntry(db, { vendorId: ids.vendorX, listingId: ids.l1, userId: a.id });
    ids.hold = await createSlotHold(db, { vendorId: ids.vendorX, listingId: ids.l1, userId: a.id, entryId: ids.entry, slot: new Date(Date.now() + 8 * 86_400_000) });
    const co = await createUser(db, { first_name: 'Cory' });
    ids.share = await createCoOwnerGrant(db, { ownerId: a.id, grantee: co, petId: ids.rex, level: 'manage' });
    const viewerA = { kind: 'user', id: a.id, email: a.email, role: 'user', firstName: 'Ann', lastName: 'Owner', pic: null } satisfies Viewer;
    ids.shareLink = (await t.deps.services.petShareLinks.create(viewerA, { petId: ids.rex }, new Date())).id;
    await t.deps.services.apiTokens.issue(viewerA, 'A script');
    ids.tokenA = (await t.deps.services.apiTokens.list(viewerA))[0].id;

    const logIn = (email: string, role: 'user' | 'vendor') => signedInClient(t, email, role);
    people.anonymous = client(t);
    people.ownerA = await logIn(a.email, 'user');
    people.ownerB = await logIn(b.email, 'user');
    people.vendorX = await logIn(rootX.email, 'vendor');
    people.subX = await logIn(subX.email, 'vendor');
    people.vendorY = await logIn(rootY.email, 'vendor');
    people.coOwnerA = await logIn(co.email, 'user');
  });
  after(() => t.close());

  /** A day `days` ahead, as the calendar and slots calls take it. */
  const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  /** Argument values by name: the victims' objects (A's and X's), so a refusal is the policy's, not a missing row's. */
  function argValue(field: string, arg: string): unknown {
    const byField: Record<string, Record<string, unknown>> = {
      appointment: { id: ids.booking }, cancelAppointment: { id: ids.booking }, rescheduleAppointment: { id: ids.booking },
      markAppointmentOutcome: { id: ids.booking }, undoAppointmentOutcome: { id: ids.booking }, deleteHealthRecord: { id: ids.record }, revokePetShareLink: { id: ids.shareLink },
      deletePet: { id: ids.rex }, deleteTeamMember: { id: ids.teamX }, listing: { id: ids.l1 }, setListingState: { id: ids.l1 }, revokeApiToken: { id: ids.tokenA },
    };
    const input: Record<string, unknown> = {
      saveHealthRecord: { id: ids.record, petId: ids.rex, category: 'history', subcategory: 'immunizations', details: { name: 'Rabies', date: '2026-01-10' } },
      savePet: { id: ids.rex, name: MARK.pet, type: 1 },
      updateMyProfile: { firstName: 'Same', lastName: 'Person' },
      saveListing: {
        id: ids.l1, title: 'Listing One', line1: 'Dr. Vera Vet, DVM', timezone: 'America/New_York', managers: [ids.subX],
        consultations: [{ type: 'video', enabled: true, duration: 20, price: 25, schedule: [{ days: ['Mon', 'Wed', 'Fri'], from: '10:00', to: '14:00' }] }],
      },
      saveTeamMember: { id: ids.teamX, firstName: 'Tara', lastName: 'Team', email: `${MARK.team}@example.test`, phone: '2125550123' },
      saveWebsite: { name: 'Our Clinic' },
      saveDomains: {},
      sendThreadMessage: { body: 'Hello from the matrix' },
    };
    if (arg === 'input') return input[field];
    if (byField[field]?.[arg] !== undefined) return String(byField[field][arg]);
    const common: Record<string, unknown> = {
      petId: String(ids.rex), userId: String(ids.ownerA), listingId: String(ids.l1), bookingId: String(ids.booking), vendorId: String(ids.vendorX),
      type: 'video', date: dayAhead(7), weekStart: dayAhead(7), weeks: 1, slot: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      outcome: 'COMPLETE', note: 'Seen today.', summary: 'Seen today in the thread.', expiresInDays: 7, timezone: 'America/New_York', questions: [],
    };
    return common[arg];
  }

  /** Every scalar field of a type, and its object fields' scalars one level down. */
  function selection(type: GraphQLOutputType, depth = 0): string {
    const named = getNamedType(type);
    if (!isObjectType(named)) return '';
    const parts = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type))).flatMap((f) => {
      const inner = getNamedType(f.type);
      if (isScalarType(inner) || isEnumType(inner)) return [f.name];
      if (depth >= 1) return [];
      const sub = selection(f.type, depth + 1);
      return sub ? [`${f.name} ${sub}`] : [];
    });
    return parts.length ? `{ ${parts.join(' ')} }` : '';
  }

  function graphqlCalls(schema: GraphQLSchema): Call[] {
    const roots = [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const;
    return roots.flatMap(([op, root]) => Object.values(root.getFields()).map((field: GraphQLField<unknown, unknown>) => {
      const args = field.args.filter((a) => argValue(field.name, a.name) !== undefined || isNonNullType(a.type));
      const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const query = `${op}${defs ? `(${defs})` : ''} { ${field.name}${args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''} ${selection(field.type)} }`;
      const variables = Object.fromEntries(args.map((a) => [a.name, argValue(field.name, a.name) ?? sampleOf(a.type)]));
      return {
        key: `${root.name}.${field.name}`, kind: 'graphql' as const, destructive: /^(delete|cancel|revoke)/.test(field.name),
        async run(c: Client) {
          const res = await c.post('/graphql', { query, variables });
          const body = await res.text();
          return { status: res.status, body, sent: JSON.stringify(variables), json: JSON.parse(body) };
        },
      };
    }));
  }

  function sampleOf(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return sampleOf(type.ofType);
    if (isListType(type)) return [];
    if (isInputObjectType(type)) return {};
    if (isEnumType(type)) return type.getValues()[0].value;
    return type.name === 'Int' || type.name === 'Float' ? 1 : '1';
  }

  /**
   * Bodies that pass each call's input checks, so what answers is the authorization (an empty body would be
   * refused as bad input before the service asks who is calling). Calls not named take an empty body.
   */
  function bodyFor(key: string): Record<string, unknown> {
    // A Monday at 10:00 in New York at least a week ahead: inside L1's video hours.
    const monday = moment.tz('America/New_York').add(7, 'days').isoWeekday(8).startOf('day').hour(10);
    const bodies: Record<string, Record<string, unknown>> = {
      'POST /api/bookings/customer/register': { firstName: 'Desk', lastName: 'Walkin', email: `walkin${rand}@example.test`, phone: '2125550188' },
      'POST /api/bookings/customer': { email: `${MARK.ownerA}@example.test` },
      'POST /api/orders': { productId: 3000, details: { primaryPhone: '212-555-0199', address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' } },
      'POST /api/files/:accessType': { fileName: 'lab.pdf', fileType: 'application/pdf', serviceType: 'phr', fileSize: 10 },
      'POST /app/settings/reminders': { first: '24', second: '2' },
      'POST /app/my-clinics/:vendorId': { answer: 'accept' },
      'POST /app/sharing/:shareId': { action: 'level', level: 'manage' },
      'POST /app/settings/house-calls': { zipcodes: '10001', radiusMiles: '', centerZipcode: '' },
      'POST /app/waitlist': { listingId: String(ids.l1), type: 'video', days: 'Mon', from1: '09:00', to1: '12:00' },
      'POST /app/waitlist/listings/:listingId': { enabled: '1' },
      'POST /app/orders/:orderId/assign': { loginId: String(ids.subX) },
      'POST /app/orders/:orderId/question': { text: 'Any X-rays?' },
      'POST /app/my-orders/:orderId/answer': { text: 'Attached below.' },
      'POST /app/peer-consults/:orderId/answer': { text: 'No biopsy yet.' },
      'POST /api/peer-consults': { petId: ids.rex, question: 'Which antibiotic?' },
      'POST /api/orders/:orderId/report': { summary: '<p>S</p>', assessment: '<p>A</p>', recommendations: '<p>R</p>' },
      'POST /api/payment': {
        paymentType: 300, vendor_listing_id: ids.l1, type: 'video', slot: monday.toISOString(), userTZ: 'America/New_York',
        info: { summary: 'Limping since Sunday' }, pet: { name: 'Buddy', type: 1 },
        paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Card Holder', ccv: '123', expDt: '2030-01' },
      },
    };
    return bodies[key] ?? {};
  }

  function routeCalls(): Call[] {
    const fixtures = { ownerBookingId: ids.booking, vendorBookingId: ids.booking, listingId: ids.l1, customerId: ids.ownerA };
    const fill = (path: string) => path
      .replace(':vendorId{/*rest}', `${ids.vendorX}/`).replace(':orderId', String(path.startsWith('/app/peer-consults/') ? ids.consult : /^\/(app|api)\/orders\/|^\/app\/my-orders\/:orderId\/(answer|report)/.test(path) ? ids.opinion : ids.order)).replace(':noticeId', String(ids.notice)).replace(':petId', String(ids.rex)).replace(':fileId', String(ids.file)).replace(':accessType', 'private').replace(':shareId', String(ids.share)).replace(':id', String(ids.booking))
      .replace(':entryId', String(ids.entry)).replace(':holdId', String(ids.hold)).replace(':listingId', String(ids.l1))
      .replace('{*rest}', '/invalid.token').replace('*tab', 'site').replace(':vendorId', String(ids.vendorX));
    const calls: Call[] = [];
    for (const router of [...operatorRoutes(t.deps), ...areaRoutes(t.deps)]) {
      for (const layer of router.stack as unknown as Array<{ route?: { path: string | string[]; methods: Record<string, boolean> } }>) {
        if (!layer.route) continue;
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
            const key = `${method.toUpperCase()} ${path}`;
            const page = method === 'get' ? PAGE_ROUTES.find((r) => r.path === path) : undefined;
            // A page's own sample (the registry's), but A's pet for the record PDF (the registry's sample is a missing pet).
            const url = (page && !path.includes(':petId') && samplesOf(page, fixtures)[0]) || fill(path);
            const body = bodyFor(key);
            calls.push({
              key, kind: 'route', destructive: /cancel/.test(path), endsSession: /logout/.test(path),
              async run(c: Client) {
                const res = method === 'get'
                  ? await c.get(url, { redirect: 'manual', headers: { accept: 'text/html' } })
                  : path.startsWith('/api/')
                    ? await c.post(url, body, { method: method.toUpperCase(), redirect: 'manual' })
                    : await c.form(url, body as Record<string, string>, { method: method.toUpperCase(), redirect: 'manual' });
                const text = await res.text();
                return { status: res.status, body: res.status >= 300 && res.status < 400 ? res.headers.get('location') ?? '' : text, sent: JSON.stringify(body) };
              },
            });
          }
        }
      }
    }
    return calls;
  }

  it('answers every call as declared for each of the seven actors, and never shows a private marker to the wrong one', async () => {
    const calls = [...graphqlCalls(buildSchema()), ...routeCalls()];
    const missing = calls.filter((c) => !(c.key in PERMISSIONS)).map((c) => c.key);
    const stale = Object.keys(PERMISSIONS).filter((k) => !calls.some((c) => c.key === k));
    // Reads first, then writes, then what destroys (deletes, cancels, logouts); within a call, outsiders before the owner,
    // and A's co-owner after A (a delete A may make runs first; co-owners' deletes are tested in co-owners.test.ts).
    const rank = (c: Call) => (c.endsSession ? 3 : c.destructive ? 2 : c.key.startsWith('Mutation.') || !c.key.startsWith('GET ') && c.kind === 'route' ? 1 : 0);
    const order: Actor[] = ['anonymous', 'ownerB', 'vendorY', 'subX', 'vendorX', 'ownerA', 'coOwnerA'];
    const observed: Record<string, string> = {};
    const problems: string[] = [];
    for (const call of [...calls].sort((x, y) => rank(x) - rank(y))) {
      const row: Record<Actor, string> = {} as Record<Actor, string>;
      // A read changes nothing, so the seven actors ask it at once; writes keep their order.
      const reads = rank(call) === 0 ? new Map(await Promise.all(order.map(async (a) => [a, await call.run(people[a])] as const))) : null;
      for (const actor of order) {
        const answer = reads?.get(actor) ?? await call.run(people[actor]);
        const outcome = classify(answer, call.kind === 'graphql' ? call.key.split('.')[1] : undefined);
        row[actor] = outcome === 'allow' ? 'a' : outcome === 'deny' ? 'd' : 'E';
        // Echoing what the caller itself sent (an email it typed) shows it nothing new.
        const leaked = hiddenFrom(actor).filter((m) => answer.body.includes(m) && !answer.sent.includes(m));
        if (leaked.length) problems.push(`${call.key} as ${actor} shows ${leaked.join(', ')}`);
        const expected = call.key in PERMISSIONS ? expectedOutcome(PERMISSIONS[call.key], actor) : undefined;
        if (outcome === 'error') problems.push(`${call.key} as ${actor}: ${answer.status} ${answer.body.slice(0, 200)}`);
        else if (expected && expected !== outcome) problems.push(`${call.key} as ${actor}: expected ${expected}, got ${outcome} (${answer.status} ${answer.body.slice(0, 160)})`);
      }
      observed[call.key] = ACTORS.map((a) => row[a]).join('');
    }
    if (process.env.PRINT_MATRIX) for (const [k, v] of Object.entries(observed)) console.log(`  '${k}': '${v}',`);
    if (process.env.PRINT_MATRIX) console.log(problems.join("\n"));
    console.log(`      permission matrix: ${calls.length} calls x ${ACTORS.length} actors = ${calls.length * ACTORS.length} cells`);
    expect(missing, 'calls missing from server/http/permission-matrix.ts').to.deep.equal([]);
    expect(stale, 'entries of server/http/permission-matrix.ts that no longer exist').to.deep.equal([]);
    expect(problems).to.deep.equal([]);
  });
});
