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

module.exports = {
  'node-option': ['import=tsx', 'no-warnings'],
  require: ['test/setup/hooks.ts'],
  ...(named ? {} : { spec: layers.map((layer) => `test/${layer}/**/*.test.ts`) }),
  extension: ['ts'],
  timeout: 60_000,
  reporter: 'test/setup/timing-reporter.cjs',
  exit: true,
};
