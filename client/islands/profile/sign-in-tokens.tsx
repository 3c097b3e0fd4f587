import { useState } from 'react';
import type { ApiTokenView } from '../../../contracts/profile.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { GqlError, execute, failureText } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import { postJson } from '../../lib/post-json.ts';

const REVOKE = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) { message tokens { id name createdAt expiresAt lastUsedAt status } }
  }
`);

const STATUS_LABEL: Record<ApiTokenView['status'], string> = { active: 'Active', revoked: 'Revoked', expired: 'Expired' };
const CONFIRM_EVERYWHERE = 'Log out everywhere? Every device and program signed in as you, this one included, will have to sign in again.';

/** A date as the same words on the server and in the browser (no zone or locale of either). */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'Never');

/**
 * My Profile's sign-in section: the API tokens programs got by logging in as this person (never the tokens
 * themselves), each revocable, and Log out everywhere, which ends every session and token of theirs.
 */
export function SignInTokens({ initial, loginPath }: { initial: ApiTokenView[]; loginPath: string }) {
  const [tokens, setTokens] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function revoke(id: number) {
    setBusy(true);
    try {
      const data = await execute(REVOKE, { id: String(id) });
      setTokens(data.revokeApiToken.tokens.map((x) => ({ ...x, id: Number(x.id), lastUsedAt: x.lastUsedAt ?? null, status: x.status as ApiTokenView['status'] })));
      setStatus({ kind: 'ok', text: data.revokeApiToken.message });
    } catch (err) {
      setStatus({ kind: 'error', text: err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err) });
    } finally {
      setBusy(false);
    }
  }

  async function everywhere() {
    if (!window.confirm(CONFIRM_EVERYWHERE)) return;
    setBusy(true);
    const answer = await postJson('/api/account/logout_everywhere', {});
    if (answer.ok) {
      window.location.assign(loginPath);
      return;
    }
    setBusy(false);
    setStatus({ kind: 'error', text: MESSAGES.somethingWrong });
  }

  return (
    <section className="profile-section sign-in-tokens" data-testid="sign-in-tokens" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Signing in</h2>
      {status && <p className={`alert ${status.kind === 'ok' ? 'alert-success' : 'alert-error'}`} role="status" data-testid="tokens-status">{status.text}</p>}
      <h3>API tokens</h3>
      <p className="field-hint">Programs you signed in to with your password get a token of their own. Revoke one to sign that program out.</p>
      {tokens.length === 0 ? <p data-testid="no-tokens">You have no API tokens.</p> : (
        <div className="table-scroll" role="region" aria-label="API tokens" tabIndex={0}>
          <table className="table">
            <thead><tr><th scope="col">Name</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Action</span></th></tr></thead>
            <tbody>
              {tokens.map((x) => (
                <tr key={x.id} data-token-id={x.id}>
                  <th scope="row">{x.name}</th>
                  <td>{day(x.createdAt)}</td>
                  <td>{day(x.lastUsedAt)}</td>
                  <td>{day(x.expiresAt)}</td>
                  <td>{STATUS_LABEL[x.status]}</td>
                  <td>
                    {x.status === 'active' && (
                      <button type="button" className="btn btn-light btn-small" disabled={busy} onClick={() => void revoke(x.id)}>
                        Revoke<span className="visually-hidden"> {x.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Log out everywhere</h3>
      <p className="field-hint">Ends every signed-in session of yours on every device, this one included, and revokes every API token.</p>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void everywhere()} data-testid="logout-everywhere">
        Log out everywhere
      </button>
    </section>
  );
}

