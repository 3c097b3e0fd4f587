import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_TEXT_MAX } from '../../contracts/order-words.ts';
import { US_STATES } from '../../contracts/us-states.ts';
import { ORDER_FAILED } from '../../contracts/errors.ts';
import { checkInput } from '../../contracts/forms.ts';
import { PetField } from './orders/pet-field.tsx';
import type { PetFormWords } from './pets/pets-words.ts';
import { FormField as Field } from '../lib/form-field.tsx';
import { errorText, fieldTexts, postJson } from '../lib/post-json.ts';
import { useFileUploads, type FileUploadWords } from '../lib/use-file-uploads.ts';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { counterWith } from '../lib/counter-words.ts';
import { lazyRules } from '../lib/lazy-rules.ts';
import { fill, sayText } from '../../contracts/messages/fill.ts';
import type { MessageId } from '../../contracts/messages/en.ts';

/** The form's ids (contracts/messages/en-order-pages.ts), but the English messages it says through `texts`. */
export type OrderFormWordId = Exclude<Extract<MessageId, `orderForm.${string}`>, `orderForm.text.${string}`>;

/**
 * The form's words in the page's language, one prop (views/pages/orders/order-form-words.ts), so its bundle holds no
 * message runtime: plain text or `{name}` templates filled with `fill`, and `texts`, English -> this language for the
 * messages of the order's rules and the server it shows (empty in English; `sayText`; the pet form's map after it).
 */
export interface OrderFormWords {
  words: Readonly<Record<OrderFormWordId, string>>;
  texts: Readonly<Record<string, string>>;
  /** The file picker's words (second opinion). */
  uploads: FileUploadWords;
}

export interface OrderFormProps {
  product: { code: number; slug: 'vet-house-call' | 'second-medical-opinion'; label: string; priceLabel: string; priceCents: number };
  /** The owner's active pets (second opinion only). */
  pets: Array<{ id: number; name: string }>;
  /** The pet field's and pet form's words in the page's language (views/pages/pets/pet-form-words.ts). */
  petWords: PetFormWords;
  /** The form's own words in the page's language. */
  words: OrderFormWords;
}

// Each field's label is the word of its name (`orderForm.<name>`).
const HOUSE_FIELDS = [
  { name: 'primaryPhone', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'secondaryPhone', type: 'tel', required: false, autoComplete: 'off' },
  { name: 'address', type: 'text', required: true, autoComplete: 'street-address' },
  { name: 'city', type: 'text', required: true, autoComplete: 'address-level2' },
  { name: 'state', type: 'text', required: true, autoComplete: 'address-level1' },
  { name: 'zipcode', type: 'text', required: true, autoComplete: 'postal-code' },
] as const;

/** The space between a file's name and its Remove (no words of any language). */
const SPACE = ' ';

/** The server's rules for the order's details, fetched once someone starts filling the form in. */
const orderRules = lazyRules(() => import('../../contracts/orders.ts'));

/**
 * The house-call and second-opinion order form: details checked with the
 * server's zod schema, then `POST /api/orders` stores the order and the owner
 * moves to `/checkout?orderId=` to pay for it.
 */
