import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createApiToken, createUser } from '../factories/index.ts';

/**
 * A refusal asked in Spanish carries its words in Spanish beside the spec's English (REST `text` / `fieldTexts`,
 * GraphQL `extensions.text` / `extensions.fieldTexts`), the English fields byte for byte as in English; asked in
 * English it carries no extra field.
 */
describe('refusals in the language of the request', () => {
  let t: TestApp;
  let ownerToken: string;

  before(async () => {
    t = await startTestApp();
    const owner = await createUser(t.testDb.db, { first_name: 'Olive' });
    ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
  });
  after(() => t.close());

  const post = async (path: string, body: object, headers: Record<string, string>) => {
    const res = await t.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() as Record<string, unknown> };
  };
  /** The answer without the added words: what the spec fixes. */
  const english = (body: Record<string, unknown>) => {
    const { text: _text, fieldTexts: _fieldTexts, ...rest } = body;
    return JSON.stringify(rest);
  };

  it('says a REST account refusal in Spanish for the lang cookie, its English fields unchanged', async () => {
    const asked = { email: 'nobody@example.com', password: 'not-the-password', role: 'user' };
    const en = await post('/api/account/login', asked, {});
    const es = await post('/api/account/login', asked, { cookie: 'lang=es' });
    expect(en.status).to.equal(401);
    expect(es.status).to.equal(401);
    expect(en.body.msg).to.equal('Invalid email or password.');
    expect(en.body).to.not.have.any.keys('text', 'fieldTexts');
    expect(es.body.text).to.equal('Correo electrónico o contraseña incorrectos.');
    expect(english(es.body)).to.equal(JSON.stringify(en.body));
  });

  it('says the error handler\'s refusal in Spanish for Accept-Language', async () => {
    const en = await t.fetch('/api/no-such-call.json', { headers: { accept: 'application/json' } });
    const es = await t.fetch('/api/no-such-call.json', { headers: { accept: 'application/json', 'accept-language': 'es-MX,es;q=0.9' } });
    const [enBody, esBody] = [await en.json(), await es.json()];
    expect(es.status).to.equal(404);
    expect(enBody).to.deep.equal({ error: { code: 'NOT_FOUND', message: 'Oops! Sorry page not found' } });
    expect(esBody.text).to.be.a('string').and.not.equal('Oops! Sorry page not found');
    expect(english(esBody)).to.equal(JSON.stringify(enBody));
  });

  it('adds extensions.text and extensions.fieldTexts to a GraphQL refusal asked in Spanish', async () => {
    const ask = async (headers: Record<string, string>) => {
      const res = await t.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}`, ...headers },
        body: JSON.stringify({ query: '{ appointment(id: "x") { id } }' }),
      });
      return (await res.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
    };
    const en = await ask({});
    const es = await ask({ 'accept-language': 'es' });
    expect(en.errors[0].message).to.equal('Invalid id');
    expect(en.errors[0].extensions).to.deep.equal({ code: 'BAD_USER_INPUT', fields: { id: 'Invalid id' } });
    const { text, fieldTexts, ...kept } = es.errors[0].extensions;
    expect(text).to.equal('Identificador no válido');
    expect(fieldTexts).to.deep.equal({ id: 'Identificador no válido' });
    expect(es.errors[0].message).to.equal('Invalid id');
    expect(JSON.stringify(kept)).to.equal(JSON.stringify(en.errors[0].extensions));
  });
});
