/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time by package (or by our own top-level
 * folder) and the functions with the most self time. `tsx scripts/cpu-profile-summary.ts <file.cpuprofile>`,
 * or `printProfileSummary()` from a bench.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Only the samples taken between `fromEndMs` and `toEndMs` before the profile's end (a bench's measured window). */
export interface ProfileWindow { fromEndMs: number; toEndMs: number }

export interface ProfileShare { name: string; ms: number; share: number }

/** `node_modules/<pkg>` (scoped too), our own top-level folder, or the frame's kind for V8's own. */
export function ownerOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  if (url.startsWith('node:')) return 'node';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  const own = /\/work\/[^/]+\/([^/]+)\//.exec(url) ?? /([^/]+)\/[^/]+$/.exec(url);
  return own ? own[1] : url;
}

/** Self time grouped two ways, largest first; `share` is of all sampled time. */
export function summarizeProfile(profile: CpuProfile, window?: ProfileWindow): { totalMs: number; byOwner: ProfileShare[]; byFunction: ProfileShare[] } {
  if (window && profile.samples && profile.timeDeltas) {
    const from = profile.endTime - window.fromEndMs * 1000;
    const to = profile.endTime - window.toEndMs * 1000;
    const counts = new Map<number, number>();
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas![i];
      if (at >= from && at <= to) counts.set(id, (counts.get(id) ?? 0) + 1);
    });
    profile = {
      ...profile, startTime: Math.max(from, profile.startTime), endTime: to,
      nodes: profile.nodes.map((node) => ({ ...node, hitCount: counts.get(node.id) ?? 0 })),
    };
  }
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const hits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const msPerHit = totalMs / hits;
  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = node.hitCount ?? 0;
    if (!count) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    add(owners, ownerOf(url, functionName), count);
    const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/[^/]+\//, '');
    add(functions, `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim(), count);
  }
  const sorted = (map: Map<string, number>) => [...map]
    .map(([name, count]) => ({ name, ms: count * msPerHit, share: count / hits }))
    .sort((a, b) => b.ms - a.ms);
  return { totalMs, byOwner: sorted(owners), byFunction: sorted(functions) };
}

export function printProfileSummary(file: string, top = 15, window?: ProfileWindow): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const { totalMs, byOwner, byFunction } = summarizeProfile(profile, window);
  const line = (s: ProfileShare) => `  ${(s.share * 100).toFixed(1).padStart(5)}%  ${s.ms.toFixed(0).padStart(7)} ms  ${s.name}`;
  console.log(`\nCPU profile ${file}: ${(totalMs / 1000).toFixed(1)} s sampled`);
  console.log('self time by package / folder:');
  for (const s of byOwner.slice(0, top)) console.log(line(s));
  console.log('functions with the most self time:');
  for (const s of byFunction.slice(0, top)) console.log(line(s));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) printProfileSummary(file, 25);
}
