import fs from 'node:fs';

/** What the database benches share: percentiles, raw rows on both backends, a timed loop, and processes' CPU time. */

/** The p-th percentile (0-100) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The rows of a raw query (pg answers `{rows}`, the PGlite adapter the rows themselves). */
export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return ((result as { rows?: unknown[] }).rows ?? result) as Array<Record<string, unknown>>;
}

/** Runs `run(i)` a few times to warm up, then `rounds` times timed; the times come back sorted (ms). */
export async function timed(rounds: number, run: (i: number) => Promise<unknown>, warmUp = 5): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Runs a bench's main and exits 1 with the error printed when it fails. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** CPU time (user + system, ms) the processes have used so far: on a shared machine, what a request costs. */
export function cpuMsOf(pids: readonly number[]): number {
  const tick = 1000 / 100; // USER_HZ
  return pids.reduce((sum, pid) => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) * tick;
  }, 0);
}

/** One process's CPU time so far (ms), or 0 when it has ended. */
export function cpuMsOfAny(pid: number): number {
  try {
    return cpuMsOf([pid]);
  } catch {
    return 0;
  }
}
