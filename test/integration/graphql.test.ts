import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { buildSchema } from '../../graphql/server.ts';
import { rootFieldsWithoutAuth } from '../../graphql/auth-directive.ts';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '../../graphql/server.ts';

describe('GraphQL', () => {
  let t: TestApp;
  let ownerToken: string;
  let vetToken: string;
  let vendorId: number;

  const gql = async (query: string, options: { token?: string; host?: string; variables?: object } = {}) => {
    const res = await t.fetch('/graphql', {
      method: 'POST',
      host: options.host,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query, variables: options.variables }),
    });
    return { status: res.status, body: await res.json() };
  };

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const owner = await createUser(db, { first_name: 'Olive' });
    vendorId = await createVendor(db, { name: 'Paws & Claws' });
    await createWebsite(db, vendorId, { name: 'Paws & Claws', sub_domain: 'paws' });
    const vet = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    ownerToken = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id });
    vetToken = await createApiToken(t.testDb.db, { kind: 'vendor', id: vet.id });
  });
  after(() => t.close());

  it('declares an @auth level on every root field', () => {
    expect(rootFieldsWithoutAuth(buildSchema())).to.deep.equal([]);
  });

  it('refuses to build a schema with an unguarded root field', () => {
    const schema = makeExecutableSchema({ typeDefs: [...loadTypeDefs(), 'extend type Query { leak: String }'] });
    expect(rootFieldsWithoutAuth(schema)).to.deep.equal(['Query.leak']);
  });

  it('answers viewer null for an anonymous request', async () => {
    const { status, body } = await gql('{ viewer { id } }');
    expect(status).to.equal(200);
    expect(body.data.viewer).to.equal(null);
  });

  it('sends every answer, data and errors alike, with Cache-Control: no-store', async () => {
    for (const query of ['{ viewer { id } }', '{ nope }']) {
      const res = await t.fetch('/graphql', {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` }, body: JSON.stringify({ query }),
      });
      expect(res.headers.get('cache-control'), query).to.equal('no-store');
    }
  });

  it('knows the owner from a bearer token', async () => {
    const { body } = await gql('{ viewer { kind role firstName vendor { id } } }', { token: ownerToken });
    expect(body.data.viewer).to.deep.equal({ kind: 'user', role: 'user', firstName: 'Olive', vendor: null });
  });

  it('loads a vendor login with its vendor and website', async () => {
    const { body } = await gql('{ viewer { kind subrole vendor { id name website { subDomain } } } }', { token: vetToken });
    expect(body.data.viewer).to.deep.equal({
      kind: 'vendor', subrole: 'root_admin', vendor: { id: String(vendorId), name: 'Paws & Claws', website: { subDomain: 'paws' } },
    });
  });

  it('refuses an expired or tampered token with UNAUTHENTICATED', async () => {
    const owner = await createUser(t.testDb.db);
    const expired = await createApiToken(t.testDb.db, { kind: 'user', id: owner.id }, { now: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    for (const token of [expired, `${ownerToken.slice(0, -4)}AAAA`, 'not-a-token']) {
      const { status, body } = await gql('{ viewer { id } }', { token });
      expect(status).to.equal(401);
      expect(body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    }
  });

  it('tells which site a request is for', async () => {
    expect((await gql('{ site { kind name } }')).body.data.site).to.deep.equal({ kind: 'main', name: 'Petcare' });
    const vendorSite = await gql('{ site { kind name vendorId } }', { host: 'paws.petcare.localhost' });
    expect(vendorSite.body.data.site).to.deep.equal({ kind: 'vendor', name: 'Paws & Claws', vendorId: String(vendorId) });
  });

  describe('limits', () => {
    it('refuses the roster asked for under 150 aliases before anything runs', async () => {
      const attack = `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: vendorServices(limit: 5) { id roster }`).join(' ')} }`;
      const { status, body } = await gql(attack);
      expect(status).to.equal(400);
      expect(body).not.to.have.property('data');
      expect(body.errors[0].message).to.match(/aliases/i);
      expect(body.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    });

    it('weighs computed fields, with the page size taken from the variables', async () => {
      const query = 'query ($n: Int) { vendorServices(limit: $n) { id roster strip { date } } }';
      expect((await gql(query, { variables: { n: 5 } })).status).to.equal(200);
      const { status, body } = await gql(query, { variables: { n: 60 } });
      expect(status).to.equal(400);
      expect(body).not.to.have.property('data');
      expect(body.errors[0].message).to.match(/too expensive: cost \d+ exceeds 1000/);
    });

    it('refuses a document over the token limit as a parse failure', async () => {
      const { status, body } = await gql(`{ ${'ping '.repeat(2_500)} }`);
      expect(status).to.equal(400);
      expect(body.errors[0].extensions.code).to.equal('GRAPHQL_PARSE_FAILED');
    });

    it('leaves a missing variable to the usual BAD_USER_INPUT answer', async () => {
      const { status, body } = await gql('query ($id: ID!, $type: String!, $date: String!) { availableSlots(listingId: $id, type: $type, date: $date) { slots } }');
      expect(status).to.equal(400);
      expect(body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    });

    it('suggests field names in development only', async () => {
      expect(JSON.stringify((await gql('{ vendorService { id } }')).body)).to.match(/Did you mean/);
      const prod = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-for-tests' });
      try {
        const res = await prod.fetch('/graphql', {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ vendorService { id } }' }),
        });
        expect(res.status).to.be.within(400, 499);
        expect(await res.text()).not.to.match(/Did you mean/);
      } finally {
        await prod.close();
      }
    });
  });

  it('reports bad queries with a code and no stack', async () => {
    const { status, body } = await gql('{ nope }');
    expect(status).to.equal(400);
    expect(body.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.to.contain('stacktrace');
  });

  it('turns off introspection in production', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-for-tests' });
    try {
      const res = await prod.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      });
      const body = await res.json();
      expect(body.errors[0].message).to.match(/introspection/i);
    } finally {
      await prod.close();
    }
  });
});
