import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Server, type Socket } from 'socket.io';
import type { Store } from 'express-session';
import type { Logger } from '../../logger.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import type { SessionAccount } from '../../domain/accounts/authentication.ts';
import { connectRedis } from '../../adapters/redis.ts';
import { streamsAdapterRedis, type StreamsAdapterRedis } from './adapter-redis.ts';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { endedSessions } from './ended-sessions.ts';
import {
  FOLLOW_EVENT, LIVE_PATH, PRESENCE_EVENT, THREAD_EVENT, type FollowAnswer, type FollowRequest, type Presence, type ThreadChanged,
} from '../../../contracts/live.ts';


/** How often each process re-reads the sessions of its sockets (a session ended elsewhere: expired, everywhere). */
export const SESSION_RECHECK_MS = 60_000;

/** At most one warning this often about the adapter's Redis calls that failed with no one waiting (Redis away, or closing). */
const DROPPED_WARNING_MS = 60_000;

interface SocketData { viewer: Viewer; sid: string; side: 'user' | 'vendor' }

export interface LiveDeps {
  services: Pick<Services, 'threads' | 'threadEvents'>;
  sessionStore: Store;
  sessionSecret: string;
  /** Loads the session's account as the pages do (null: gone, signed out everywhere, password changed). */
  loadViewer(account: SessionAccount): Promise<Viewer | null>;
  redisUrl?: string;
  logger: Pick<Logger, 'warn' | 'error'>;
}

export interface Live {
  io: Server;
  close(): Promise<void>;
}

/**
 * The session id a request's cookie carries, or null: express-session's cookie is `s:` + the id + `.` + the
 * base64 HMAC-SHA256 of the id under the session secret (its cookie-signature), checked in constant time.
 */