export default function OrderForm({ product, pets, petWords, words }: OrderFormProps) {
  const t = words.words;
  /** An English message of the rules or the server in the page's language: the form's map, then the pet form's. */
  const say = (text: string) => {
    const own = sayText(text, words.texts);
    return own === text ? sayText(text, petWords.texts) : own;
  };
  const count = counterWith(petWords.intl, (over, values) => fill(petWords.words[over ? 'petForm.countOver' : 'petForm.count'], { ...values }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { files, uploading, onFiles, remove } = useFileUploads('smo_service', setMessage, words.uploads);
  const secondOpinion = product.slug === 'second-medical-opinion';

  useEffect(() => {
    // Coming back from /checkout through the browser's history restores this page as it was left: usable again.
    const restored = (e: PageTransitionEvent) => { if (e.persisted) setBusy(false); };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const raw: Record<string, unknown> = Object.fromEntries(form);
    if (secondOpinion) {
      raw.authorization = form.get('authorization') === 'on' ? true : undefined;
      raw.files = files.map((f) => f.id);
    }
    setBusy(true);
    // Should the rules not arrive, the details are sent as typed: the server checks the same rules.
    const rules = await orderRules.rules();
    const parsed = rules && (secondOpinion ? checkInput(rules.secondOpinionSchema, raw) : checkInput(rules.houseCallSchema, raw));
    if (parsed?.fields) {
      setErrors(parsed.fields);
      setBusy(false);
      return;
    }
    setErrors({});
    setMessage(null);
    const answer = await postJson(
      '/api/orders', { productId: product.code, details: parsed ? parsed.data : raw },
    );
    if (answer.ok && typeof answer.body.orderId === 'number') {
      window.location.assign(`/checkout?orderId=${answer.body.orderId}`);
      return;
    }
    setMessage(errorText(answer, ORDER_FAILED));
    // A refused attachment (not uploaded, too large, another type) is named by the file list, where it can be removed.
    setErrors(fieldTexts(answer));
    setBusy(false);
  }

  const alert = message && <div className="alert alert-error" role="alert"><p>{say(message)}</p></div>;
  // The pet field says its own message through the pet form's map.
  const error = (field: string) => (errors[field] ? say(errors[field]) : undefined);

  return (
    <form className="order-form" noValidate onFocus={orderRules.prefetch} onSubmit={onSubmit}>
      {alert}
      {!secondOpinion && HOUSE_FIELDS.map((f) => (
        <Field key={f.name} id={`order-${f.name}`} label={t[`orderForm.${f.name}`]} required={f.required} error={error(f.name)}>
          {f.name === 'state'
            ? (
              // US states only: every practice is in the US; the server takes nothing else either.
              <select id="order-state" name="state" autoComplete={f.autoComplete} defaultValue="" aria-invalid={errors.state ? true : undefined}>
                <option value="">{t['orderForm.chooseState']}</option>
                {US_STATES.map((s) => <option key={s.code} value={s.code}>{s.name}</option>)}
              </select>
            )
            : <input id={`order-${f.name}`} name={f.name} type={f.type} autoComplete={f.autoComplete} aria-invalid={errors[f.name] ? true : undefined} />}
        </Field>
      ))}
      {secondOpinion && (
        <>
          <PetField pets={pets} defaultPetId="" error={errors.petId} words={petWords} />
          <Field id="order-firstOpinion" label={t['orderForm.firstOpinion']} required error={error('firstOpinion')}>
            <BoundedTextarea id="order-firstOpinion" name="firstOpinion" max={ORDER_TEXT_MAX} count={count} aria-invalid={errors.firstOpinion ? true : undefined}
              describedBy={errors.firstOpinion ? 'order-firstOpinion-error' : undefined} />
          </Field>
          <Field id="order-query" label={t['orderForm.query']} required error={error('query')}>
            <BoundedTextarea id="order-query" name="query" max={ORDER_TEXT_MAX} count={count} aria-invalid={errors.query ? true : undefined}
              describedBy={errors.query ? 'order-query-error' : undefined} />
          </Field>
          <Field id="order-files" label={t['orderForm.files']} error={error('files')}>
            <input id="order-files" type="file" multiple accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,text/plain" onChange={onFiles} />
          </Field>
          {(files.length > 0 || uploading > 0) && (
            <ul className="order-files">
              {files.map((f) => (
                <li key={f.id}>
                  {f.name}{SPACE}
                  <button type="button" className="btn-link" onClick={() => remove(f.id)}>{t['orderForm.remove']}</button>
                </li>
              ))}
              {uploading > 0 && <li>{fill(t['orderForm.uploading'], { count: uploading })}</li>}
            </ul>
          )}
          <div className="form-field form-check">
            <input id="order-authorization" name="authorization" type="checkbox" />
            <label htmlFor="order-authorization">{t['orderForm.authorization']}</label>
            {errors.authorization && <p className="field-error">{say(errors.authorization)}</p>}
          </div>
        </>
      )}
      <div className="form-actions">
        <button className="btn btn-primary" type="submit" disabled={busy || uploading > 0}>{busy ? t['orderForm.wait'] : t['orderForm.submit']}</button>
      </div>
    </form>
  );
}
