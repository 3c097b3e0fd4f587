import { useState, type FormEvent } from 'react';
import { SUMMARY_MAX, THREAD_MESSAGES, type ThreadCallKind } from '../../contracts/thread-words.ts';
import { GqlError, failureText } from '../lib/graphql-client.ts';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { Dialog } from '../lib/dialog.tsx';
import { FormStatus, type SaveStatus } from '../lib/form-status.tsx';
import { closeConsultation, startCall } from './thread/vet-tools-api.ts';

export interface ThreadVetToolsProps {
  bookingId: string;
  /** The booked pet's name (its record takes the summary), or null when the appointment names none. */
  petName: string | null;
}

const problemOf = (err: unknown) => (err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err));

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

  async function call(kind: ThreadCallKind) {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await startCall(bookingId, kind);
      setStatus({ kind: 'ok', text: kind === 'video' ? 'The video room is in the conversation.' : 'The owner sees that you are calling.' });
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
      setProblem(THREAD_MESSAGES.summaryRequired);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await closeConsultation(bookingId, summary);
      setClosing(false);
      setClosed(true);
      setStatus({ kind: 'ok', text: THREAD_MESSAGES.closed });
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
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void call('video')} data-testid="vet-video">Start a video call</button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void call('phone')} data-testid="vet-phone">Call by phone</button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setClosing(true)} data-testid="vet-close">Close with a summary</button>
      </div>
      <FormStatus status={status} testId="vet-tools-status" />
      <Dialog open={closing} title="Close the consultation" onClose={() => setClosing(false)} closeButton locked={busy} className="dialog-wide" testId="vet-close-dialog">
        <form onSubmit={close} noValidate>
          <p>{petName
            ? `The summary is filed to ${petName}'s health record as your signed consultation note, with the files of this conversation.`
            : 'This appointment names no pet: the summary cannot be filed.'}</p>
          <label htmlFor={`vet-summary-${bookingId}`}>Summary</label>
          <BoundedTextarea id={`vet-summary-${bookingId}`} max={SUMMARY_MAX} rows={6} value={summary} data-testid="vet-summary"
            describedBy={problem ? `vet-summary-${bookingId}-error` : undefined} aria-invalid={problem ? true : undefined}
            onChange={(e) => setSummary(e.currentTarget.value)} />
          {problem && <p className="field-error" id={`vet-summary-${bookingId}-error`} role="alert" data-testid="vet-summary-problem">{problem}</p>}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="vet-close-submit">{busy ? 'Filing...' : 'Close and file the summary'}</button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
