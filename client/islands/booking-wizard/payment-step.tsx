import { MESSAGES } from '../../../contracts/account-rules.ts';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { newIdempotencyKey } from './api.ts';
import { errorText, postJson } from '../../lib/post-json.ts';
import type { PaymentBody } from '../../../contracts/rest-calls.ts';
import { cardErrors, EMPTY_CARD, type CardForm } from './card-rules.ts';
import { useSay } from './words.tsx';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { PROVIDER_UNAVAILABLE } from '../../../contracts/payment-provider.ts';
export { CONFIRM_AND_PAY, PLEASE_WAIT, PROVIDER_LOADING } from './payment-words.ts';

/** PayPal's card fields and button: their own chunk, fetched only when PayPal is configured and something is charged. */
const PayPalPayment = lazy(() => import('./paypal-payment.tsx'));
const PROMO_APPLIED = MESSAGES.promoApplied;

export interface PaidResult {
  bookingId: number;
  price: number;
  newPrice: number;
  waived: boolean;
}

export interface PaymentStepProps {
  price: number;
  productId: number;
  /** The listing booked: a promo limited to some clinics or listings is previewed only where it applies. */
  listingId?: number;
  /** The customer (for the signup plan preview); null until known. */
  userId: number | null;
  canWaive: boolean;
  /** The promo box and the signup-plan preview; off where the server gives no promo (service orders). Default on. */
  showPromo?: boolean;
  /**
   * The appointment payload without payment fields; null when the fields above have problems (they show them
   * at their own fields, and this step still checks the card, so one submit reports everything); or a message
   * when something is missing that no field holds.
   */
  payload: () => PaymentBody | string | null;
  onPaid: (result: PaidResult) => void;
  /** A way on after a refusal the form cannot fix (the slot taken, the listing gone): shown under the message. */
  recovery?: (failure: { status: number; message: string }) => ReactNode;
  /**
   * PayPal's public client id when PayPal is configured: the card is entered in PayPal's own fields (or paid
   * with the PayPal button) and never sent to our server. Absent: the local card form (the test gateway).
   */
  paypalClientId?: string | null;
}

/** The card fields the server may name in a refusal. */
const CARD_FIELDS = ['name', 'cardNumber', 'expDt', 'ccv'];

interface Promo { status: string; newPrice: number; description?: string; code?: string }

