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

/** A vendor books for an owner found by email, or registers one at the desk. */
export function CustomerSearch({ onFound }: { onFound: (customer: Customer) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);

  async function search() {
    const a = await postJson<Customer>('/api/bookings/customer', { email: email.trim().toLowerCase() });
    setNotFound(a.status === 404);
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
      {notFound && <RegisterCustomer email={email.trim().toLowerCase()} onRegistered={onFound} />}
    </div>
  );
}

/** Registers a new owner for the vendor; the owner is emailed a link to set a password. */
function RegisterCustomer({ email, onRegistered }: { email: string; onRegistered: (customer: Customer) => void }) {
  const [fields, setFields] = useState({ firstName: '', lastName: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value });

  async function register() {
    setBusy(true);
    const a = await postJson<Customer>('/api/bookings/customer/register', { ...fields, email });
    setBusy(false);
    if (!a.ok) return setError(errorText(a, 'Sorry! Something went wrong. Please try again later.'));
    onRegistered(a.body as Customer);
  }

  return (
    <fieldset className="register-customer" data-testid="register-customer">
      <legend>{`Register ${email} as a new customer`}</legend>
      <div className="form-field"><label htmlFor="customer-first">First name</label><input id="customer-first" value={fields.firstName} onChange={set('firstName')} /></div>
      <div className="form-field"><label htmlFor="customer-last">Last name</label><input id="customer-last" value={fields.lastName} onChange={set('lastName')} /></div>
      <div className="form-field"><label htmlFor="customer-phone">Mobile (10 digits)</label><input id="customer-phone" inputMode="numeric" value={fields.phone} onChange={set('phone')} /></div>
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void register()}>{busy ? 'Please Wait...' : 'Register customer'}</button>
    </fieldset>
  );
}
