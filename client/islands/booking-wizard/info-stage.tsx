import { Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { REASON_MAX, reasonProblem as reasonProblemOf } from '../../../contracts/booking-words.ts';
import { BoundedTextarea } from '../../lib/bounded-textarea.tsx';
import { AccountPanel, CustomerSearch, StepLoading } from './lazy-steps.tsx';
import { petChoiceErrors, speciesOf, type PetChoice } from './pet-choice.ts';
import { EmergencyNotice, IntakeQuestions, intakeVerdict, useBookingQuestions } from './intake-step.tsx';
import type { IntakeAnswers } from '../../../contracts/intake.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { PetStep } from './pet-step.tsx';
import type { Customer, WizardViewer } from './types.ts';
import { CUSTOMER_NOT_FOUND } from '../../../contracts/customer-words.ts';
import { useSay } from './words.tsx';

export interface InfoStageProps {
  viewer: WizardViewer | null;
  onSignedIn: (viewer: WizardViewer) => void;
  /** Where the plain (no-JavaScript) account form returns to. */
  back: string;
  /** Whom a clinic books for; null until found. */
  customer: Customer | null;
  onCustomer: (customer: Customer | null) => void;
  /** The owner the booking is for (the signed-in owner, or the clinic's customer). */
  customerId: number | null;
  petsFeature: boolean;
  reason: string;
  onReason: (reason: string) => void;
  pet: PetChoice | null;
  onPet: (pet: PetChoice | null) => void;
  onDone: () => void;
  listingId: number;
  type: ConsultationType;
  intake: IntakeAnswers;
  onIntake: (answers: IntakeAnswers) => void;
}

/**
 * Stage 3 of the booking wizard, a chunk of its own: a visitor logs in or signs up, a clinic finds its customer,
 * then the reason for the consult and the pet. Continue checks every field at once.
 */
export default function InfoStage({
  viewer, onSignedIn, back, customer, onCustomer, customerId, petsFeature, reason, onReason, pet, onPet, onDone,
  listingId, type, intake, onIntake,
}: InfoStageProps) {
  const say = useSay();
  const questions = useBookingQuestions(listingId, type);
  const [intakeErrors, setIntakeErrors] = useState<Record<string, string>>({});
  const ctx = { species: petsFeature ? speciesOf(pet) : null };
  const verdict = Array.isArray(questions) ? intakeVerdict(questions, ctx, intake, type) : null;
  const [petErrors, setPetErrors] = useState<Record<string, string>>({});
  const [infoError, setInfoError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const sayProblem = (problem: string | null) => problem && say.text(problem);

  /** Checks the stage's fields all at once, each problem at its own field, then moves on. */
  function submitInfo() {
    if (!customerId) return setInfoError(viewer ? say.text(CUSTOMER_NOT_FOUND) : say('booking.info.logInFirst'));
    if (!verdict) return setInfoError(questions === 'error' ? say.text(ORDER_FAILED) : say('booking.stepLoading'));
    if (verdict.stopped) return;
    const petProblems = petsFeature ? petChoiceErrors(pet) : {};
    const reasonProblem = reasonProblemOf(reason);
    // The marks are on the page before the focus moves, in this same click: a later frame could move it
    // away from a field the person has already started typing in.
    flushSync(() => {
      setPetErrors(say.fields(petProblems));
      setReasonError(sayProblem(reasonProblem));
      setIntakeErrors(say.fields(verdict.fields));
      setInfoError(null);
    });
    if (reasonProblem || Object.keys(petProblems).length > 0 || Object.keys(verdict.fields).length > 0) {
      document.querySelector<HTMLElement>('[data-stage="3"] :is(input, select, textarea)[aria-invalid="true"]')?.focus();
      return;
    }
    onDone();
  }

  function chooseCustomer(next: Customer | null) {
    onCustomer(next);
    onPet(null);
    setPetErrors({});
  }

  return (
    <>
      {!viewer && <Suspense fallback={<StepLoading />}><AccountPanel back={back} onSignedIn={onSignedIn} /></Suspense>}
      {viewer?.kind === 'vendor' && (customer
        ? <p>{say('booking.info.bookingFor', { name: `${customer.firstName} ${customer.lastName} (${customer.email})` })} <button type="button" className="link-button" onClick={() => chooseCustomer(null)}>{say('booking.info.changeCustomer')}</button></p>
        : <Suspense fallback={<StepLoading />}><CustomerSearch onFound={chooseCustomer} /></Suspense>)}
      {viewer && (
        <>
          <div className="form-field">
            <label htmlFor="wizard-reason">{say('booking.info.reason')}</label>
            <BoundedTextarea id="wizard-reason" value={reason} max={REASON_MAX} rows={3} count={say.count}
              onChange={(e) => { onReason(e.target.value); if (reasonError) setReasonError(sayProblem(reasonProblemOf(e.target.value))); }}
              aria-invalid={reasonError ? true : undefined} describedBy={reasonError ? 'wizard-reason-error' : undefined} />
            {reasonError && <p className="field-error" id="wizard-reason-error">{reasonError}</p>}
          </div>
          {petsFeature && customerId !== null && (
            <PetStep key={customerId} userId={viewer.kind === 'vendor' ? customerId : null} value={pet} errors={petErrors}
              onChange={(choice) => { onPet(choice); setPetErrors({}); }} />
          )}
          {Array.isArray(questions) && (
            <IntakeQuestions prefix="wizard" questions={questions} ctx={ctx} answers={intake} errors={intakeErrors}
              onChange={(answers, problems) => { onIntake(answers); setIntakeErrors(say.fields(problems)); }} />
          )}
          {infoError && <p className="field-error" role="alert">{infoError}</p>}
          {verdict?.stopped
            ? <EmergencyNotice listingId={listingId} />
            : <button type="button" className="btn btn-primary" onClick={submitInfo}>{say('booking.info.continue')}</button>}
        </>
      )}
    </>
  );
}
