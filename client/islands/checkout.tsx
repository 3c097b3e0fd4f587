import { Suspense, useEffect, useState } from 'react';
import type { PaidResult } from './booking-wizard/payment-step.tsx';
import { AccountPanel, Confirmation, lazyStep, loadAccountPanel, loadConfirmation, prefetch, StepLoading } from './booking-wizard/lazy-steps.tsx';
import { AccountPanelPlaceholder, PaymentPlaceholder, useMounted } from './checkout/placeholders.tsx';
import { NO_LISTING } from '../../contracts/listings.ts';
import { SLOT_TAKEN } from '../../contracts/booking-words.ts';
import { cancellationPolicyText } from '../../contracts/appointments.ts';
import { CONSULTATION_OFFER_LABEL } from '../../contracts/consultations.ts';
import { canonicalZone } from '../../contracts/time-zone.ts';
import { CheckoutSteps, ThanksLinks } from './checkout/checkout-steps.tsx';
import { ServiceOrderCheckout } from './checkout/service-order-checkout.tsx';
import type { CheckoutOrder, CheckoutProps } from '../../contracts/bookings.ts';
import { BookingWordsContext, useSay, type BookingWords } from './booking-wizard/words.tsx';

export type { CheckoutOrder, CheckoutProps };

/** The island's props: the checkout's, and its words in the page's language (views/pages/bookings/booking-words.ts). */
export type CheckoutIslandProps = CheckoutProps & { words: BookingWords };

/** /checkout: Login (unless a signed-in owner), Payment, Confirmation, then the thanks screen. */
export default function Checkout({ words, ...props }: CheckoutIslandProps) {
  return <BookingWordsContext.Provider value={words}><CheckoutFor {...props} /></BookingWordsContext.Provider>;
}

function CheckoutFor(props: CheckoutProps) {
  if (props.forServiceOrder) {
    return (
      <ServiceOrderCheckout order={props.serviceOrder ?? null} error={props.error} ownerId={props.ownerId} back={props.back}
        paypalClientId={props.paypalClientId} />
    );
  }
  return <AppointmentCheckout {...props} />;
}

const VET_LIST = '/vet-appointments/list';

/** The vet list narrowed to this listing, where its other times are offered. */
function slotsOf(order: CheckoutOrder): string {
  return `${VET_LIST}?${new URLSearchParams({ q: order.title, type: order.type })}`;
}

/** After a refusal the form cannot fix (the slot was taken, the link names no listing): choose another time or go home. */
function WaysOn({ again }: { again: string }) {
  const say = useSay();
  return (
    <div className="form-actions" data-testid="checkout-ways-on">
      <a className="btn btn-primary" href={again}>{say('checkout.chooseAnotherTime')}</a>
      <a className="btn btn-secondary" href="/">{say('checkout.goHome')}</a>
    </div>
  );
}

/** The reason, the pet and the payment: a chunk fetched once the island runs (they need JavaScript to be of use). */
const [AppointmentDetails, loadAppointmentDetails] = lazyStep(() => import('./checkout/appointment-details.tsx'), (m) => m.default);

/** The second step while its chunk loads: the pet's list loading, the price, the pay button disabled. */
function DetailsPlaceholder({ pets, price }: { pets: boolean; price: number }) {
  return (
    <>
      {pets && <StepLoading />}
      <PaymentPlaceholder price={price} />
    </>
  );
}

/** The appointment from the vet list's link: the reason, the pet, then the payment. */
function AppointmentCheckout({ order, error, ownerId: initialOwnerId, back, pets, paypalClientId }: CheckoutProps) {
  const say = useSay();
  const [ownerId, setOwnerId] = useState(initialOwnerId);
  const [paid, setPaid] = useState<PaidResult | null>(null);
  const step = !ownerId ? 0 : paid ? 2 : 1;
  // The engine said on load that this time cannot be booked: no account or payment step, another time instead.
  const unbookable = order !== null && !order.bookable && !paid;
  // The account panel and the details (reason, pet, payment) are chunks fetched once the island is running (the
  // server's HTML has placeholders); the next step's chunk is fetched while this one is on screen.
  const mounted = useMounted();
  useEffect(() => {
    if (!order || unbookable || error) return;
    if (step === 0) prefetch(loadAccountPanel, loadAppointmentDetails);
    else if (step === 1) prefetch(loadAppointmentDetails, loadConfirmation);
  }, [step, order, unbookable, error]);

  return (
    <section className="checkout" aria-labelledby="checkout-title" data-testid="checkout">
      <h1 id="checkout-title">{say(paid ? 'checkout.thanks' : 'checkout.title')}</h1>
      <CheckoutSteps step={step} />
      {error || !order ? (
        <div className="alert alert-error" role="alert">
          <p>{say.text(error ?? NO_LISTING)}</p>
          <WaysOn again={VET_LIST} />
        </div>
      ) : (
        <>
          {!paid && (
            <div className="card checkout-summary">
              <p>{say.parts('booking.practiceLine', { title: <strong key="title">{order.title}</strong>, line1: order.line1 })}</p>
              <p>{say('checkout.summary', {
                consultation: say.text(CONSULTATION_OFFER_LABEL[order.type]), when: say.slot(order.slot, order.timezone), zone: canonicalZone(order.timezone),
                price: say.price(order.price),
              })}</p>
              {!unbookable && <p className="cancellation-policy" data-testid="checkout-cancellation-policy">{say.text(cancellationPolicyText(order.cancellationHours))}</p>}
            </div>
          )}
          {unbookable && (
            <div className="alert alert-error" role="alert" data-testid="checkout-unbookable">
              <p>{say.text(SLOT_TAKEN)}</p>
              <WaysOn again={slotsOf(order)} />
            </div>
          )}
          {!unbookable && step === 0 && (mounted
            ? (
              <Suspense fallback={<AccountPanelPlaceholder back={back} />}>
                <AccountPanel back={back} onSignedIn={(viewer) => setOwnerId(viewer.id)} />
              </Suspense>
            )
            : <AccountPanelPlaceholder back={back} />)}
          {!unbookable && step === 1 && (mounted
            ? (
              <Suspense fallback={<DetailsPlaceholder pets={pets} price={order.price} />}>
                <AppointmentDetails order={order} ownerId={ownerId} pets={pets} paypalClientId={paypalClientId} onPaid={setPaid}
                  recovery={({ status }) => (status === 404 || status === 409 ? <WaysOn again={slotsOf(order)} /> : null)} />
              </Suspense>
            )
            : <DetailsPlaceholder pets={pets} price={order.price} />)}
          {paid && (
            <div className="checkout-thanks">
              <p>{say('checkout.emailSoon')}</p>
              <Suspense fallback={<StepLoading />}>
                <Confirmation paid={paid} listingTitle={order.title} listingLine1={order.line1} type={order.type} slot={order.slot} timezone={order.timezone} />
              </Suspense>
              <ThanksLinks />
            </div>
          )}
        </>
      )}
    </section>
  );
}
