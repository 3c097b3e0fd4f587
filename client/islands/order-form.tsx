import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { houseCallSchema, ORDER_ERROR, orderFieldErrors, secondOpinionSchema } from '../../server/domain/orders/order-input.ts';
import { formatDollars } from '../../server/domain/orders/order-products.ts';
import { validateCard } from '../../server/domain/payments/card.ts';
import { isAppError } from '../../server/errors.ts';
import { PetField } from './orders/pet-field.tsx';

export interface OrderFormProps {
  product: { code: number; slug: 'vet-house-call' | 'second-medical-opinion'; label: string; priceLabel: string; priceCents: number };
  /** The owner's active pets (second opinion only). */
  pets: Array<{ id: number; name: string }>;
}

interface Uploaded {
  id: number;
  name: string;
}

const HOUSE_FIELDS = [
  { name: 'primaryPhone', label: 'Primary phone', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'secondaryPhone', label: 'Secondary phone', type: 'tel', required: false, autoComplete: 'off' },
  { name: 'address', label: 'Address', type: 'text', required: true, autoComplete: 'street-address' },
  { name: 'city', label: 'City', type: 'text', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', type: 'text', required: true, autoComplete: 'address-level1' },
  { name: 'zipcode', label: 'Zipcode', type: 'text', required: true, autoComplete: 'postal-code' },
] as const;

/** One key per payment attempt: a network retry of it never charges twice; a new attempt (another card) gets a new key. */
function attemptKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="required" aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/**
 * The house-call and second-opinion order form with its own payment step:
 * details (checked with the server's zod schema), then the card, then one
 * `POST /api/payment` that stores and pays the order, then the thank-you screen.
 */
export default function OrderForm({ product, pets }: OrderFormProps) {
  const [stage, setStage] = useState<'details' | 'payment' | 'done'>('details');
  const [details, setDetails] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [uploading, setUploading] = useState(0);
  const secondOpinion = product.slug === 'second-medical-opinion';

  function onDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw: Record<string, unknown> = Object.fromEntries(form);
    if (secondOpinion) {
      raw.authorization = form.get('authorization') === 'on' ? true : undefined;
      raw.files = files.map((f) => f.id);
    }
    const parsed = (secondOpinion ? secondOpinionSchema : houseCallSchema).safeParse(raw);
    if (!parsed.success) {
      setErrors(orderFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setMessage(null);
    setDetails(parsed.data as Record<string, unknown>);
    setStage('payment');
  }

  async function uploadOne(file: File): Promise<Uploaded> {
    const grant = await fetch('/api/files/private', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ fileName: file.name, fileType: file.type || 'application/octet-stream', serviceType: 'smo_service', fileSize: file.size }),
    });
    const body = (await grant.json().catch(() => ({}))) as { fileId?: number; uploadUrl?: string; error?: { message?: string } };
    if (!grant.ok || !body.uploadUrl || !body.fileId) throw new Error(body.error?.message ?? ORDER_ERROR);
    const put = await fetch(body.uploadUrl, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
    if (put.status !== 200) throw new Error(ORDER_ERROR);
    return { id: body.fileId, name: file.name };
  }

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    setUploading((n) => n + chosen.length);
    const dropped: string[] = [];
    await Promise.all(chosen.map(async (file) => {
      try {
        const done = await uploadOne(file);
        setFiles((list) => [...list, done]);
      } catch (err) {
        // A rejected or failed upload is dropped from the list, with the reason.
        dropped.push(`${file.name}: ${(err as Error).message}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }));
    setMessage(dropped.length ? `Not attached: ${dropped.join('; ')}` : null);
  }

  async function onPay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const paymentInfo = {
      name: String(form.get('name') ?? '').trim(), cardNumber: String(form.get('cardNumber') ?? '').trim(),
      expDt: String(form.get('expDt') ?? ''), ccv: String(form.get('ccv') ?? '').trim(),
    };
    try {
      validateCard({ name: paymentInfo.name, number: paymentInfo.cardNumber, expiry: paymentInfo.expDt, securityCode: paymentInfo.ccv });
    } catch (err) {
      if (isAppError(err)) return setErrors(err.fields ?? { form: err.message });
      throw err;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      const res = await fetch('/api/payment', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': attemptKey() },
        body: JSON.stringify({ paymentType: 100, productId: product.code, details, paymentInfo }),
      });
      const body = (await res.json().catch(() => ({}))) as { result?: number | 'Error'; status?: string; fields?: Record<string, string> };
      if (res.ok && typeof body.result === 'number') {
        setStage('done');
        return;
      }
      setMessage(body.status ?? ORDER_ERROR);
      // An attachment the server refused is removed on the details step, so go back to the file list.
      if (body.fields?.files) {
        setErrors({ files: body.fields.files });
        setStage('details');
      }
    } catch {
      setMessage(ORDER_ERROR);
    } finally {
      setBusy(false);
    }
  }

  if (stage === 'done') {
    return (
      <div className="order-done" role="status">
        <h2>Thanks for your Order!</h2>
        <p>A confirmation email will arrive in your inbox shortly.</p>
        <p className="order-done-actions">
          <a className="btn btn-secondary" href="/">Go Home</a>
          <a className="btn btn-primary" href="/app">Go To Dashboard</a>
        </p>
      </div>
    );
  }

  const alert = message && <div className="alert alert-error" role="alert"><p>{message}</p></div>;

  if (stage === 'payment') {
    return (
      <form className="order-form order-payment" noValidate onSubmit={onPay}>
        <h2>Payment</h2>
        <p className="order-total">{product.label}: <strong>{formatDollars(product.priceCents)}</strong> (taxes NA)</p>
        {alert}
        <Field id="order-card-name" label="Name on card" required error={errors.name}>
          <input id="order-card-name" name="name" autoComplete="cc-name" maxLength={100} />
        </Field>
        <Field id="order-card-number" label="Card number" required error={errors.cardNumber}>
          <input id="order-card-number" name="cardNumber" inputMode="numeric" autoComplete="cc-number" maxLength={19} />
        </Field>
        <Field id="order-card-exp" label="Expiry month" required error={errors.expDt}>
          <input id="order-card-exp" name="expDt" type="month" autoComplete="cc-exp" />
        </Field>
        <Field id="order-card-ccv" label="Security code" required error={errors.ccv}>
          <input id="order-card-ccv" name="ccv" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </Field>
        <div className="form-actions">
          <button className="btn btn-secondary" type="button" disabled={busy} onClick={() => setStage('details')}>Back</button>
          <button className="btn btn-primary" type="submit" disabled={busy}>{busy ? 'Please Wait...' : 'Confirm and Pay'}</button>
        </div>
      </form>
    );
  }

  const value = (name: string) => (typeof details[name] === 'string' ? (details[name] as string) : '');
  return (
    <form className="order-form" noValidate onSubmit={onDetails}>
      {alert}
      {!secondOpinion && HOUSE_FIELDS.map((f) => (
        <Field key={f.name} id={`order-${f.name}`} label={f.label} required={f.required} error={errors[f.name]}>
          <input id={`order-${f.name}`} name={f.name} type={f.type} autoComplete={f.autoComplete} defaultValue={value(f.name)}
            aria-invalid={errors[f.name] ? true : undefined} />
        </Field>
      ))}
      {secondOpinion && (
        <>
          <PetField pets={pets} defaultPetId={String(details.petId ?? '')} error={errors.petId} />
          <Field id="order-firstOpinion" label="First opinion" required error={errors.firstOpinion}>
            <textarea id="order-firstOpinion" name="firstOpinion" maxLength={5000} defaultValue={value('firstOpinion')} />
          </Field>
          <Field id="order-query" label="Your question" required error={errors.query}>
            <textarea id="order-query" name="query" maxLength={5000} defaultValue={value('query')} />
          </Field>
          <Field id="order-files" label="Records (PDF, images or text, up to 10 MB each)" error={errors.files}>
            <input id="order-files" type="file" multiple accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,text/plain" onChange={onFiles} />
          </Field>
          {(files.length > 0 || uploading > 0) && (
            <ul className="order-files">
              {files.map((f) => (
                <li key={f.id}>
                  {f.name}{' '}
                  <button type="button" className="btn-link" onClick={() => setFiles((list) => list.filter((x) => x.id !== f.id))}>Remove</button>
                </li>
              ))}
              {uploading > 0 && <li>Uploading {uploading}...</li>}
            </ul>
          )}
          <div className="form-field form-check">
            <input id="order-authorization" name="authorization" type="checkbox" defaultChecked={details.authorization === true} />
            <label htmlFor="order-authorization">I authorize Petcare's vets to review my pet's records for this second opinion.</label>
            {errors.authorization && <p className="field-error">{errors.authorization}</p>}
          </div>
        </>
      )}
      <div className="form-actions">
        <button className="btn btn-primary" type="submit" disabled={uploading > 0}>Continue to payment</button>
      </div>
    </form>
  );
}
