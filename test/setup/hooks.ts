/**
 * Mocha root hooks: client assets are built once before any page is rendered, and the migrated database template
 * before the first suite that needs one (.mocharc.cjs says whether the run has such suites); server databases are
 * dropped at the end.
 *
 * Mocha loads this file with require() (tsx compiles it as CommonJS), and a test file may be loaded as an ES module:
 * db.ts keeps the run's databases once per process whichever copy asks (see there).
 */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(360_000);
    const { ensureClientBuild } = await import('../../server/render/assets.ts');
    await ensureClientBuild(() => undefined);
    if (process.env.TEST_USES_DATABASE === '1') await (await import('./db.ts')).prepareDatabaseTemplate();
  },
  async afterAll() {
    await (await import('./db.ts')).dropAllTestDatabases();
  },
};
