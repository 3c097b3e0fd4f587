import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ProviderOrderBody } from '../../contracts/rest-calls.ts';
import type { ProviderFailure } from './booking-wizard/provider-api.ts';
import { fill, sayText } from '../../contracts/messages/fill.ts';
import type { RecordsPayPalWordId, RecordsPayPalWords } from '../../views/pages/records-requests/records-words.ts';

/** PayPal's card fields and button: the booking wizard's chunk, fetched only when something is charged. */
const PayPalPayment = lazy(() => import('./booking-wizard/paypal-payment.tsx'));

export interface RecordsPayPalProps {
  /** PayPal's public client id (never the secret). */
  clientId: string;
  /** Free vets the owner has left; each vet beyond them costs `extraVetCents`. */
  freeLeft: number;
  extraVetCents: number;
  /** The form's vet rows (`clinicName1`...): a row with any field filled counts as a vet. */
  rows: number;
  /** The page's words (views/pages/records-requests/records-words.ts); the ids are said as they are without them. */
  words?: RecordsPayPalWords;
}

/** The form's names that are never sent to the provider's create-order call. */
const NOT_SENT = new Set(['_csrf', 'name', 'cardNumber', 'expDt', 'ccv']);
const usd = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

/**
 * The records request form's payment with PayPal configured (inside the plain form): while the vets named fit
 * the free ones the form posts as it does without script, and nothing is charged; beyond them the form's own
 * button gives way to PayPal's card fields and button, which send the form's fields (never a card) to our
 * server's create-order call, and once the capture answers the request's id the page shows it sent. Its words,
 * and PayPal's own fields and button, speak the page's language.
 */
export default function RecordsPayPal({ clientId, freeLeft, extraVetCents, rows, words }: RecordsPayPalProps) {
  const say = (id: RecordsPayPalWordId, values?: Record<string, string | number>) => fill(words?.words[id] ?? id, values);
  const box = useRef<HTMLFieldSetElement>(null);
  const [mounted, setMounted] = useState(false);
  const [vets, setVets] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ProviderFailure | null>(null);
  const paid = Math.max(0, vets - freeLeft);

  const form = () => box.current?.closest('form') ?? null;

  useEffect(() => {
    setMounted(true);
    const el = form();
    if (!el) return;
    const count = () => {
      const data = new FormData(el);
      let n = 0;
      for (let i = 1; i <= rows; i++) {
        if (['clinicName', 'email', 'phone'].some((f) => String(data.get(`${f}${i}`) ?? '').trim())) n++;
      }
      setVets(n);
    };
    count();
    el.addEventListener('input', count);
    return () => el.removeEventListener('input', count);
  }, [rows]);

  // Beyond the free vets the form's own button would post for a card this page does not take: PayPal pays instead.
  useEffect(() => {
    const el = form();
    const submit = el?.querySelector<HTMLButtonElement>('[data-testid="records-submit"]');
    if (!el || !submit) return;
    // `hidden` alone loses to the button class's display: the style says it.
    submit.style.display = paid > 0 ? 'none' : '';
    // Enter in a field would post the form without a payment: beyond the free vets it waits for PayPal's approval.
    const hold = (event: SubmitEvent) => { if (paid > 0) event.preventDefault(); };
    el.addEventListener('submit', hold);
    return () => el.removeEventListener('submit', hold);
  }, [paid]);

  /** The form's fields as the create-order call takes them (paymentType 400), never a card field. */
  function body(): ProviderOrderBody | null {
    const el = form();
    if (!el) return null;
    setFailure(null);
    const fields: Record<string, string> = {};
    for (const [key, value] of new FormData(el)) if (typeof value === 'string' && !NOT_SENT.has(key)) fields[key] = value;
    return { ...fields, paymentType: 400 };
  }

  const loading = <p className="provider-loading">{say('booking.pay.providerLoading')}</p>;
  const free = freeLeft > 0 ? say(freeLeft === 1 ? 'recPay.freeLeft.one' : 'recPay.freeLeft.other', { n: freeLeft }) : say('recPay.eachVet', { price: usd(extraVetCents) });
  const charge = [say(paid === 1 ? 'recPay.charge.one' : 'recPay.charge.other', { n: paid, amount: usd(paid * extraVetCents) }), say('recPay.payWith')].join(' ');
  return (
    <fieldset className="records-card" ref={box} data-testid="records-paypal">
      <legend>{say('recPay.legend', { price: usd(extraVetCents) })}</legend>
      {paid === 0
        ? <p className="field-hint" data-testid="records-paypal-free">{free}</p>
        : <p data-testid="records-paypal-charge">{charge}</p>}
      {failure && <p className="alert alert-error" role="alert" data-testid="records-paypal-error">{sayText(failure.message, words?.texts ?? {})}</p>}
      {paid > 0 && (mounted ? (
        <Suspense fallback={loading}>
          <PayPalPayment clientId={clientId} body={body} busy={busy} onBusy={setBusy}
            submitLabel={say(busy ? 'booking.pay.pleaseWait' : 'recPay.payAndSend', { amount: usd(paid * extraVetCents) })}
            cardLegend={say('booking.pay.card')} locale={words?.intl} unavailable={say('errors.providerUnavailable')}
            onPaid={(id) => window.location.assign(`/app/records-requests?sent=${id}`)}
            onFailure={(f) => { setBusy(false); setFailure(f); }} />
        </Suspense>
      ) : loading)}
    </fieldset>
  );
}
