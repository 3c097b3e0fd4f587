import type { TestApp } from './app.ts';

/** POSTs JSON to the test app, as a bearer-token holder and with an Idempotency-Key when given. */
export function postJson(t: TestApp, path: string, body: unknown, options: { token?: string; key?: string } = {}): Promise<Response> {
  return t.fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: JSON.stringify(body),
  });
}
