import { ASSESSMENT_QUESTIONS, type AssessmentAnswers } from '../../../views/pages/marketing/content/assessment.ts';
import { vetListNear, type NearbyPractice } from '../../../contracts/nearby-practices.ts';
import { fill } from '../../../contracts/messages/fill.ts';

/** The practices found for the zip code the person gave, or why none could be looked for. */
export interface NearbyAnswer {
  zip: string;
  /** Null when the zip code was refused (`error` says why). */
  practices: NearbyPractice[] | null;
  error: string | null;
}

export const EMERGENCY_WORDS = {
  call: 'Call an emergency vet clinic now',
  callHint: 'Tell them what you see and that you are on your way. Your regular vet\'s phone line names the emergency clinic they work with.',
  nearTitle: 'In-person practices near {zip}',
  noneNear: 'We list no in-person practice near {zip}. Call the emergency clinic nearest to you, or your regular vet.',
  allNear: 'All in-person practices near {zip}',
  askZip: 'Your zip code, to list the practices nearest to you',
  otherZip: 'Another zip code',
  find: 'Find practices',
} as const;

const PERIOD = '.';
const SPACE = ' ';

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
export function EmergencyHelp({ answers, nearby, say }: {
  answers: AssessmentAnswers; nearby: NearbyAnswer | null;
  /** An English sentence in the page's language (the island's text map). */
  say: (english: string) => string;
}) {
  const found = nearby?.practices ?? null;
  const near = (template: string, zip: string) => fill(say(template), { zip });
  return (
    <div className="assessment-emergency" data-testid="assessment-emergency">
      <p className="assessment-call"><strong>{say(EMERGENCY_WORDS.call)}{PERIOD}</strong>{SPACE}{say(EMERGENCY_WORDS.callHint)}</p>
      {nearby && found && found.length > 0 && (
        <section className="assessment-practices" aria-labelledby="assessment-practices-title">
          <h3 id="assessment-practices-title">{near(EMERGENCY_WORDS.nearTitle, nearby.zip)}</h3>
          <ul>
            {found.map((p) => (
              <li key={p.id} data-testid="nearby-practice">
                <strong>{p.name}</strong>
                <span>{p.providerName}</span>
                {where(p) && <span>{where(p)}</span>}
              </li>
            ))}
          </ul>
          <a href={vetListNear(nearby.zip)}>{near(EMERGENCY_WORDS.allNear, nearby.zip)}</a>
        </section>
      )}
      {nearby && found && found.length === 0 && <p data-testid="nearby-none">{near(EMERGENCY_WORDS.noneNear, nearby.zip)}</p>}
      <form className="assessment-zip" method="get" action="/pet-health-assessment/" noValidate>
        {ASSESSMENT_QUESTIONS.filter((q) => answers[q.id]).map((q) => <input key={q.id} type="hidden" name={q.id} value={answers[q.id]} />)}
        <div className="form-field">
          <label htmlFor="assessment-zip">{say(found ? EMERGENCY_WORDS.otherZip : EMERGENCY_WORDS.askZip)}</label>
          <div className="assessment-zip-row">
            <input id="assessment-zip" name="zip" type="text" inputMode="text" autoComplete="postal-code" maxLength={10}
              defaultValue={nearby?.zip ?? ''} aria-invalid={nearby?.error ? true : undefined}
              aria-describedby={nearby?.error ? 'assessment-zip-error' : undefined} />
            <button className="btn btn-primary" type="submit">{say(EMERGENCY_WORDS.find)}</button>
          </div>
          {nearby?.error && <p className="field-error" id="assessment-zip-error">{say(nearby.error)}</p>}
        </div>
      </form>
    </div>
  );
}
