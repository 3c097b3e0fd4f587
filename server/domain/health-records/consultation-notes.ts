import type { PushMessage } from '../../../contracts/push.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { MailAdapter, MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/index.ts';
import { insertNotice } from '../notices/index.ts';
import { consultationNoteNotice, consultationNotesPath, NOTICE_KINDS } from '../../../contracts/notices.ts';
import { requireVendor, type Viewer } from '../accounts/viewer.ts';
import { FIELD_LIMITS, RECORD_MESSAGES, type HealthRecord } from '../../../contracts/health-records.ts';
import type { AppointmentDetail } from '../../../contracts/appointments.ts';
import { APPOINTMENT_NOT_FOUND } from '../../../contracts/appointments.ts';
import { dayInZone } from '../../../contracts/intl-format.ts';
import { answerText, type IntakeAnswerRecord } from '../../../contracts/intake.ts';
import { readablePet } from '../pets/readable-pet.ts';
import { insertRecord, recordById } from './health-records.queries.ts';
import { toHealthRecord } from './record-dto.ts';

export interface ConsultationNoteDeps {
  /** One appointment the viewer may see (the appointments area's scope: tenant, and a sub-user's managed listings), else NOT_FOUND. */
  appointmentOf(viewer: Viewer, bookingId: number, now: Date): Promise<AppointmentDetail>;
  /** The owner is emailed when a note is filed (after commit; a failure is logged, the note stands). */
  mail: MailAdapter;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
  /** Web push to the owner's devices when they chose delivered reports (never throws; the email is the fallback). */
  pushToOwner?: (userId: number, message: PushMessage) => Promise<unknown>;
}

/** The owner's email when a vet files a note on their appointment (pure). */
export function noteFiledMessage(f: { to: string; ownerName: string; line: string; link: string; note: string; clinicName?: string }): MailMessage {
  return renderMail({
    to: f.to,
    subject: 'A vet filed a consultation note',
    sender: f.clinicName ?? PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'A vet filed a consultation note' },
      { kind: 'paragraph', text: `Hello ${f.ownerName},` },
      { kind: 'paragraph', text: f.line },
      { kind: 'paragraph', text: f.note },
      { kind: 'button', label: "Read it in your pet's record", url: f.link },
    ],
  });
}

/**
 * The owner's intake answers as the note's comment, so the pet's record of the visit keeps what was said before
 * it (each question with its answer, red flags named), within the record's text limit.
 */
export function intakeComment(answers: readonly IntakeAnswerRecord[]): string {
  const lines = answers.map((a) => `${a.label} ${answerText(a)}${a.redFlag ? ' (red flag)' : ''}`);
  const text = ['Before the visit:', ...lines].join('\n');
  return text.length > FIELD_LIMITS.textarea ? `${text.slice(0, FIELD_LIMITS.textarea - 1)}…` : text;
}

/** The title every clinic note carries in the pet's consultation history. */
export const CONSULTATION_NOTE_TITLE = 'Consultation note';

/**
 * A vet's consultation note (or report), written from an appointment onto the history of the pet booked with it:
 * dated (the day in the clinic's zone), signed with the vet's name, kept as the clinic's (the owner reads it and
 * cannot change it). Only a login that may see the appointment may write it, and only for the pet the
 * appointment names. The owner is told: a dashboard notice in the note's transaction, an email after commit.
 */
export function consultationNotes(db: Db, deps: ConsultationNoteDeps) {
  return {
    async add(viewer: Viewer | null, input: { bookingId: number; note: unknown }, now: Date): Promise<HealthRecord> {
      const vet = requireVendor(viewer);
      const note = typeof input.note === 'string' ? input.note.trim() : '';
      if (!note) throw new ValidationError(RECORD_MESSAGES.noteRequired, { fields: { note: RECORD_MESSAGES.noteRequired } });
      if (note.length > FIELD_LIMITS.textarea) {
        const message = `Please use at most ${FIELD_LIMITS.textarea} characters`;
        throw new ValidationError(message, { fields: { note: message } });
      }
      const appointment = await deps.appointmentOf(vet, input.bookingId, now);
      if (appointment.petId === null) throw new ValidationError(RECORD_MESSAGES.noPetOnAppointment);
      const pet = await readablePet(db, vet, appointment.petId);
      if (!pet || pet.userId !== appointment.customerId) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
      const vetName = `${vet.firstName} ${vet.lastName}`.trim();
      const line = consultationNoteNotice({ vetName, petName: pet.name, typeLabel: appointment.typeLabel, bookingCode: appointment.bookingCode });
      const link = consultationNotesPath(pet.id);
      const id = await inTransaction(db, async (tx) => {
        const recordId = await insertRecord(tx, {
          user_id: pet.userId, pet_id: pet.id, category: 'history', subcategory: 'consultations',
          details: {
            name: CONSULTATION_NOTE_TITLE, date: dayInZone(now, appointment.listingTZ), vetName, note,
            ...(appointment.intake.length > 0 ? { comment: intakeComment(appointment.intake) } : {}),
          },
          vendor_id: vet.vendorId, vendor_login_id: vet.id, booking_id: appointment.id,
        });
        await insertNotice(tx, { user_id: pet.userId, kind: NOTICE_KINDS.consultationNote, text: line, link, booking_id: appointment.id });
        return recordId;
      });
      try {
        const [owner] = await usersByIds(db, [pet.userId]);
        if (owner) {
          await deps.mail.send(noteFiledMessage({
            to: owner.email, ownerName: `${owner.first_name} ${owner.last_name}`.trim(), line, link: `${deps.publicUrl}${link}`, note,
          }));
        }
      } catch (err) {
        deps.logger?.error({ err, recordId: id }, 'consultation note email failed');
      }
      await deps.pushToOwner?.(pet.userId, { kind: 'report', title: 'A vet filed a consultation note', body: line, url: link });
      return toHealthRecord((await recordById(db, id))!, [], vet);
    },
  };
}
