import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface PlainSpan {
  name: string; kind: number; traceId: string; spanId: string; parentSpanId: string | null; attributes: Record<string, unknown>;
}
interface Report {
  status: number; bookingId: number; vendorId: number; ownerEmail: string; secret: string; handled: unknown;
  database: 'pglite' | 'pg'; spans: PlainSpan[];
}

/**
 * OpenTelemetry: the instrumentations patch modules as they load, so the app runs in a process of its own that starts
 * tracing first (test/setup/traced-booking.ts, with the in-memory exporter) and sends its spans back here.
 */
describe('tracing', function () {
  this.timeout(180_000);
  let report: Report;

  before(async () => {
    const child = fork(path.join(ROOT, 'test/setup/traced-booking.ts'), {
      cwd: ROOT, execArgv: ['--import', 'tsx', '--no-warnings'], env: { ...process.env, TZ: 'UTC', NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout!.on('data', (c) => { output += c; });
    child.stderr!.on('data', (c) => { output += c; });
    report = await new Promise<Report>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Report));
      child.once('exit', (code) => reject(new Error(`the traced process exited (${code}) before reporting:\n${output}`)));
    });
    await new Promise((resolve) => child.once('exit', resolve));
  });

  const named = (name: string) => report.spans.filter((s) => s.name === name);
  const byId = () => new Map(report.spans.map((s) => [s.spanId, s]));
  /** The span's ancestors, nearest first. */
  const ancestors = (span: PlainSpan): PlainSpan[] => {
    const ids = byId();
    const chain: PlainSpan[] = [];
    for (let p = span.parentSpanId && ids.get(span.parentSpanId); p; p = p.parentSpanId ? ids.get(p.parentSpanId) : undefined) chain.push(p);
    return chain;
  };

  it('follows a paid booking in one trace from the HTTP request through the charge to the outbox', () => {
    expect(report.status).to.equal(201);
    const [request] = report.spans.filter((s) => s.kind === 1 && s.attributes['http.route'] === '/api/payment');
    expect(request, 'the server span of POST /api/payment').not.to.equal(undefined);
    expect(request.name).to.equal('POST /api/payment');
    expect(request.parentSpanId).to.equal(null);
    expect(request.attributes['http.response.status_code']).to.equal(201);

    const [pay] = named('payment.pay');
    expect(pay.traceId).to.equal(request.traceId);
    expect(ancestors(pay)).to.include(request);
    expect(ancestors(pay).some((s) => s.attributes['express.type'] === 'request_handler'), 'under the route handler').to.equal(true);

    const [charge] = named('payment.charge');
    expect(charge.parentSpanId).to.equal(pay.spanId);
    expect(charge.attributes).to.include({ 'payment.gateway': 'test', 'payment.status': 'captured' });

    const [notify] = named('payment.notify');
    expect(notify.parentSpanId).to.equal(pay.spanId);
    const outbox = named('outbox.insert').filter((s) => s.traceId === request.traceId);
    expect(outbox.length, 'the confirmation mails').to.be.greaterThan(0);
    for (const insert of outbox) expect(ancestors(insert)).to.include(notify);

    if (report.database === 'pg') {
      // knex drives pg: the booking's statements are children in the same trace, the outbox's insert among them.
      const statements = report.spans.filter((s) => s.traceId === request.traceId && s.attributes['db.system.name'] === 'postgresql'
        || s.traceId === request.traceId && s.attributes['db.system'] === 'postgresql');
      expect(statements.length).to.be.greaterThan(5);
      expect(statements.some((s) => outbox.some((o) => s.parentSpanId === o.spanId))).to.equal(true);
    }
  });

  it('names the clinic as the tenant of the request and of the payment', () => {
    const [request] = report.spans.filter((s) => s.kind === 1 && s.attributes['http.route'] === '/api/payment');
    expect(request.attributes.tenant).to.equal(report.vendorId);
    expect(named('payment.pay')[0].attributes.tenant).to.equal(report.vendorId);
  });

  it('traces GraphQL inside its request', () => {
    const [request] = report.spans.filter((s) => s.kind === 1 && s.attributes['http.route'] === '/graphql');
    expect(request, 'the server span of /graphql').not.to.equal(undefined);
    const operation = report.spans.find((s) => s.traceId === request.traceId && s.attributes['graphql.operation.name'] === 'VetCount');
    expect(operation, 'the GraphQL operation span').not.to.equal(undefined);
  });

  it('runs a job in the trace of the span that queued it, its handler seeing the data as sent', () => {
    const [sent] = named('probe.send');
    const [job] = named('job trace-probe');
    expect(job.traceId).to.equal(sent.traceId);
    expect(job.parentSpanId).to.equal(sent.spanId);
    expect(report.handled).to.deep.equal({ listingId: (report.handled as { listingId: number }).listingId });
    expect(Object.keys(report.handled as object)).to.deep.equal(['listingId']);
  });

  it('puts no personal data, query string or client address in any attribute', () => {
    const text = JSON.stringify(report.spans.map((s) => [s.name, s.attributes]));
    expect(text).not.to.include(report.ownerEmail);
    expect(text).not.to.include('Tracey');
    expect(text).not.to.include(report.secret);
    expect(text).not.to.include('4242');
    for (const key of ['url.query', 'client.address', 'network.peer.address', 'user_agent.original', 'http.user_agent', 'net.peer.ip']) {
      expect(report.spans.filter((s) => key in s.attributes).map((s) => s.name), key).to.deep.equal([]);
    }
  });
});
