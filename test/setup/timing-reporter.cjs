// The spec reporter, plus the slowest test files at the end (each file's top-level suites summed), so a run
// that grows slow says where its time goes.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- mocha loads a reporter with require(), so it is CommonJS
const Mocha = require('mocha');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const fs = require('node:fs');

const { Spec } = Mocha.reporters;
const { EVENT_SUITE_BEGIN, EVENT_SUITE_END, EVENT_RUN_END } = Mocha.Runner.constants;

class TimingReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    const started = new Map();
    const byFile = new Map();
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.parent?.root) started.set(suite, Date.now());
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      const t0 = started.get(suite);
      if (t0 === undefined) return;
      const file = (suite.file ?? suite.title).replace(`${process.cwd()}/`, '');
      byFile.set(file, (byFile.get(file) ?? 0) + Date.now() - t0);
    });
    runner.once(EVENT_RUN_END, () => {
      const rows = [...byFile].sort((a, b) => b[1] - a[1]);
      const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(`\n  Slowest test files (of ${rows.length}, ${(total / 1000).toFixed(0)} s in files):`);
      for (const [file, ms] of rows.slice(0, 25)) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
      // TEST_TIMINGS_FILE=<path>: every file's seconds as JSON keyed by its name (test/setup/e2e-seconds.json for the
      // browser files is such a file, which TEST_SHARD deals out by).
      if (process.env.TEST_TIMINGS_FILE) {
        const seconds = Object.fromEntries(rows.map(([file, ms]) => [file.replace(/^test\/[a-z0-9]+\//, ''), Math.round(ms / 1000)]));
        fs.writeFileSync(process.env.TEST_TIMINGS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
      }
    });
  }
}

module.exports = TimingReporter;
