/**
 * `npm run bench`: requests/s and p99 latency for `/` served by the app (a page-cache hit, answered by
 * the HTTP server's handler before Express) against the same HTML served as a static file by
 * express.static and against the ceiling, node's own http server answering the same bytes from memory,
 * all in this one process, measured by autocannon in turn. Prints the ratios app/static (target at
 * least 0.9) and app/ceiling (target at least 0.7). A last row, for information, asks the app for gzip
 * as browsers do (served from the stored copy).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { ensureClientBuild } from '../server/render/assets.ts';
import { startTestApp } from '../test/setup/app.ts';
import { dropAllTestDatabases } from '../test/setup/db.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function measure(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; p99: number; errors: number; non2xx: number }> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, page cache, file cache
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function main(): Promise<void> {
  await ensureClientBuild((m) => console.log(m));
  const app = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'bench-session-secret-0123456789', LOG_LEVEL: 'silent' });
  const html = await (await fetch(`${app.baseUrl}/`)).text();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-bench-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  const staticServer = http.createServer(express().use(express.static(dir)));
  await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`;

  const bytes = Buffer.from(html);
  const ceilingServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': bytes.length }).end(bytes);
  });
  await new Promise<void>((resolve) => ceilingServer.listen(0, '127.0.0.1', resolve));
  const ceilingUrl = `http://127.0.0.1:${(ceilingServer.address() as AddressInfo).port}/`;

  console.log(`Benchmark of / (${html.length} bytes), ${CONNECTIONS} connections, ${DURATION}s each`);
  const rendered = await measure(`${app.baseUrl}/`);
  const file = await measure(staticUrl);
  const ceiling = await measure(ceilingUrl);
  // For information: what a browser gets (the stored gzip copy); the static server has no compression to compare with.
  const gzipped = await measure(`${app.baseUrl}/`, { 'accept-encoding': 'gzip' });
  const row = (name: string, m: typeof rendered) =>
    console.log(`${name.padEnd(22)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}, non-2xx ${m.non2xx}`);
  row('app (rendered/cached)', rendered);
  row('static file', file);
  row('ceiling (raw node)', ceiling);
  row('app, gzip (info)', gzipped);
  const ratio = rendered.rps / file.rps;
  console.log(`ratio app/static: ${ratio.toFixed(2)} (target >= 0.90) ${ratio >= 0.9 ? 'OK' : 'BELOW TARGET'}`);
  const toCeiling = rendered.rps / ceiling.rps;
  console.log(`ratio app/ceiling: ${toCeiling.toFixed(2)} (target >= 0.70) ${toCeiling >= 0.7 ? 'OK' : 'BELOW TARGET'}`);
  ceilingServer.closeAllConnections();
  ceilingServer.close();

  staticServer.closeAllConnections();
  staticServer.close();
  fs.rmSync(dir, { recursive: true, force: true });
  await app.close();
  await dropAllTestDatabases();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
