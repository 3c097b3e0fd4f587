import type { MailAdapter } from '../../adapters/mail.ts';
import type { SmsAdapter } from '../../adapters/sms.ts';
import type { Db } from '../../db/knex.ts';
import { BOOKING_STATUS } from '../../../contracts/appointments.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import { bookingOf, text, type BookingProblemLog } from '../bookings/booking-record.ts';
import { noticeOf } from '../notices/booking-notice.ts';
import type { ConsultationLinks } from '../consultations/consultation-page.ts';
import { clinicLink, siteHost } from '../../tenancy/host.ts';
import { knownZone } from '../reference/known-zone.ts';
import { addDays, localDate } from '../../../contracts/zoned-time.ts';
import { websiteOfVendor } from '../websites/index.ts';
import { deliverOnce, type Delivery } from './deliver-once.ts';
import { appointmentReminderEmail, appointmentReminderPush, appointmentReminderSms, healthReminderEmail } from './reminder-messages.ts';
import type { PushKind, PushMessage } from '../../../contracts/push.ts';
import { appointmentOccasion, dueAppointmentReminder, healthReminderDue, HEALTH_REMINDER_DAYS } from './reminder-rules.ts';
import { handledOccasions } from './reminder-sends.queries.ts';
import { clinicForRecord, healthRecordsDueBetween, healthReminderFacts, reminderBooking, reminderCandidates } from './reminders.queries.ts';

export interface ReminderDeps {
  mail: MailAdapter;
  sms: SmsAdapter;
  consultations: ConsultationLinks;
  publicUrl: string;
  mainDomain: string;
  /** The address mail is sent from (named in the invites' ORGANIZER). */
  senderAddress?: string;
  /** Where a booking whose snapshot does not parse is reported. */
  logger?: BookingProblemLog;
  /** Web push to an owner's devices, when they chose appointment reminders (never throws; email and SMS are the fallback). */
  push?: { wants(userId: number, kind: PushKind): Promise<boolean>; send(userId: number, message: PushMessage): Promise<unknown> };
}

/** The furthest ahead a clinic's reminder may be set (hours): the sweep reads no further. */
const HORIZON_HOURS = 168;
const PAGE = 2000;

export interface AppointmentReminderJob { bookingId: number; hours: number }
export interface HealthReminderJob { recordId: number; dueDate: string }

/**
 * Reminders: appointment reminders by email and SMS before the slot, and vaccine and medication
 * reminders by email before a record's next-due date. A sweep finds what is due (run by the job
 * queue on a schedule) and each reminder is its own job, which checks again and sends each channel
 * at most once (deliver-once.ts), so a retried job, a second worker or a restart never sends twice.
 */
