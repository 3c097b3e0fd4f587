import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_BUDGET_KB, ISLAND_BUDGETS_KB } from './island-budgets.ts';

/** The part of Vite's manifest this reads. */
export interface ManifestChunk { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
export type Manifest = Record<string, ManifestChunk>;

export interface IslandSize { island: string; bytes: number; files: string[] }

/**
 * What a page showing one island loads, per island: the JS entry and its static imports, plus the
 * island's chunk and its static imports (each file once). Lazy chunks an island opens later (PayPal's
 * fields) are not counted: the page does not load them until asked.
 */
export function islandSizes(manifest: Manifest, sizeOf: (file: string) => number): IslandSize[] {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry && manifest[k].file.endsWith('.js'));
  return Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /^client\/islands\/[^/]+\.tsx$/.test(k))
    .map((key) => {
      const files = [...closure([...entryKeys, key])];
      return { island: path.basename(key, '.tsx'), files, bytes: files.reduce((sum, f) => sum + sizeOf(f), 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** Islands over their budget, with both figures in kB. */
export function overBudget(
  sizes: IslandSize[], budgets: Record<string, { budget: number }> = ISLAND_BUDGETS_KB, fallback = DEFAULT_BUDGET_KB,
): Array<{ island: string; kb: number; budget: number }> {
  return sizes
    .map((s) => ({ island: s.island, kb: s.bytes / 1024, budget: budgets[s.island]?.budget ?? fallback }))
    .filter((s) => s.kb > s.budget);
}

function main(): void {
  const dir = path.resolve(import.meta.dirname, '../dist/client');
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = islandSizes(manifest, (file) => gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length);
  console.log('island                      kB gzip   budget   target');
  for (const s of sizes) {
    const b = ISLAND_BUDGETS_KB[s.island];
    console.log(`${s.island.padEnd(26)} ${(s.bytes / 1024).toFixed(1).padStart(8)} ${String(b?.budget ?? DEFAULT_BUDGET_KB).padStart(8)} ${String(b?.target ?? '').padStart(8)}`);
  }
  const over = overBudget(sizes);
  for (const o of over) console.error(`${o.island}: ${o.kb.toFixed(1)} kB is over its budget of ${o.budget} kB`);
  if (over.length) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
