import type { Conn, Db } from '../../db/knex.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { RECORD_MESSAGES, type DueItem, type HealthRecord } from '../../../contracts/health-records.ts';
import { parseRecordInput, type ParsedRecordInput } from '../../../contracts/health-record-input.ts';
import { latestToday } from '../../../contracts/record-dates.ts';
import type { FileService } from '../files/file-service.ts';
import { FILE_NOT_ATTACHABLE, type ConfirmedFile } from '../files/file-confirmation.ts';
import { readablePet, type OwnedPet } from '../pets/readable-pet.ts';
import { clinicReach, withinReach } from '../customers/clinic-access.ts';
import { roleFor, allows, rolesForPets } from '../pets/pet-access.ts';
import { CO_OWNER_MESSAGES } from '../../../contracts/co-owners.ts';
import {
  attachFiles, deleteFiles, deleteRecord, filesOfRecords, insertRecord, recordById, recordFileById, recordsOfPet, recordsOfUser,
  updateRecordDetails, type HealthRecordRow,
} from './health-records.queries.ts';
import { dueSoon, toHealthRecord, type RecordFileUrl } from './record-dto.ts';
import type { Writable } from 'node:stream';
import { managerScope } from '../listings/listing-policy.ts';
import { transcriptsOfPet } from '../threads/index.ts';
import { consultationNotes, type ConsultationNoteDeps } from './consultation-notes.ts';

export const NOT_YOUR_CUSTOMER_RECORDS = 'You can only see the records of customers who share them with your clinic.';
export const NOT_YOUR_RECORDS = 'You can only see your own pets\' records.';
/** How long a file's signed link works: long enough to open it, too short to pass around. */
export const FILE_LINK_SECONDS = 5 * 60;

/** A pet with its records and what is due soon. */
export interface PetRecord {
  pet: OwnedPet;
  records: HealthRecord[];
  due: DueItem[];
}

export interface HealthRecordDeps extends ConsultationNoteDeps {
  files: FileService;
}

/**
 * Rows with their files, as DTOs for the viewer (null: the share page, whose files open through `fileUrl`). An
 * owner's record is editable by whoever the owners' one rule lets manage the pet's records (its owner, a
 * co-owner at `manage` or above); a clinic's note by no owner.
 */
export async function withFiles(db: Conn, rows: readonly HealthRecordRow[], viewer: Viewer | null, fileUrl?: RecordFileUrl): Promise<HealthRecord[]> {
  const files = await filesOfRecords(db, rows.map((r) => Number(r.id)));
  const roles = viewer?.kind === 'user'
    ? await rolesForPets(db, viewer, [...new Map(rows.map((r) => [Number(r.pet_id), { id: Number(r.pet_id), user_id: Number(r.user_id) }])).values()])
    : null;
  return rows.map((r) => {
    const dto = toHealthRecord(r, files.filter((f) => Number(f.health_record_id) === Number(r.id)), viewer, fileUrl);
    return roles ? { ...dto, editable: r.vendor_id === null && allows(roles.get(Number(r.pet_id)) ?? null, 'records') } : dto;
  });
}

/**
 * Pet health records (spec: read by pet or by owner newest first; insert, update, delete), with the
 * rules of who sees what, all here: an owner reads and changes only their own pets' records; a clinic
 * login reads the records of the pets the one rule lets it reach (customers/clinic-access.ts: the owner
 * shares with the clinic; a sub-user only the pets of appointments on their listings and of the clinic's orders
 * assigned to them) and writes only
 * consultation notes from its appointments (consultation-notes.ts), which the owner cannot change.
 * Any other pet reads as not found.
 */
/**
 * A pet's record as a viewer may read it (readablePet: its owner, or a clinic login the one rule lets reach it:
 * the owner shares with the clinic), with its files linked for that viewer and what is due soon; null for any
 * other pet. The records page, the PDF and a clinic's order page all read through this, so they show the same records.
 */
export async function readPetRecord(db: Conn, viewer: Viewer, petId: number, now: Date): Promise<PetRecord | null> {
  const pet = await readablePet(db, viewer, petId);
  if (!pet) return null;
  const records = await withFiles(db, await recordsOfPet(db, petId), viewer);
  return { pet, records, due: dueSoon(records, now.toISOString().slice(0, 10)) };
}

