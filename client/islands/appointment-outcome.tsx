import { useState } from 'react';
import type { MessageId } from '../../contracts/messages/en.ts';
import { useIntl } from 'react-intl';
import { GqlError } from '../lib/graphql-client.ts';
import { ConfirmDialog } from '../lib/dialog.tsx';
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
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const tz = new URLSearchParams(query).get('tz');
  const action = `${detailPath}/outcome${query}`;

  async function onYes() {
    setBusy(true);
    setError(null);
    try {
      await markOutcome(id, 'noShow');
      window.location.replace(`${detailPath}${query}${query ? '&' : '?'}marked=1`);
    } catch (err) {
      // A refusal's words are the API's (English); anything else is the page's 'something went wrong'.
      setError(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : say('appt.common.failed'));
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
        <p className="appointment-question" id={`no-show-question-${id}`}>{say('appt.outcome.noShowQuestion')}</p>
        <p>{say('appt.outcome.noShowDetail')}</p>
        <div className="form-actions">
          <a className="btn btn-light" href={`${detailPath}${query}`}>{say('appt.common.no')}</a>
          {markForm('noShow', say('appt.outcome.noShowYes'), 'btn btn-danger')}
        </div>
      </div>
    );
  }

  return (
    <>
      {markForm('complete', say('appt.outcome.complete'))}
      <form method="get" action={detailPath} onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setOpen(true);
      }}>
        {tz && <input type="hidden" name="tz" value={tz} />}
        <input type="hidden" name="confirm" value="noShow" />
        <button type="submit" className="btn btn-light" data-testid="mark-noShow">{say('appt.outcome.noShow')}</button>
      </form>
      <ConfirmDialog open={open} question={say('appt.outcome.noShowQuestion')} confirmLabel={say('appt.outcome.noShowYes')}
        cancelLabel={say('appt.common.no')} busyLabel={say('appt.common.wait')} danger busy={busy} error={error}
        testId="no-show" onConfirm={() => void onYes()} onCancel={() => setOpen(false)}>
        <p>{say('appt.outcome.noShowDetail')}</p>
      </ConfirmDialog>
    </>
  );
}
