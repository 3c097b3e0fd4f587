import { useState, type ChangeEvent } from 'react';
import { fill } from '../../contracts/messages/fill.ts';
import { errorText } from './post-json.ts';
import { uploadFile } from './upload.ts';

/** A file the server accepted: its id to send with the form, and the name it was chosen under. */
export interface UploadedFile {
  id: number;
  name: string;
}

/**
 * The picker's words in the page's language, from the form using it (contracts/messages/en-leftovers.ts `uploads.`):
 * the line naming the files not attached ('Not attached: {files}'), and why a file failed when the server gave no
 * words of its own (a lost connection: 'Sorry something went wrong').
 */
export interface FileUploadWords {
  notAttached: string;
  failed: string;
}

/**
 * A file picker's uploads, as the order forms take them (the second opinion, the Peer-to-Peer Consult, the owner's
 * answer to the vet): every file chosen is uploaded at once through the one upload flow (`uploadFile`, private, for
 * `serviceType`), in parallel; each accepted one joins `files` as it finishes, and once all are done the dropped are
 * named with why through `onDropped` ('Not attached: x-ray.heic: <the server's reason>; ...', in the words given: the
 * server words its refusal in the request's language), or null when none was.
 * `uploading` counts those under way, so a form can hold its Submit until they end. The input is emptied, so the
 * same file can be chosen again after a Remove.
 */
export function useFileUploads(serviceType: 'smo_service' | 'peer_consult', onDropped: (message: string | null) => void, words: FileUploadWords) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(0);

  async function onFiles(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    setUploading((n) => n + chosen.length);
    const dropped: string[] = [];
    await Promise.all(chosen.map(async (file) => {
      // uploadFile answers every failure (a refusal, no network) rather than throwing.
      const upload = await uploadFile('private', serviceType, file, file.name);
      if ('fileId' in upload) setFiles((list) => [...list, { id: upload.fileId, name: file.name }]);
      else dropped.push(`${file.name}: ${upload.refused ? errorText(upload.refused, words.failed) : words.failed}`);
      setUploading((n) => n - 1);
    }));
    onDropped(dropped.length ? fill(words.notAttached, { files: dropped.join('; ') }) : null);
  }

  /** Takes a file off the list (it is not sent with the form). */
  const remove = (id: number) => setFiles((list) => list.filter((f) => f.id !== id));

  return { files, uploading, onFiles, remove };
}
