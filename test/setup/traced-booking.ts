import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '../../server/observability/tracing.ts';

/**
 * The tracing proof's process (test/integration/tracing.test.ts): tracing starts first, with the in-memory exporter,
 * as main.ts starts it before the server's modules load; then the app over a database of its own takes a paid
 * booking through POST /api/payment, answers one GraphQL query, and runs one job queued inside a span. The finished
 * spans go to the parent over IPC with the facts the test needs to find the owner's personal data in them.
 */
const exporter = new InMemorySpanExporter();
const tracing = await startTracing({ serviceName: 'petcare-test', exporter });

const { default: moment } = await import('moment-timezone');
const { startTestApp } = await import('./app.ts');
const { dropAllTestDatabases } = await import('./db.ts');
const { postJson } = await import('./post-json.ts');
const { createApiToken, createListing, createUser, createVendor, EVERY_DAY } = await import('../factories/index.ts');
const { TEST_CARDS } = await import('../../server/adapters/payments.ts');
const { JobQueue } = await import('../../server/jobs/job-queue.ts');
const { inSpan } = await import('../../server/observability/spans.ts');

const ZONE = 'America/New_York';
const t = await startTestApp();
const db = t.testDb.db;
const vendorId = await createVendor(db);
const listingId = await createListing(db, vendorId, {
  timezone: ZONE, consultations: [{ type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY }],
});
const owner = await createUser(db, { email: 'traced.owner@example.test', first_name: 'Tracey' });
const token = await createApiToken(db, { kind: 'user', id: owner.id });
const secret = 'query-secret-4e1f';

const booked = await postJson(t, `/api/payment?ref=${secret}`, {
  paymentType: 300, vendor_listing_id: listingId, type: 'video',
  slot: moment.tz(ZONE).add(2, 'days').startOf('day').hour(10).toISOString(),
  info: { summary: 'Itchy ears' }, pet: { name: 'Biscuit', type: 1 },
  paymentInfo: { cardNumber: TEST_CARDS.approve, name: 'Tracey Owner', ccv: '123', expDt: '2030-01' },
}, { token });
const bookingId = (await booked.json() as { result: number }).result;
const graphql = await postJson(t, '/graphql', { query: 'query VetCount { vendorServices { id } }' });
await graphql.text();

// A job queued inside a span runs in that span's trace; its handler sees the data as sent.
const queue = new JobQueue(db);
let handled: unknown = null;
await queue.start([{ name: 'trace-probe', handler: async (data: object) => { handled = data; } }]);
await inSpan('probe.send', {}, () => queue.send('trace-probe', { listingId }));
await queue.drain();
await queue.stop();

// A server span ends when its response has been written, which may follow the client's read by a moment.
const serverSpans = () => exporter.getFinishedSpans().filter((s) => s.kind === 1);
while (serverSpans().length < 2) await new Promise((resolve) => setImmediate(resolve));

const plain = (s: ReadableSpan) => ({
  name: s.name, kind: s.kind, traceId: s.spanContext().traceId, spanId: s.spanContext().spanId,
  parentSpanId: s.parentSpanContext?.spanId ?? null, attributes: s.attributes,
});
process.send!({
  status: booked.status, bookingId, vendorId, ownerEmail: owner.email, secret, handled,
  database: t.testDb.kind, spans: exporter.getFinishedSpans().map(plain),
});
await t.close();
await dropAllTestDatabases(); // an embedded database goes back to the pool; close it, or the process stays
await tracing.shutdown();
process.disconnect();
