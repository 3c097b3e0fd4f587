import { useState, type ReactNode } from 'react';
import { GqlError } from '../lib/graphql-client.ts';
import { ConfirmDialog } from '../lib/dialog.tsx';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { SOMETHING_WRONG } from '../../contracts/errors.ts';
import { CANCEL_REASON_MAX } from '../../contracts/appointments.ts';
import { tooLongMessage } from '../../contracts/limit-words.ts';
import { cancelAppointment } from './appointments/appointments-api.ts';
import { FormTokenField } from '../../views/form-token.tsx';

export const CANCEL_QUESTION = 'Are you sure you want to cancel this appointment?';
export const CANCEL_REASON_LABEL = 'Reason for the customer (optional)';

export interface AppointmentCancelProps {
  id: number;
  /** The detail page's path (with its zone query); the no-JavaScript form posts to `<path>/cancel`. */
  detailPath: string;
  /** The list to return to once canceled (the spec: back to the list, refreshed). */
  listPath: string;
  query: string;
  /** Server-rendered question (the no-JavaScript path: ?confirm=cancel). */
  confirming: boolean;
  /** What the cancel means for the money, said before confirming (who gets a full refund, or that none applies). */
  refundNotice?: string | null;
  /** The practice cancels: it may give the customer a reason (stored, shown on the appointment, mailed). */
  askReason?: boolean;
}

/**
 * Cancel Appointment: the product's confirmation dialog asks the spec's question with Yes and No (focus on
 * No), says what happens to the money and, for the practice, takes an optional reason; Yes calls
 * cancelAppointment and returns to the list, loaded afresh, which confirms the cancel. Without JavaScript
 * the button asks the same question on the page and Yes is a POST form.
 */
export default function AppointmentCancel({
  id, detailPath, listPath, query, confirming, refundNotice = null, askReason = false,
}: AppointmentCancelProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const separator = query ? '&' : '?';
  const reasonId = `cancel-reason-${id}`;

  async function onYes() {
    if (reason.trim().length > CANCEL_REASON_MAX) {
      setError(tooLongMessage('The reason', CANCEL_REASON_MAX, reason.trim()));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await cancelAppointment(id, reason.trim() || null);
      window.location.replace(`${listPath}${query}${separator}canceled=${id}`);
    } catch (err) {
      setError(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : SOMETHING_WRONG);
      setBusy(false);
    }
  }

  const consequences = (field: ReactNode) => (
    <>
      {refundNotice && <p className="refund-note" data-testid="cancel-refund-notice">{refundNotice}</p>}
      {askReason && (
        <div className="form-field">
          <label htmlFor={reasonId}>{CANCEL_REASON_LABEL}</label>
          {field}
        </div>
      )}
    </>
  );

  if (confirming) {
    return (
      <div className="appointment-cancel">
        <form className="appointment-confirm" method="post" action={`${detailPath}/cancel${query}`} aria-labelledby={`cancel-question-${id}`}>
          <FormTokenField />
          <p className="appointment-question" id={`cancel-question-${id}`}>{CANCEL_QUESTION}</p>
          {consequences(<BoundedTextarea id={reasonId} name="reason" rows={3} max={CANCEL_REASON_MAX} />)}
          <div className="form-actions">
            <a className="btn btn-light" href={`${detailPath}${query}`}>No</a>
            <button type="submit" className="btn btn-danger" data-testid="cancel-yes">Yes</button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <div className="appointment-cancel">
      <form method="get" action={detailPath} onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setOpen(true);
      }}>
        {query && <input type="hidden" name="tz" value={new URLSearchParams(query).get('tz') ?? ''} />}
        <input type="hidden" name="confirm" value="cancel" />
        <button type="submit" className="btn btn-danger" data-testid="cancel-appointment">Cancel Appointment</button>
      </form>
      <ConfirmDialog open={open} question={CANCEL_QUESTION} danger busy={busy} error={error} testId="cancel"
        onConfirm={() => void onYes()} onCancel={() => setOpen(false)}>
        {consequences(
          <BoundedTextarea id={reasonId} name="reason" rows={3} max={CANCEL_REASON_MAX} value={reason}
            onChange={(e) => setReason(e.target.value)} />,
        )}
      </ConfirmDialog>
    </div>
  );
}
