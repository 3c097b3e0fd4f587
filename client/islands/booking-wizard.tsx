import { flushSync } from 'react-dom';
import { useEffect, useState } from 'react';
import { browserZone } from '../../contracts/time-zone.ts';
import { fetchMainSiteListings } from './booking-wizard/api.ts';
import { Confirmation } from './booking-wizard/confirmation.tsx';
import { PaymentStep, type PaidResult } from './booking-wizard/payment-step.tsx';
import { cancellationPolicyText } from '../../contracts/appointments.ts';
import { SlotStage } from './booking-wizard/slot-stage.tsx';
import { AccountPanel } from './booking-wizard/account-panel.tsx';
import { CustomerSearch, type Customer } from './booking-wizard/who-step.tsx';
import { petChoiceErrors, petChoiceLabel, petPayload, PetStep, type PetChoice } from './booking-wizard/pet-step.tsx';
import { formatPrice, formatSlot, type BookingWizardProps, type ConsultationType, type WizardListing, type WizardViewer } from './booking-wizard/types.ts';
import { NO_LISTING } from '../../contracts/listings.ts';
import { CONSULTATION_PRODUCT, CONSULTATION_OFFER_LABEL } from '../../contracts/consultations.ts';
import { REASON_MAX, reasonProblem as reasonProblemOf } from '../../contracts/booking-words.ts';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { bookingRequest } from '../lib/booking-request.ts';
import { ORDER_FAILED } from '../../contracts/errors.ts';

export type { BookingWizardProps, WizardListing } from './booking-wizard/types.ts';

interface Slot { type: ConsultationType; iso: string; timezone: string }

/** This page, for the no-JavaScript fallback of the account form. */
const here = () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);

function SummaryLine({ label, value, onEdit }: { label: string; value: string; onEdit?: () => void }) {
  return (
    <li className="wizard-summary-line">
      {onEdit
        ? <button type="button" className="link-button" onClick={onEdit} aria-label={`Change ${label}`}><strong>{label}:</strong> {value}</button>
        : <span><strong>{label}:</strong> {value}</span>}
    </li>
  );
}

/**
 * The booking wizard: 1 listing, 2 slot, 3 info, 4 payment, 5 confirmation.
 * Summary lines of finished stages go back and clear later choices. A single
 * listing skips stage 1. Signed-out visitors log in here; vendors pick a customer.
 */
