import { useState } from 'react';
import { newCustomerSchema } from '../../../contracts/bookings.ts';
import { errorText, postJson } from './api.ts';

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
    // The server's own rules first (accented names, formatted numbers), so a slip shows without a round trip.
    const checked = newCustomerSchema.safeParse({ ...fields, email });
    if (!checked.success) return setError(checked.error.issues[0].message);
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
      <div className="form-field"><label htmlFor="customer-phone">Mobile (10 digits)</label><input id="customer-phone" type="tel" inputMode="tel" value={fields.phone} onChange={set('phone')} /></div>
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void register()}>{busy ? 'Please Wait...' : 'Register customer'}</button>
    </fieldset>
  );
}
