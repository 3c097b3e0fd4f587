import { SESSION_ENDED } from '../../contracts/session.ts';
import { sessionEnded } from './session.ts';

/** A GraphQL error as the islands see it: the code, the message and any field messages. */
export class GqlError extends Error {
  constructor(message: string, readonly code: string, readonly fields: Record<string, string> = {}) {
    super(message);
  }
}

/** POSTs one operation to /graphql with the session cookie; throws GqlError on any error. */
export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  let body: { data?: T; errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }> };
  try {
    body = await res.json();
  } catch {
    throw new GqlError('Bad response', 'INTERNAL_SERVER_ERROR');
  }
  const err = body.errors?.[0];
  if (res.status === 401 || err?.extensions?.code === 'UNAUTHENTICATED') {
    sessionEnded();
    throw new GqlError(SESSION_ENDED, 'UNAUTHENTICATED');
  }
  if (err) throw new GqlError(err.message, err.extensions?.code ?? 'INTERNAL_SERVER_ERROR', err.extensions?.fields ?? {});
  if (!body.data) throw new GqlError('Bad response', 'INTERNAL_SERVER_ERROR');
  return body.data;
}

import { SOMETHING_WRONG } from '../../contracts/errors.ts';

/** True when a call failed because the session is gone. */
export function isSessionEnded(err: unknown): boolean {
  return err instanceof GqlError && err.code === 'UNAUTHENTICATED';
}

/** What an island says when a call fails: 'Your session has ended.' when it did, else its generic message. */
export function failureText(err: unknown, fallback: string = SOMETHING_WRONG): string {
  return isSessionEnded(err) ? SESSION_ENDED : fallback;
}
