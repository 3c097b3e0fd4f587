import { ASSESSMENT_QUESTIONS, type AssessmentAnswers, type AssessmentWords } from '../../../views/pages/marketing/content/assessment.ts';
import { vetListNear, type NearbyPractice } from '../../../contracts/nearby-practices.ts';
import { fill, sayText } from '../../../contracts/messages/fill.ts';

/** The practices found for the zip code the person gave, or why none could be looked for. */
export interface NearbyAnswer {
  zip: string;
  /** Null when the zip code was refused (`error` says why). */
  practices: NearbyPractice[] | null;
  error: string | null;
}

/** The address, with the town and zip code when the address does not already end with them. */
function where(p: NearbyPractice): string {
  const place = [p.city, [p.state, p.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (p.address && (!place || (p.zipcode && p.address.includes(p.zipcode)))) return p.address;
  return [p.address, place].filter(Boolean).join(' · ');
}

/**
 * The emergency answer's help: call an emergency clinic now, and the in-person practices of the vet list
 * nearest the zip code the person gives. The zip code form is a plain GET of the assessment page (with the
 * answers given), so the server looks the practices up with or without JavaScript.
 */
export function EmergencyHelp({ answers, nearby, words }: { answers: AssessmentAnswers; nearby: NearbyAnswer | null; words: AssessmentWords }) {
  const found = nearby?.practices ?? null;
  const say = words.emergency;
  return (
    <div className="assessment-emergency" data-testid="assessment-emergency">
      <p className="assessment-call"><strong>{say.call}</strong> {say.callHint}</p>
      {nearby && found && found.length > 0 && (
        <section className="assessment-practices" aria-labelledby="assessment-practices-title">
          <h3 id="assessment-practices-title">{fill(say.nearTitle, { zip: nearby.zip })}</h3>
          <ul>
            {found.map((p) => (
              <li key={p.id} data-testid="nearby-practice">
                <strong>{p.name}</strong>
                <span>{p.providerName}</span>
                {where(p) && <span>{where(p)}</span>}
              </li>
            ))}
          </ul>
          <a href={vetListNear(nearby.zip)}>{fill(say.allNear, { zip: nearby.zip })}</a>
        </section>
      )}
      {nearby && found && found.length === 0 && <p data-testid="nearby-none">{fill(say.noneNear, { zip: nearby.zip })}</p>}
      <form className="assessment-zip" method="get" action="/pet-health-assessment/" noValidate>
        {ASSESSMENT_QUESTIONS.filter((q) => answers[q.id]).map((q) => <input key={q.id} type="hidden" name={q.id} value={answers[q.id]} />)}
        <div className="form-field">
          <label htmlFor="assessment-zip">{found ? say.otherZip : say.askZip}</label>
          <div className="assessment-zip-row">
            <input id="assessment-zip" name="zip" type="text" inputMode="text" autoComplete="postal-code" maxLength={10}
              defaultValue={nearby?.zip ?? ''} aria-invalid={nearby?.error ? true : undefined}
              aria-describedby={nearby?.error ? 'assessment-zip-error' : undefined} />
            <button className="btn btn-primary" type="submit">{say.find}</button>
          </div>
          {nearby?.error && <p className="field-error" id="assessment-zip-error">{sayText(nearby.error, words.texts)}</p>}
        </div>
      </form>
    </div>
  );
}
