import { ensureClientBuild } from '../../server/render/assets.ts';
import { dropAllTestDatabases, prepareDatabaseTemplate } from './db.ts';

/**
 * Mocha root hooks: client assets are built once before any page is rendered, and the migrated database template
 * before the first suite that needs one (.mocharc.cjs says whether the run has such suites); server databases are
 * dropped at the end.
 */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(360_000);
    await ensureClientBuild(() => undefined);
    if (process.env.TEST_USES_DATABASE === '1') await prepareDatabaseTemplate();
  },
  async afterAll() {
    await dropAllTestDatabases();
  },
};
