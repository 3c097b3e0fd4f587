import net from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut and restore: `cut()`
 * drops every open connection and refuses new ones, as a crashed or unreachable server would;
 * `restore()` accepts connections again on the same port. Loopback only.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  cut(): Promise<void>;
  /** Drops every open connection and accepts new ones without ever answering, as a host lost on the network. */
  hang(): Promise<void>;
  /** Delays every answer from the server by `ms` until `restore()`, as a slow network: requests stay in flight that long. */
  lag(ms: number): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let hanging = false;
  let lagMs = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    if (hanging) {
      track(client);
      client.on('error', () => {});
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    // Answers in order, each `lagMs` late (timers of one delay fire in the order they were set).
    upstream.on('data', (chunk: Buffer) => {
      const write = () => { if (!client.destroyed) client.write(chunk); };
      if (lagMs) setTimeout(write, lagMs);
      else write();
    });
    upstream.on('end', () => { if (lagMs) setTimeout(() => client.end(), lagMs); else client.end(); });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => { server.off('error', reject); resolve(); });
  });
  const stop = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) server.close(() => resolve());
    else resolve();
  });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: stop,
    async hang() {
      hanging = true;
      for (const socket of sockets) socket.destroy();
    },
    lag(ms) {
      lagMs = ms;
    },
    async restore() {
      hanging = false;
      lagMs = 0;
      for (const socket of sockets) socket.destroy();
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
