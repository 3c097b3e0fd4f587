import { useEffect, useState, type FormEvent } from 'react';
import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import { uploadFile } from '../../lib/upload.ts';
import {
  answerProblem, checkIntake, EMERGENCY_NOTICE, INTAKE_LIMITS, NO, redFlagsOf, redFlagStops, visibleQuestions, YES,
  type IntakeAnswers, type IntakeContext, type IntakeQuestion,
} from '../../../contracts/intake.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import { IMAGE_ACCEPT, isAcceptedImage } from '../../../contracts/files.ts';
import { vetListNear, type NearbyPractice } from '../../../contracts/nearby-practices.ts';
import { useSay } from './words.tsx';

/**
 * The clinic's intake questions in the booking wizard's and the checkout's step after the slot (a chunk of theirs,
 * never with the page): which show, their problems and whether an answer is a red flag are contracts/intake.ts, the
 * rules the server applies to the payment call. A red flag on a remote consultation shows the emergency notice
 * instead of the way on to payment.
 */

const BOOKING_QUESTIONS = graphql(`
  query BookingQuestions($l: ID!, $t: ConsultationType!) { bookingQuestions(listingId: $l, type: $t) }
`);

const EMERGENCY_PRACTICES = graphql(`
  query EmergencyPractices($l: ID!, $z: String) {
    emergencyPractices(listingId: $l, zip: $z) { zip practices { id name providerName address city state zipcode } }
  }
`);

/** The listing's questions for the type: null while loading, 'error' when they could not be fetched. */
export function useBookingQuestions(listingId: number, type: ConsultationType): IntakeQuestion[] | null | 'error' {
  const [questions, setQuestions] = useState<IntakeQuestion[] | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    setQuestions(null);
    execute(BOOKING_QUESTIONS, { l: String(listingId), t: type })
      .then((data) => { if (live) setQuestions(Array.isArray(data.bookingQuestions) ? data.bookingQuestions as IntakeQuestion[] : []); })
      .catch(() => { if (live) setQuestions('error'); });
    return () => { live = false; };
  }, [listingId, type]);
  return questions;
}

/** What Continue (or Confirm and Pay) needs to know: each problem at its field, and whether a red flag stops the booking. */
export function intakeVerdict(questions: readonly IntakeQuestion[], ctx: IntakeContext, answers: IntakeAnswers, type: ConsultationType) {
  const { fields } = checkIntake(questions, ctx, answers);
  return { fields, stopped: redFlagStops(type, redFlagsOf(questions, ctx, answers)) };
}

const fieldId = (prefix: string, id: string) => `${prefix}-intake-${id}`;

