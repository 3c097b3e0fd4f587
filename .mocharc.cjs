// Test runner configuration: TypeScript through tsx, UTC everywhere, one root
// hook that builds the migrated database template and the client assets once.
process.env.TZ = 'UTC';
process.env.NODE_ENV = 'test';

// `npx mocha test/unit/x.test.ts` runs just that file; with no file named, the whole suite runs.
const named = process.argv.slice(2).some((arg) => arg.endsWith('.test.ts'));

// Browser sweeps that read every page (widths, accessibility) do not depend on the database backend: CI runs
// them with the first backend only and sets SKIP_PAGE_SWEEPS=1 for the second.
const sweeps = ['test/e2e/responsive-pages.test.ts', 'test/e2e/accessibility.test.ts'];

module.exports = {
  'node-option': ['import=tsx', 'no-warnings'],
  require: ['test/setup/hooks.ts'],
  ...(named ? {} : { spec: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'] }),
  ...(process.env.SKIP_PAGE_SWEEPS === '1' && !named ? { ignore: sweeps } : {}),
  extension: ['ts'],
  timeout: 60_000,
  reporter: 'spec',
  exit: true,
};
