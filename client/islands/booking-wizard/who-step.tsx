import { lazy, Suspense, useState } from 'react';
import { errorText, postJson } from '../../lib/post-json.ts';
import { CUSTOMER_NOT_FOUND } from '../../../contracts/customer-words.ts';
import type { Customer } from './types.ts';
import { useSay } from './words.tsx';

export type { Customer };

// The registration carries the server's name and phone rules (zod): fetched when a search finds no one.
const RegisterCustomer = lazy(() => import('./register-customer.tsx'));

/**
 * A vendor books for an owner found by email, or registers one at the desk. The search and the registration
 * are two modes: a search without a match opens the registration (saying 'Customer not found' as its first
 * line, not as an error left over it), and editing the email goes back to searching.
 */
export function CustomerSearch({ onFound }: { onFound: (customer: Customer) => void }) {
  const say = useSay();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);

  async function search() {
    const a = await postJson('/api/bookings/customer', { email: email.trim().toLowerCase() });
    setNotFound(a.status === 404);
    if (a.status === 404) return setError(null);
    if (!a.ok) return setError(say.text(errorText(a, CUSTOMER_NOT_FOUND)));
    setError(null);
    onFound(a.body as Customer);
  }

  return (
    <div className="customer-search" data-testid="customer-search">
      <label htmlFor="customer-email">{say('booking.customer.email')}</label>
      <div className="promo-row">
        <input id="customer-email" type="email" value={email} onChange={(e) => {
          setEmail(e.target.value);
          setNotFound(false);
          setError(null);
        }} />
        <button type="button" className="btn btn-secondary" onClick={() => void search()}>{say('booking.customer.search')}</button>
      </div>
      {error && <p className="field-error" role="alert">{error}</p>}
      {notFound && <Suspense fallback={null}><RegisterCustomer email={email.trim().toLowerCase()} onRegistered={onFound} /></Suspense>}
    </div>
  );
}
