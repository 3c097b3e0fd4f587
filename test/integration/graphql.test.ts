import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser, createVendor, createVendorLogin, createWebsite } from '../factories/index.ts';
import { signToken } from '../../server/domain/accounts/token.ts';
import { buildSchema } from '../../graphql/server.ts';
import { rootFieldsWithoutAuth } from '../../graphql/auth-directive.ts';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '../../graphql/server.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

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
    const secret = t.config.sessionSecret;
    ownerToken = await signToken({ kind: 'user', id: owner.id, email: owner.email, role: 'user', firstName: 'Olive', lastName: 'Owner', pic: null }, secret);
    vetToken = await signToken({
      kind: 'vendor', id: vet.id, vendorId, subrole: 'root_admin', email: vet.email, role: 'vendor', firstName: 'Vera', lastName: 'Vet', pic: null,
    } satisfies Viewer, secret);
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
    const expired = await signToken(
      { kind: 'user', id: 1, email: 'x@example.test', role: 'user', firstName: 'X', lastName: 'Y', pic: null },
      t.config.sessionSecret, new Date(Date.now() - 30 * 24 * 3600 * 1000), 60,
    );
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

  it('refuses queries whose cost is too high', async () => {
    const fields = Array.from({ length: 2100 }, (_, i) => `a${i}: ping`).join(' ');
    const { body } = await gql(`{ ${fields} }`);
    expect(body.errors[0].message).to.match(/too expensive/);
    expect(body.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
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
