/**
 * `npm run build` (after Vite) and `scripts/serve.mjs` when the bundle is stale: compiles the server ahead of time
 * into `dist/server/` with esbuild, so a web or worker process runs plain JavaScript instead of compiling TypeScript
 * at start in a loader thread (measured on PostgreSQL in production mode after a few pages: 262 MB RSS under
 * `--import tsx`, 201 MB from the bundle with source maps on).
 *
 * - One ESM entry per process kind (`main.mjs`, `worker-main.mjs`), our modules bundled, every package left to
 *   node_modules (`packages: 'external'`), and a chunk for each module we load with `import()` (PGlite, Vite,
 *   tracing...), so what a process never needs is never loaded: the same laziness as the sources.
 * - `import.meta.dirname` and `import.meta.url` keep meaning the source file's folder and file (a few modules find
 *   the migrations, the GraphQL schema or the client build from there): rewritten relative to the bundle's own
 *   folder, so the built tree can move (a platform builds in one folder and runs in another).
 * - `inputs.json` lists the source files the bundle was made of: `scripts/serve.mjs` rebuilds when one is newer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRIES = ['server/main.ts', 'server/worker-main.ts'];
/** Our own source folders: files under them are bundled (and have their `import.meta` rewritten). */
const OWN = /^(server|views|contracts|graphql|client|seeds)\//;

/** Rewrites `import.meta.dirname`/`.url` of our modules to the source file's, relative to the output folder. */
function sourceLocations(outDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!OWN.test(path.relative(ROOT, args.path))) return undefined;
        let contents = await fs.promises.readFile(args.path, 'utf8');
        if (contents.includes('import.meta.')) {
          const dir = JSON.stringify(path.relative(outDir, path.dirname(args.path)));
          const file = JSON.stringify(path.relative(outDir, args.path));
          contents = contents
            .replaceAll('import.meta.dirname', `__sourcePath.resolve(import.meta.dirname, ${dir})`)
            .replaceAll('import.meta.url', `__sourceUrl.pathToFileURL(__sourcePath.resolve(import.meta.dirname, ${file})).href`);
        }
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Builds the server into `outDir` (default `dist/server`): into a fresh folder first, then swapped in, so a process
 * starting meanwhile reads either the old bundle or the new one, never half of each. Answers the milliseconds taken.
 * `entries` (default the two processes') lets the tests bundle their own entry around the server the same way.
 */
export async function buildServer(outDir = path.join(ROOT, 'dist/server'), entries: readonly string[] = ENTRIES): Promise<number> {
  const started = Date.now();
  const staging = `${outDir}.build-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const result = await build({
    entryPoints: entries.map((e) => path.join(ROOT, e)),
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    // Chunks beside the entries: every file of the bundle is in the folder the rewrite above is relative to.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner: { js: "import __sourcePath from 'node:path'; import __sourceUrl from 'node:url';" },
    plugins: [sourceLocations(outDir)],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((f) => OWN.test(f)).sort();
  fs.writeFileSync(path.join(staging, 'inputs.json'), `${JSON.stringify(inputs, null, 1)}\n`);
  const old = `${outDir}.old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(staging, outDir);
  fs.rmSync(old, { recursive: true, force: true });
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const ms = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`Server built in ${ms} ms (dist/server).`);
}