export function healthRecordService(db: Db, deps: HealthRecordDeps) {
  async function petFor(viewer: Viewer, petId: number): Promise<OwnedPet> {
    const pet = await readablePet(db, viewer, petId);
    if (!pet) throw new NotFoundError(RECORD_MESSAGES.petNotFound);
    return pet;
  }

  /**
   * A record for a change, locked: of a pet the owner's one rule (pets/pet-access.ts) lets the viewer manage
   * records of (its owner, a co-owner at `manage` or above). A pet they have no role for is not found, one they
   * only see forbidden, a clinic's note forbidden.
   */
  async function ownRecordForChange(tx: Conn, viewer: Viewer, id: number): Promise<HealthRecordRow> {
    if (viewer.kind !== 'user') throw new ForbiddenError(RECORD_MESSAGES.ownerOnly);
    const row = await recordById(tx, id, { forUpdate: true });
    const found = row && (await roleFor(tx, viewer, Number(row.pet_id)));
    if (!row || !found) throw new NotFoundError(RECORD_MESSAGES.notFound);
    if (!allows(found.role, 'records')) throw new ForbiddenError(CO_OWNER_MESSAGES.notAtYourLevel);
    if (row.vendor_id !== null) throw new ForbiddenError(RECORD_MESSAGES.noteIsClinics);
    return row;
  }

  /**
   * The owner's new uploads among `fileIds` for a record (none yet for a new one), confirmed against
   * storage before the transaction: the check reads storage and the files table, never under a lock.
   */
  async function confirmNewFiles(viewer: Viewer, recordId: number | null, input: ParsedRecordInput): Promise<ConfirmedFile[]> {
    const current = recordId === null ? [] : (await filesOfRecords(db, [recordId])).map((f) => Number(f.id));
    return deps.files.confirmUploads(viewer, input.fileIds.filter((id) => !current.includes(id)), 'phr');
  }

  /**
   * Inside the transaction: keeps exactly `fileIds` with the record. New ones must be the confirmed uploads
   * and kept by no record yet; dropped ones are deleted (rows now, stored objects after commit).
   */
  async function keepFiles(
    tx: Conn, recordId: number, input: ParsedRecordInput, confirmed: readonly ConfirmedFile[], afterCommit: (fn: () => unknown) => void,
  ) {
    const current = (await filesOfRecords(tx, [recordId])).map((f) => Number(f.id));
    const added = input.fileIds.filter((id) => !current.includes(id));
    const dropped = current.filter((id) => !input.fileIds.includes(id));
    const refuse = () => new ValidationError(FILE_NOT_ATTACHABLE, { fields: { fileIds: FILE_NOT_ATTACHABLE } });
    for (const id of added) {
      if (!confirmed.some((f) => f.id === id) || (await recordFileById(tx, id))) throw refuse();
    }
    const adding = confirmed.filter((f) => added.includes(f.id));
    await deps.files.recordUploads(tx, adding);
    await attachFiles(tx, recordId, adding.map((f) => f.id));
    const keys = await deleteFiles(tx, dropped);
    if (keys.length) afterCommit(() => deps.files.discard(keys));
  }

  const notes = consultationNotes(db, deps);

  /**
   * A pet the viewer may read, with its records and what is due within DUE_SOON_DAYS of `now`'s day:
   * the records page, the appointment tab and the PDF.
   */
  async function petRecord(viewer: Viewer | null, petId: number, now: Date): Promise<PetRecord> {
    const record = await readPetRecord(db, requireViewer(viewer), petId, now);
    if (!record) throw new NotFoundError(RECORD_MESSAGES.petNotFound);
    return record;
  }

  return {
    /** A pet's records (petId), or an owner's across their pets (userId; an owner may leave it out), newest first. */
    async list(viewer: Viewer | null, filter: { petId?: number | null; userId?: number | null }): Promise<HealthRecord[]> {
      const who = requireViewer(viewer);
      if (filter.petId != null) {
        await petFor(who, filter.petId);
        return withFiles(db, await recordsOfPet(db, filter.petId), who);
      }
      if (who.kind === 'user') {
        if (filter.userId != null && filter.userId !== who.id) throw new ForbiddenError(NOT_YOUR_RECORDS);
        return withFiles(db, await recordsOfUser(db, who.id), who);
      }
      if (filter.userId == null) throw new ValidationError(RECORD_MESSAGES.pet, { fields: { petId: RECORD_MESSAGES.pet } });
      const reach = await clinicReach(db, who, filter.userId);
      if (reach.kind === 'none') throw new ForbiddenError(NOT_YOUR_CUSTOMER_RECORDS);
      return withFiles(db, withinReach(reach, await recordsOfUser(db, filter.userId), (r) => Number(r.pet_id)), who);
    },

    petRecord,

    /**
     * Adds (no id) or updates (id) an owner's record of their pet. Nothing is written on any error: the
     * fields, the pet, the files (confirmed against storage) are all checked inside one transaction. Dates
     * are bounded as of the latest today anywhere at `now`, so no owner's today is in the future.
     */
    async save(viewer: Viewer | null, raw: unknown, now: Date): Promise<HealthRecord> {
      const who = requireViewer(viewer);
      if (who.kind !== 'user') throw new ForbiddenError(RECORD_MESSAGES.ownerOnly);
      const input = parseRecordInput(raw, latestToday(now));
      const confirmed = await confirmNewFiles(who, input.id, input);
      const id = await inTransaction(db, async (tx, afterCommit) => {
        if (input.id !== null) {
          const row = await ownRecordForChange(tx, who, input.id);
          if (row.category !== input.def.category || row.subcategory !== input.def.key) {
            throw new ValidationError(RECORD_MESSAGES.subcategory, { fields: { subcategory: RECORD_MESSAGES.subcategory } });
          }
          await updateRecordDetails(tx, input.id, input.details);
          await keepFiles(tx, input.id, input, confirmed, afterCommit);
          return input.id;
        }
        const pet = await readablePet(tx, who, input.petId!, 'records');
        if (!pet) {
          if (await readablePet(tx, who, input.petId!)) throw new ForbiddenError(CO_OWNER_MESSAGES.notAtYourLevel);
          throw new ValidationError(RECORD_MESSAGES.pet, { fields: { petId: RECORD_MESSAGES.pet } });
        }
        // The record is the pet's owner's, whoever of its co-owners writes it.
        const recordId = await insertRecord(tx, {
          user_id: pet.userId, pet_id: pet.id, category: input.def.category, subcategory: input.def.key, details: input.details,
        });
        await keepFiles(tx, recordId, input, confirmed, afterCommit);
        return recordId;
      });
      return (await withFiles(db, [(await recordById(db, id))!], who))[0];
    },

    /** Deletes an owner's record with its files; a clinic's note cannot be deleted by the owner. */
    async remove(viewer: Viewer | null, id: number): Promise<{ id: number }> {
      const who = requireViewer(viewer);
      return inTransaction(db, async (tx, afterCommit) => {
        await ownRecordForChange(tx, who, id);
        const files = (await filesOfRecords(tx, [id])).map((f) => Number(f.id));
        await deleteRecord(tx, id);
        const keys = await deleteFiles(tx, files);
        if (keys.length) afterCommit(() => deps.files.discard(keys));
        return { id };
      });
    },

    /**
     * The pet's record as a PDF for a viewer who may read it: its file name, and the writer that streams it. Written in
     * `locale` (the asking page's), else the viewer's stored language.
     */
    async pdf(viewer: Viewer | null, petId: number, now: Date, locale?: Locale | null): Promise<{ fileName: string; write(out: Writable): void }> {
      const data = await petRecord(viewer, petId, now);
      const today = now.toISOString().slice(0, 10);
      const who = requireViewer(viewer);
      const transcripts = await transcriptsOfPet(db, petId, who.kind === 'user'
        ? { kind: 'user', userId: who.id }
        : { kind: 'vendor', vendorId: who.vendorId, managerId: managerScope(who) });
      // pdfkit (and its fonts) load on the first export rather than at boot.
      const { writeRecordPdf } = await import('./record-pdf.ts');
      const slug = data.pet.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'pet';
      return { fileName: `${slug}-health-record-${today}.pdf`, write: (out) => writeRecordPdf(out, { ...data, today, transcripts, locale: locale ?? who.locale ?? null }) };
    },

    /** A clinic's consultation note on the pet of one of its appointments (see consultation-notes.ts). */
    addConsultationNote: notes.add,
    /** The same note in steps, for a caller that files it inside its own transaction (a thread's close). */
    consultationNotes: notes,

    /**
     * A short-lived signed link to a record's file, for those who may read the record's pet (readablePet: its
     * owner, or a clinic login the one rule lets reach it). Anything else, like a file that is no record's, is not found.
     */
    async fileLink(viewer: Viewer | null, fileId: number): Promise<string> {
      const who = requireViewer(viewer);
      const file = await recordFileById(db, fileId);
      const record = file && (await recordById(db, Number(file.health_record_id)));
      if (!file || !record || !(await readablePet(db, who, Number(record.pet_id)))) throw new NotFoundError('File not found');
      return deps.files.readUrl({ key: file.key, access: file.access, contentType: file.content_type }, FILE_LINK_SECONDS);
    },
  };
}

export type HealthRecordService = ReturnType<typeof healthRecordService>;
