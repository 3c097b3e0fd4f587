// Test runner configuration: TypeScript through tsx, UTC everywhere, one root
// hook that builds the migrated database template and the client assets once.
process.env.TZ = 'UTC';
process.env.NODE_ENV = 'test';

// `npx mocha test/unit/x.test.ts` runs just that file; with no file named, the whole suite runs.
const named = process.argv.slice(2).some((arg) => arg.endsWith('.test.ts'));

module.exports = {
  'node-option': ['import=tsx', 'no-warnings'],
  require: ['test/setup/hooks.ts'],
  ...(named ? {} : { spec: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'] }),
  extension: ['ts'],
  timeout: 60_000,
  reporter: 'spec',
  exit: true,
};
