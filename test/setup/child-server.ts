import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

let bundled: Promise<string> | undefined;
/**
 * The node arguments that run test/setup/child-app.ts: bundled once per test process the way `npm run build` bundles
 * the server (scripts/build-server.ts), so each child starts from plain JavaScript as `npm start` does. Through tsx a
 * start cost about 5 s of CPU (its loader thread compiles and resolves every module again); from the bundle about 2.
 * The bundle lives under node_modules/.cache (its packages resolve from there) and goes when this process exits.
 */
export async function childAppArgs(): Promise<string[]> {
  bundled ??= (async () => {
    const outDir = path.join(ROOT, 'node_modules/.cache/petcare-child-app', String(process.pid));
    await buildServer(outDir, ['test/setup/child-app.ts']);
    process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    return path.join(outDir, 'child-app.mjs');
  })();
  return ['--enable-source-maps', await bundled];
}

export interface ChildServer {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then the exit code; at once when it has already gone. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The server as `npm start` runs it (test/setup/child-app.ts), in a process of its own on a free port with `env`
 * added to the test's environment; resolves once /healthz answers, or fails with the process's output.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, await childAppArgs(), {
    cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => { output += c; });
  child.stderr!.on('data', (c) => { output += c; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    if (await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    child, port, baseUrl, exited, output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
