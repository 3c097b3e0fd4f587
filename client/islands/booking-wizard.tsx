import { Suspense, useEffect, useState } from 'react';
import { fetchMainSiteListings } from './booking-wizard/api.ts';
import type { PaidResult } from './booking-wizard/payment-step.tsx';
import { SlotStage } from './booking-wizard/slot-stage.tsx';
import type { PetChoice } from './booking-wizard/pet-choice.ts';
import {
  Confirmation, lazyStep, loadAccountPanel, loadConfirmation, loadCustomerSearch, loadPetStep, prefetch, StepLoading,
} from './booking-wizard/lazy-steps.tsx';
import { type BookingWizardProps, type ConsultationType, type Customer, type WizardListing, type WizardViewer } from './booking-wizard/types.ts';
import { NO_LISTING } from '../../contracts/listings.ts';
import { CONSULTATION_OFFER_LABEL } from '../../contracts/consultations.ts';
import { ORDER_FAILED } from '../../contracts/errors.ts';
import { BookingWordsContext, useSay } from './booking-wizard/words.tsx';
import type { IntakeAnswers } from '../../contracts/intake.ts';

export type { BookingWizardProps, WizardListing } from './booking-wizard/types.ts';

interface Slot { type: ConsultationType; iso: string; timezone: string }

// Stages 3 to 5 are chunks of their own, never in the server's HTML: each is fetched while the stage before it is on screen.
const [InfoStage, loadInfoStage] = lazyStep(() => import('./booking-wizard/info-stage.tsx'), (m) => m.default);
const [PaymentStage, loadPaymentStage] = lazyStep(() => import('./booking-wizard/payment-stage.tsx'), (m) => m.default);

/** This page, for the no-JavaScript fallback of the account form. */
const here = () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);

function SummaryLine({ label, value, onEdit }: { label: string; value: string; onEdit?: () => void }) {
  const say = useSay();
  return (
    <li className="wizard-summary-line">
      {onEdit
        ? <button type="button" className="link-button" onClick={onEdit} aria-label={say('booking.change', { label })}><strong>{say('booking.summary.label', { label })}</strong> {value}</button>
        : <span><strong>{say('booking.summary.label', { label })}</strong> {value}</span>}
    </li>
  );
}

/**
 * The booking wizard: 1 listing, 2 slot, 3 info, 4 payment, 5 confirmation.
 * Summary lines of finished stages go back and clear later choices. A single
 * listing skips stage 1. Signed-out visitors log in here; vendors pick a customer.
 */
export default function BookingWizard(props: BookingWizardProps) {
  return (
    <BookingWordsContext.Provider value={props.words}>
      <Wizard {...props} />
    </BookingWordsContext.Provider>
  );
}

