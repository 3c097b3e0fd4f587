import { useState } from 'react';
import { execute, GqlError } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { FormStatus } from '../lib/form-status.tsx';
import { SOMETHING_WRONG } from '../../contracts/errors.ts';
import { CORRECT_FIELDS } from '../../contracts/forms.ts';
import { CONSULTATION_TYPE_LABEL, type ConsultationType } from '../../contracts/consultations.ts';
import {
  INTAKE_KIND_LABEL, INTAKE_KINDS, INTAKE_LIMITS, NO, withEmergencySet, YES, type IntakeKind, type IntakeQuestion,
} from '../../contracts/intake.ts';
import { PET_TYPES } from '../../contracts/reference.ts';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../contracts/messages/en.ts';
import { sayPractice, sayPracticeFields } from '../lib/practice-texts.ts';

const SAVE_INTAKE = graphql(`
  mutation SaveIntakeQuestions($l: ID!, $q: JSON!) { saveIntakeQuestions(listingId: $l, questions: $q) { message questions } }
`);

export interface IntakeEditorProps {
  listingId: number;
  questions: IntakeQuestion[];
  /** The listing's consultation types: each question names which of them ask it. */
  types: ConsultationType[];
}

/** The answers a question can be conditioned on or flagged by (yes/no, or a choice's options). */
function answersOf(q: IntakeQuestion): string[] {
  return q.kind === 'yesno' ? [YES, NO] : q.kind === 'choice' ? (q.choices ?? []).filter((c) => c.trim()) : [];
}

const SPACE = ' ';

/** A fresh id, unique in the list (answers and conditions are keyed by it). */
function newId(list: readonly IntakeQuestion[]): string {
  let n = list.length + 1;
  while (list.some((q) => q.id === `q${n}`)) n += 1;
  return `q${n}`;
}

/**
 * The listing's intake questions (below the listing editor, once the listing is saved): what each consultation type
 * asks before the visit, when a question shows, whether it is required, and which answers are red flags (a red flag
 * stops an online booking with an emergency notice). "Add the emergency set" appends the product's emergency
 * questions. Saved whole through saveIntakeQuestions, which checks the list with the same rules.
 */
