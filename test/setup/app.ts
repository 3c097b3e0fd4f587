import { randomUUID } from 'node:crypto';
import http, { type Agent } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import { parseConfig, type Config } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { assembleApp, attachLiveTo } from '../../server/runtime.ts';
import type { Live } from '../../server/http/live/thread-live.ts';
import { knexForUrl } from '../../server/db/knex.ts';
import type { AppDeps } from '../../server/app-deps.ts';
import { seedReference } from '../../seeds/reference.ts';
import { migratedDatabase, otherConnection, type TestDb } from './db.ts';

export interface TestApp {
  baseUrl: string;
  port: number;
  config: Config;
  deps: AppDeps;
  /** The Express app itself (route introspection). */
  app: Express;
  /** Live delivery of consultation threads (socket.io at /live). */
  live: Live;
  testDb: TestDb;
  /** fetch against the app with an optional Host header (tenancy tests). */
  fetch(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the real app on an ephemeral port over its own migrated database
 * (PGlite, or DATABASE_URL's server), with Redis sessions when REDIS_URL is set.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    logTo?: { write(line: string): void }; reverseRoutes?: boolean; paypalHttpsAgent?: Agent;
    /** Web push's HTTPS agent: `pushEndpoint()` (setup/push-endpoint.ts) records what the app pushes. */
    pushHttpsAgent?: HttpsAgent;
    /** PostgreSQL only: the URL the app itself connects through (a fault-injecting proxy); fixtures keep the direct one. */
    appDatabaseUrl?: (url: string) => string;
    /** A database of the test's own making (restored from a backup, say), used as it is: closed with the app. */
    testDb?: TestDb;
  } = {},
): Promise<TestApp> {
  const testDb = options.testDb ?? await migratedDatabase();
  if (!options.testDb) await seedReference(testDb.db);
  const config = parseConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-session-secret-0123456789',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Each app counts its own limits, as each has its own database.
    RATE_LIMIT_KEY_PREFIX: `petcare-test:${randomUUID()}:rl:`,
    ...env,
  });
  const logger = options.logTo
    ? createLogger({ isProduction: false, logLevel: 'trace' }, options.logTo)
    : createLogger({ isProduction: false, logLevel: process.env.TEST_LOG_LEVEL as Config['logLevel'] ?? 'silent' });
  const appDb = options.appDatabaseUrl && testDb.url ? knexForUrl(options.appDatabaseUrl(testDb.url)) : testDb.db;
  const built = await assembleApp({
    config, db: appDb, logger, reverseRoutes: options.reverseRoutes, paypalHttpsAgent: options.paypalHttpsAgent, pushHttpsAgent: options.pushHttpsAgent,
  });
  const server = http.createServer(built.handler);
  const live = await attachLiveTo(server, built.deps);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    port,
    config,
    deps: built.deps,
    app: built.app,
    live,
    testDb,
    fetch(path, init = {}) {
      const { host, ...rest } = init;
      if (!host) return fetch(`${baseUrl}${path}`, { redirect: 'manual', ...rest });
      return rawRequest(port, path, host, rest);
    },
    async close() {
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.close();
      if (appDb !== testDb.db) await appDb.destroy();
      await testDb.destroy();
    },
  };
}

/** Another web process of the same deployment: the same configuration, database and session store, its own connections. */
export interface SecondProcess {
  baseUrl: string;
  /** fetch against the second process, with an optional Host header (a vendor site). */
  fetch(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts a second app beside `t` as another web process would run: over its own connection to t's database (whose
 * writes t's knex does not see, see otherConnection) and the same session store, so a session signed in on one is
 * signed in on the other.
 */
export async function startSecondProcess(t: TestApp): Promise<SecondProcess> {
  const db = otherConnection(t.testDb);
  const built = await assembleApp({ config: t.config, db, logger: createLogger({ isProduction: false, logLevel: 'silent' }) });
  const server = http.createServer(built.handler);
  const live = await attachLiveTo(server, built.deps);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    fetch: (path, init = {}) => {
      const { host, ...rest } = init;
      return host ? rawRequest(port, path, host, rest) : fetch(`${baseUrl}${path}`, { redirect: 'manual', ...rest });
    },
    async close() {
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.close();
      if (t.testDb.url) await db.destroy();
    },
  };
}

/** fetch() cannot set Host; node:http can. Returns a standard Response. */
function rawRequest(port: number, path: string, host: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host };
    new Headers(init.headers).forEach((v, k) => { headers[k] = v; });
    const req = http.request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) v.forEach((x) => out.append(k, x));
          else if (v !== undefined) out.set(k, v);
        }
        const status = res.statusCode ?? 500;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: out }));
      });
    });
    req.on('error', reject);
    if (init.body) req.write(init.body as string);
    req.end();
  });
}
