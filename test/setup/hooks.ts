import { ensureClientBuild } from '../../server/render/assets.ts';
import { dropAllTestDatabases } from './db.ts';

/** Mocha root hooks: client assets are built once before any page is rendered; server databases are dropped at the end. */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(180_000);
    await ensureClientBuild(() => undefined);
  },
  async afterAll() {
    await dropAllTestDatabases();
  },
};
