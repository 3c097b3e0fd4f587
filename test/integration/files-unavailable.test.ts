import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createUser } from '../factories/index.ts';
import { ServiceUnavailableError } from '../../server/errors.ts';
import { STORAGE_UNAVAILABLE } from '../../server/domain/files/file-confirmation.ts';
import type { Viewer } from '../../server/domain/accounts/viewer.ts';

describe('attaching files while storage is unreachable', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  it('answers 503 with a clear message instead of a 500, and marks nothing uploaded', async () => {
    const user = await createUser(t.testDb.db);
    const viewer: Viewer = { kind: 'user', id: user.id, email: user.email, role: 'user', firstName: 'O', lastName: 'O', pic: null };
    const { services, adapters } = t.deps;
    const grant = await services.files.requestUpload(viewer, {
      access: 'private', fileName: 'labs.pdf', fileType: 'application/pdf', serviceType: 'smo_service', fileSize: 10,
    });
    const storage = adapters.storage as { stat: (key: string) => Promise<unknown> };
    const realStat = storage.stat;
    storage.stat = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000'));
    try {
      const err = await services.files.confirmUploads(viewer, [grant.fileId], 'smo_service').then(() => null, (e: unknown) => e);
      expect(err).to.be.instanceOf(ServiceUnavailableError);
      expect(err).to.include({ status: 503, code: 'UNAVAILABLE', message: STORAGE_UNAVAILABLE });
    } finally {
      storage.stat = realStat;
    }
    expect((await t.testDb.db('files').where({ id: grant.fileId }).first()).status).to.equal('pending');
  });
});
