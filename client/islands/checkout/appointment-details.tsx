import { useState, type ReactNode } from 'react';
import type { CheckoutOrder } from '../../../contracts/bookings.ts';
import { REASON_MAX, reasonProblem as reasonProblemOf } from '../../../contracts/booking-words.ts';
import { browserZone } from '../../../contracts/time-zone.ts';
import { bookingRequest } from '../../lib/booking-request.ts';
import { BoundedTextarea } from '../../lib/bounded-textarea.tsx';
import { PaymentStep, type PaidResult } from '../booking-wizard/payment-step.tsx';
import { petChoiceErrors, petPayload, speciesOf, type PetChoice } from '../booking-wizard/pet-choice.ts';
import { EmergencyNotice, IntakeQuestions, intakeVerdict, useBookingQuestions } from '../booking-wizard/intake-step.tsx';
import type { IntakeAnswers } from '../../../contracts/intake.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { StepLoading } from '../booking-wizard/lazy-steps.tsx';
import { PetStep } from '../booking-wizard/pet-step.tsx';
import { useSay } from '../booking-wizard/words.tsx';

/**
 * The checkout's second step, a chunk of its own fetched once the island runs: the reason for the consult, the
 * pet, then the payment. Confirm and Pay checks every field at once, the card's included.
 */
export default function AppointmentDetails({ order, ownerId, pets, paypalClientId, onPaid, recovery }: {
  order: CheckoutOrder;
  ownerId: number | null;
  pets: boolean;
  paypalClientId?: string | null;
  onPaid: (paid: PaidResult) => void;
  recovery: (failure: { status: number; message: string }) => ReactNode;
}) {
  const say = useSay();
  const [reason, setReason] = useState('');
  const [pet, setPet] = useState<PetChoice | null>(null);
  const [petErrors, setPetErrors] = useState<Record<string, string>>({});
  const [reasonError, setReasonError] = useState<string | null>(null);
  const questions = useBookingQuestions(order.listingId, order.type);
  const [intake, setIntake] = useState<IntakeAnswers>({});
  const [intakeErrors, setIntakeErrors] = useState<Record<string, string>>({});
  const ctx = { species: pets ? speciesOf(pet) : null };
  const verdict = Array.isArray(questions) ? intakeVerdict(questions, ctx, intake, order.type) : null;

  /** The appointment payload, or null once every problem is shown at its field (the payment step checks the card too). */
  function appointment() {
    const problems = pets ? petChoiceErrors(pet) : {};
    setPetErrors(say.fields(problems));
    const reasonProblem = reasonProblemOf(reason);
    setReasonError(reasonProblem && say.text(reasonProblem));
    setIntakeErrors(say.fields(verdict?.fields ?? {}));
    if (!verdict || verdict.stopped || reasonProblem || Object.keys(problems).length || Object.keys(verdict.fields).length) return null;
    return bookingRequest({
      listingId: order.listingId, type: order.type, slot: order.slot, customerId: ownerId, userTZ: browserZone(), pet: pets ? petPayload(pet) : null, reason,
      intake,
    });
  }

  return (
    <>
      <div className="form-field">
        <label htmlFor="checkout-reason">{say('booking.info.reason')}</label>
        <BoundedTextarea id="checkout-reason" rows={3} max={REASON_MAX} value={reason} count={say.count}
          onChange={(e) => { setReason(e.target.value); if (reasonError) { const problem = reasonProblemOf(e.target.value); setReasonError(problem && say.text(problem)); } }}
          aria-invalid={reasonError ? true : undefined} describedBy={reasonError ? 'checkout-reason-error' : undefined} />
        {reasonError && <p className="field-error" id="checkout-reason-error">{reasonError}</p>}
      </div>
      {pets && <PetStep userId={null} value={pet} errors={petErrors} onChange={(choice) => { setPet(choice); setPetErrors({}); }} />}
      {questions === null && <StepLoading />}
      {questions === 'error' && <p className="alert alert-error" role="alert">{say.text(ORDER_FAILED)}</p>}
      {Array.isArray(questions) && (
        <IntakeQuestions prefix="checkout" questions={questions} ctx={ctx} answers={intake} errors={intakeErrors}
          onChange={(answers, problems) => { setIntake(answers); setIntakeErrors(say.fields(problems)); }} />
      )}
      {verdict?.stopped ? <EmergencyNotice listingId={order.listingId} /> : (
        <PaymentStep
        price={order.price} productId={order.productId} listingId={order.listingId} userId={ownerId} canWaive={false} paypalClientId={paypalClientId}
        payload={appointment}
        onPaid={onPaid}
        recovery={recovery}
      />
      )}
    </>
  );
}