export function sessionIdOf(req: Pick<IncomingMessage, 'headers'>, secret: string): string | null {
  const pair = (req.headers.cookie ?? '').split(';').map((p) => p.trim()).find((p) => p.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) return null;
  let raw: string;
  try {
    raw = decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
  } catch {
    return null;
  }
  if (!raw.startsWith('s:')) return null;
  const dot = raw.lastIndexOf('.');
  if (dot < 3) return null;
  const sid = raw.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(raw.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : null;
}

/** A room name per session that never shows the id itself. */
const sessionRoom = (sid: string) => `session:${createHash('sha256').update(sid).digest('hex').slice(0, 32)}`;
const threadRoom = (threadId: number) => `thread:${threadId}`;

function sessionAccount(store: Store, sid: string): Promise<SessionAccount | null> {
  return new Promise((resolve, reject) => {
    store.get(sid, (err, session) => {
      if (err) return reject(err);
      const user = (session as { passport?: { user?: SessionAccount } } | null | undefined)?.passport?.user;
      resolve(user ?? null);
    });
  });
}

/**
 * Live delivery of consultation threads over socket.io on the web server's own port (path /live): WebSocket first,
 * long polling only as a fallback, so no sticky sessions are assumed behind a router. With REDIS_URL the Redis
 * streams adapter carries each room's events to every web process (WEB_CONCURRENCY > 1, several dynos); without
 * it, the in-process adapter (the embedded database runs one process). The connection is authenticated by the
 * session cookie (no token in a URL), from the same origin only; a logout closes its sockets everywhere, and each
 * process re-reads its sockets' sessions every minute. Sockets carry ids only: clients read the change through
 * GraphQL by cursor, so a message is always stored before anyone is told and a reconnect misses nothing.
 */
export async function attachLive(server: HttpServer, deps: LiveDeps): Promise<Live> {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(server, {
    path: LIVE_PATH,
    serveClient: false,
    transports: ['websocket', 'polling'],
    // A page of another site may not open a socket with our cookie.
    allowRequest: (req, done) => {
      // A process that is stopping takes no new socket: its client tries again, and reaches a process that stays.
      if (closing) return done(null, false);
      const origin = req.headers.origin;
      if (!origin) return done(null, true);
      try {
        done(null, new URL(origin).host === req.headers.host);
      } catch {
        done(null, false);
      }
    },
  });
  let closing = false;
  let redis: StreamsAdapterRedis | null = null;
  if (deps.redisUrl) {
    const { createAdapter } = await import('@socket.io/redis-streams-adapter');
    // The adapter reads its stream in a loop that retries at once: refused reads while Redis is away would starve the
    // event loop, so its client waits for Redis to come back instead (messages are in the database meanwhile).
    let warned = 0;
    redis = streamsAdapterRedis(await connectRedis(deps.redisUrl, { queueWhileAway: true }), (err, command) => {
      if (closing || Date.now() - warned < DROPPED_WARNING_MS) return;
      warned = Date.now();
      deps.logger.warn({ err, command }, 'live: a Redis call of the socket adapter failed (Redis away?); presence may be stale meanwhile');
    });
    // Streams are keys, kept apart by the Redis database number; PUB/SUB channels are not, so the channels carry the
    // database number too: two deployments (or test runs) on one Redis server never answer each other's requests.
    const database = new URL(deps.redisUrl).pathname.slice(1) || '0';
    io.adapter(createAdapter(redis.client, { streamName: 'petcare:live', channelPrefix: `petcare:live:${database}` }));
  }

  io.use(async (socket, next) => {
    if (closing) return next(new Error('UNAVAILABLE'));
    try {
      const sid = sessionIdOf(socket.request, deps.sessionSecret);
      const account = sid ? await sessionAccount(deps.sessionStore, sid) : null;
      const viewer = account ? await deps.loadViewer(account) : null;
      if (!sid || !viewer) return next(new Error('UNAUTHENTICATED'));
      socket.data = { viewer, sid, side: viewer.kind };
      await socket.join(sessionRoom(sid));
      next();
    } catch (err) {
      deps.logger.error({ err }, 'live: authentication failed');
      next(new Error('UNAVAILABLE'));
    }
  });

  async function presenceOf(threadId: number, bookingId: string): Promise<Presence> {
    const sockets = await io.in(threadRoom(threadId)).fetchSockets();
    return { bookingId, user: sockets.some((s) => s.data.side === 'user'), vendor: sockets.some((s) => s.data.side === 'vendor') };
  }
  const followed = new Map<string, { threadId: number; bookingId: string }>();

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    socket.on(FOLLOW_EVENT, async (req: FollowRequest, ack?: (answer: FollowAnswer) => void) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const bookingId = Number(req?.bookingId);
      if (!Number.isSafeInteger(bookingId) || bookingId <= 0) return reply({ ok: false });
      try {
        const thread = await deps.services.threads.follow(data.viewer, bookingId, new Date());
        if (!thread) return reply({ ok: false });
        await socket.join(threadRoom(thread.threadId));
        followed.set(`${socket.id}:${thread.threadId}`, { threadId: thread.threadId, bookingId: String(bookingId) });
        const presence = await presenceOf(thread.threadId, String(bookingId));
        socket.to(threadRoom(thread.threadId)).emit(PRESENCE_EVENT, presence);
        reply({ ok: true, presence });
      } catch (err) {
        deps.logger.error({ err }, 'live: follow failed');
        reply({ ok: false });
      }
    });
    socket.on('disconnect', () => {
      for (const [key, f] of followed) {
        if (!key.startsWith(`${socket.id}:`)) continue;
        followed.delete(key);
        // A process that is stopping leaves presence to the others (its Redis client is about to close).
        if (closing) continue;
        void presenceOf(f.threadId, f.bookingId).then((p) => io.to(threadRoom(f.threadId)).emit(PRESENCE_EVENT, p), () => {});
      }
    });
  });

  // After commit, the service announces; every process's sockets in the thread's room hear it through the adapter.
  const unsubscribe = deps.services.threadEvents.subscribe((event) => {
    const changed: ThreadChanged = { bookingId: String(event.bookingId), kind: event.kind, messageId: String(event.messageId), by: event.by.kind };
    io.to(threadRoom(event.threadId)).emit(THREAD_EVENT, changed);
  });
  const onEnded = (sid: string) => { io.in(sessionRoom(sid)).disconnectSockets(true); };
  endedSessions.on('ended', onEnded);
  const recheck = setInterval(() => {
    void (async () => {
      for (const socket of io.of('/').sockets.values()) {
        const d = socket.data as SocketData;
        const account = await sessionAccount(deps.sessionStore, d.sid).catch(() => undefined);
        if (account === undefined) continue;
        if (!account || !(await deps.loadViewer(account).catch(() => d.viewer))) socket.disconnect(true);
      }
    })();
  }, SESSION_RECHECK_MS);
  recheck.unref();

  return {
    io,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(recheck);
      unsubscribe();
      endedSessions.off('ended', onEnded);
      // The io server before its Redis clients: no new socket, every socket closed, the adapter's read loop aborted,
      // then the clients (a call the adapter still makes after that fails quietly: see adapter-redis.ts).
      // Not io.close(): that closes the web server too, which drains its requests itself.
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await redis?.close();
    },
  };
}
