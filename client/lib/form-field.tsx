import type { ReactNode } from 'react';

/** The required mark after a label (a symbol, hidden from screen readers). */
const REQUIRED_MARK = ' *';

/**
 * One labelled form control with its required mark and message. The message's
 * id is `${id}-error`, for the control's aria-describedby.
 */
export function FormField({ id, label, required, error, children }: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="required" aria-hidden="true">{REQUIRED_MARK}</span>}
      </label>
      {children}
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}
