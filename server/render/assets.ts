import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
export const CLIENT_OUT_DIR = path.join(ROOT_DIR, 'dist/client');
const MANIFEST_PATH = path.join(CLIENT_OUT_DIR, '.vite/manifest.json');
const CLIENT_SOURCES = ['client', 'views', 'vite.config.ts', 'package-lock.json'];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the HTML shell needs to reference the browser assets. */
export interface AssetTags {
  /** <link rel="stylesheet"> tags: every page. */
  styles: string[];
  /** Module script and preloads: only pages with islands. */
  scripts(islands: Iterable<string>): string[];
}

const ENTRY = 'client/entry.tsx';
const STYLES = 'client/styles.css';

/** Asset tags from the built Vite manifest (production and `npm start`). */
export function manifestAssets(manifestPath = MANIFEST_PATH): AssetTags {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const url = (file: string) => `/${file}`;
  const styleFiles = new Set<string>();
  if (manifest[STYLES]) styleFiles.add(manifest[STYLES].file);
  for (const css of manifest[ENTRY]?.css ?? []) styleFiles.add(css);
  const styles = [...styleFiles].map((f) => `<link rel="stylesheet" href="${url(f)}">`);
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${ENTRY} missing from the Vite manifest; run npm run build`);

  const staticImports = (key: string, seen = new Set<string>()): string[] => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep);
        staticImports(dep, seen);
      }
    }
    return [...seen];
  };

  return {
    styles,
    scripts(islands) {
      const preload = new Set<string>();
      for (const dep of staticImports(ENTRY)) preload.add(manifest[dep].file);
      for (const name of islands) {
        const key = `client/islands/${name}.tsx`;
        if (!manifest[key]) continue;
        preload.add(manifest[key].file);
        for (const dep of staticImports(key)) preload.add(manifest[dep].file);
      }
      return [
        ...[...preload].map((f) => `<link rel="modulepreload" href="${url(f)}">`),
        `<script type="module" src="${url(entry.file)}"></script>`,
      ];
    },
  };
}

/** Asset tags for Vite's dev server in middleware mode (transformIndexHtml adds the HMR client). */
export function devAssets(): AssetTags {
  return {
    styles: [`<link rel="stylesheet" href="/${STYLES}">`],
    scripts: () => [`<script type="module" src="/${ENTRY}"></script>`],
  };
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the built assets are missing or older than any browser source. */
export function clientBuildIsStale(): boolean {
  if (!fs.existsSync(MANIFEST_PATH)) return true;
  const built = fs.statSync(MANIFEST_PATH).mtimeMs;
  return CLIENT_SOURCES.some((src) => newestMtime(path.join(ROOT_DIR, src)) > built);
}

/**
 * Builds the client assets with Vite when they are missing or stale, in a process of its own: the bundler's
 * hundreds of megabytes are not kept by the server for its lifetime. Always a production build: under the tests
 * (NODE_ENV=test) Vite would otherwise ship React's development build, which `npm start` and the audits would reuse.
 */
export async function ensureClientBuild(log: (msg: string) => void): Promise<void> {
  if (!clientBuildIsStale()) return;
  log('Building client assets with Vite...');
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--mode', 'production', '--logLevel', 'warn'], {
      cwd: ROOT_DIR, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (status !== 0) throw new Error(`building the client assets failed (vite exited with ${status})`);
  log('Client assets built.');
}