function Wizard({
  heading, listings: given, fixedType, product, viewer: initialViewer, pets: petsFeature, paypalClientId, customer: chosenCustomer,
}: BookingWizardProps) {
  const say = useSay();
  const [listings, setListings] = useState<WizardListing[] | null | 'error'>(given);
  const [listing, setListing] = useState<WizardListing | null>(given?.length === 1 ? given[0] : null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [viewer, setViewer] = useState<WizardViewer | null>(initialViewer);
  const [customer, setCustomer] = useState<Customer | null>(chosenCustomer ?? null);
  const [reason, setReason] = useState('');
  const [intake, setIntake] = useState<IntakeAnswers>({});
  const [pet, setPet] = useState<PetChoice | null>(null);
  const [infoDone, setInfoDone] = useState(false);
  const [paid, setPaid] = useState<PaidResult | null>(null);

  useEffect(() => {
    if (given !== null || !fixedType) return;
    fetchMainSiteListings(fixedType, product?.productId ?? null).then((rows) => {
      setListings(rows);
      if (rows.length === 1) setListing(rows[0]);
    }).catch(() => setListings('error'));
  }, [given, fixedType, product?.productId]);

  const stage = paid ? 5 : !listing ? 1 : !slot ? 2 : !infoDone ? 3 : 4;
  useEffect(() => {
    if (stage === 2) {
      const who = viewer ? (viewer.kind === 'vendor' && !customer ? [loadCustomerSearch] : []) : [loadAccountPanel];
      prefetch(loadInfoStage, ...who, ...(petsFeature ? [loadPetStep] : []));
    } else if (stage === 3) prefetch(loadPaymentStage);
    else if (stage === 4) prefetch(loadConfirmation);
  }, [stage, viewer, customer, petsFeature]);

  const goToListing = () => { setListing(null); setSlot(null); setInfoDone(false); };
  const goToSlot = () => { setSlot(null); setInfoDone(false); setIntake({}); };
  const goToInfo = () => setInfoDone(false);

  const consultation = listing && slot ? listing.consultations.find((c) => c.type === slot.type) : undefined;
  const customerId = viewer?.kind === 'user' ? viewer.id : customer?.id ?? null;

  let body;
  if (listings === 'error') body = <p className="alert alert-error">{say.text(ORDER_FAILED)}</p>;
  else if (listings === null) body = <p className="booking-hint">{say('booking.loading')}</p>;
  else if (listings.length === 0) body = <p className="booking-empty">{say.text(NO_LISTING)}</p>;
  else if (paid && listing && slot) {
    body = (
      <Suspense fallback={<StepLoading />}>
        <Confirmation paid={paid} listingTitle={listing.title} listingLine1={listing.line1} type={slot.type} slot={slot.iso} timezone={slot.timezone} viewerKind={viewer?.kind ?? 'user'} />
      </Suspense>
    );
  } else if (!listing) {
    body = (
      <div className="wizard-stage" data-stage="1">
        <h3>{say('booking.stage.listing')}</h3>
        <ul className="listing-choices">
          {listings.map((l) => (
            <li key={l.id}>
              <button type="button" className="listing-choice" onClick={() => setListing(l)}>
                <span className="listing-title">{l.title}</span>
                <span className="listing-line1">{l.line1}</span>
                {l.address && <span className="listing-address">{l.address}</span>}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (!slot) {
    body = (
      <div className="wizard-stage" data-stage="2">
        <h3>{say('booking.stage.slot')}</h3>
        <SlotStage listing={listing} fixedType={fixedType} onPick={(type, iso, timezone) => setSlot({ type, iso, timezone })} />
      </div>
    );
  } else if (!infoDone) {
    body = (
      <div className="wizard-stage" data-stage="3">
        <h3>{say('booking.stage.info')}</h3>
        <Suspense fallback={<StepLoading />}>
          <InfoStage viewer={viewer} onSignedIn={setViewer} back={here()} customer={customer} onCustomer={setCustomer} customerId={customerId}
            petsFeature={petsFeature} reason={reason} onReason={setReason} pet={pet} onPet={setPet} onDone={() => setInfoDone(true)}
            listingId={listing.id} type={slot.type} intake={intake} onIntake={setIntake} />
        </Suspense>
      </div>
    );
  } else {
    body = (
      <div className="wizard-stage" data-stage="4">
        <h3>{say('booking.stage.payment')}</h3>
        <Suspense fallback={<StepLoading />}>
          <PaymentStage listing={listing} slot={slot} price={consultation?.price ?? 0} product={product} viewer={viewer} customerId={customerId}
            pet={pet} petsFeature={petsFeature} reason={reason} intake={intake} paypalClientId={paypalClientId} onPaid={setPaid} onChooseAnotherTime={goToSlot} />
        </Suspense>
      </div>
    );
  }

  const multiple = Array.isArray(listings) && listings.length > 1;
  const editable = !paid;
  // A clinic opening New Appointment for a customer ("Book for this customer") sees whom it books for from the start.
  const bookingFor = viewer?.kind === 'vendor' && customer ? `${customer.firstName} ${customer.lastName} (${customer.email})` : null;
  return (
    <section className="booking-wizard" aria-labelledby="booking-wizard-title" data-testid="booking-wizard">
      <h2 id="booking-wizard-title">{heading}</h2>
      {(listing || bookingFor) && (
        <ul className="wizard-summary">
          {bookingFor && <SummaryLine label={say('booking.summary.customer')} value={bookingFor} />}
          {listing && <SummaryLine label={say('booking.summary.practice')} value={say('booking.practiceLine', { title: listing.title, line1: listing.line1 })} onEdit={editable && multiple ? goToListing : undefined} />}
          {listing && slot && (
            <SummaryLine label={say('booking.summary.time')} value={`${say.text(CONSULTATION_OFFER_LABEL[slot.type])}, ${say.slot(slot.iso, slot.timezone)} · ${say.price(consultation?.price ?? 0)}`}
              onEdit={editable ? goToSlot : undefined} />
          )}
          {infoDone && petsFeature && pet && <SummaryLine label={say('booking.summary.pet')} value={pet.name.trim()} onEdit={editable ? goToInfo : undefined} />}
          {infoDone && <SummaryLine label={say('booking.summary.reason')} value={reason.trim()} onEdit={editable ? goToInfo : undefined} />}
        </ul>
      )}
      <div aria-live="polite">{body}</div>
    </section>
  );
}
