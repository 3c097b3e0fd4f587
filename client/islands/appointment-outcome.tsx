import { useState } from 'react';
import { GqlError } from '../lib/graphql-client.ts';
import { ConfirmDialog } from '../lib/dialog.tsx';
import { SOMETHING_WRONG } from '../../contracts/errors.ts';
import { NO_SHOW_DETAIL, NO_SHOW_QUESTION } from '../../contracts/appointments.ts';
import { FormTokenField } from '../../views/form-token.tsx';
import { markOutcome } from './appointments/lifecycle-api.ts';

export interface AppointmentOutcomeProps {
  id: number;
  /** The detail page's path; the forms post to `<path>/outcome` (with the zone query). */
  detailPath: string;
  query: string;
  /** Server-rendered No-show question (the no-JavaScript path: ?confirm=noShow). */
  confirmingNoShow: boolean;
}

/**
 * The practice's outcome of a started appointment: Mark Completed at once, Mark No-show after the product's
 * confirmation dialog (focus on No; both can be undone the same day). The page is then loaded afresh with
 * the mark. Without JavaScript both are forms and No-show asks on the page first.
 */
export default function AppointmentOutcome({ id, detailPath, query, confirmingNoShow }: AppointmentOutcomeProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tz = new URLSearchParams(query).get('tz');
  const action = `${detailPath}/outcome${query}`;

  async function onYes() {
    setBusy(true);
    setError(null);
    try {
      await markOutcome(id, 'noShow');
      window.location.replace(`${detailPath}${query}${query ? '&' : '?'}marked=1`);
    } catch (err) {
      setError(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : SOMETHING_WRONG);
      setBusy(false);
    }
  }

  const markForm = (outcome: 'complete' | 'noShow', label: string, className = 'btn btn-light') => (
    <form method="post" action={action}>
      <FormTokenField />
      <input type="hidden" name="outcome" value={outcome} />
      <button type="submit" className={className} data-testid={confirmingNoShow ? 'no-show-yes' : `mark-${outcome}`}>{label}</button>
    </form>
  );

  if (confirmingNoShow) {
    return (
      <div className="appointment-confirm" role="group" aria-labelledby={`no-show-question-${id}`}>
        <p className="appointment-question" id={`no-show-question-${id}`}>{NO_SHOW_QUESTION}</p>
        <p>{NO_SHOW_DETAIL}</p>
        <div className="form-actions">
          <a className="btn btn-light" href={`${detailPath}${query}`}>No</a>
          {markForm('noShow', 'Yes, mark no-show', 'btn btn-danger')}
        </div>
      </div>
    );
  }

  return (
    <>
      {markForm('complete', 'Mark Completed')}
      <form method="get" action={detailPath} onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setOpen(true);
      }}>
        {tz && <input type="hidden" name="tz" value={tz} />}
        <input type="hidden" name="confirm" value="noShow" />
        <button type="submit" className="btn btn-light" data-testid="mark-noShow">Mark No-show</button>
      </form>
      <ConfirmDialog open={open} question={NO_SHOW_QUESTION} confirmLabel="Yes, mark no-show" danger busy={busy} error={error}
        testId="no-show" onConfirm={() => void onYes()} onCancel={() => setOpen(false)}>
        <p>{NO_SHOW_DETAIL}</p>
      </ConfirmDialog>
    </>
  );
}