function CardField({ name, label, value, error, onChange, ...rest }: {
  name: keyof CardForm; label: string; value: string; error?: string; onChange: (name: keyof CardForm, value: string) => void;
  type?: string; inputMode?: 'numeric'; autoComplete?: string; placeholder?: string;
}) {
  const id = `card-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} value={value} onChange={(e) => onChange(name, e.target.value)} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} type={rest.type ?? 'text'} inputMode={rest.inputMode}
        autoComplete={rest.autoComplete} placeholder={rest.placeholder} />
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/**
 * The payment step of the booking wizard and the checkout: promo preview, card
 * form, waiver for vendors, and the charge. The server prices the booking
 * itself; the amounts here are a preview.
 */
export function PaymentStep({ price, productId, listingId, userId, canWaive, showPromo = true, payload, onPaid, recovery, paypalClientId }: PaymentStepProps) {
  const say = useSay();
  const [promo, setPromo] = useState<Promo | null>(null);
  const [code, setCode] = useState('');
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [waive, setWaive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ status: number; message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // One key per attempt: kept while a request is in flight or its answer is unknown, renewed after a definite answer.
  const attemptKey = useRef<string | null>(null);
  // PayPal's components exist only in a browser: the server's HTML (and the first render) shows a placeholder.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!showPromo) return undefined;
    let live = true;
    // Without a code the server looks at the owner's signup plan.
    void postJson('/api/payment/check_discount', { productId, price, userId, listingId }).then((a) => {
      if (live && a.ok && a.body.status === PROMO_APPLIED) setPromo(a.body as Promo);
    });
    return () => { live = false; };
  }, [productId, price, userId, listingId, showPromo]);

  const applied = promo?.status === PROMO_APPLIED ? promo : null;
  const newPrice = waive ? 0 : applied ? applied.newPrice : price;
  const byProvider = Boolean(paypalClientId) && newPrice > 0;

  async function applyCode() {
    if (!code.trim()) return;
    const a = await postJson('/api/payment/check_discount', { productId, price, userId, listingId, code: code.trim() });
    setPromo(a.ok ? (a.body as Promo) : { status: errorText(a, ORDER_FAILED), newPrice: price });
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // With PayPal the card fields and the button start the payment; Enter in the promo box pays nothing.
    if (busy || byProvider) return;
    const base = payload();
    const errors = cardErrors(card, newPrice, new Date());
    setFields(say.fields(errors));
    if (base === null || typeof base === 'string' || Object.keys(errors).length) {
      setError(typeof base === 'string' ? { status: 0, message: say.text(base) } : null);
      focusFirstProblem();
      return;
    }
    setBusy(true);
    setError(null);
    attemptKey.current ??= newIdempotencyKey();
    const body = {
      ...base, promoCode: applied?.code, waive: canWaive && waive ? true : undefined,
      paymentInfo: newPrice > 0 ? { ...card, cardNumber: card.cardNumber.replace(/[\s-]/g, ''), ccv: card.ccv.trim() } : undefined,
    };
    const answer = await postJson('/api/payment', body, { 'Idempotency-Key': attemptKey.current });
    if (answer.status !== 0) attemptKey.current = null;
    if (answer.ok && typeof answer.body.result === 'number') {
      onPaid({ bookingId: answer.body.result, price, newPrice, waived: canWaive && waive });
      return;
    }
    const named = Object.fromEntries(Object.entries(answer.body.fields ?? {}).filter(([k]) => CARD_FIELDS.includes(k)));
    setFields(say.fields(named));
    setError({ status: answer.status, message: say.text(errorText(answer, ORDER_FAILED)) });
    setBusy(false);
  }

  /** PayPal's flow starts: the payment body (no card), or null once the problems of the fields above are shown. */
  function providerBody(): PaymentBody | null {
    const base = payload();
    if (base === null || typeof base === 'string') {
      setError(typeof base === 'string' ? { status: 0, message: say.text(base) } : null);
      focusFirstProblem();
      return null;
    }
    setError(null);
    return { ...base, promoCode: applied?.code, waive: canWaive && waive ? true : undefined };
  }

  /** Moves the focus to the first field marked invalid on the page's form (the step's own or the fields above it). */
  function focusFirstProblem() {
    requestAnimationFrame(() => {
      const scope = form.current?.closest('[data-testid="checkout"], [data-testid="booking-wizard"]') ?? form.current;
      scope?.querySelector<HTMLElement>(':is(input, select, textarea)[aria-invalid="true"]')?.focus();
    });
  }

  const setField = (name: keyof CardForm, value: string) => setCard((c) => ({ ...c, [name]: value }));
  return (
    <form className="payment-step" noValidate onSubmit={onSubmit} data-testid="payment-step" ref={form}>
      <dl className="price-lines">
        <dt>{say('booking.pay.price')}</dt><dd>{say.price(price)}</dd>
        <dt>{say('booking.pay.discount')}</dt><dd data-testid="discount">{say.price(price - newPrice)}</dd>
        <dt>{say('booking.pay.total')}</dt><dd data-testid="total">{say.price(newPrice)}</dd>
      </dl>
      {showPromo && (
        <div className="promo-box">
          <label htmlFor="promo-code">{say('booking.pay.promoCode')}</label>
          <div className="promo-row">
            <input id="promo-code" name="promoCode" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
            <button type="button" className="btn btn-secondary" onClick={() => void applyCode()}>{say('booking.pay.apply')}</button>
          </div>
          {promo?.status && (
            <div className={applied ? 'alert alert-success' : 'alert alert-error'} role="status" data-testid="promo-status">
              <p>{say.text(promo.status)}</p>
              {applied?.description && <div className="promo-description" dangerouslySetInnerHTML={{ __html: applied.description }} />}
            </div>
          )}
        </div>
      )}
      {canWaive && (
        <label className="checkbox">
          <input type="checkbox" checked={waive} onChange={(e) => setWaive(e.target.checked)} />{say('booking.afterInput', { text: say('booking.pay.waive') })}
        </label>
      )}
      {byProvider && (mounted ? (
        <Suspense fallback={<p className="provider-loading" data-testid="provider-payment">{say('booking.pay.providerLoading')}</p>}>
          <PayPalPayment clientId={paypalClientId!} body={providerBody} busy={busy} onBusy={setBusy}
            submitLabel={say(busy ? 'booking.pay.pleaseWait' : 'booking.pay.confirmAndPay')} cardLegend={say('booking.pay.card')}
            locale={say.words?.intl} unavailable={say.text(PROVIDER_UNAVAILABLE)}
            onPaid={(id) => onPaid({ bookingId: id, price, newPrice, waived: false })}
            onFailure={(failure) => { setBusy(false); setError({ ...failure, message: say.text(failure.message) }); }} />
        </Suspense>
      ) : <p className="provider-loading" data-testid="provider-payment">{say('booking.pay.providerLoading')}</p>)}
      {newPrice > 0 && !byProvider && (
        <fieldset className="card-form">
          <legend>{say('booking.pay.card')}</legend>
          <CardField name="name" label={say('booking.pay.cardName')} value={card.name} error={fields.name} onChange={setField} autoComplete="cc-name" />
          <CardField name="cardNumber" label={say('booking.pay.cardNumber')} value={card.cardNumber} error={fields.cardNumber} onChange={setField}
            inputMode="numeric" autoComplete="cc-number" />
          <CardField name="expDt" label={say('booking.pay.expiry')} type="month" value={card.expDt} error={fields.expDt} onChange={setField}
            autoComplete="cc-exp" placeholder={say('booking.pay.expiryPlaceholder')} />
          <CardField name="ccv" label={say('booking.pay.securityCode')} value={card.ccv} error={fields.ccv} onChange={setField} inputMode="numeric" autoComplete="cc-csc" />
        </fieldset>
      )}
      {error && (
        <div className="alert alert-error" role="alert" data-testid="payment-error">
          <p>{error.message}</p>
          {recovery?.(error)}
        </div>
      )}
      {!byProvider && (
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="pay">
          {say(busy ? 'booking.pay.pleaseWait' : 'booking.pay.confirmAndPay')}
        </button>
      )}
    </form>
  );
}
