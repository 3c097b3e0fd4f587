import { createClient, type RedisClientType } from 'redis';

/** How long a Redis connection attempt may take, and the longest pause between reconnection attempts. */
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * node-redis makes a client class with a method for each of its commands (about 750) for every set of
 * options it is given, and keeps only the last one; ours differ (the offline queue on or off), so each client made
 * that way cost about 20 ms of CPU. The class is made once, from this client, never connected: every connection is
 * a duplicate of it with its own options (a tenth of a millisecond).
 */
let template: RedisClientType | undefined;

/**
 * A Redis client that fails fast while Redis is away and comes back by itself when it returns: commands
 * sent while disconnected are refused at once (no offline queue, so a request answers 503 instead of
 * hanging), and the client keeps reconnecting every couple of seconds for as long as the process lives.
 * `queueWhileAway` keeps commands until Redis is back instead: for a client that loops on its own reads (the live
 * layer's stream adapter polls again as soon as a read fails, so a refused read would spin the event loop).
 */
export async function connectRedis(url: string, options: { queueWhileAway?: boolean } = {}): Promise<RedisClientType> {
  template ??= createClient();
  const client: RedisClientType = template.duplicate({
    url,
    disableOfflineQueue: !options.queueWhileAway,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  client.on('error', () => { /* reconnects on its own; requests answer 503 meanwhile */ });
  await client.connect();
  return client;
}

/** True when Redis answers PING within `timeoutMs`. */
export async function redisAnswers(client: RedisClientType, timeoutMs = 1_000): Promise<boolean> {
  if (!client.isReady) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      client.ping().then((answer) => answer === 'PONG'),
      new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a client: politely when connected, at once when Redis is away (QUIT would wait for it). */
export async function closeRedis(client: RedisClientType): Promise<void> {
  if (client.isReady) await client.quit();
  else client.destroy();
}
