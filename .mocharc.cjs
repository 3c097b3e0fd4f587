// Test runner configuration: TypeScript through tsx, UTC everywhere, one root
// hook that builds the migrated database template and the client assets once.
process.env.TZ = 'UTC';
process.env.NODE_ENV = 'test';

// `npx mocha test/unit/x.test.ts` runs just that file; with no file named, the whole suite runs.
const named = process.argv.slice(2).some((arg) => arg.endsWith('.test.ts'));

// TEST_LAYERS=unit,integration (say) runs those layers only. CI runs the pure unit tests and the browser
// tests once (they do not depend on the database backend) and the integration tests on both backends.
const LAYERS = ['unit', 'integration', 'e2e'];
const layers = (process.env.TEST_LAYERS ?? LAYERS.join(',')).split(',').map((l) => l.trim()).filter((l) => LAYERS.includes(l));

// The root hook builds the migrated database template up front when the run has integration or browser tests.
const files = process.argv.slice(2).filter((arg) => arg.endsWith('.test.ts'));
const usesDatabase = named ? files.some((f) => !f.includes('test/unit/')) : layers.some((l) => l !== 'unit');
process.env.TEST_USES_DATABASE = usesDatabase ? '1' : '0';

// Integration files whose outcome does not depend on the database backend (sweeps over every page and call, and
// tests that start child processes on a backend of their own): CI runs them once, in the PostgreSQL run, and the
// embedded run sets TEST_SWEEPS=elsewhere to leave them out.
const BACKEND_FREE = ['permission-matrix', 'page-registry', 'platform', 'tracing'].map((name) => `test/integration/${name}.test.ts`);

module.exports = {
  'node-option': ['import=tsx', 'no-warnings'],
  require: ['test/setup/hooks.ts'],
  ...(named ? {} : { spec: layers.map((layer) => `test/${layer}/**/*.test.ts`) }),
  ...(process.env.TEST_SWEEPS === 'elsewhere' ? { ignore: BACKEND_FREE } : {}),
  extension: ['ts'],
  timeout: 60_000,
  reporter: 'test/setup/timing-reporter.cjs',
  exit: true,
};
