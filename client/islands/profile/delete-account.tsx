import { useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION, ERASURE_DAYS } from '../../../contracts/profile.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { FormField } from '../../lib/form-field.tsx';
import { FormStatus } from '../../lib/form-status.tsx';
import { useConfirm } from '../../lib/dialog.tsx';
import { errorText, fieldTexts, postJson } from '../../lib/post-json.ts';
import type { ProfileWords } from './profile-words.ts';

/**
 * Delete my account (owners): the password confirms it, the product's dialog asks once more, then the owner is
 * signed out and sent to the home page. What happens is said before anything is done.
 */
export function DeleteAccount({ words: { t, say } }: { words: ProfileWords }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, ask] = useConfirm();

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setStatus(null);
    if (!password) {
      setError(ACCOUNT_DELETION.passwordRequired);
      return;
    }
    setError(null);
    const sure = await ask({
      question: t('profile.edit.delete.question'), confirmLabel: t('profile.edit.delete.button'), cancelLabel: t('profile.edit.delete.keep'), danger: true,
      detail: t('profile.edit.delete.detail'), testId: 'delete-account-confirm',
    });
    if (!sure) return;
    setBusy(true);
    const answer = await postJson('/api/account/delete', { password });
    setBusy(false);
    if (answer.ok) {
      setStatus({ kind: 'ok', text: answer.body.msg ?? ACCOUNT_DELETION.deleted });
      window.setTimeout(() => window.location.assign('/'), 2500);
      return;
    }
    const fieldError = fieldTexts(answer).password;
    if (fieldError) setError(fieldError);
    else setStatus({ kind: 'error', text: errorText(answer, MESSAGES.somethingWrong) });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="profile-section profile-danger" data-testid="delete-account">
      <h2>{t('profile.edit.delete.title')}</h2>
      <p>{t('profile.edit.delete.lead', { days: ERASURE_DAYS })}</p>
      <FormField id="delete-password" label={t('profile.edit.delete.password')} required error={error ? say(error) : undefined}>
        <input id="delete-password" type="password" autoComplete="current-password" value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'delete-password-error' : undefined} />
      </FormField>
      <FormStatus status={status} say={say} testId="delete-account-status" />
      <button type="submit" className="btn btn-danger" disabled={busy}>{t(busy ? 'profile.edit.pleaseWait' : 'profile.edit.delete.button')}</button>
      {dialog}
    </form>
  );
}
