import { useState, type FormEvent } from 'react';
import {
  ASSESSMENT_QUESTIONS,
  ASSESSMENT_WORDS,
  cleanAnswers,
  suggestConsultation,
  type AssessmentAnswers,
} from '../../views/pages/marketing/content/assessment.ts';
import { EmergencyHelp, type NearbyAnswer } from './assessment/emergency-help.tsx';
import { fill, sayText } from '../../contracts/messages/fill.ts';

/** Answers from a submitted query string, so the result also shows without JavaScript. */
export interface HealthAssessmentProps {
  answers?: AssessmentAnswers;
  submitted?: boolean;
  /** The emergency answer's practices near the zip code given with it. */
  nearby?: NearbyAnswer | null;
  /**
   * English -> the page's language for every word it shows (views/pages/marketing/assessment-texts.ts): the
   * questionnaire's are English, so an English page gives none. No catalogue or message runtime in the bundle.
   */
  texts?: Readonly<Record<string, string>>;
}

const SPACE = ' ';
const PERIOD = '.';

/**
 * The "Take Test" screening. Without JavaScript the form is a GET to the same
 * page and the server renders the result; hydrated, the result updates in place.
 * It says every word through `texts`, in the page's language.
 */
export default function HealthAssessment({ answers: initial = {}, submitted = false, nearby = null, texts = {} }: HealthAssessmentProps) {
  const say = (english: string) => sayText(english, texts);
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
              <span className="assessment-number">{i + 1}{PERIOD}</span>{SPACE}{say(q.text)}
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
                  />{SPACE}
                  {say(o.label)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="form-actions">
          <button className="btn btn-primary" type="submit">
            {say(ASSESSMENT_WORDS.takeTest)}
          </button>
        </div>
      </form>
      <div className="assessment-result" aria-live="polite" data-testid="assessment-result">
        {result && (
          <div className={result.kind === 'emergency' ? 'alert alert-error' : 'alert alert-success'}>
            <p className="assessment-kicker">{say(ASSESSMENT_WORDS.kicker)}</p>
            <h2 className="assessment-title">{say(result.title)}</h2>
            <p>{say(result.reason)}</p>
            {result.kind === 'emergency' ? <EmergencyHelp answers={answers} nearby={nearby} say={say} /> : (
              <a className="btn btn-primary" href={result.href}>
                {fill(say(ASSESSMENT_WORDS.see), { name: say(result.title) })}
              </a>
            )}
          </div>
        )}
        {missing && (
          <p className="alert alert-info">{say(ASSESSMENT_WORDS.missing)}</p>
        )}
      </div>
    </div>
  );
}
