import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { documentId, loadTrustedDocuments, UNTRUSTED_OPERATION } from '../../graphql/trusted-documents.ts';
import { PetTypesDocument, WizardListingsDocument } from '../../client/gql/graphql.ts';

const hashOf = (doc: { __meta__?: Record<string, unknown> }) => String(doc.__meta__?.hash);

async function post(app: TestApp, body: unknown) {
  const res = await app.fetch('/graphql', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('GraphQL trusted documents', function () {
  this.timeout(60_000);

  it('lists every generated island operation, by the hash of its text, and the allow-list', () => {
    const documents = loadTrustedDocuments();
    expect(documents.get(hashOf(WizardListingsDocument))).to.match(/^query WizardListings/);
    for (const [id, text] of documents) expect(documentId(text)).to.equal(id);
    expect(documents.get(documentId('query Ping { ping }'))).to.equal('query Ping { ping }');
  });

  describe('in production', () => {
    let prod: TestApp;
    before(async () => {
      prod = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-for-tests' });
    });
    after(() => prod.close());

    it('refuses an operation that is not a trusted document, and runs nothing', async () => {
      const adHoc = await post(prod, { query: '{ vendorServices(limit: 1) { id } }' });
      expect(adHoc.status).to.equal(400);
      expect(adHoc.body.errors[0]).to.include({ message: UNTRUSTED_OPERATION });
      expect(adHoc.body.errors[0].extensions.code).to.equal('PERSISTED_QUERY_NOT_FOUND');
      expect(adHoc.body.data).to.equal(undefined);

      const unknownId = await post(prod, { documentId: `sha256:${'0'.repeat(64)}`, query: '{ ping }' });
      expect(unknownId.status).to.equal(400);
      expect(unknownId.body.errors[0].message).to.equal(UNTRUSTED_OPERATION);
    });

    it('runs a trusted document by its id, whatever text comes with it', async () => {
      const byId = await post(prod, { documentId: hashOf(WizardListingsDocument), variables: { t: 'video', n: 1 } });
      expect(byId.status).to.equal(200);
      expect(byId.body.errors).to.equal(undefined);
      expect(byId.body.data.vendorServices).to.be.an('array');

      const swapped = await post(prod, { documentId: hashOf(PetTypesDocument), query: '{ vendorServices { id } }' });
      expect(swapped.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED'); // petTypes ran: it needs a session
    });

    it('runs an allow-listed operation sent as its exact text', async () => {
      const ping = await post(prod, { query: 'query Ping { ping }' });
      expect(ping.status).to.equal(200);
      expect(ping.body.data).to.deep.equal({ ping: 'pong' });
    });
  });

  it('in development accepts ad-hoc operations and resolves document ids', async () => {
    const dev = await startTestApp();
    try {
      expect((await post(dev, { query: '{ ping }' })).body.data).to.deep.equal({ ping: 'pong' });
      const byId = await post(dev, { documentId: hashOf(WizardListingsDocument), variables: { t: 'video', n: 1 } });
      expect(byId.body.data.vendorServices).to.be.an('array');
    } finally {
      await dev.close();
    }
  });
});
