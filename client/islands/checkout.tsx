import { useState } from 'react';
import { AccountPanel } from './booking-wizard/account-panel.tsx';
import { petChoiceErrors, petPayload, PetStep, type PetChoice } from './booking-wizard/pet-step.tsx';
import { Confirmation } from './booking-wizard/confirmation.tsx';
import { PaymentStep, type PaidResult } from './booking-wizard/payment-step.tsx';
import {
  formatPrice, formatSlot, REASON_REQUIRED, TYPE_LABELS,
} from './booking-wizard/types.ts';
import { browserZone, canonicalZone } from '../../server/domain/reference/time-zone.ts';
import { CheckoutSteps, THANKS, ThanksLinks } from './checkout/checkout-steps.tsx';
import { ServiceOrderCheckout } from './checkout/service-order-checkout.tsx';
import type { CheckoutOrderView } from '../../server/domain/bookings/checkout-order.ts';
import type { ServiceOrderView } from '../../server/domain/orders/order-checkout.ts';

export { THANKS };

/** The same shape the server reads from the checkout link (type-only: no server code reaches the browser). */
export type CheckoutOrder = CheckoutOrderView;

export interface CheckoutProps {
  /** The appointment from the vet list's link. */
  order: CheckoutOrder | null;
  /** True for `/checkout?orderId=`: a stored house-call or second-opinion order is paid here instead. */
  forServiceOrder?: boolean;
  /** That order, once its owner is signed in (null for a visitor or when `error` says why it cannot be paid). */
  serviceOrder?: ServiceOrderView | null;
  /** Why there is nothing to pay for (a bad link); shown instead of the steps. */
  error: string | null;
  ownerId: number | null;
  /** This checkout's own address: where the no-JavaScript login form returns to. */
  back: string;
  /** The pets feature: the consult names one of the owner's pets (or a new one). */
  pets: boolean;
}

/** /checkout: Login (unless a signed-in owner), Payment, Confirmation, then the thanks screen. */
export default function Checkout(props: CheckoutProps) {
  if (props.forServiceOrder) {
    return <ServiceOrderCheckout order={props.serviceOrder ?? null} error={props.error} ownerId={props.ownerId} back={props.back} />;
  }
  return <AppointmentCheckout {...props} />;
}

/** The appointment from the vet list's link: the reason, the pet, then the payment. */
function AppointmentCheckout({ order, error, ownerId: initialOwnerId, back, pets }: CheckoutProps) {
  const [ownerId, setOwnerId] = useState(initialOwnerId);
  const [paid, setPaid] = useState<PaidResult | null>(null);
  const [reason, setReason] = useState('');
  const [pet, setPet] = useState<PetChoice | null>(null);
  const [petErrors, setPetErrors] = useState<Record<string, string>>({});

  /** The appointment payload, or the first message to show when the form is not complete. */
  function appointment() {
    const problems = pets ? petChoiceErrors(pet) : {};
    setPetErrors(problems);
    if (!reason.trim()) return REASON_REQUIRED;
    const first = Object.values(problems)[0];
    if (first) return first;
    return {
      paymentType: 300, vendor_listing_id: order!.listingId, type: order!.type, slot: order!.slot, user_id: ownerId ?? undefined,
      userTZ: browserZone(), info: { summary: reason.trim() }, pet: pets ? petPayload(pet) : null,
    };
  }
  const step = !ownerId ? 0 : paid ? 2 : 1;

  return (
    <section className="checkout" aria-labelledby="checkout-title" data-testid="checkout">
      <h1 id="checkout-title">{paid ? THANKS : 'Checkout'}</h1>
      <CheckoutSteps step={step} />
      {error || !order ? <p className="alert alert-error" role="alert">{error ?? 'No listing found!'}</p> : (
        <>
          {!paid && (
            <div className="card checkout-summary">
              <p><strong>{order.title}</strong>, {order.line1}</p>
              <p>{`${TYPE_LABELS[order.type]} · ${formatSlot(order.slot, order.timezone)} (${canonicalZone(order.timezone)}) · ${formatPrice(order.price)}`}</p>
            </div>
          )}
          {step === 0 && <AccountPanel back={back} onSignedIn={(viewer) => setOwnerId(viewer.id)} />}
          {step === 1 && (
            <>
              <div className="form-field">
                <label htmlFor="checkout-reason">Reason for consult</label>
                <textarea id="checkout-reason" rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
              {pets && <PetStep userId={null} value={pet} errors={petErrors} onChange={(choice) => { setPet(choice); setPetErrors({}); }} />}
              <PaymentStep
                price={order.price} productId={order.productId} userId={ownerId} canWaive={false}
                payload={appointment}
                onPaid={setPaid}
              />
            </>
          )}
          {paid && (
            <div className="checkout-thanks">
              <p>A confirmation email with your appointment details will arrive shortly.</p>
              <Confirmation paid={paid} listingTitle={order.title} listingLine1={order.line1} type={order.type} slot={order.slot} timezone={order.timezone} />
              <ThanksLinks />
            </div>
          )}
        </>
      )}
    </section>
  );
}
