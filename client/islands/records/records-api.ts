import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import { errorText } from '../../lib/post-json.ts';
import { uploadFile } from '../../lib/upload.ts';
import type { ShareLink } from '../../../contracts/pet-share-links.ts';

const SAVE = graphql(`mutation SaveHealthRecord($input: HealthRecordInput!) { saveHealthRecord(input: $input) { message record { id } } }`);
const DELETE = graphql(`mutation DeleteHealthRecord($id: ID!) { deleteHealthRecord(id: $id) { id message } }`);
const NOTE = graphql(`mutation AddConsultationNote($bookingId: ID!, $note: String) { addConsultationNote(bookingId: $bookingId, note: $note) { message record { id } } }`);
const CREATE_LINK = graphql(`mutation CreatePetShareLink($petId: ID!, $days: Int) {
  createPetShareLink(petId: $petId, expiresInDays: $days) { message link { id petId url createdAt expiresAt } }
}`);
const REVOKE_LINK = graphql(`mutation RevokePetShareLink($id: ID!) { revokePetShareLink(id: $id) { id message } }`);

export interface RecordDraft {
  id: number | null;
  petId: number | null;
  category: string;
  subcategory: string;
  details: Record<string, string>;
  fileIds: number[];
}

/** Adds or updates a record; throws GqlError with field messages ('details.date'). */
export async function saveRecord(draft: RecordDraft): Promise<string> {
  const data = await execute(SAVE, {
    input: {
      ...(draft.id !== null ? { id: String(draft.id) } : {}),
      ...(draft.petId !== null ? { petId: String(draft.petId) } : {}),
      category: draft.category, subcategory: draft.subcategory, details: draft.details, fileIds: draft.fileIds.map(String),
    },
  });
  return data.saveHealthRecord.message;
}

export async function deleteRecord(id: number): Promise<string> {
  return (await execute(DELETE, { id: String(id) })).deleteHealthRecord.message;
}

export async function addConsultationNote(bookingId: number, note: string): Promise<string> {
  return (await execute(NOTE, { bookingId: String(bookingId), note })).addConsultationNote.message;
}

export async function createShareLink(petId: number, days: number | null): Promise<ShareLink> {
  const { link } = (await execute(CREATE_LINK, { petId: String(petId), days })).createPetShareLink;
  return { ...link, id: Number(link.id), petId: Number(link.petId), expiresAt: link.expiresAt ?? null };
}

export async function revokeShareLink(id: number): Promise<void> {
  await execute(REVOKE_LINK, { id: String(id) });
}

export const UPLOAD_FAILED = (name: string) => `${name} could not be uploaded. Please try again.`;

/**
 * Uploads one file for a record (`failed` says that one could not be, in the page's language) through the storage adapter: a signed PUT for a private 'phr' upload.
 * The type sent is the browser's guess; the server checks the stored bytes before the record keeps it.
 */
export async function uploadRecordFile(file: File, failed: (name: string) => string = UPLOAD_FAILED): Promise<{ fileId: number } | { error: string }> {
  const upload = await uploadFile('private', 'phr', file, file.name);
  if ('fileId' in upload) return upload;
  return { error: upload.refused ? `${file.name}: ${errorText(upload.refused, failed(file.name))}` : failed(file.name) };
}

/** Reloads the page with a notice, so the server draws the lists and charts again. */
export function reloadWith(notice: 'saved' | 'deleted' | 'note'): void {
  const url = new URL(window.location.href);
  url.searchParams.set('notice', notice);
  window.location.assign(url.toString());
}
