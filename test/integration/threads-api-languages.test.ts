import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { pdfText } from '../setup/pdf-text.ts';
import { createApiToken, createBooking, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { THREAD_MESSAGES } from '../../contracts/thread-words.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CALL = `mutation($bookingId: ID!, $kind: ThreadCallKind!) { startThreadCall(bookingId: $bookingId, kind: $kind) { message { id } } }`;
const CLOSE = `mutation($bookingId: ID!, $summary: String!) { closeThread(bookingId: $bookingId, summary: $summary) { state } }`;
const SEND = `mutation($bookingId: ID!, $input: SendThreadMessageInput!) { sendThreadMessage(bookingId: $bookingId, input: $input) { message { id } } }`;

type Refusal = { errors: Array<{ message: string; extensions: Record<string, unknown> }>; text?: string };

/**
 * The thread's stored lines in a record PDF's transcript, a thread's refusal and the bearer-token API's own refusal,
 * each in its reader's language; English as it was, byte for byte.
 */
describe('threads and the API in the reader\'s language', function () {
  this.timeout(90_000);
  let t: TestApp;
  let vendor: number;
  let listing: number;
  let owner: { id: number };
  let rex: number;
  const tokens = {} as Record<'owner' | 'vet', string>;
  const db = () => t.testDb.db;
  let hours = 0;
  const booking = (attrs: { slot?: Date; status?: number } = {}) => createBooking(db(), {
    userId: owner.id, vendorId: vendor, listingId: listing, slot: attrs.slot ?? new Date(Date.now() + 2 * DAY + (hours += 1) * HOUR),
    type: 'chat', pet: { id: rex, name: 'Rex' }, ...(attrs.status === undefined ? {} : { status: attrs.status }),
  });
  const ask = async (query: string, variables: object, headers: Record<string, string>, token = tokens.owner) => {
    const res = await t.fetch('/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.text() };
  };

  before(async () => {
    t = await startTestApp();
    vendor = await createVendor(db());
    const vet = await createVendorLogin(db(), vendor, { first_name: 'Rita', last_name: 'Root' });
    listing = await createListing(db(), vendor, { managers: [] });
    owner = await createUser(db(), { first_name: 'Olive' });
    rex = await createPet(db(), owner.id, { name: 'Rex', type: 1 });
    tokens.owner = await createApiToken(db(), { kind: 'user', id: owner.id });
    tokens.vet = await createApiToken(db(), { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());
  // The owner reads in English unless a test says otherwise (a request's language follows the account's).
  beforeEach(async () => { await db()('users').where({ id: owner.id }).update({ locale: 'en' }); });

  it('prints the lines a thread stored when a call started and the consultation closed in the record PDF\'s language', async () => {
    const b = await booking();
    for (const kind of ['video', 'phone'] as const) expect((await graphqlAs(t, CALL, { bookingId: b, kind }, tokens.vet)).errors).to.equal(undefined);
    expect((await graphqlAs(t, CLOSE, { bookingId: b, summary: 'All well.' }, tokens.vet)).errors).to.equal(undefined);
    expect((await graphqlAs(t, SEND, { bookingId: b, input: { body: 'Rita Root is calling you now at home.' } }, tokens.owner)).errors).to.equal(undefined);
    const pdf = async (locale: 'en' | 'es') => {
      await db()('users').where({ id: owner.id }).update({ locale });
      const res = await t.fetch(`/app/medical-records/${rex}/record.pdf`, { headers: { authorization: `Bearer ${tokens.owner}` } });
      expect(res.status).to.equal(200);
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    };
    const es = await pdf('es');
    // (The PDF breaks the long room address over two lines.)
    expect(es).to.contain('Rita Root inició una videollamada. Únete a la consulta por video: https://')
      .and.contain('Rita Root te está llamando ahora al (212) 555-0199.')
      .and.contain('Rita Root cerró la consulta. El resumen está archivado en el expediente de salud de Rex.')
      // What the owner wrote stays as written, whatever it looks like.
      .and.contain('Rita Root is calling you now at home.');
    expect(es).to.not.contain('started a video call').and.not.contain('closed the consultation').and.not.contain('now at (212)');
    const en = await pdf('en');
    expect(en).to.contain('Rita Root started a video call. Join the video consultation: https://')
      .and.contain('Rita Root is calling you now at (212) 555-0199.')
      .and.contain("Rita Root closed the consultation. The summary is filed in Rex's health record.");
  });

  it('refuses a message to a canceled appointment\'s thread with its reason, in Spanish beside the English', async () => {
    const b = await booking({ status: 3 });
    const input = { bookingId: b, input: { body: 'Hello?' } };
    const en = JSON.parse((await ask(SEND, input, {})).body) as Refusal;
    // A signed-in request's language is its account's.
    await db()('users').where({ id: owner.id }).update({ locale: 'es' });
    const es = JSON.parse((await ask(SEND, input, {})).body) as Refusal;
    expect(en.errors[0].message).to.equal(THREAD_MESSAGES.canceled);
    expect(en.errors[0].extensions).to.not.have.property('text');
    expect(es.errors[0].message).to.equal(THREAD_MESSAGES.canceled);
    expect(es.errors[0].extensions.text).to.equal('Esta cita se canceló: su conversación es de solo lectura.');
  });

  it('says the API\'s refusal of a token it does not take in the request\'s language, the English answer byte for byte', async () => {
    const bogus = 'not-a-token';
    const en = await ask('{ __typename }', {}, {}, bogus);
    expect(en.status).to.equal(401);
    expect(en.body).to.equal('{"errors":[{"message":"Invalid token.","extensions":{"code":"UNAUTHENTICATED"}}]}');
    for (const headers of [{ 'accept-language': 'es-MX,es;q=0.9' }, { cookie: 'lang=es' }] as Array<Record<string, string>>) {
      const es = await ask('{ __typename }', {}, headers, bogus);
      expect(es.status).to.equal(401);
      const body = JSON.parse(es.body) as Refusal;
      expect(body.errors[0]).to.deep.equal({ message: 'Invalid token.', extensions: { code: 'UNAUTHENTICATED', text: 'El token no es válido.' } });
      expect(body.text).to.equal('El token no es válido.');
    }
    // A REST call answers the same way.
    const rest = await t.fetch('/api/health-records/files/1', { headers: { authorization: `Bearer ${bogus}`, 'accept-language': 'es' } });
    expect(rest.status).to.equal(401);
    expect(((await rest.json()) as Refusal).text).to.equal('El token no es válido.');
  });
});
