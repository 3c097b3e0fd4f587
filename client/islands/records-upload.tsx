import { useState, type FormEvent } from 'react';
import { postJson, errorText } from '../lib/post-json.ts';
import { putUpload } from '../lib/upload.ts';
import { RECORDS_MAX_FILES, RECORDS_MESSAGES } from '../../contracts/records-words.ts';

export interface RecordsUploadProps {
  /** The link's token: the grant and submit calls carry it in their path. */
  token: string;
}

type State = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'error'; text: string } | { kind: 'done' };

/**
 * A clinic answering a records request through its private link (no account): each chosen file is granted a
 * signed upload by the link's own call and PUT to storage, then the ids are submitted once; the server checks
 * every file's bytes, type and size and files them in the pet's record.
 */
export default function RecordsUpload({ token }: RecordsUploadProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [files, setFiles] = useState<File[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) return setState({ kind: 'error', text: RECORDS_MESSAGES.noFiles });
    if (files.length > RECORDS_MAX_FILES) return setState({ kind: 'error', text: RECORDS_MESSAGES.tooManyFiles });
    const note = (new FormData(event.currentTarget as HTMLFormElement).get('note') as string | null) ?? '';
    const fileIds: number[] = [];
    for (const [i, file] of files.entries()) {
      setState({ kind: 'busy', text: `Uploading ${i + 1} of ${files.length}...` });
      const fileType = file.type || 'application/octet-stream';
      const grant = await postJson(`/api/records-upload/${token}/files`, { fileName: file.name, fileType, fileSize: file.size });
      if (!grant.ok || !grant.body.uploadUrl || !grant.body.fileId) return setState({ kind: 'error', text: `${file.name}: ${errorText(grant, 'The upload failed. Please try again.')}` });
      if (!(await putUpload(grant.body.uploadUrl, file, fileType))) return setState({ kind: 'error', text: `${file.name}: The upload failed. Please try again.` });
      fileIds.push(grant.body.fileId);
    }
    setState({ kind: 'busy', text: 'Filing the records...' });
    const done = await postJson(`/api/records-upload/${token}/submit`, { fileIds, ...(note.trim() ? { note } : {}) });
    setState(done.ok ? { kind: 'done' } : { kind: 'error', text: errorText(done, 'Sorry something went wrong. Please try again later.') });
  }

  if (state.kind === 'done') return <p className="alert alert-success" role="status" data-testid="records-upload-done">{RECORDS_MESSAGES.received}</p>;
  return (
    <form onSubmit={submit} data-testid="records-upload-form">
      <div className="form-field">
        <label htmlFor="records-files">{`Records (up to ${RECORDS_MAX_FILES} files: PDF, images, documents)`}</label>
        <input id="records-files" type="file" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} data-testid="records-files" />
      </div>
      <div className="form-field">
        <label htmlFor="records-note">Note to the owner (optional)</label>
        <textarea id="records-note" name="note" rows={3} maxLength={1000} />
      </div>
      {state.kind === 'error' && <p className="alert alert-error" role="alert" data-testid="records-upload-error">{state.text}</p>}
      {state.kind === 'busy' && <p role="status">{state.text}</p>}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={state.kind === 'busy'} data-testid="records-upload-submit">Send the records</button>
      </div>
    </form>
  );
}
