import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SUMMARY_MAX, type ThreadCallKind } from '../../contracts/thread-words.ts';
import { GqlError, failureText } from '../lib/graphql-client.ts';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { counterWith } from '../lib/counter-words.ts';
import { Dialog } from '../lib/dialog.tsx';
import { FormStatus, type SaveStatus } from '../lib/form-status.tsx';
import { closeConsultation, startCall } from './thread/vet-tools-api.ts';

export interface ThreadVetToolsProps {
  bookingId: string;
  /** The booked pet's name (its record takes the summary), or null when the appointment names none. */
  petName: string | null;
}


/**
 * The vet's tools beside an appointment's conversation (the clinic's side only, while the consultation is open):
 * step up to the appointment's video room or a phone call (its line appears in the thread for both sides), and
 * close the consultation with a summary that is filed to the pet's health record with the thread's files.
 */
export default function ThreadVetTools({ bookingId, petName }: ThreadVetToolsProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SaveStatus>(null);
  const [closing, setClosing] = useState(false);
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const intl = useIntl();
  // A refusal's words are the API's (English); anything else is the page's 'something went wrong'.
  const problemOf = (err: unknown) => (err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message
    : failureText(err, intl.formatMessage({ id: 'thread.tools.failed' })));
  const count = counterWith(intl.locale, (over, values) => intl.formatMessage({ id: over ? 'thread.tools.countOver' : 'thread.tools.count' }, { ...values }));

  async function call(kind: ThreadCallKind) {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await startCall(bookingId, kind);
      setStatus({ kind: 'ok', text: intl.formatMessage({ id: kind === 'video' ? 'thread.tools.videoStarted' : 'thread.tools.phoneStarted' }) });
    } catch (err) {
      setStatus({ kind: 'error', text: problemOf(err) });
    } finally {
      setBusy(false);
    }
  }

  async function close(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!summary.trim()) {
      setProblem(intl.formatMessage({ id: 'thread.tools.summaryRequired' }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await closeConsultation(bookingId, summary);
      setClosing(false);
      setClosed(true);
      setStatus({ kind: 'ok', text: intl.formatMessage({ id: 'thread.tools.closed' }) });
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  }

  if (closed) return <FormStatus status={status} testId="vet-tools-status" />;
  return (
    <div className="thread-tools" data-testid="vet-tools">
      <div className="thread-tools-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void call('video')} data-testid="vet-video">{intl.formatMessage({ id: 'thread.tools.video' })}</button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void call('phone')} data-testid="vet-phone">{intl.formatMessage({ id: 'thread.tools.phone' })}</button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setClosing(true)} data-testid="vet-close">{intl.formatMessage({ id: 'thread.tools.close' })}</button>
      </div>
      <FormStatus status={status} testId="vet-tools-status" />
      <Dialog open={closing} title={intl.formatMessage({ id: 'thread.tools.title' })} onClose={() => setClosing(false)} closeButton
        closeLabel={intl.formatMessage({ id: 'thread.tools.closeDialog' })} locked={busy} className="dialog-wide" testId="vet-close-dialog">
        <form onSubmit={close} noValidate>
          <p>{petName ? intl.formatMessage({ id: 'thread.tools.filedTo' }, { pet: petName }) : intl.formatMessage({ id: 'thread.tools.noPet' })}</p>
          <label htmlFor={`vet-summary-${bookingId}`}>{intl.formatMessage({ id: 'thread.tools.summary' })}</label>
          <BoundedTextarea id={`vet-summary-${bookingId}`} max={SUMMARY_MAX} rows={6} value={summary} count={count} data-testid="vet-summary"
            describedBy={problem ? `vet-summary-${bookingId}-error` : undefined} aria-invalid={problem ? true : undefined}
            onChange={(e) => setSummary(e.currentTarget.value)} />
          {problem && <p className="field-error" id={`vet-summary-${bookingId}-error`} role="alert" data-testid="vet-summary-problem">{problem}</p>}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="vet-close-submit">{intl.formatMessage({ id: busy ? 'thread.tools.filing' : 'thread.tools.submit' })}</button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
