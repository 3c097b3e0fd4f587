import type { RedisClientType } from 'redis';
import { closeRedis } from '../../adapters/redis.ts';

/** The pause before a failed stream read is reported, so the adapter's read loop cannot spin on a client that refuses at once. */
export const READ_RETRY_PAUSE_MS = 250;

/** Commands the stream adapter sends without waiting for or handling their answer (see `guardForStreamsAdapter`). */
const FIRE_AND_FORGET = new Set(['publish', 'sPublish', 'PUBLISH', 'SPUBLISH', 'set', 'SET', 'subscribe', 'sSubscribe', 'SUBSCRIBE', 'SSUBSCRIBE']);
const READS = new Set(['xRead', 'XREAD']);
const CLOSES = new Set(['disconnect', 'destroy']);

export interface StreamsAdapterRedis {
  /** The client to hand to `createAdapter`. */
  client: RedisClientType;
  /** Closes the duplicates the adapter made (at once: they only read and listen), then the client (after its answers). */
  close(): Promise<void>;
}

/**
 * The Redis client handed to @socket.io/redis-streams-adapter (0.3.1, the latest), made safe for a process that
 * must outlive Redis going away and its own clients closing. The adapter drops some command promises on the floor:
 * PUBLISH of its ephemeral messages (the fetchSockets behind presence, server-side emits), SUBSCRIBE on its
 * duplicated subscriber, SET of sessions; and on close it calls `disconnect()` on its duplicates, which node-redis 5
 * throws from (ClientClosedError) when the client is already closed. Each of those is an unhandled rejection, and
 * Node ends the process on one: a web process died so when a fetchSockets begun before shutdown published after the
 * client had quit, and would when Redis drops a connection while such a PUBLISH awaits its answer.
 *
 * Here those promises get a handler (the error goes to `onDropped`; a caller that awaits one still sees it),
 * `disconnect()` and `destroy()` of a client already closed do nothing, a failed stream read is reported only after
 * a short pause (the read loop polls again at once), and the duplicates the adapter makes (its stream reader and its
 * subscriber) are guarded alike and closed with the client. Everything else reaches the client untouched, bound to
 * it (node-redis reads private fields through `this`).
 */
export function streamsAdapterRedis(client: RedisClientType, onDropped: (err: unknown, command: string) => void): StreamsAdapterRedis {
  const duplicates: RedisClientType[] = [];
  const guard = (real: RedisClientType): RedisClientType => new Proxy(real, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (prop === 'duplicate') {
        return (...args: unknown[]) => {
          const copy = fn.apply(target, args) as RedisClientType;
          duplicates.push(copy);
          return guard(copy);
        };
      }
      if (CLOSES.has(prop)) {
        return (...args: unknown[]) => (target.isOpen ? fn.apply(target, args) : Promise.resolve());
      }
      if (FIRE_AND_FORGET.has(prop)) {
        return (...args: unknown[]) => {
          const answer = fn.apply(target, args);
          if (answer instanceof Promise) answer.catch((err: unknown) => onDropped(err, prop));
          return answer;
        };
      }
      if (READS.has(prop)) {
        return (...args: unknown[]) => (fn.apply(target, args) as Promise<unknown>).catch(async (err: unknown) => {
          await new Promise((resolve) => setTimeout(resolve, READ_RETRY_PAUSE_MS));
          throw err;
        });
      }
      return fn.bind(target);
    },
  });
  return {
    client: guard(client),
    async close() {
      // Destroyed, not quit: a quit would wait for the reader's blocking XREAD to answer. Its loop stops on the abort.
      for (const copy of duplicates.splice(0)) if (copy.isOpen) copy.destroy();
      await closeRedis(client);
    },
  };
}
