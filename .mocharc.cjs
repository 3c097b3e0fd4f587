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

// TEST_SHARD=k/n (browser layer only) runs the k-th of n parts of the browser files, so CI can start a second
// browser process once another run has finished. Files are dealt out heaviest first to the lightest part, by their
// seconds in test/setup/e2e-seconds.json (written by a run with TEST_TIMINGS_FILE=<path>; a file missing from it
// counts as the median), so each part takes about as long (or its share of TEST_SHARD_SHARES, e.g. 65,35: a part that
// starts later gets less) and every file is in exactly one part.
function browserShard(shard, sharesText) {
  const [k, n] = shard.split('/').map(Number);
  if (!(n >= 1 && k >= 1 && k <= n)) throw new Error(`TEST_SHARD must be k/n with 1 <= k <= n, not ${shard}`);
  const shares = sharesText ? sharesText.split(',').map(Number) : Array.from({ length: n }, () => 1);
  if (shares.length !== n || !shares.every((x) => x > 0)) throw new Error(`TEST_SHARD_SHARES must be ${n} positive numbers, not ${sharesText}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- mocha reads this file with require(), so it is CommonJS
  const fs = require('node:fs');
  const seconds = JSON.parse(fs.readFileSync('test/setup/e2e-seconds.json', 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const files = fs.readdirSync('test/e2e').filter((f) => f.endsWith('.test.ts')).sort()
    .map((f) => ({ f, s: seconds[f] ?? median })).sort((a, b) => b.s - a.s || a.f.localeCompare(b.f));
  const parts = shares.map((share) => ({ s: 0, share, files: [] }));
  for (const file of files) {
    // The part that would end soonest with this file, for its share.
    const lightest = parts.reduce((best, part) => ((part.s + file.s) / part.share < (best.s + file.s) / best.share ? part : best));
    lightest.s += file.s;
    lightest.files.push(`test/e2e/${file.f}`);
  }
  return parts[k - 1].files;
}

const spec = () => layers.flatMap((layer) => (layer === 'e2e' && process.env.TEST_SHARD ? browserShard(process.env.TEST_SHARD, process.env.TEST_SHARD_SHARES) : [`test/${layer}/**/*.test.ts`]));

module.exports = {
  // A young generation of 64 MB a half (V8's default is 16): a test run allocates a great deal that dies young (pages
  // rendered, rows read), and scavenges cost by what survives, not by what died. Measured over twelve integration
  // files on PostgreSQL: the collector's share of the busy CPU from 11.1% to 7.6%.
  'node-option': ['import=tsx', 'no-warnings', 'max-semi-space-size=64'],
  require: ['test/setup/hooks.ts'],
  ...(named ? {} : { spec: spec() }),
  ...(process.env.TEST_SWEEPS === 'elsewhere' ? { ignore: BACKEND_FREE } : {}),
  extension: ['ts'],
  timeout: 60_000,
  reporter: 'test/setup/timing-reporter.cjs',
  exit: true,
};
