import { useState, type ReactNode } from 'react';
import type { MessageId } from '../../contracts/messages/en.ts';
import { useIntl } from 'react-intl';
import { GqlError } from '../lib/graphql-client.ts';
import { ConfirmDialog } from '../lib/dialog.tsx';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { counterWith } from '../lib/counter-words.ts';
import { CANCEL_REASON_MAX } from '../../contracts/appointments.ts';
import { cancelAppointment } from './appointments/appointments-api.ts';
import { FormTokenField } from '../../views/form-token.tsx';

/** The spec's question and the reason's label in English (the catalogue's appt.cancel.question and .reasonLabel). */
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
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Numbers grouped as the page's language writes them ('1,234'), as English's counter always did.
  const n = (x: number) => intl.formatNumber(x);
  const count = counterWith(intl.locale, (over, values) => say(over ? 'appt.common.countOver' : 'appt.common.count', { ...values }));
  const question = say('appt.cancel.question');
  const separator = query ? '&' : '?';
  const reasonId = `cancel-reason-${id}`;

  async function onYes() {
    if (reason.trim().length > CANCEL_REASON_MAX) {
      setError(say('appt.cancel.reasonTooLong', { max: n(CANCEL_REASON_MAX), length: n(reason.trim().length) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await cancelAppointment(id, reason.trim() || null);
      window.location.replace(`${listPath}${query}${separator}canceled=${id}`);
    } catch (err) {
      // A refusal's words are the API's (in the page's language, graphql-client.ts); anything else is the page's 'something went wrong'.
      setError(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : say('appt.common.failed'));
      setBusy(false);
    }
  }

  const consequences = (field: ReactNode) => (
    <>
      {refundNotice && <p className="refund-note" data-testid="cancel-refund-notice">{refundNotice}</p>}
      {askReason && (
        <div className="form-field">
          <label htmlFor={reasonId}>{say('appt.cancel.reasonLabel')}</label>
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
          <p className="appointment-question" id={`cancel-question-${id}`}>{question}</p>
          {consequences(<BoundedTextarea id={reasonId} name="reason" rows={3} max={CANCEL_REASON_MAX} count={count} />)}
          <div className="form-actions">
            <a className="btn btn-light" href={`${detailPath}${query}`}>{say('appt.common.no')}</a>
            <button type="submit" className="btn btn-danger" data-testid="cancel-yes">{say('appt.common.yes')}</button>
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
        <button type="submit" className="btn btn-danger" data-testid="cancel-appointment">{say('appt.cancel.button')}</button>
      </form>
      <ConfirmDialog open={open} question={question} confirmLabel={say('appt.common.yes')} cancelLabel={say('appt.common.no')}
        busyLabel={say('appt.common.wait')} danger busy={busy} error={error} testId="cancel"
        onConfirm={() => void onYes()} onCancel={() => setOpen(false)}>
        {consequences(
          <BoundedTextarea id={reasonId} name="reason" rows={3} max={CANCEL_REASON_MAX} value={reason} count={count}
            onChange={(e) => setReason(e.target.value)} />,
        )}
      </ConfirmDialog>
    </div>
  );
}
