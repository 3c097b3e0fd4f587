import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** One request a push service received. */
export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in push service on a local port that records what it receives and answers 201, or for a device marked
 * gone 410. `httpsAgent` (for startTestApp's `pushHttpsAgent`) carries web-push's HTTPS requests to it as plain
 * HTTP; `device()` makes a subscription as a browser would (a P-256 key and an auth secret) at this endpoint.
 */
export async function pushEndpoint() {
  const requests: PushRequest[] = [];
  const gone = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gone.has(path) ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const httpsAgent = new https.Agent({ keepAlive: false });
  httpsAgent.createConnection = () => net.connect(port, '127.0.0.1');
  let seq = 0;
  return {
    requests,
    httpsAgent,
    /** A browser's subscription at this endpoint. */
    device() {
      seq += 1;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `https://push.example.test/send/device-${seq}-${randomBytes(4).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
    /** From now on the push service answers 410 Gone for this device. */
    markGone(endpoint: string) { gone.add(new URL(endpoint).pathname); },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
