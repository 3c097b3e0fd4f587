import {
  PayPalButtons, PayPalCardFieldsForm, PayPalCardFieldsProvider, PayPalScriptProvider, usePayPalCardFields, usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useRef } from 'react';
import { PROVIDER_UNAVAILABLE } from '../../../contracts/payment-provider.ts';
import type { ProviderOrderBody } from '../../../contracts/rest-calls.ts';
import { newIdempotencyKey } from './api.ts';
import { captureProviderOrder, startProviderOrder, type ProviderFailure } from './provider-api.ts';

/*
 * PayPal's own card fields and PayPal button, loaded as their own chunk only when PayPal is configured
 * (the payment step imports this file lazily), so the checkout and the booking wizard stay as small as
 * before when it is not. The card is typed into PayPal's frames; our server only creates and captures
 * the order (provider-api.ts).
 */

export interface PayPalPaymentProps {
  /** PayPal's public client id (the JS SDK's client-id); never the secret. */
  clientId: string;
  /** The payment call's payload (no card), or null when the form above has problems (it shows them). */
  body: () => ProviderOrderBody | null;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  /** The booking's or service order's id once our server captured the approved order. */
  onPaid: (id: number) => void;
  onFailure: (failure: ProviderFailure) => void;
  submitLabel: string;
  /** The card fields' legend, in the page's language (English where a page is not translated yet). */
  cardLegend?: string;
  /** The page's language (BCP 47, 'es-US'): PayPal's fields and button speak it. */
  locale?: string;
  /** What is said when PayPal's script cannot load, in the page's language. */
  unavailable?: string;
}

/** PayPal's script could not load (blocked, or no connection): say so rather than show an empty box. */
function ScriptState({ text }: { text: string }) {
  const [{ isRejected }] = usePayPalScriptReducer();
  return isRejected ? <p className="alert alert-error" role="alert" data-testid="paypal-unavailable">{text}</p> : null;
}

function SubmitCard({ busy, label }: { busy: boolean; label: string }) {
  const { cardFieldsForm } = usePayPalCardFields();
  return (
    <button type="button" className="btn btn-primary btn-block" disabled={busy || !cardFieldsForm} data-testid="pay"
      // A refusal of ours (the form's problems, the slot taken) was already shown; PayPal's own ones come to onError.
      onClick={() => void cardFieldsForm?.submit().catch(() => undefined)}>
      {label}
    </button>
  );
}

export default function PayPalPayment({
  clientId, body, busy, onBusy, onPaid, onFailure, submitLabel, cardLegend = 'Card details', locale = 'en-US', unavailable = PROVIDER_UNAVAILABLE,
}: PayPalPaymentProps) {
  // One key per attempt: a double click, or a second click after closing PayPal's window, gets the same held order.
  const attemptKey = useRef<string | null>(null);

  /** Our server holds the slot (or the order) and creates PayPal's order for its own price; rejects to stop PayPal. */
  async function createOrder(): Promise<string> {
    const payload = body();
    if (!payload) throw new Error('The form has problems.');
    onBusy(true);
    attemptKey.current ??= newIdempotencyKey();
    const started = await startProviderOrder(payload, attemptKey.current);
    if ('orderId' in started) return started.orderId;
    attemptKey.current = null;
    if ('paidId' in started) onPaid(started.paidId);
    else onFailure(started.failure);
    throw new Error('No PayPal order.');
  }

  /** The buyer approved (or PayPal accepted the card): our server captures, once however often this runs. */
  async function onApprove(orderId: string): Promise<void> {
    const captured = await captureProviderOrder(orderId);
    attemptKey.current = null;
    if ('paidId' in captured) onPaid(captured.paidId);
    else onFailure(captured.failure);
  }

  const failed = () => {
    attemptKey.current = null;
    onFailure({ status: 0, message: PROVIDER_UNAVAILABLE });
  };
  return (
    // PayPal names a language as en_US, es_US.
    <PayPalScriptProvider options={{ clientId, components: 'buttons,card-fields', currency: 'USD', intent: 'capture', locale: locale.replace('-', '_') }}>
      <div className="paypal-payment" data-testid="paypal-payment">
        <ScriptState text={unavailable} />
        <PayPalCardFieldsProvider createOrder={createOrder} onApprove={(data) => void onApprove(data.orderID)} onError={failed}>
          <fieldset className="card-form">
            <legend>{cardLegend}</legend>
            <PayPalCardFieldsForm />
          </fieldset>
          <SubmitCard busy={busy} label={submitLabel} />
        </PayPalCardFieldsProvider>
        <PayPalButtons fundingSource="paypal" style={{ layout: 'vertical', label: 'pay' }} disabled={busy}
          createOrder={() => createOrder()} onApprove={(data) => onApprove(data.orderID)} onCancel={() => onBusy(false)} onError={failed} />
      </div>
    </PayPalScriptProvider>
  );
}
