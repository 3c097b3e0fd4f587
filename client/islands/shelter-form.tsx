import { useRef, useState, type FormEvent } from 'react';
import { checkInput } from '../../contracts/forms.ts';
import { errorText, fieldTexts, postJson } from '../lib/post-json.ts';
import type { ShelterFormPath } from '../../contracts/rest-calls.ts';
import { LIMITS } from '../../contracts/inquiry-words.ts';
import { fill, sayFields } from '../../contracts/messages/fill.ts';
import { FormTokenField } from '../../views/form-token.tsx';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { counterWith } from '../lib/counter-words.ts';
import { lazyRules } from '../lib/lazy-rules.ts';

/** What the server hands the form: the values and errors of a failed plain POST, or the sent state after a redirect. */
export interface ShelterFormProps {
  action: string;
  values?: Partial<Record<'name' | 'company' | 'email' | 'number' | 'comments', string>>;
  errors?: Record<string, string>;
  sent?: boolean;
  /** Its words in the page's language (views/pages/marketing/content/shelter-form-words.ts). */
  words: ShelterFormWords;
}

/**
 * The form's words, given by the page as one prop (met before signing in: no catalogue, no message runtime).
 * `{name}` parts are filled by `fill`; `texts` says the English messages of the form's checks and the server in
 * the page's language (contracts/messages/fill.ts), empty in English.
 */
export interface ShelterFormWords {
  /** The tag `Intl` writes the counter's numbers with. */
  intl: string;
  labels: Readonly<Record<'name' | 'company' | 'email' | 'number' | 'comments', string>>;
  hint: string;
  send: string;
  pleaseWait: string;
  correctOne: string;
  correctMany: string;
  failed: string;
  count: string;
  countOver: string;
  success: string;
  texts: Readonly<Record<string, string>>;
}

const FIELDS = [
  { name: 'name', required: true, type: 'text', autoComplete: 'name', max: LIMITS.name },
  { name: 'company', required: true, type: 'text', autoComplete: 'organization', max: LIMITS.company },
  { name: 'email', required: true, type: 'email', autoComplete: 'email', max: LIMITS.email },
  { name: 'number', required: false, type: 'tel', autoComplete: 'tel', max: LIMITS.number },
] as const;

/** The mark of a required field (hidden from screen readers, which hear `aria-required`). */
const REQUIRED = '*';

/** The server's rules for the form, fetched once someone starts filling it in. */
const inquiryRules = lazyRules(() => import('../../contracts/inquiries.ts'));

/**
 * The shelter partnership form. Without JavaScript it is a plain POST to
 * `action` (the server re-renders it with errors, or redirects on success).
 * Hydrated, it checks the same zod schema before sending JSON and shows
 * errors next to each field.
 */
export default function ShelterForm({ action, values = {}, errors: initialErrors = {}, sent = false, words }: ShelterFormProps) {
  // Messages are kept as they came (English, from the checks or the server) and said in the page's language when shown.
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
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
      setErrors(checked.fields);
      focusFirstError(checked.fields);
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
    const found = answer.body.error?.fields ? fieldTexts(answer) : { form: errorText(answer, words.failed) };
    setErrors(found);
    focusFirstError(found);
  }

  if (done) {
    return (
      <div className="alert alert-success shelter-success" role="status">
        <p>{words.success}</p>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  const said = sayFields(errors, words.texts);
  const count = counterWith(words.intl, (over, values) => fill(over ? words.countOver : words.count, { ...values }));
  const describedBy = (name: string) => (errors[name] ? `shelter-${name}-error` : undefined);

  return (
    <form ref={formRef} className="shelter-form" method="post" action={action} noValidate onFocus={inquiryRules.prefetch} onSubmit={onSubmit}>
      <FormTokenField />
      {errorCount > 0 && (
        <div className="alert alert-error" role="alert">
          <p>{said.form ?? (errorCount === 1 ? words.correctOne : fill(words.correctMany, { count: errorCount }))}</p>
        </div>
      )}
      {FIELDS.map((f) => (
        <div className="form-field" key={f.name}>
          <label htmlFor={`shelter-${f.name}`}>
            {words.labels[f.name]}
            {f.required && (
              <span className="required" aria-hidden="true"> {REQUIRED}</span>
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
              {said[f.name]}
            </p>
          )}
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="shelter-comments">{words.labels.comments}</label>
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
            {said.comments}
          </p>
        ) : (
          <p className="field-hint" id="shelter-comments-hint">
            {words.hint}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? words.pleaseWait : words.send}
        </button>
      </div>
    </form>
  );
}
