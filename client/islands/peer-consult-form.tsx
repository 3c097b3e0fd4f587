import { useState, type FormEvent } from 'react';
import { PEER_CONSULT_MESSAGES as M, PEER_CONSULT_QUESTION_MAX, type PeerConsultFormView } from '../../contracts/peer-consult-words.ts';
import { ORDER_FAILED } from '../../contracts/errors.ts';
import { FormField as Field } from '../lib/form-field.tsx';
import { errorText, fieldTexts, postJson } from '../lib/post-json.ts';
import { useFileUploads, type FileUploadWords } from '../lib/use-file-uploads.ts';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { counterWith } from '../lib/counter-words.ts';
import { fill } from '../../contracts/messages/fill.ts';
import type { ClinicCareId } from '../../contracts/messages/en-clinic-care.ts';

/** The form's words (ids `p2p.form.`), plain or `{name}` templates as the catalogue holds them. */
export type PeerFormWordId = Extract<ClinicCareId, `p2p.form.${string}`>;

/**
 * The form's words in the page's language, given by the page as one prop (no message runtime in the bundle): its
 * labels, the price as the page writes it, and the server's and the form's known English lines in that language
 * (`texts`, empty in English; a line not in it shows as written).
 */
export type PeerFormWords = Readonly<Record<PeerFormWordId, string>> & {
  price: string;
  texts: Readonly<Record<string, string>>;
  uploads: FileUploadWords;
  /** The question's counter: '{length} / {max} characters', and over its limit; `{name}` templates. */
  count: { count: string; over: string; locale: string };
};

/** The space between a file's name and its Remove (no words of any language). */
const SPACE = ' ';

export interface PeerConsultFormProps {
  view: PeerConsultFormView;
  words: PeerFormWords;
}

/**
 * The Peer-to-Peer Consult order form: the question, the pet's records chosen (offered only where the owner shares
 * them with the clinic), the vet's own files; `POST /api/peer-consults` stores it (the server checks everything
 * again) and the clinic pays at `/checkout?orderId=`.
 */
export default function PeerConsultForm({ view, words }: PeerConsultFormProps) {
  const say = (text: string) => words.texts[text] ?? text;
  const count = counterWith(words.count.locale, (over, values) => fill(over ? words.count.over : words.count.count, { ...values }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { files, uploading, onFiles, remove } = useFileUploads('peer_consult', setMessage, words.uploads);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const question = String(form.get('question') ?? '').trim();
    if (!question) {
      setErrors({ question: say(M.questionRequired) });
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    const answer = await postJson('/api/peer-consults', {
      petId: view.pet.id, question, recordIds: form.getAll('recordIds').map(Number), files: files.map((f) => f.id),
    });
    if (answer.ok && typeof answer.body.orderId === 'number') {
      window.location.assign(`/checkout?orderId=${answer.body.orderId}`);
      return;
    }
    setMessage(say(errorText(answer, ORDER_FAILED)));
    setErrors(Object.fromEntries(Object.entries(fieldTexts(answer)).map(([key, text]) => [key, say(String(text))])));
    setBusy(false);
  }

  return (
    <form className="order-form" noValidate onSubmit={onSubmit} data-testid="peer-consult-form">
      {message && <div className="alert alert-error" role="alert"><p>{message}</p></div>}
      <Field id="peer-question" label={words['p2p.form.question']} required error={errors.question}>
        <BoundedTextarea id="peer-question" name="question" max={PEER_CONSULT_QUESTION_MAX} count={count} aria-invalid={errors.question ? true : undefined}
          describedBy={errors.question ? 'peer-question-error' : undefined} />
      </Field>
      <fieldset className="form-field">
        <legend>{fill(words['p2p.form.records'], { pet: view.pet.name })}</legend>
        {view.records === null && <p className="field-hint">{say(M.recordsNotShared)}</p>}
        {view.records !== null && view.records.length === 0 && <p className="field-hint">{words['p2p.form.noRecords']}</p>}
        {view.records?.map((r) => (
          <div className="form-check" key={r.id}>
            <input id={`peer-record-${r.id}`} type="checkbox" name="recordIds" value={r.id} />
            <label htmlFor={`peer-record-${r.id}`}>{r.label}</label>
          </div>
        ))}
        {errors.recordIds && <p className="field-error">{errors.recordIds}</p>}
      </fieldset>
      <Field id="peer-files" label={words['p2p.form.files']} error={errors.files}>
        <input id="peer-files" type="file" multiple accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,text/plain" onChange={onFiles} />
      </Field>
      {(files.length > 0 || uploading > 0) && (
        <ul className="order-files">
          {files.map((f) => (
            <li key={f.id}>
              {f.name}{SPACE}
              <button type="button" className="btn-link" onClick={() => remove(f.id)}>{words['p2p.form.remove']}</button>
            </li>
          ))}
          {uploading > 0 && <li>{fill(words['p2p.form.uploading'], { count: uploading })}</li>}
        </ul>
      )}
      <div className="form-actions">
        <button className="btn btn-primary" type="submit" disabled={busy || uploading > 0} data-testid="peer-submit">
          {busy ? words['p2p.form.wait'] : fill(words['p2p.form.continue'], { price: words.price })}
        </button>
      </div>
    </form>
  );
}
