import { useState } from 'react';
import { newCustomerSchema } from '../../../contracts/bookings.ts';
import { checkFields, useFieldErrors } from '../../lib/field-errors.ts';
import { errorText, fieldTexts, postJson } from '../../lib/post-json.ts';
import { CUSTOMER_NOT_FOUND } from '../../../contracts/customer-words.ts';
import type { Customer } from './types.ts';
import { MESSAGES } from '../../../contracts/account-rules.ts';
import { useSay } from './words.tsx';
import { LOCALE_NAMES, LOCALES, DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';

type Fields = { firstName: string; lastName: string; phone: string };

/**
 * Registers a new owner for the vendor; the owner is emailed a link to set a password, in the client's language the
 * desk chooses here (the desk's own page language at first), which their account keeps for every later mail.
 */
export default function RegisterCustomer({ email, onRegistered }: { email: string; onRegistered: (customer: Customer) => void }) {
  const say = useSay();
  const [fields, setFields] = useState<Fields>({ firstName: '', lastName: '', phone: '' });
  // The server's own rules (accented names, formatted numbers), field by field, cleared as each is put right.
  const { errors, setErrors, show, follow } = useFieldErrors<Fields>((v) => say.fields(checkFields(newCustomerSchema, { ...v, email })));
  const [failure, setFailure] = useState<string | null>(null);
  const [locale, setLocale] = useState<Locale>(say.words?.locale ?? DEFAULT_LOCALE);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    const next = { ...fields, [name]: e.target.value };
    setFields(next);
    follow(name, next);
  };

  async function register() {
    setFailure(null);
    if (Object.keys(show(fields)).length) return;
    setBusy(true);
    const a = await postJson('/api/bookings/customer/register', { ...fields, email, locale });
    setBusy(false);
    if (!a.ok) {
      setErrors(say.fields(fieldTexts(a)));
      return setFailure(say.text(errorText(a, MESSAGES.somethingWrong)));
    }
    onRegistered(a.body as Customer);
  }

  const field = (name: keyof Fields, label: string, type = 'text') => (
    <div className="form-field">
      <label htmlFor={`customer-${name}`}>{label}</label>
      <input id={`customer-${name}`} type={type} inputMode={type === 'tel' ? 'tel' : undefined} value={fields[name]} onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `customer-${name}-error` : undefined} />
      {errors[name] && <p className="field-error" id={`customer-${name}-error`}>{errors[name]}</p>}
    </div>
  );

  return (
    <fieldset className="register-customer" data-testid="register-customer">
      <legend>{say('booking.customer.register', { email })}</legend>
      <p className="field-hint" data-testid="customer-not-found">{say('booking.customer.notFound', { notFound: say.text(CUSTOMER_NOT_FOUND) })}</p>
      {field('firstName', say('booking.customer.firstName'))}
      {field('lastName', say('booking.customer.lastName'))}
      {field('phone', say('booking.customer.mobile'), 'tel')}
      <div className="form-field">
        <label htmlFor="customer-locale">{say('booking.desk.language')}</label>
        <select id="customer-locale" value={locale} onChange={(e) => setLocale(e.target.value as Locale)} aria-describedby="customer-locale-hint"
          data-testid="customer-locale">
          {LOCALES.map((l) => <option key={l} value={l} lang={l}>{LOCALE_NAMES[l]}</option>)}
        </select>
        <p className="field-hint" id="customer-locale-hint">{say('booking.desk.languageHint')}</p>
      </div>
      {errors.email && <p className="field-error" role="alert">{errors.email}</p>}
      {failure && <p className="field-error" role="alert">{failure}</p>}
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void register()}>{say(busy ? 'booking.pay.pleaseWait' : 'booking.customer.submit')}</button>
    </fieldset>
  );
}
