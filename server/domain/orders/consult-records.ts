import type { PeerConsultRecordSnapshot } from '../../../contracts/peer-consult-words.ts';

/**
 * The pet's records a clinic attached to a Peer-to-Peer Consult, as the order keeps them (`details.records`): each
 * record as it was when ordered, with the files kept with it named by their stored key, so those who may read the
 * consult (the requesting clinic; the panel's root admin and the vet assigned to it) open them through the consult's
 * own signed links without reaching the pet's record, which stays closed to the panel. Views never see a key.
 */

/** A file of an attached record, as the consult stores it: enough to sign a short read of it. */
export interface StoredRecordFile {
  id: number;
  name: string;
  key: string;
  contentType: string;
  access: 'public' | 'private';
}

interface StoredRecord {
  id: number;
  label: string;
  lines: string[];
  /** Absent on consults ordered before records' files travelled with them. */
  files?: StoredRecordFile[];
}

function storedRecords(details: Record<string, unknown>): StoredRecord[] {
  return Array.isArray(details.records) ? (details.records as StoredRecord[]) : [];
}

/** The attached records as pages show them: label, lines, and the files' ids and names. */
export function attachedRecordViews(details: Record<string, unknown>): PeerConsultRecordSnapshot[] {
  return storedRecords(details).map((r) => ({
    id: Number(r.id), label: String(r.label), lines: Array.isArray(r.lines) ? r.lines.map(String) : [],
    files: (r.files ?? []).map((f) => ({ id: Number(f.id), name: String(f.name) })),
  }));
}

/** One file of the attached records, or undefined (not one of them). */
export function attachedRecordFile(details: Record<string, unknown>, fileId: number): StoredRecordFile | undefined {
  return storedRecords(details).flatMap((r) => r.files ?? []).find((f) => Number(f.id) === fileId);
}
