/**
 * `npm start` and `npm run worker`: runs a process from the server's ahead-of-time bundle (`dist/server/`, made by
 * `npm run build` through scripts/build-server.ts), building it first when it is missing or older than any source
 * file it was made of, so a fresh clone still starts with `npm install && npm start`. Plain JavaScript: it runs
 * before anything is compiled. Usage: `node scripts/serve.mjs main|worker-main`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'dist/server');

/**
 * True when the bundle is missing or a source file it was made of changed after it was built. A file added since
 * is reached through an import of a listed file, whose change makes the bundle stale as well.
 * @param {string} outDir the bundle's folder
 * @param {string} root the folder its sources are listed relative to
 * @returns {boolean}
 */
export function serverBundleIsStale(outDir = OUT, root = ROOT) {
  const list = path.join(outDir, 'inputs.json');
  if (!fs.existsSync(list)) return true;
  const built = fs.statSync(list).mtimeMs;
  const inputs = JSON.parse(fs.readFileSync(list, 'utf8'));
  return inputs.some((file) => {
    try {
      return fs.statSync(path.join(root, file)).mtimeMs > built;
    } catch {
      return true; // a source that is gone: build again to find out what replaced it
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const entry = process.argv[2];
  if (entry !== 'main' && entry !== 'worker-main') {
    console.error('usage: node scripts/serve.mjs main|worker-main');
    process.exit(2);
  }
  if (serverBundleIsStale()) {
    // In a process of its own: the compiler's memory is not kept by the server.
    const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build-server.ts')], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  // Outside production a web process migrates at start, and the migrations are TypeScript files knex loads at run
  // time (their names are their history): tsx's loader reads them. Production migrates in the release phase
  // (`npm run db:migrate`), so its processes load no TypeScript and run no loader thread.
  if (process.env.NODE_ENV !== 'production') (await import('tsx/esm/api')).register();
  await import(pathToFileURL(path.join(OUT, `${entry}.mjs`)).href);
}
