import { useState, type FormEvent } from 'react';
import {
  ASSESSMENT_QUESTIONS,
  cleanAnswers,
  suggestConsultation,
  type AssessmentAnswers,
  type AssessmentWords,
} from '../../views/pages/marketing/content/assessment.ts';
import { EmergencyHelp, type NearbyAnswer } from './assessment/emergency-help.tsx';
import { fill } from '../../contracts/messages/fill.ts';

/** Answers from a submitted query string, so the result also shows without JavaScript. */
export interface HealthAssessmentProps {
  answers?: AssessmentAnswers;
  submitted?: boolean;
  /** The emergency answer's practices near the zip code given with it. */
  nearby?: NearbyAnswer | null;
  /** Its words in the page's language (content/assessment-words.ts). */
  words: AssessmentWords;
}

/**
 * The "Take Test" screening. Without JavaScript the form is a GET to the same
 * page and the server renders the result; hydrated, the result updates in place.
 */
export default function HealthAssessment({ answers: initial = {}, submitted = false, nearby = null, words }: HealthAssessmentProps) {
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
              <span className="assessment-number">{fill(words.number, { n: i + 1 })}</span> {words.questions[q.id].text}
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
                  /> {words.questions[q.id].options[o.value]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="form-actions">
          <button className="btn btn-primary" type="submit">
            {words.takeTest}
          </button>
        </div>
      </form>
      <div className="assessment-result" aria-live="polite" data-testid="assessment-result">
        {result && (
          <div className={result.kind === 'emergency' ? 'alert alert-error' : 'alert alert-success'}>
            <p className="assessment-kicker">{words.kicker}</p>
            <h2 className="assessment-title">{result.kind === 'emergency' ? words.emergencyTitle : words.services[result.kind].name}</h2>
            <p>{words.reasons[result.why]}</p>
            {result.kind === 'emergency' ? <EmergencyHelp answers={answers} nearby={nearby} words={words} /> : (
              <a className="btn btn-primary" href={result.href}>
                {words.services[result.kind].see}
              </a>
            )}
          </div>
        )}
        {missing && (
          <p className="alert alert-info">{words.missing}</p>
        )}
      </div>
    </div>
  );
}
