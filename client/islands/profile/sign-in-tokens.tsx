import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDay } from '../../../contracts/day-format.ts';
import type { ApiTokenView } from '../../../contracts/profile.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { GqlError, execute, failureText } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import { postJson } from '../../lib/post-json.ts';
import type { ProfileWords } from './profile-words.ts';

const REVOKE = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) { message tokens { id name createdAt expiresAt lastUsedAt status } }
  }
`);

const STATUS_LABEL = { active: 'profile.edit.tokens.active', revoked: 'profile.edit.tokens.revoked', expired: 'profile.edit.tokens.expired' } as const satisfies Record<ApiTokenView['status'], string>;

/**
 * My Profile's sign-in section: the API tokens programs got by logging in as this person (never the tokens
 * themselves), each revocable, and Log out everywhere, which ends every session and token of theirs.
 */
export function SignInTokens({ initial, loginPath, words: { t, say } }: { initial: ApiTokenView[]; loginPath: string; words: ProfileWords }) {
  const { locale } = useIntl();
  /** A day in the page's language, the same words on the server and in the browser (its UTC day: no zone of either). */
  const day = (iso: string | null) => (iso ? formatDay(iso, locale) : t('profile.edit.never'));
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
    if (!window.confirm(t('profile.edit.tokens.confirmEverywhere'))) return;
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
      <h2 id="sign-in-title">{t('profile.edit.tokens.title')}</h2>
      {status && <p className={`alert ${status.kind === 'ok' ? 'alert-success' : 'alert-error'}`} role="status" data-testid="tokens-status">{say(status.text)}</p>}
      <h3>{t('profile.edit.tokens.api')}</h3>
      <p className="field-hint">{t('profile.edit.tokens.lead')}</p>
      {tokens.length === 0 ? <p data-testid="no-tokens">{t('profile.edit.tokens.none')}</p> : (
        <div className="table-scroll" role="region" aria-label={t('profile.edit.tokens.api')} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('profile.edit.tokens.name')}</th><th scope="col">{t('profile.edit.tokens.created')}</th>
                <th scope="col">{t('profile.edit.tokens.lastUsed')}</th><th scope="col">{t('profile.edit.tokens.expires')}</th>
                <th scope="col">{t('profile.edit.tokens.status')}</th><th scope="col"><span className="visually-hidden">{t('profile.edit.tokens.action')}</span></th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((x) => (
                <tr key={x.id} data-token-id={x.id}>
                  <th scope="row">{x.name}</th>
                  <td>{day(x.createdAt)}</td>
                  <td>{day(x.lastUsedAt)}</td>
                  <td>{day(x.expiresAt)}</td>
                  <td>{t(STATUS_LABEL[x.status])}</td>
                  <td>
                    {x.status === 'active' && (
                      <button type="button" className="btn btn-light btn-small" disabled={busy} onClick={() => void revoke(x.id)}>
                        {t('profile.edit.tokens.revoke')}<span className="visually-hidden"> {x.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t('profile.edit.tokens.everywhere')}</h3>
      <p className="field-hint">{t('profile.edit.tokens.everywhereLead')}</p>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void everywhere()} data-testid="logout-everywhere">
        {t('profile.edit.tokens.everywhere')}
      </button>
    </section>
  );
}

