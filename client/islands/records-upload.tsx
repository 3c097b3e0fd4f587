import { useState, type FormEvent } from 'react';
import { postJson, errorText } from '../lib/post-json.ts';
import { putUpload } from '../lib/upload.ts';
import { RECORDS_MAX_FILES, RECORDS_MESSAGES } from '../../contracts/records-words.ts';
import { fill, sayText } from '../../contracts/messages/fill.ts';
import type { RecordsUploadWordId, RecordsUploadWords } from '../../views/pages/records-requests/records-words.ts';

export interface RecordsUploadProps {
  /** The link's token: the grant and submit calls carry it in their path. */
  token: string;
  /** The page's words (views/pages/records-requests/records-words.ts); the ids are said as they are without them. */
  words?: RecordsUploadWords;
}

type State = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'error'; text: string } | { kind: 'done' };

const UPLOAD_FAILED = 'The upload failed. Please try again.';
/** A file's failure: its name, then what went wrong. */
const fileFailure = (name: string, text: string) => `${name}: ${text}`;

/**
 * A clinic answering a records request through its private link (no account): each chosen file is granted a
 * signed upload by the link's own call and PUT to storage, then the ids are submitted once; the server checks
 * every file's bytes, type and size and files them in the pet's record. Its words come from the page, in the
 * visitor's language; a message of the server's or the contract's is said through the page's text map.
 */
export default function RecordsUpload({ token, words }: RecordsUploadProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [files, setFiles] = useState<File[]>([]);
  const say = (id: RecordsUploadWordId, values?: Record<string, string | number>) => fill(words?.words[id] ?? id, values);
  const text = (english: string) => sayText(english, words?.texts ?? {});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return setState({ kind: 'error', text: text(RECORDS_MESSAGES.noFiles) });
    if (files.length > RECORDS_MAX_FILES) return setState({ kind: 'error', text: text(RECORDS_MESSAGES.tooManyFiles) });
    const note = (new FormData(event.currentTarget as HTMLFormElement).get('note') as string | null) ?? '';
    const fileIds: number[] = [];
    for (const [i, file] of files.entries()) {
      setState({ kind: 'busy', text: say('recUpload.form.uploading', { n: i + 1, total: files.length }) });
      const fileType = file.type || 'application/octet-stream';
      const grant = await postJson(`/api/records-upload/${token}/files`, { fileName: file.name, fileType, fileSize: file.size });
      if (!grant.ok || !grant.body.uploadUrl || !grant.body.fileId) return setState({ kind: 'error', text: fileFailure(file.name, text(errorText(grant, UPLOAD_FAILED))) });
      if (!(await putUpload(grant.body.uploadUrl, file, fileType))) return setState({ kind: 'error', text: fileFailure(file.name, text(UPLOAD_FAILED)) });
      fileIds.push(grant.body.fileId);
    }
    setState({ kind: 'busy', text: say('recUpload.form.filing') });
    const done = await postJson(`/api/records-upload/${token}/submit`, { fileIds, ...(note.trim() ? { note } : {}) });
    setState(done.ok ? { kind: 'done' } : { kind: 'error', text: text(errorText(done, 'Sorry something went wrong. Please try again later.')) });
  }

  if (state.kind === 'done') return <p className="alert alert-success" role="status" data-testid="records-upload-done">{text(RECORDS_MESSAGES.received)}</p>;
  return (
    <form onSubmit={submit} data-testid="records-upload-form">
      <div className="form-field">
        <label htmlFor="records-files">{say('recUpload.form.files', { max: RECORDS_MAX_FILES })}</label>
        <input id="records-files" type="file" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} data-testid="records-files" />
      </div>
      <div className="form-field">
        <label htmlFor="records-note">{say('recUpload.form.note')}</label>
        <textarea id="records-note" name="note" rows={3} maxLength={1000} />
      </div>
      {state.kind === 'error' && <p className="alert alert-error" role="alert" data-testid="records-upload-error">{state.text}</p>}
      {state.kind === 'busy' && <p role="status">{state.text}</p>}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={state.kind === 'busy'} data-testid="records-upload-submit">{say('recUpload.form.submit')}</button>
      </div>
    </form>
  );
}
