import { useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION, ERASURE_DAYS } from '../../../contracts/profile.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { FormField } from '../../lib/form-field.tsx';
import { FormStatus } from '../../lib/form-status.tsx';
import { useConfirm } from '../../lib/dialog.tsx';
import { errorText, postJson } from '../../lib/post-json.ts';

/**
 * Delete my account (owners): the password confirms it, the product's dialog asks once more, then the owner is
 * signed out and sent to the home page. What happens is said before anything is done.
 */
export function DeleteAccount() {
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
      question: 'Delete your account?', confirmLabel: 'Delete my account', cancelLabel: 'Keep my account', danger: true,
      detail: 'You will be signed out everywhere and cannot sign in again. This cannot be undone.', testId: 'delete-account-confirm',
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
    const fieldError = answer.body.error?.fields?.password;
    if (fieldError) setError(fieldError);
    else setStatus({ kind: 'error', text: errorText(answer, MESSAGES.somethingWrong) });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="profile-section profile-danger" data-testid="delete-account">
      <h2>Delete account</h2>
      <p>
        Your upcoming appointments are canceled under the usual refund rules, your pets&apos; share links stop working, and
        you are signed out on every device. Your pets, health records and files are erased after {ERASURE_DAYS} days; clinics keep
        the dates and amounts of past visits and payments, shown as &quot;Deleted owner&quot;.
      </p>
      <FormField id="delete-password" label="Your password" required error={error ?? undefined}>
        <input id="delete-password" type="password" autoComplete="current-password" value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'delete-password-error' : undefined} />
      </FormField>
      <FormStatus status={status} testId="delete-account-status" />
      <button type="submit" className="btn btn-danger" disabled={busy}>{busy ? 'Please Wait...' : 'Delete my account'}</button>
      {dialog}
    </form>
  );
}
