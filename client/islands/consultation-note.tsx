import { useState, type FormEvent } from 'react';
import type { MessageId } from '../../contracts/messages/en.ts';
import { useIntl } from 'react-intl';
import { FIELD_LIMITS } from '../../contracts/health-records.ts';
import { FormField } from '../lib/form-field.tsx';
import { GqlError, failureText } from '../lib/graphql-client.ts';
import { addConsultationNote, reloadWith } from './records/records-api.ts';
import { BoundedTextarea } from '../lib/bounded-textarea.tsx';
import { counterWith } from '../lib/counter-words.ts';

export interface ConsultationNoteProps {
  bookingId: number;
  petName: string;
}

/** 'Add consultation note' on an appointment's Medical Records tab: the vet's note, dated and signed by the server. */
export default function ConsultationNote({ bookingId, petName }: ConsultationNoteProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = counterWith(intl.locale, (over, values) => say(over ? 'appt.common.countOver' : 'appt.common.count', { ...values }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!note.trim()) {
      setError(say('appt.note.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addConsultationNote(bookingId, note);
      reloadWith('note');
    } catch (err) {
      setError(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.fields.note ?? err.message : failureText(err, say('appt.note.failed')));
      setBusy(false);
    }
  }

  return (
    <form className="consultation-note" onSubmit={(e) => void submit(e)} noValidate data-testid="consultation-note">
      <h3>{say('appt.note.title')}</h3>
      <FormField id="consultation-note-text" label={say('appt.note.label', { pet: petName })} required error={error ?? undefined}>
        <BoundedTextarea id="consultation-note-text" rows={5} value={note} max={FIELD_LIMITS.textarea} count={count} onChange={(e) => setNote(e.target.value)}
          aria-invalid={error ? true : undefined} describedBy={error ? 'consultation-note-text-error' : undefined} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="consultation-note-submit">
        {busy ? say('appt.common.wait') : say('appt.note.title')}
      </button>
    </form>
  );
}
