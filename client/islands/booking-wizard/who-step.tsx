import { useState, type FormEvent } from 'react';
import { errorText, postJson } from './api.ts';
import type { WizardViewer } from './types.ts';

const LOGIN_FAILED = 'Invalid email or password.';

/** Log in without leaving the wizard (the account calls); sign-up goes to the sign-up page and comes back. */
export function SignInPanel({ onSignedIn }: { onSignedIn: (viewer: WizardViewer) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const a = await postJson<{ user?: { id: number; first_name: string; last_name: string; email: string; role: string } }>(
      '/api/account/login', { email: email.trim().toLowerCase(), password, role: 'user' },
    );
    const u = a.body.user;
    if (!a.ok || !u) {
      setError(errorText(a, LOGIN_FAILED));
      return setBusy(false);
    }
    onSignedIn({ kind: 'user', id: Number(u.id), firstName: u.first_name, lastName: u.last_name, email: u.email });
  }

  const back = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return (
    <form className="wizard-signin" noValidate onSubmit={onSubmit} data-testid="wizard-signin">
      <p>Log in or sign up to book.</p>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      <div className="form-field">
        <label htmlFor="wizard-email">Email</label>
        <input id="wizard-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor="wizard-password">Password</label>
        <input id="wizard-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Please Wait...' : 'Login'}</button>
      <p className="account-links"><a href={`/signup/?redirectUrl=${encodeURIComponent(back)}`}>New here? Sign up</a></p>
    </form>
  );
}

export interface Customer { id: number; firstName: string; lastName: string; email: string }

/** A vendor books for an owner found by email. */
export function CustomerSearch({ onFound }: { onFound: (customer: Customer) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function search() {
    const a = await postJson<Customer>('/api/bookings/customer', { email: email.trim().toLowerCase() });
    if (!a.ok) return setError(errorText(a, 'Customer not found'));
    setError(null);
    onFound(a.body as Customer);
  }

  return (
    <div className="customer-search" data-testid="customer-search">
      <label htmlFor="customer-email">Customer email</label>
      <div className="promo-row">
        <input id="customer-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="button" className="btn btn-secondary" onClick={() => void search()}>Search</button>
      </div>
      {error && <p className="field-error" role="alert">{error}</p>}
    </div>
  );
}
