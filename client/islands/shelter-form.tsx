import { useRef, useState, type FormEvent } from 'react';
import { checkInput } from '../../contracts/forms.ts';
import { postJson } from '../lib/post-json.ts';
import type { ShelterFormPath } from '../../contracts/rest-calls.ts';
import { LIMITS, SHELTER_SUCCESS } from '../../contracts/inquiry-words.ts';
import { fill, sayFields, sayText } from '../../contracts/messages/fill.ts';
import type { ShelterFormWords } from './shelter-form-words.ts';
import { FormTokenField } from '../../views/form-token.tsx';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { lazyRules } from '../lib/lazy-rules.ts';

/** What the server hands the form: the values and errors of a failed plain POST, or the sent state after a redirect. */
export interface ShelterFormProps {
  action: string;
  values?: Partial<Record<'name' | 'company' | 'email' | 'number' | 'comments', string>>;
  errors?: Record<string, string>;
  sent?: boolean;
  /** Its words in the page's language (views/pages/shelters/shelter-form-words.ts). */
  words: ShelterFormWords;
}

const FIELDS = [
  { name: 'name', label: 'shelterForm.name', required: true, type: 'text', autoComplete: 'name', max: LIMITS.name },
  { name: 'company', label: 'shelterForm.company', required: true, type: 'text', autoComplete: 'organization', max: LIMITS.company },
  { name: 'email', label: 'shelterForm.email', required: true, type: 'email', autoComplete: 'email', max: LIMITS.email },
  { name: 'number', label: 'shelterForm.number', required: false, type: 'tel', autoComplete: 'tel', max: LIMITS.number },
] as const;

const SPACE = ' ';
const REQUIRED_MARK = '*';

/** The server's rules for the form, fetched once someone starts filling it in. */
const inquiryRules = lazyRules(() => import('../../contracts/inquiries.ts'));

/**
 * The shelter partnership form. Without JavaScript it is a plain POST to
 * `action` (the server re-renders it with errors, or redirects on success).
 * Hydrated, it checks the same zod schema before sending JSON and shows
 * errors next to each field. Every message it shows (its rules', the
 * server's) is said in the page's language through `words.texts`.
 */
export default function ShelterForm({ action, values = {}, errors: initialErrors = {}, sent = false, words }: ShelterFormProps) {
  const say = words.words;
  const [errors, setErrors] = useState<Record<string, string>>(() => sayFields(initialErrors, words.texts));
  const number = (x: number) => new Intl.NumberFormat(words.intl).format(x);
  const count = (length: number, max: number) => fill(length > max ? say['shelterForm.countOver'] : say['shelterForm.count'],
    { length: number(length), max: number(max), over: number(length - max) });
  const [done, setDone] = useState(sent);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstError(found: Record<string, string>) {
    const first = [...FIELDS.map((f) => f.name), 'comments'].find((n) => found[n]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = Object.fromEntries(new FormData(event.currentTarget));
    setBusy(true);
    // Should the rules not arrive, the form is sent as it is: the server checks the same rules.
    const checked = await inquiryRules.rules().then((rules) => rules && checkInput(rules.shelterInquirySchema, data));
    if (checked?.fields) {
      setBusy(false);
      const fields = sayFields(checked.fields, words.texts);
      setErrors(fields);
      focusFirstError(fields);
      return;
    }
    // The form posts to the page it is on (one of the shelter partnership pages).
    const answer = await postJson(action as ShelterFormPath, data);
    setBusy(false);
    if (answer.ok) {
      setErrors({});
      setDone(true);
      return;
    }
    const found = sayFields(answer.body.error?.fields ?? { form: answer.body.error?.message ?? 'Sorry! Something went wrong. Please try again later.' }, words.texts);
    setErrors(found);
    focusFirstError(found);
  }

  if (done) {
    return (
      <div className="alert alert-success shelter-success" role="status">
        <p>{sayText(SHELTER_SUCCESS, words.texts)}</p>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  const describedBy = (name: string) => (errors[name] ? `shelter-${name}-error` : undefined);

  return (
    <form ref={formRef} className="shelter-form" method="post" action={action} noValidate onFocus={inquiryRules.prefetch} onSubmit={onSubmit}>
      <FormTokenField />
      {errorCount > 0 && (
        <div className="alert alert-error" role="alert">
          <p>{errors.form ?? (errorCount === 1 ? say['shelterForm.correctOne'] : fill(say['shelterForm.correctMany'], { count: errorCount }))}</p>
        </div>
      )}
      {FIELDS.map((f) => (
        <div className="form-field" key={f.name}>
          <label htmlFor={`shelter-${f.name}`}>
            {say[f.label]}
            {f.required && (
              <span className="required" aria-hidden="true">
                {SPACE}{REQUIRED_MARK}
              </span>
            )}
          </label>
          <input
            id={`shelter-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required={f.required}
            aria-required={f.required}
            maxLength={f.max}
            defaultValue={values[f.name] ?? ''}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={describedBy(f.name)}
          />
          {errors[f.name] && (
            <p className="field-error" id={`shelter-${f.name}-error`}>
              {errors[f.name]}
            </p>
          )}
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="shelter-comments">{say['shelterForm.comments']}</label>
        <BoundedTextarea
          id="shelter-comments"
          name="comments"
          max={LIMITS.comments}
          defaultValue={values.comments ?? ''}
          aria-invalid={errors.comments ? true : undefined}
          describedBy={describedBy('comments') ?? 'shelter-comments-hint'}
          count={count}
        />
        {errors.comments ? (
          <p className="field-error" id="shelter-comments-error">
            {errors.comments}
          </p>
        ) : (
          <p className="field-hint" id="shelter-comments-hint">
            {fill(say['shelterForm.commentsHint'], { max: LIMITS.comments })}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? say['shelterForm.wait'] : say['shelterForm.send']}
        </button>
      </div>
    </form>
  );
}