function PhotoAnswer({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const say = useSay();
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  async function pick(file: File | undefined) {
    if (!file) return;
    if (!isAcceptedImage(file.type)) return setState('failed');
    setState('sending');
    const sent = await uploadFile('private', 'phr', file, file.name);
    if ('fileId' in sent) {
      onChange(String(sent.fileId));
      setState('idle');
    } else setState('failed');
  }
  return (
    <>
      <input id={id} type="file" accept={IMAGE_ACCEPT} onChange={(e) => { void pick(e.target.files?.[0]); }} />
      {state === 'sending' && <p className="booking-hint" role="status">{say('booking.intake.uploading')}</p>}
      {state === 'failed' && <p className="field-error" role="alert">{say('booking.intake.photoKinds')}</p>}
      {value && state === 'idle' && <p className="booking-hint">{say('booking.intake.photoAttached')}</p>}
    </>
  );
}

/** The questions that show, each with its own field and message. */
export function IntakeQuestions({ prefix, questions, ctx, answers, errors, onChange }: {
  prefix: string;
  questions: readonly IntakeQuestion[];
  ctx: IntakeContext;
  answers: IntakeAnswers;
  errors: Record<string, string>;
  onChange: (answers: IntakeAnswers, problems: Record<string, string>) => void;
}) {
  const say = useSay();
  const shown = visibleQuestions(questions, ctx, answers);
  if (shown.length === 0) return null;
  const set = (q: IntakeQuestion, value: string) => {
    const next = { ...answers, [q.id]: value };
    // A problem already shown follows the answer; others wait for Continue.
    const key = `intake.${q.id}`;
    const problems = { ...errors };
    if (problems[key]) {
      const problem = answerProblem(q, value);
      if (problem) problems[key] = problem; else delete problems[key];
    }
    onChange(next, problems);
  };
  return (
    <fieldset className="intake-questions" data-testid="intake-questions">
      <legend>{say('booking.intake.legend')}</legend>
      {shown.map((q) => {
        const id = fieldId(prefix, q.id);
        const error = errors[`intake.${q.id}`];
        const invalid = error ? true : undefined;
        const describedBy = error ? `${id}-error` : undefined;
        const value = answers[q.id] ?? '';
        const label = q.required ? q.label : say('booking.intake.optional', { label: q.label });
        let input;
        if (q.kind === 'yesno' || q.kind === 'choice') {
          const options = q.kind === 'yesno' ? [{ v: YES, t: say('booking.intake.yes') }, { v: NO, t: say('booking.intake.no') }] : (q.choices ?? []).map((c) => ({ v: c, t: c }));
          return (
            <fieldset key={q.id} className="intake-question" data-question={q.id} aria-describedby={describedBy}>
              <legend>{label}</legend>
              <div className="intake-options">
                {options.map((o) => (
                  <label key={o.v} className="intake-option">
                    <input type="radio" name={id} value={o.v} checked={value === o.v} onChange={() => set(q, o.v)} aria-invalid={invalid} />
                    {say('booking.afterInput', { text: o.t })}
                  </label>
                ))}
              </div>
              {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
            </fieldset>
          );
        }
        if (q.kind === 'photo') input = <PhotoAnswer id={id} value={value} onChange={(v) => set(q, v)} />;
        else {
          input = (
            <input id={id} type={q.kind === 'number' ? 'number' : q.kind === 'date' ? 'date' : 'text'} value={value}
              maxLength={q.kind === 'text' ? INTAKE_LIMITS.answer : undefined} inputMode={q.kind === 'number' ? 'decimal' : undefined}
              onChange={(e) => set(q, e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} />
          );
        }
        return (
          <div key={q.id} className="form-field intake-question" data-question={q.id}>
            <label htmlFor={id}>{label}</label>
            {input}
            {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Shown instead of the way to payment when an answer is a red flag on a remote consultation: call an emergency vet
 * now, and the vet list's in-person practices near the listing (or a zip code the person gives).
 */
export function EmergencyNotice({ listingId }: { listingId: number }) {
  const say = useSay();
  const [found, setFound] = useState<{ zip: string | null; practices: NearbyPractice[] } | null>(null);
  const [zipError, setZipError] = useState<string | null>(null);
  const look = (zip: string | null) => execute(EMERGENCY_PRACTICES, { l: String(listingId), z: zip })
    .then((data) => {
      setZipError(null);
      setFound({ zip: data.emergencyPractices.zip ?? null, practices: data.emergencyPractices.practices.map((p) => ({ ...p, id: Number(p.id), address: p.address ?? null, city: p.city ?? null, state: p.state ?? null, zipcode: p.zipcode ?? null })) });
    })
    .catch((err: unknown) => setZipError(say.text(err instanceof Error ? err.message : 'Enter a valid zipcode')));
  // The listing's own neighbourhood first; `look` is remade each render and reads only listingId.
  useEffect(() => { void look(null); }, [listingId]);

  function onZip(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const zip = String(new FormData(event.currentTarget).get('zip') ?? '').trim();
    void look(zip || null);
  }

  return (
    <div className="alert alert-error intake-emergency" role="alert" data-testid="emergency-notice">
      <h4>{say.text(EMERGENCY_NOTICE.title)}</h4>
      <p>{say.text(EMERGENCY_NOTICE.body)}</p>
      {found && found.practices.length > 0 && (
        <section aria-label={say.text(EMERGENCY_NOTICE.nearTitle)}>
          <p><strong>{found.zip ? say('booking.emergency.near', { zip: found.zip }) : say.text(EMERGENCY_NOTICE.nearTitle)}</strong></p>
          <ul className="intake-practices">
            {found.practices.map((p) => (
              <li key={p.id} data-testid="emergency-practice">
                <strong>{p.name}</strong> <span>{p.providerName}</span>
                {p.address && <span>{say('booking.emergency.address', { address: p.address })}</span>}
              </li>
            ))}
          </ul>
          {found.zip && <a href={vetListNear(found.zip)}>{say('booking.emergency.all', { zip: found.zip })}</a>}
        </section>
      )}
      {found && found.practices.length === 0 && <p>{say.text(EMERGENCY_NOTICE.none)}</p>}
      <form className="intake-zip" onSubmit={onZip} noValidate>
        <label htmlFor={`emergency-zip-${listingId}`}>{say('booking.emergency.zip')}</label>
        <div className="assessment-zip-row">
          <input id={`emergency-zip-${listingId}`} name="zip" type="text" autoComplete="postal-code" maxLength={10}
            aria-invalid={zipError ? true : undefined} aria-describedby={zipError ? `emergency-zip-${listingId}-error` : undefined} />
          <button type="submit" className="btn btn-secondary">{say('booking.emergency.find')}</button>
        </div>
        {zipError && <p className="field-error" id={`emergency-zip-${listingId}-error`}>{zipError}</p>}
      </form>
    </div>
  );
}
