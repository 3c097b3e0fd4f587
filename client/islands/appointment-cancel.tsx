import { useRef, useState, type ReactNode } from 'react';
import { GqlError } from '../lib/graphql-client.ts';
import { SOMETHING_WRONG } from '../../contracts/errors.ts';
import { cancelAppointment } from './appointments/appointments-api.ts';
import { FormTokenField } from '../../views/form-token.tsx';

export const CANCEL_QUESTION = 'Are you sure you want to cancel this appointment?';

export interface AppointmentCancelProps {
  id: number;
  /** The detail page's path (with its zone query); the no-JavaScript form posts to `<path>/cancel`. */
  detailPath: string;
  /** The list to return to once canceled (the spec: back to the list, refreshed). */
  listPath: string;
  query: string;
  /** Server-rendered question (the no-JavaScript path: ?confirm=cancel). */
  confirming: boolean;
  /** What the cancel means for the money, said before confirming (a full refund, or that none applies). */
  refundNotice?: string | null;
}

/**
 * Cancel Appointment: opens a native <dialog> asking the spec's question with Yes and
 * No; Yes calls cancelAppointment and returns to the list, loaded afresh, which confirms the cancel.
 * Without JavaScript the button asks the same question on the page and Yes is a POST form.
 */
export default function AppointmentCancel({ id, detailPath, listPath, query, confirming, refundNotice = null }: AppointmentCancelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const separator = query ? '&' : '?';

  async function onYes() {
    setBusy(true);
    setError(null);
    try {
      await cancelAppointment(id);
      window.location.replace(`${listPath}${query}${separator}canceled=${id}`);
    } catch (err) {
      setError(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : SOMETHING_WRONG);
      setBusy(false);
      dialog.current?.close();
    }
  }

  const question = (yes: ReactNode, no: ReactNode) => (
    <>
      <p className="appointment-question" id={`cancel-question-${id}`}>{CANCEL_QUESTION}</p>
      {refundNotice && <p className="refund-note" data-testid="cancel-refund-notice">{refundNotice}</p>}
      <div className="form-actions">{yes}{no}</div>
    </>
  );

  return (
    <div className="appointment-cancel">
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {confirming ? (
        <div className="appointment-confirm" role="group" aria-labelledby={`cancel-question-${id}`}>
          {question(
            <form method="post" action={`${detailPath}/cancel${query}`}>
              <FormTokenField />
              <button type="submit" className="btn btn-danger" data-testid="cancel-yes">Yes</button>
            </form>,
            <a className="btn btn-light" href={`${detailPath}${query}`}>No</a>,
          )}
        </div>
      ) : (
        <form method="get" action={detailPath} onSubmit={(e) => {
          e.preventDefault();
          dialog.current?.showModal();
        }}>
          {query && <input type="hidden" name="tz" value={new URLSearchParams(query).get('tz') ?? ''} />}
          <input type="hidden" name="confirm" value="cancel" />
          <button type="submit" ref={opener} className="btn btn-danger" data-testid="cancel-appointment">Cancel Appointment</button>
        </form>
      )}
      {!confirming && (
        <dialog ref={dialog} className="appointment-dialog" aria-labelledby={`cancel-question-${id}`}
          onClose={() => opener.current?.focus()}>
          {question(
            <button type="button" className="btn btn-danger" data-testid="cancel-yes" disabled={busy} onClick={() => void onYes()}>
              {busy ? 'Please Wait...' : 'Yes'}
            </button>,
            <button type="button" className="btn btn-light" data-testid="cancel-no" disabled={busy} onClick={() => dialog.current?.close()}>No</button>,
          )}
        </dialog>
      )}
    </div>
  );
}
