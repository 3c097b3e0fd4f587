import type { Conn } from '../../db/knex.ts';
import { attachFiles, filesOfRecords, insertRecord } from './health-records.queries.ts';

/** The note type a clinic's report is filed under (contracts/health-records.ts, NOTE_TYPES). */
const REPORT_NOTE_TYPE = 'Consultation Note';

/**
 * Files a report a clinic delivered (a second opinion's) to the pet's record, in the caller's transaction: a
 * document of type note, dated, named, with the report's PDF, written by that clinic (`vendor_id`), so the owner
 * reads it and cannot change it (the database allows a clinic only this and consultation notes). The caller has
 * checked the pet is the order's.
 */
export async function fileClinicReport(tx: Conn, report: {
  userId: number; petId: number; vendorId: number; loginId: number; name: string; date: string; comment: string; fileId: number;
}): Promise<number> {
  const id = await insertRecord(tx, {
    user_id: report.userId, pet_id: report.petId, category: 'documents', subcategory: 'notes',
    details: { name: report.name, date: report.date, type: REPORT_NOTE_TYPE, comment: report.comment },
    vendor_id: report.vendorId, vendor_login_id: report.loginId,
  });
  await attachFiles(tx, id, [report.fileId]);
  return id;
}

/** The PDF kept with a clinic's report record, or undefined (the record or its file is gone). */
export async function reportFileOf(db: Conn, recordId: number): Promise<{ key: string; access: 'public' | 'private'; content_type: string } | undefined> {
  const [file] = await filesOfRecords(db, [recordId]);
  return file ? { key: file.key, access: file.access, content_type: file.content_type } : undefined;
}
