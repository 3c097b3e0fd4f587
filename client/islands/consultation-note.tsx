import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS, RECORD_MESSAGES } from '../../contracts/health-records.ts';
import { FormField } from '../lib/form-field.tsx';
import { GqlError, failureText } from '../lib/graphql-client.ts';
import { addConsultationNote, reloadWith } from './records/records-api.ts';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';

export interface ConsultationNoteProps {
  bookingId: number;
  petName: string;
}

/** 'Add consultation note' on an appointment's Medical Records tab: the vet's note, dated and signed by the server. */
export default function ConsultationNote({ bookingId, petName }: ConsultationNoteProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!note.trim()) {
      setError(RECORD_MESSAGES.noteRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addConsultationNote(bookingId, note);
      reloadWith('note');
    } catch (err) {
      setError(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.fields.note ?? err.message : failureText(err, RECORD_MESSAGES.failed));
      setBusy(false);
    }
  }

  return (
    <form className="consultation-note" onSubmit={(e) => void submit(e)} noValidate data-testid="consultation-note">
      <h3>Add consultation note</h3>
      <FormField id="consultation-note-text" label={`Note on ${petName}`} required error={error ?? undefined}>
        <BoundedTextarea id="consultation-note-text" rows={5} value={note} max={FIELD_LIMITS.textarea} onChange={(e) => setNote(e.target.value)}
          aria-invalid={error ? true : undefined} describedBy={error ? 'consultation-note-text-error' : undefined} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="consultation-note-submit">
        {busy ? 'Please Wait...' : 'Add consultation note'}
      </button>
    </form>
  );
}
