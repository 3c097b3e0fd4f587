import { sessionEnded } from './session.ts';
import { pageWord } from './page-words.ts';
import { SESSION_ENDED } from '../../contracts/session.ts';
import type { RestAnswer, RestInput, RestPath } from '../../contracts/rest-calls.ts';

/**
 * A REST call's answer: the HTTP status (0: no answer) and the body, the call's own answer or a refusal's words (the
 * spec's English, and `text` / `fieldTexts` in the page's language when it is not English).
 */
export interface JsonAnswer<T = object> {
  ok: boolean;
  status: number;
  body: Partial<T> & { msg?: string; status?: string; fields?: Record<string, string>; text?: string; fieldTexts?: Record<string, string>; error?: { message?: string; fields?: Record<string, string> } };
}

/**
 * POSTs JSON with the session cookie, typed by the call's contract (contracts/rest-calls.ts): what `path` takes
 * and what it answers. Network failures come back as status 0.
 */
export async function postJson<P extends RestPath>(path: P, body: RestInput<P>, headers: Record<string, string> = {}): Promise<JsonAnswer<RestAnswer<P>>> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    // Outside the account calls (where 401 means wrong credentials), a 401 means the session is gone: said in the
    // page's language, the English kept in `status`.
    if (res.status === 401 && !path.startsWith('/api/account/')) {
      sessionEnded();
      return { ok: false, status: 401, body: { ...json, status: SESSION_ENDED, text: pageWord('errors.sessionEnded', SESSION_ENDED) } };
    }
    return { ok: res.ok, status: res.status, body: json };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}

/** The text to show for a failed call: the server's own message first, in the page's language when it sent one. */
export function errorText(answer: JsonAnswer<object>, fallback: string): string {
  return answer.body.text ?? answer.body.status ?? answer.body.error?.message ?? answer.body.msg ?? fallback;
}

/** A refusal's field messages to show, in the page's language when the server sent them so. */
export function fieldTexts(answer: JsonAnswer<object>): Record<string, string> {
  return answer.body.fieldTexts ?? answer.body.fields ?? answer.body.error?.fields ?? {};
}
