import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

export const STUB_DECLINED_CARD = '4000000000000002';
/** The stub's verify-webhook-signature answers SUCCESS only for this signature and webhook id. */
export const STUB_VALID_SIGNATURE = 'valid-signature';
export const STUB_WEBHOOK_ID = 'WH-TEST';

interface Recorded {
  method: string;
  path: string;
  requestId?: string;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for the PayPal REST endpoints the gateway uses (OAuth token,
 * create order, capture order), with PayPal-Request-Id idempotency. An order
 * created without a card waits for the buyer: `approve(id)` is the buyer approving
 * it in PayPal's button or card fields (`{ decline: true }`: with a card the
 * issuer then declines at capture); capturing an order nobody approved answers
 * ORDER_NOT_APPROVED, and one already captured ORDER_ALREADY_CAPTURED, as PayPal does. The SDK
 * reaches it through an agent that opens a plain TCP connection to the stub
 * whatever host the SDK asks for (api-m.sandbox.paypal.com).
 */
export async function startPayPalStub() {
  const requests: Recorded[] = [];
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const orders = new Map<string, Record<string, unknown>>();
  const refunds: Array<{ id: string; captureId: string; amount: unknown; requestId?: string }> = [];
  const state = { refundsDown: false, capturesDown: false };
  /** Runs once PayPal has taken a card payment and before it answers (the process drills kill the app there). */
  let afterCardCapture: (() => void) | null = null;
  /** The buyer's approvals, by order id: 'declined' when the card they entered is then declined at capture. */
  const approvals = new Map<string, 'approved' | 'declined'>();
  /** Captures actually made (a replayed PayPal-Request-Id makes none), by order id. */
  const captures: string[] = [];

  const completed = (id: string, amount: unknown) => ({
    id,
    status: 'COMPLETED',
    purchase_units: [{ amount, payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount }] } }],
  });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      let body: Record<string, unknown> = {};
      try { body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : {}; } catch { /* form body */ }
      requests.push({ method: req.method ?? '', path: url.pathname, requestId, body });
      const send = (status: number, payload: unknown) => {
        if (requestId) byRequestId.set(`${url.pathname}:${requestId}`, { status, body: payload });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      const previous = requestId && byRequestId.get(`${url.pathname}:${requestId}`);
      if (previous) return void res.writeHead(previous.status, { 'content-type': 'application/json' }).end(JSON.stringify(previous.body));

      if (url.pathname === '/v1/oauth2/token') {
        if (!req.headers.authorization?.startsWith('Basic ')) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: `A21-${randomUUID()}`, token_type: 'Bearer', expires_in: 32400 });
      }
      if (!req.headers.authorization?.startsWith('Bearer ')) return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
        const ok = body.transmission_sig === STUB_VALID_SIGNATURE && body.webhook_id === STUB_WEBHOOK_ID
          && typeof body.webhook_event === 'object' && Boolean(body.cert_url) && Boolean(body.transmission_id);
        return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const unit = (body.purchase_units as Array<{ amount: unknown }>)[0];
        const card = (body.payment_source as { card?: { number?: string } } | undefined)?.card;
        const id = `ORDER-${orders.size + 1}`;
        if (card?.number === STUB_DECLINED_CARD) {
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }] });
        }
        const order = card ? completed(id, unit.amount) : {
          id, status: 'CREATED', purchase_units: [{ amount: unit.amount }],
          links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, method: 'GET' }],
        };
        orders.set(id, order);
        if (card) afterCardCapture?.();
        return send(201, order);
      }
      const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refund) {
        if (state.refundsDown) {
          // Not remembered under the request id: a retry with the same id is tried afresh, as after a PayPal outage.
          return void res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'SERVICE_UNAVAILABLE' }));
        }
        const known = refund[1].startsWith('CAP-') && orders.get(refund[1].slice(4))?.status === 'COMPLETED';
        if (!known) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        const made = { id: `REF-${refunds.length + 1}`, captureId: refund[1], amount: body.amount, requestId };
        refunds.push(made);
        return send(201, { id: made.id, status: 'COMPLETED', amount: body.amount });
      }
      const getOrder = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && getOrder) {
        const order = orders.get(getOrder[1]);
        return order ? send(200, order) : send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
      if (req.method === 'POST' && capture && state.capturesDown) {
        // Not remembered under the request id: the retry is tried afresh once PayPal answers again.
        return void res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'SERVICE_UNAVAILABLE' }));
      }
      if (req.method === 'POST' && capture) {
        const order = orders.get(capture[1]);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        if (order.status === 'COMPLETED') {
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }] });
        }
        const approval = approvals.get(capture[1]);
        if (!approval) {
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'The payer has not yet approved the Order for payment.' }] });
        }
        if (approval === 'declined') {
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }] });
        }
        const amount = (order.purchase_units as Array<{ amount: unknown }>)[0].amount;
        const done = completed(capture[1], amount);
        orders.set(capture[1], done);
        captures.push(capture[1]);
        return send(201, done);
      }
      send(404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const httpsAgent = new http.Agent({ keepAlive: false });
  // Node checks an agent's protocol against the URL's; the bytes on this socket are plain HTTP.
  (httpsAgent as unknown as { protocol: string }).protocol = 'https:';
  httpsAgent.createConnection = () => net.connect(port, '127.0.0.1');
  return {
    requests,
    /** Orders created (by id), as PayPal holds them. */
    orders,
    /** Captures made, one order id each. */
    captures,
    /** The buyer approves order `id` in PayPal's button or card fields; `decline`: the card is declined at capture. */
    approve(id: string, options: { decline?: boolean } = {}) {
      approvals.set(id, options.decline ? 'declined' : 'approved');
      const order = orders.get(id);
      if (order && order.status === 'CREATED') orders.set(id, { ...order, status: 'APPROVED' });
    },
    /** Refunds made (one per PayPal-Request-Id). */
    refunds,
    /** While true, refund calls answer 503 (an outage) and are not remembered. */
    setRefundsDown(down: boolean) { state.refundsDown = down; },
    /** While true, capture calls answer 503 (no definite answer) and are not remembered. */
    setCapturesDown(down: boolean) { state.capturesDown = down; },
    httpsAgent,
    /** Runs `hook` after each card payment PayPal takes, before answering it (null: none). */
    onCardCapture(hook: (() => void) | null) { afterCardCapture = hook; },
    port,
    /** Plain HTTP base URL (for the webhook verifier's fetch calls). */
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