export default function BookingWizard({
  heading, listings: given, fixedType, product, viewer: initialViewer, pets: petsFeature, paypalClientId, customer: chosenCustomer,
}: BookingWizardProps) {
  const [listings, setListings] = useState<WizardListing[] | null | 'error'>(given);
  const [listing, setListing] = useState<WizardListing | null>(given?.length === 1 ? given[0] : null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [viewer, setViewer] = useState<WizardViewer | null>(initialViewer);
  const [customer, setCustomer] = useState<Customer | null>(chosenCustomer ?? null);
  const [reason, setReason] = useState('');
  const [pet, setPet] = useState<PetChoice | null>(null);
  const [petErrors, setPetErrors] = useState<Record<string, string>>({});
  const [infoDone, setInfoDone] = useState(false);
  const [infoError, setInfoError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaidResult | null>(null);

  useEffect(() => {
    if (given !== null || !fixedType) return;
    fetchMainSiteListings(fixedType, product?.productId ?? null).then((rows) => {
      setListings(rows);
      if (rows.length === 1) setListing(rows[0]);
    }).catch(() => setListings('error'));
  }, [given, fixedType, product?.productId]);

  const goToListing = () => { setListing(null); setSlot(null); setInfoDone(false); };
  const goToSlot = () => { setSlot(null); setInfoDone(false); };
  const goToInfo = () => setInfoDone(false);

  const consultation = listing && slot ? listing.consultations.find((c) => c.type === slot.type) : undefined;
  const customerId = viewer?.kind === 'user' ? viewer.id : customer?.id ?? null;

  /** Checks the stage's fields all at once, each problem at its own field, then moves on. */
  function submitInfo() {
    if (!customerId) return setInfoError(viewer ? 'Customer not found' : 'Please log in to continue');
    const petProblems = petsFeature ? petChoiceErrors(pet) : {};
    const reasonProblem = reasonProblemOf(reason);
    // The marks are on the page before the focus moves, in this same click: a later frame could move it
    // away from a field the person has already started typing in.
    flushSync(() => {
      setPetErrors(petProblems);
      setReasonError(reasonProblem);
      setInfoError(null);
    });
    if (reasonProblem || Object.keys(petProblems).length > 0) {
      document.querySelector<HTMLElement>('[data-stage="3"] :is(input, select, textarea)[aria-invalid="true"]')?.focus();
      return;
    }
    setInfoDone(true);
  }

  function chooseCustomer(next: Customer | null) {
    setCustomer(next);
    setPet(null);
    setPetErrors({});
  }

  let body;
  if (listings === 'error') body = <p className="alert alert-error">{ORDER_FAILED}</p>;
  else if (listings === null) body = <p className="booking-hint">loading...</p>;
  else if (listings.length === 0) body = <p className="booking-empty">{NO_LISTING}</p>;
  else if (paid && listing && slot) {
    body = <Confirmation paid={paid} listingTitle={listing.title} listingLine1={listing.line1} type={slot.type} slot={slot.iso} timezone={slot.timezone} viewerKind={viewer?.kind ?? 'user'} />;
  } else if (!listing) {
    body = (
      <div className="wizard-stage" data-stage="1">
        <h3>1. Choose a practice</h3>
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
        <h3>2. Choose a time</h3>
        <SlotStage listing={listing} fixedType={fixedType} onPick={(type, iso, timezone) => setSlot({ type, iso, timezone })} />
      </div>
    );
  } else if (!infoDone) {
    body = (
      <div className="wizard-stage" data-stage="3">
        <h3>3. About the consult</h3>
        {!viewer && <AccountPanel back={here()} onSignedIn={setViewer} />}
        {viewer?.kind === 'vendor' && (customer
          ? <p>{`Booking for ${customer.firstName} ${customer.lastName} (${customer.email})`} <button type="button" className="link-button" onClick={() => chooseCustomer(null)}>Change</button></p>
          : <CustomerSearch onFound={chooseCustomer} />)}
        {viewer && (
          <>
            <div className="form-field">
              <label htmlFor="wizard-reason">Reason for consult</label>
              <BoundedTextarea id="wizard-reason" value={reason} max={REASON_MAX} rows={3}
                onChange={(e) => { setReason(e.target.value); if (reasonError) setReasonError(reasonProblemOf(e.target.value)); }}
                aria-invalid={reasonError ? true : undefined} describedBy={reasonError ? 'wizard-reason-error' : undefined} />
              {reasonError && <p className="field-error" id="wizard-reason-error">{reasonError}</p>}
            </div>
            {petsFeature && customerId !== null && (
              <PetStep key={customerId} userId={viewer?.kind === 'vendor' ? customerId : null} value={pet} errors={petErrors}
                onChange={(choice) => { setPet(choice); setPetErrors({}); }} />
            )}
            {infoError && <p className="field-error" role="alert">{infoError}</p>}
            <button type="button" className="btn btn-primary" onClick={submitInfo}>Continue</button>
          </>
        )}
      </div>
    );
  } else {
    body = (
      <div className="wizard-stage" data-stage="4">
        <h3>4. Payment</h3>
        {listing.cancellationHours !== undefined && (
          <p className="cancellation-policy" data-testid="wizard-cancellation-policy">{cancellationPolicyText(listing.cancellationHours)}</p>
        )}
        <PaymentStep
          price={consultation?.price ?? 0} productId={product?.productId ?? CONSULTATION_PRODUCT[slot.type]} listingId={listing.id} userId={customerId}
          canWaive={viewer?.kind === 'vendor'} paypalClientId={paypalClientId}
          payload={() => bookingRequest({
            listingId: listing.id, type: slot.type, slot: slot.iso, productId: product?.productId, customerId,
            // The owner's own zone for their emails; a vet at the desk is not where the owner is.
            userTZ: viewer?.kind === 'user' ? browserZone() : undefined, pet: petsFeature ? petPayload(pet) : null, reason,
          })}
          onPaid={setPaid}
          recovery={({ status }) => (status === 409
            ? <button type="button" className="btn btn-primary" onClick={goToSlot} data-testid="choose-another-time">Choose another time</button>
            : null)}
        />
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
          {bookingFor && <SummaryLine label="Customer" value={bookingFor} />}
          {listing && <SummaryLine label="Practice" value={`${listing.title}, ${listing.line1}`} onEdit={editable && multiple ? goToListing : undefined} />}
          {listing && slot && (
            <SummaryLine label="Time" value={`${CONSULTATION_OFFER_LABEL[slot.type]}, ${formatSlot(slot.iso, slot.timezone)} · ${formatPrice(consultation?.price ?? 0)}`}
              onEdit={editable ? goToSlot : undefined} />
          )}
          {infoDone && petsFeature && pet && <SummaryLine label="Pet" value={petChoiceLabel(pet)} onEdit={editable ? goToInfo : undefined} />}
          {infoDone && <SummaryLine label="Reason" value={reason.trim()} onEdit={editable ? goToInfo : undefined} />}
        </ul>
      )}
      <div aria-live="polite">{body}</div>
    </section>
  );
}
