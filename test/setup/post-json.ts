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

/** Runs one GraphQL operation against the test app, as a bearer-token holder when given, and returns the JSON answer. */
export async function graphqlAs(t: TestApp, query: string, variables: object = {}, token?: string) {
  const res = await postJson(t, '/graphql', { query, variables }, { token });
  return res.json();
}
