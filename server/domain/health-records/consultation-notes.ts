import type { PushMessage } from '../../../contracts/push.ts';
import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
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
import { translate } from '../../i18n/server-intl.ts';
import { isLocale, type Locale } from '../../../contracts/locale.ts';
import { isConsultationType } from '../../../contracts/consultations.ts';
import { attachFiles, filesOfRecords, insertRecord, recordById } from './health-records.queries.ts';
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

/**
 * The owner's email when a vet files a note on their appointment (pure), in the owner's stored language (`locale`;
 * English when none): `line` is the dashboard notice's sentence, said again in that language.
 */
export function noteFiledMessage(f: {
  to: string; ownerName: string; line: string; link: string; note: string; clinicName?: string; locale?: Locale | null;
}): MailMessage {
  const say = (id: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(f.locale, id, values);
  return renderMail({
    to: f.to,
    subject: say('appt.mail.note.subject'),
    sender: f.clinicName ?? PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: say('appt.mail.note.subject') },
      { kind: 'paragraph', text: say('mail.hello', { name: f.ownerName }) },
      { kind: 'paragraph', text: f.line },
      { kind: 'paragraph', text: f.note },
      { kind: 'button', label: say('appt.mail.note.button'), url: f.link },
    ],
  });
}

/** The notice's sentence in `locale`: English's is the stored notice's own (contracts/notices.ts), word for word. */
export function noteLine(p: Pick<PreparedNote, 'line' | 'vetName' | 'pet' | 'appointment'>, locale: Locale | null): string {
  if (!locale || locale === 'en') return p.line;
  const type = isConsultationType(p.appointment.type) ? translate(locale, `consultation.${p.appointment.type}`) : p.appointment.typeLabel;
  return translate(locale, 'appt.mail.note.line', { vet: p.vetName, pet: p.pet.name, type, code: p.appointment.bookingCode });
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
/** A note checked and ready to file: who writes it, on which appointment and pet, and what the owner is told. */
export interface PreparedNote {
  vet: ReturnType<typeof requireVendor>;
  appointment: AppointmentDetail;
  pet: { id: number; userId: number; name: string };
  note: string;
  vetName: string;
  /** The owner's notice line. */
  line: string;
  /** The pet's consultation history, where the owner reads it. */
  link: string;
}

/** Words for a note that cannot be filed, when the caller says it otherwise (the thread's close does). */
export interface NoteRefusals {
  /** The appointment names no pet. */
  noPet?: string;
  /** The clinic may not read the pet's record (the owner has not shared it). */
  notShared?: string;
}

export function consultationNotes(db: Db, deps: ConsultationNoteDeps) {
  const notes = {
    /** Checks the note, the viewer's reach of the appointment and of its pet; writes nothing. */
    async prepare(viewer: Viewer | null, input: { bookingId: number; note: unknown }, now: Date, refusals: NoteRefusals = {}): Promise<PreparedNote> {
      const vet = requireVendor(viewer);
      const note = typeof input.note === 'string' ? input.note.trim() : '';
      if (!note) throw new ValidationError(RECORD_MESSAGES.noteRequired, { fields: { note: RECORD_MESSAGES.noteRequired } });
      if (note.length > FIELD_LIMITS.textarea) {
        const message = `Please use at most ${FIELD_LIMITS.textarea} characters`;
        throw new ValidationError(message, { fields: { note: message } });
      }
      const appointment = await deps.appointmentOf(vet, input.bookingId, now);
      if (appointment.petId === null) throw new ValidationError(refusals.noPet ?? RECORD_MESSAGES.noPetOnAppointment);
      const pet = await readablePet(db, vet, appointment.petId);
      if (!pet || pet.userId !== appointment.customerId) {
        if (refusals.notShared) throw new ConflictError(refusals.notShared);
        throw new NotFoundError(APPOINTMENT_NOT_FOUND);
      }
      const vetName = `${vet.firstName} ${vet.lastName}`.trim();
      const line = consultationNoteNotice({ vetName, petName: pet.name, typeLabel: appointment.typeLabel, bookingCode: appointment.bookingCode });
      return { vet, appointment, pet: { id: pet.id, userId: pet.userId, name: pet.name }, note, vetName, line, link: consultationNotesPath(pet.id) };
    },

    /**
     * Files a prepared note in the caller's transaction, with `fileIds` (files the clinic may show the owner, such
     * as a consultation thread's attachments) linked to it, and the owner's dashboard notice. Returns the record's id.
     */
    async write(tx: Conn, p: PreparedNote, now: Date, fileIds: readonly number[] = []): Promise<number> {
      const recordId = await insertRecord(tx, {
        user_id: p.pet.userId, pet_id: p.pet.id, category: 'history', subcategory: 'consultations',
        details: {
          name: CONSULTATION_NOTE_TITLE, date: dayInZone(now, p.appointment.listingTZ), vetName: p.vetName, note: p.note,
          ...(p.appointment.intake.length > 0 ? { comment: intakeComment(p.appointment.intake) } : {}),
        },
        vendor_id: p.vet.vendorId, vendor_login_id: p.vet.id, booking_id: p.appointment.id,
      });
      await attachFiles(tx, recordId, fileIds);
      await insertNotice(tx, { user_id: p.pet.userId, kind: NOTICE_KINDS.consultationNote, text: p.line, link: p.link, booking_id: p.appointment.id });
      return recordId;
    },

    /** After commit: the owner's email (a failure is logged, the note stands) and push; the record as the vet sees it. */
    async announce(p: PreparedNote, recordId: number): Promise<HealthRecord> {
      let locale: Locale | null = null;
      try {
        const [owner] = await usersByIds(db, [p.pet.userId]);
        if (owner) {
          locale = isLocale(owner.locale) ? owner.locale : null;
          await deps.mail.send(noteFiledMessage({
            to: owner.email, ownerName: `${owner.first_name} ${owner.last_name}`.trim(), line: noteLine(p, locale), link: `${deps.publicUrl}${p.link}`,
            note: p.note, locale,
          }));
        }
      } catch (err) {
        deps.logger?.error({ err, recordId }, 'consultation note email failed');
      }
      await deps.pushToOwner?.(p.pet.userId, { kind: 'report', title: translate(locale, 'appt.mail.note.subject'), body: noteLine(p, locale), url: p.link });
      const row = (await recordById(db, recordId))!;
      return toHealthRecord(row, await filesOfRecords(db, [recordId]), p.vet);
    },

    async add(viewer: Viewer | null, input: { bookingId: number; note: unknown }, now: Date): Promise<HealthRecord> {
      const prepared = await notes.prepare(viewer, input, now);
      const id = await inTransaction(db, (tx) => notes.write(tx, prepared, now));
      return notes.announce(prepared, id);
    },
  };
  return notes;
}

export type ConsultationNotes = ReturnType<typeof consultationNotes>;
