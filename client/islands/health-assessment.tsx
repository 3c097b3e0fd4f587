import { useState, type FormEvent } from 'react';
import {
  ASSESSMENT_QUESTIONS,
  cleanAnswers,
  suggestConsultation,
  type AssessmentAnswers,
} from '../../views/pages/marketing/content/assessment.ts';
import { EmergencyHelp, type NearbyAnswer } from './assessment/emergency-help.tsx';

/** Answers from a submitted query string, so the result also shows without JavaScript. */
export interface HealthAssessmentProps {
  answers?: AssessmentAnswers;
  submitted?: boolean;
  /** The emergency answer's practices near the zip code given with it. */
  nearby?: NearbyAnswer | null;
}

/**
 * The "Take Test" screening. Without JavaScript the form is a GET to the same
 * page and the server renders the result; hydrated, the result updates in place.
 */
export default function HealthAssessment({ answers: initial = {}, submitted = false, nearby = null }: HealthAssessmentProps) {
  const [answers, setAnswers] = useState<AssessmentAnswers>(initial);
  const [shown, setShown] = useState(submitted);
  const result = shown ? suggestConsultation(answers) : null;
  const missing = shown && !result;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswers(cleanAnswers(Object.fromEntries(new FormData(event.currentTarget))));
    setShown(true);
  }

  return (
    <div className="assessment">
      <form className="assessment-form" method="get" action="/pet-health-assessment/" onSubmit={onSubmit}>
        {ASSESSMENT_QUESTIONS.map((q, i) => (
          <fieldset key={q.id} className="assessment-question">
            <legend>
              <span className="assessment-number">{i + 1}.</span> {q.text}
            </legend>
            <div className="assessment-options">
              {q.options.map((o) => (
                <label key={o.value} className="assessment-option">
                  <input
                    type="radio"
                    name={q.id}
                    value={o.value}
                    defaultChecked={initial[q.id] === o.value}
                    onChange={() => setAnswers((prev) => ({ ...prev, [q.id]: o.value }))}
                  />{' '}
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="form-actions">
          <button className="btn btn-primary" type="submit">
            Take Test
          </button>
        </div>
      </form>
      <div className="assessment-result" aria-live="polite" data-testid="assessment-result">
        {result && (
          <div className={result.kind === 'emergency' ? 'alert alert-error' : 'alert alert-success'}>
            <p className="assessment-kicker">Our suggestion</p>
            <h2 className="assessment-title">{result.title}</h2>
            <p>{result.reason}</p>
            {result.kind === 'emergency' ? <EmergencyHelp answers={answers} nearby={nearby} /> : (
              <a className="btn btn-primary" href={result.href}>
                {result.linkLabel}
              </a>
            )}
          </div>
        )}
        {missing && (
          <p className="alert alert-info">Please answer every question so we can suggest the right kind of care.</p>
        )}
      </div>
    </div>
  );
}
