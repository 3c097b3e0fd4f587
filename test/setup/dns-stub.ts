import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A DNS server on loopback that answers TXT questions from a table (NXDOMAIN for anything else), speaking
 * the real wire protocol so the app's resolver (node:dns, through DNS_SERVERS) is what gets tested.
 */
export interface DnsStub {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  server: string;
  /** The TXT strings a name answers with (none: NXDOMAIN). */
  records: Map<string, string[]>;
  close(): Promise<void>;
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (msg[i] !== 0) {
    const len = msg[i];
    labels.push(msg.subarray(i + 1, i + 1 + len).toString('ascii'));
    i += len + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 1 };
}

function answer(query: Buffer, records: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const qtype = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const texts = qtype === 16 ? records.get(name) : undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  header.writeUInt16BE(texts ? 0x8180 : 0x8183, 2); // a response, recursion available; NXDOMAIN without records
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(texts?.length ?? 0, 6);
  const answers = (texts ?? []).map((text) => {
    const data = Buffer.from(text, 'utf8');
    const rdata = Buffer.concat([Buffer.from([data.length]), data]);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    rr.writeUInt16BE(16, 2); // TXT
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([rr, rdata]);
  });
  return Buffer.concat([header, question, ...answers]);
}

export async function startDnsStub(): Promise<DnsStub> {
  const socket = dgram.createSocket('udp4');
  const records = new Map<string, string[]>();
  socket.on('message', (msg, remote) => {
    try {
      socket.send(answer(msg, records), remote.port, remote.address);
    } catch {
      // A malformed question gets no answer, as from a real server under attack.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    records,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
