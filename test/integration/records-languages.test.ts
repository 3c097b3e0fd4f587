import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { client, type Client } from './accounts-helpers.ts';
import { createCoOwnerGrant, createPet, createUser, TEST_PASSWORD } from '../factories/index.ts';
import { RECORDS_MESSAGES, RELEASE_TEXT, RELEASE_VERSION } from '../../contracts/records-requests.ts';

/** Sharing and Records Requests in the owner's language: Spanish for a Spanish owner, English word for word as before. */
describe('Sharing and Records Requests in English and Spanish', function () {
  this.timeout(60_000);
  let t: TestApp;

  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  async function owner(locale: 'en' | 'es') {
    const o = await createUser(t.testDb.db);
    await t.testDb.db('users').where({ id: o.id }).update({ locale });
    const petId = await createPet(t.testDb.db, o.id, { name: 'Rex' });
    const c = client(t);
    expect((await c.post('/api/account/login', { email: o.email, password: TEST_PASSWORD })).status).to.equal(200);
    return { ...o, c, petId };
  }
  const html = async (c: Client, path: string) => {
    const res = await c.get(path, { headers: { accept: 'text/html' } });
    expect(res.status, path).to.equal(200);
    return res.text();
  };
  const request = (c: Client, petId: number, extra: Record<string, string> = {}) => c.form('/app/records-requests', {
    petId: String(petId), signerName: 'Olive Owner', agree: 'on', releaseVersion: RELEASE_VERSION,
    clinicName1: 'Old Vet', email1: `oldvet.${Date.now()}@example.test`, phone1: '(212) 555-0111', ...extra,
  }, { redirect: 'manual' });

  it('says Sharing in Spanish to a Spanish owner, with the people, levels and notices', async () => {
    const ann = await owner('es');
    const bob = await owner('es');
    await createCoOwnerGrant(t.testDb.db, { ownerId: ann.id, grantee: bob, level: 'manage' });
    await createCoOwnerGrant(t.testDb.db, { ownerId: bob.id, grantee: ann, petId: bob.petId });
    const page = await html(ann.c, '/app/sharing?done=revoke');
    expect(page).to.contain('<html lang="es">').and.contain('<h1>Compartir</h1>').and.contain('Invitar a alguien')
      .and.contain('Todas mis mascotas (y las que agregue después)').and.contain('Ver los expedientes, reservar y gestionar citas y expedientes')
      .and.contain('Quién tiene acceso').and.contain('Tiene acceso').and.contain('Compartidas contigo').and.contain('Dejar de compartir')
      .and.contain('Acceso revocado.').and.contain('Enviar invitación');
    expect(page).to.not.contain('Invite someone').and.not.contain('Who has access').and.not.contain('Access revoked.');
    const invited = await html(ann.c, '/app/sharing?invited=pat%40example.test');
    expect(invited).to.contain('Invitación enviada a pat@example.test.');
  });

  it('keeps Sharing word for word in English for an English owner', async () => {
    const ann = await owner('en');
    const bob = await owner('en');
    await createCoOwnerGrant(t.testDb.db, { ownerId: ann.id, grantee: bob, level: 'full' });
    const page = await html(ann.c, '/app/sharing?done=level');
    expect(page).to.contain('<html lang="en">').and.contain('Share your pets with family, a partner or a pet sitter.')
      .and.contain('Invite someone').and.contain('All my pets (and pets I add later)').and.contain('Everything but sharing and deleting')
      .and.contain('Has access').and.contain('Access changed.').and.contain(`Revoke access of ${bob.email}`);
    expect(await html(ann.c, '/app/sharing?invited=pat%40example.test')).to.contain('Invitation sent to pat@example.test.');
  });

  it('says Records Requests in Spanish to a Spanish owner: the form, the release note, a request and a refusal', async () => {
    const o = await owner('es');
    const empty = await html(o.c, '/app/records-requests');
    expect(empty).to.contain('<h1>Solicitudes de expedientes</h1>').and.contain('Pide los expedientes a tus veterinarios anteriores')
      .and.contain('Te quedan 4 de 4 veterinarios gratis').and.contain('Clínica veterinaria 2 (opcional)').and.contain('Firmar y enviar')
      .and.contain('La autorización está en inglés, tal como la reciben las clínicas.').and.contain('Aún no has pedido expedientes.');
    // The release itself is what the practices receive and what is stored: English, marked so.
    expect(empty).to.contain('lang="en">I authorise each veterinary practice');
    expect(empty).to.not.contain('Ask your previous vets').and.not.contain('Sign and send');
    const refused = await request(o.c, o.petId, { agree: '' });
    expect(refused.status).to.equal(400);
    expect(await refused.text()).to.contain('Marca la casilla para firmar la autorización.').and.not.contain(RECORDS_MESSAGES.agree);
    const sent = await request(o.c, o.petId);
    expect(sent.status).to.equal(303);
    const listed = await html(o.c, sent.headers.get('location')!);
    expect(listed).to.contain('Tu solicitud se envió.').and.contain('Expedientes de Rex').and.contain('firmada por Olive Owner el')
      .and.contain('Solicitado').and.contain('Autorización firmada (PDF)').and.not.contain('Records for Rex');
  });

  it('keeps Records Requests word for word in English for an English owner', async () => {
    const o = await owner('en');
    const empty = await html(o.c, '/app/records-requests');
    expect(empty).to.contain('Ask your previous vets for records').and.contain('You have 4 of 4 free vets left; each further vet costs $25, charged when you send the request.')
      .and.contain('Veterinary practice 2 (optional)').and.contain('Sign and send').and.contain('You have not asked for records yet.')
      .and.contain(RELEASE_TEXT.replace(/'/g, '&#x27;')).and.not.contain('The release is in English');
    const sent = await request(o.c, o.petId);
    const listed = await html(o.c, sent.headers.get('location')!);
    expect(listed).to.contain(RECORDS_MESSAGES.sent).and.contain('Records for Rex').and.contain('signed by Olive Owner on')
      .and.contain('Requested').and.contain('Signed release (PDF)');
  });
});
