import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/setup/child-app.ts'], {
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