export function reminderService(db: Db, deps: ReminderDeps) {
  /**
   * The clinic's booking page: its own site's home (the booking widget) by the address that survives a rename
   * (`clinicLink`), else the vet list searched by its name.
   */
  async function bookingLink(clinic: { id: number; name: string } | undefined): Promise<string> {
    if (!clinic) return `${deps.publicUrl}/vet-appointments/list`;
    const site = await websiteOfVendor(db, clinic.id);
    const verifiedCustom = site?.custom_domain && site.custom_domain_verified_at ? site.custom_domain : null;
    return site && siteHost(deps.mainDomain, { subDomain: site.sub_domain, customDomain: verifiedCustom })
      ? clinicLink(deps.publicUrl, clinic.id, '/')
      : `${deps.publicUrl}/vet-appointments/list?q=${encodeURIComponent(clinic.name)}`;
  }

  return {
    /** The sweep: each live appointment's reminder due now and not yet sent, as one job each. */
    async dueAppointmentReminders(now: Date): Promise<AppointmentReminderJob[]> {
      const due: AppointmentReminderJob[] = [];
      let after: { slot: Date; id: number } | null = null;
      for (;;) {
        const page = await reminderCandidates(db, now, HORIZON_HOURS, after?.slot ?? null, after?.id ?? 0, PAGE);
        if (!page.length) break;
        const found = page.map((b) => ({ b, hours: dueAppointmentReminder({ slot: new Date(b.slot), createdAt: new Date(b.created_at), hours: b.reminder_hours ?? [], now }) }))
          .filter((x): x is { b: typeof x.b; hours: number } => x.hours !== null);
        const handled = await handledOccasions(db, 'appointment', found.map((x) => Number(x.b.id)));
        for (const { b, hours } of found) {
          if (!handled.has(`${b.id}:${appointmentOccasion(hours)}`)) due.push({ bookingId: Number(b.id), hours });
        }
        const last = page[page.length - 1];
        after = { slot: new Date(last.slot), id: Number(last.id) };
        if (page.length < PAGE) break;
      }
      return due;
    },

    /**
     * Sends one appointment reminder by email and, when the owner has a phone number, by SMS. Checks
     * again that it is due: a booking canceled, rescheduled or failed since the sweep gets nothing.
     */
    async sendAppointmentReminder(job: AppointmentReminderJob, now: Date): Promise<{ email: Delivery; sms: Delivery | null; push: Delivery | null } | 'not-due'> {
      const b = await reminderBooking(db, job.bookingId);
      if (!b || Number(b.status) !== BOOKING_STATUS.IN_PROGRESS) return 'not-due';
      if (dueAppointmentReminder({ slot: new Date(b.slot), createdAt: new Date(b.created_at), hours: b.reminder_hours ?? [], now }) !== job.hours) return 'not-due';
      const booking = bookingOf(b, deps.logger);
      const { type } = booking;
      const links = CONSULTATION_KINDS[type].hasConsultationPage
        ? await deps.consultations.linksFor({ id: Number(b.id), userId: Number(b.user_id), vendorId: Number(b.vendor_id) })
        : null;
      const notice = noticeOf(booking, {
        publicUrl: deps.publicUrl, links, owner: { name: booking.customer.firstName ?? b.user_first_name, email: b.user_email, locale: b.user_locale },
      });
      const key = { kind: 'appointment' as const, subjectId: Number(b.id), occasion: appointmentOccasion(job.hours) };
      const email = await deliverOnce(db, { ...key, channel: 'email' }, b.user_email, now, () => deps.mail.send(appointmentReminderEmail(notice, now)));
      const phone = b.user_phone?.replace(/\D/g, '') || null;
      const sms = phone
        ? await deliverOnce(db, { ...key, channel: 'sms' }, phone, now, () => deps.sms.send(appointmentReminderSms(notice, phone)))
        : null;
      // Pushed only to an owner with a device who chose appointment reminders, at most once like the other channels.
      const push = deps.push && (await deps.push.wants(Number(b.user_id), 'appointment'))
        ? await deliverOnce(db, { ...key, channel: 'push' }, `user:${b.user_id}`, now, async () => {
          await deps.push!.send(Number(b.user_id), appointmentReminderPush(notice, job.hours));
        })
        : null;
      return { email, sms, push };
    },

    /** The sweep: immunization and medication records due within the next 7 days of their owner's date. */
    async dueHealthReminders(now: Date): Promise<HealthReminderJob[]> {
      // Every zone's today lies within a day of UTC's.
      const today = localDate(now.getTime(), 'UTC');
      const from = addDays(today, -1);
      const to = addDays(today, HEALTH_REMINDER_DAYS + 1);
      const due: HealthReminderJob[] = [];
      let afterId = 0;
      for (;;) {
        const page = await healthRecordsDueBetween(db, from, to, afterId, PAGE);
        if (!page.length) break;
        const handled = await handledOccasions(db, 'health', page.map((r) => Number(r.id)));
        for (const r of page) {
          const dueDate = String(r.details.nextDueDate);
          if (!handled.has(`${r.id}:${dueDate}`)) due.push({ recordId: Number(r.id), dueDate });
        }
        afterId = Number(page[page.length - 1].id);
        if (page.length < PAGE) break;
      }
      return due;
    },

    /** Emails one vaccine or medication reminder with a link to book with the clinic, once per record and due date. */
    async sendHealthReminder(job: HealthReminderJob, now: Date): Promise<Delivery | 'not-due'> {
      const f = await healthReminderFacts(db, job.recordId);
      if (!f || f.record.details.nextDueDate !== job.dueDate) return 'not-due';
      const today = localDate(now.getTime(), knownZone(f.user_time_zone) ?? 'UTC');
      if (!healthReminderDue(job.dueDate, today)) return 'not-due';
      const clinic = await clinicForRecord(db, f.record);
      const details = f.record.details;
      const item = text(details.name) ?? text(details.vaccine) ?? text(details.medication);
      const message = healthReminderEmail({
        ownerName: f.user_first_name, ownerEmail: f.user_email, petName: f.pet_name, subcategory: f.record.subcategory, item,
        nextDueDate: job.dueDate, clinicName: clinic?.name ?? null, bookingLink: await bookingLink(clinic), locale: f.user_locale,
      });
      return deliverOnce(db, { kind: 'health', subjectId: f.record.id, occasion: job.dueDate, channel: 'email' }, f.user_email, now, () => deps.mail.send(message));
    },
  };
}

export type ReminderService = ReturnType<typeof reminderService>;
