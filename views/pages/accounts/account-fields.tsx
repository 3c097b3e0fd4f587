import type { ChangeEvent, MouseEvent } from 'react';
import { useAccountWords } from './account-words.ts';
import type { PhoneStatus } from './account-form-types.ts';

/** One labelled input with its message; the message shows only when a submit failed on it. */
export function Field({ name, label, type = 'text', value, error, onChange, autoComplete, inputMode, readOnly }: {
  name: string;
  label: string;
  type?: string;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  readOnly?: boolean;
}) {
  const id = `account-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id} name={name} type={type} value={value} autoComplete={autoComplete} inputMode={inputMode} readOnly={readOnly}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value)}
      />
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/**
 * The phone verification widget: send code -> verify -> 'Verified'. Its
 * buttons are submit buttons with an `intent`, so it also works as a plain post.
 */
export function PhoneVerify({ phone, otp, status, busy, errors, onChange, onSend, onVerify }: {
  phone: string;
  otp: string;
  status: PhoneStatus;
  busy: boolean;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onSend: (e: MouseEvent<HTMLButtonElement>) => void;
  onVerify: (e: MouseEvent<HTMLButtonElement>) => void;
}) {
  const say = useAccountWords();
  return (
    <fieldset className="phone-verify">
      <legend>{say('accountForm.mobileNumber')}</legend>
      <div className="phone-row">
        <Field name="phone" label={say('accountForm.mobile')} type="tel" inputMode="tel" autoComplete="tel-national"
          value={phone} error={errors.phone ?? errors.mobile ?? errors.mobile_phone} onChange={onChange} readOnly={status === 'verified'} />
        {status !== 'verified' && (
          <button type="submit" name="intent" value="send_otp" formNoValidate className="btn btn-secondary" disabled={busy} onClick={onSend}>
            {say(status === 'sent' ? 'accountForm.resendCode' : 'accountForm.sendCode')}
          </button>
        )}
      </div>
      {status === 'sent' && (
        <div className="phone-row">
          <Field name="otp" label={say('accountForm.code')} inputMode="numeric" autoComplete="one-time-code" value={otp} error={errors.otp} onChange={onChange} />
          <button type="submit" name="intent" value="verify_otp" formNoValidate className="btn btn-secondary" disabled={busy} onClick={onVerify}>
            {say('accountForm.verify')}
          </button>
        </div>
      )}
      {status === 'verified' && <p className="phone-verified" data-testid="phone-verified">{say('accountForm.verified')}</p>}
      {status === 'sent' && <input type="hidden" name="otp_sent" value="1" />}
    </fieldset>
  );
}