export default function IntakeEditor({ listingId, questions: initial, types }: IntakeEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  /** A catalogue id's words when the page has them (consultation types, species), else the English given. */
  const known = (id: string, english: string) => (Object.hasOwn(intl.messages, id) ? t(id as MessageId) : english);
  // A yes/no answer in the page's language; a choice's options are the clinic's own words.
  const answerWord = (a: string) => (a === YES ? t('intake.yes') : a === NO ? t('intake.no') : a);
  const [list, setList] = useState<IntakeQuestion[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (i: number, patch: Partial<IntakeQuestion>) => setList((l) => l.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const remove = (i: number) => setList((l) => l.filter((_, j) => j !== i)
    // A condition on a removed question goes with it.
    .map((q) => (q.showIf && 'question' in q.showIf && q.showIf.question === l[i].id ? { ...q, showIf: null } : q)));
  const add = () => setList((l) => [...l, { id: newId(l), label: '', kind: 'text', types: [...types], required: false, showIf: null, redFlags: [] }]);

  async function save() {
    setSaving(true);
    setStatus(null);
    try {
      const data = await execute(SAVE_INTAKE, { l: String(listingId), q: list });
      setList(data.saveIntakeQuestions.questions as IntakeQuestion[]);
      setErrors({});
      setStatus({ kind: 'ok', text: sayPractice(intl, data.saveIntakeQuestions.message) });
    } catch (err) {
      const fields = err instanceof GqlError ? err.fields : {};
      setErrors(sayPracticeFields(intl, fields));
      setStatus({ kind: 'error', text: sayPractice(intl, Object.keys(fields).length ? CORRECT_FIELDS : err instanceof GqlError ? err.message : SOMETHING_WRONG) });
    } finally {
      setSaving(false);
    }
  }

  const err = (i: number, field: string) => errors[`questions.${i}.${field}`];
  return (
    <section className="intake-editor card" aria-labelledby="intake-editor-title" data-testid="intake-editor">
      <h2 id="intake-editor-title">{t('intake.title')}</h2>
      <p className="field-hint">{t('intake.lead')}</p>
      {list.length === 0 && <p className="booking-hint">{t('intake.none')}</p>}
      <ol className="intake-list">
        {list.map((q, i) => {
          const earlier = list.slice(0, i).filter((e) => answersOf(e).length > 0);
          const cond = q.showIf;
          const condKind = !cond ? 'always' : 'species' in cond ? 'species' : 'answer';
          const target = cond && 'question' in cond ? list.find((e) => e.id === cond.question) : undefined;
          const prefix = `intake-${i}`;
          return (
            <li key={q.id} className="intake-item" data-testid="intake-item">
              <div className="form-field">
                <label htmlFor={`${prefix}-label`}>{t('intake.question')}</label>
                <input id={`${prefix}-label`} value={q.label} maxLength={INTAKE_LIMITS.label} onChange={(e) => change(i, { label: e.target.value })}
                  aria-invalid={err(i, 'label') ? true : undefined} />
                {err(i, 'label') && <span className="field-error">{err(i, 'label')}</span>}
              </div>
              <div className="intake-row">
                <div className="form-field">
                  <label htmlFor={`${prefix}-kind`}>{t('intake.answer')}</label>
                  <select id={`${prefix}-kind`} value={q.kind}
                    onChange={(e) => change(i, { kind: e.target.value as IntakeKind, redFlags: [], choices: e.target.value === 'choice' ? q.choices ?? ['', ''] : undefined })}>
                    {INTAKE_KINDS.map((k) => <option key={k} value={k}>{known(`intake.kind.${k}`, INTAKE_KIND_LABEL[k])}</option>)}
                  </select>
                </div>
                <label className="intake-check">
                  <input type="checkbox" checked={q.required} onChange={(e) => change(i, { required: e.target.checked })} /> {t('intake.required')}
                </label>
              </div>
              {q.kind === 'choice' && (
                <div className="form-field">
                  <label htmlFor={`${prefix}-choices`}>{t('intake.options')}</label>
                  <textarea id={`${prefix}-choices`} rows={3} value={(q.choices ?? []).join('\n')}
                    onChange={(e) => change(i, { choices: e.target.value.split('\n').slice(0, INTAKE_LIMITS.choices), redFlags: [] })}
                    aria-invalid={err(i, 'choices') ? true : undefined} />
                  {err(i, 'choices') && <span className="field-error">{err(i, 'choices')}</span>}
                </div>
              )}
              <fieldset className="intake-types">
                <legend>{t('intake.askedFor')}</legend>
                {types.map((t) => (
                  <label key={t} className="intake-check">
                    <input type="checkbox" checked={q.types.includes(t)}
                      onChange={(e) => change(i, { types: e.target.checked ? [...q.types, t] : q.types.filter((x) => x !== t) })} />
                    {SPACE}{known(`consultation.${t}`, CONSULTATION_TYPE_LABEL[t])}
                  </label>
                ))}
                {err(i, 'types') && <span className="field-error">{err(i, 'types')}</span>}
              </fieldset>
              <div className="intake-row">
                <div className="form-field">
                  <label htmlFor={`${prefix}-show`}>{t('intake.show')}</label>
                  <select id={`${prefix}-show`} value={condKind}
                    onChange={(e) => change(i, {
                      showIf: e.target.value === 'species' ? { species: PET_TYPES[0].code }
                        : e.target.value === 'answer' && earlier[0] ? { question: earlier[0].id, answer: answersOf(earlier[0])[0] } : null,
                    })}>
                    <option value="always">{t('intake.always')}</option>
                    <option value="species">{t('intake.ifSpecies')}</option>
                    {earlier.length > 0 && <option value="answer">{t('intake.ifAnswer')}</option>}
                  </select>
                </div>
                {cond && 'species' in cond && (
                  <div className="form-field">
                    <label htmlFor={`${prefix}-species`}>{t('intake.species')}</label>
                    <select id={`${prefix}-species`} value={cond.species} onChange={(e) => change(i, { showIf: { species: Number(e.target.value) } })}>
                      {PET_TYPES.map((p) => <option key={p.code} value={p.code}>{known(`dash.petType.${p.code}`, p.name)}</option>)}
                    </select>
                  </div>
                )}
                {cond && 'question' in cond && (
                  <>
                    <div className="form-field">
                      <label htmlFor={`${prefix}-if-question`}>{t('intake.question')}</label>
                      <select id={`${prefix}-if-question`} value={cond.question}
                        onChange={(e) => {
                          const to = list.find((x) => x.id === e.target.value);
                          if (to) change(i, { showIf: { question: to.id, answer: answersOf(to)[0] ?? '' } });
                        }}>
                        {earlier.map((e) => <option key={e.id} value={e.id}>{e.label || e.id}</option>)}
                      </select>
                    </div>
                    <div className="form-field">
                      <label htmlFor={`${prefix}-if-answer`}>{t('intake.answer')}</label>
                      <select id={`${prefix}-if-answer`} value={cond.answer} onChange={(e) => change(i, { showIf: { question: cond.question, answer: e.target.value } })}>
                        {(target ? answersOf(target) : []).map((a) => <option key={a} value={a}>{answerWord(a)}</option>)}
                      </select>
                    </div>
                  </>
                )}
              </div>
              {err(i, 'showIf') && <span className="field-error">{err(i, 'showIf')}</span>}
              {answersOf(q).length > 0 && (
                <fieldset className="intake-flags">
                  <legend>{t('intake.redFlags')}</legend>
                  {answersOf(q).map((a) => (
                    <label key={a} className="intake-check">
                      <input type="checkbox" checked={(q.redFlags ?? []).includes(a)}
                        onChange={(e) => change(i, { redFlags: e.target.checked ? [...(q.redFlags ?? []), a] : (q.redFlags ?? []).filter((x) => x !== a) })} />
                      {SPACE}{answerWord(a)}
                    </label>
                  ))}
                  {err(i, 'redFlags') && <span className="field-error">{err(i, 'redFlags')}</span>}
                </fieldset>
              )}
              <button type="button" className="link-button" onClick={() => remove(i)}>{t('intake.remove')}</button>
            </li>
          );
        })}
      </ol>
      {errors.questions && <p className="field-error">{errors.questions}</p>}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={add} disabled={list.length >= INTAKE_LIMITS.questions}>{t('intake.add')}</button>
        <button type="button" className="btn btn-secondary" onClick={() => setList((l) => withEmergencySet(l))} data-testid="add-emergency-set">
          {t('intake.addEmergency')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => { void save(); }} disabled={saving}>{t('intake.save')}</button>
      </div>
      <FormStatus status={status} testId="intake-status" />
    </section>
  );
}
