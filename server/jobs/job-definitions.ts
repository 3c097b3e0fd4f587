import type { Services } from '../services.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './job-queue.ts';
import { AWAY_NOTICE_QUEUE, awayNoticeKey, type AwayNoticeJob } from '../domain/threads/away-notice.ts';
import type { AppointmentReminderJob, HealthReminderJob } from '../domain/reminders/reminder-service.ts';
import { DATA_EXPORT_QUEUE, DATA_EXPORT_RETRIES, type DataExportJob } from '../domain/exports/data-export-service.ts';
import { WAITLIST_QUEUES, waitlistMatchJob, type PlacedHold } from '../domain/waitlist/waitlist-offers.ts';

/** The queues. Sweeps run on a cron schedule and queue one job per piece of work they find. */
export const JOB = {
  appointmentReminders: 'appointment-reminders',
  appointmentReminder: 'appointment-reminder',
  refundRetries: 'refund-retries',
  refund: 'refund',
  healthReminders: 'health-reminders',
  healthReminder: 'health-reminder',
  purgeUploads: 'purge-uploads',
  reconcilePayments: 'reconcile-payments',
  eraseAccounts: 'erase-accounts',
  orderDeadlines: 'order-deadlines',
  orderExpiry: 'order-expiry',
  orderReminder: 'order-reminder',
  recordsRequests: 'records-requests',
  houseCallRenewals: 'house-call-renewals',
  threadNotice: AWAY_NOTICE_QUEUE,
  dataExport: DATA_EXPORT_QUEUE,
  dataExportSweep: 'data-export-sweep',
  eraseClinics: 'erase-clinics',
  waitlistMatch: WAITLIST_QUEUES.match,
  waitlistExpiry: WAITLIST_QUEUES.expiry,
  waitlistSweep: WAITLIST_QUEUES.sweep,
} as const;

/** The sweeps, run once when a worker starts (as start-up ran reconcile and the purge) and then on their schedule. */
export const SWEEPS = [
  JOB.reconcilePayments, JOB.purgeUploads, JOB.refundRetries, JOB.appointmentReminders, JOB.healthReminders, JOB.eraseAccounts,
  JOB.orderDeadlines, JOB.recordsRequests, JOB.houseCallRenewals, JOB.dataExportSweep, JOB.eraseClinics, JOB.waitlistSweep,
] as const;

/** A refund the request that made it could not complete waits this long before the sweep retries it (no race with that request). */
const REFUND_RETRY_AFTER_MS = 60_000;

/**
 * What each job does: thin calls into the domain services. A handler that throws is retried by
 * pg-boss (with backoff); every handler is safe to run twice.
 */
export function jobDefinitions(services: Services, logger?: Pick<Logger, 'info' | 'warn' | 'error'>): JobDefinition<never>[] {
  const defs: Array<JobDefinition<never>> = [
    {
      name: JOB.appointmentReminders, cron: '*/5 * * * *', retryLimit: 2,
      async handler(_data, { now, queue }) {
        const due = await services.reminders.dueAppointmentReminders(now);
        await queue.insert(JOB.appointmentReminder, due.map((d) => ({ data: d, singletonKey: `${d.bookingId}:${d.hours}` })));
        if (due.length) logger?.info({ reminders: due.length }, 'appointment reminders queued');
      },
    } satisfies JobDefinition<object>,
    {
      name: JOB.appointmentReminder, policy: 'stately', retryLimit: 3, retryDelaySeconds: 60, batchSize: 200, concurrency: 10,
      async handler(data: AppointmentReminderJob, { now }) {
        await services.reminders.sendAppointmentReminder(data, now);
      },
    } satisfies JobDefinition<AppointmentReminderJob>,
    {
      name: JOB.refundRetries, cron: '*/5 * * * *', retryLimit: 2,
      async handler(_data, { now, queue }) {
        const ids = await services.refunds.pendingIds(new Date(now.getTime() - REFUND_RETRY_AFTER_MS));
        await queue.insert(JOB.refund, ids.map((refundId) => ({ data: { refundId }, singletonKey: String(refundId) })));
      },
    } satisfies JobDefinition<object>,
    {
      // About a day of tries with backoff; the refund row counts calls and is given up after ten.
      name: JOB.refund, policy: 'stately', retryLimit: 8, retryDelaySeconds: 60, retryBackoff: true,
      async handler(data: { refundId: number }, { now }) {
        const outcome = await services.refunds.retry(Number(data.refundId), now);
        if (outcome === 'pending') throw new Error(`refund ${data.refundId} is still pending`);
      },
    } satisfies JobDefinition<{ refundId: number }>,
    {
      name: JOB.healthReminders, cron: '15 * * * *', retryLimit: 2,
      async handler(_data, { now, queue }) {
        const due = await services.reminders.dueHealthReminders(now);
        await queue.insert(JOB.healthReminder, due.map((d) => ({ data: d, singletonKey: `${d.recordId}:${d.dueDate}` })));
      },
    } satisfies JobDefinition<object>,
    {
      name: JOB.healthReminder, policy: 'stately', retryLimit: 3, retryDelaySeconds: 300, batchSize: 200, concurrency: 10,
      async handler(data: HealthReminderJob, { now }) {
        await services.reminders.sendHealthReminder(data, now);
      },
    } satisfies JobDefinition<HealthReminderJob>,
    {
      // Owners who deleted their account 14 days ago: their personal data is erased (owner-erasure.ts).
      name: JOB.eraseAccounts, cron: '45 3 * * *', retryLimit: 2,
      async handler(_data, { now }) {
        const done = await services.erasure.eraseDue(now);
        if (done.erased) logger?.info({ accounts: done.erased }, 'erased the personal data of deleted accounts');
        if (done.failedKeys.length) logger?.warn({ keys: done.failedKeys }, 'stored files of erased accounts could not be deleted');
      },
    } satisfies JobDefinition<object>,
    {
      // Clinics closed 14 days ago: their personal data is erased (clinic-closure.ts).
      name: JOB.eraseClinics, cron: '50 3 * * *', retryLimit: 2,
      async handler(_data, { now }) {
        const done = await services.clinicClosure.eraseDue(now);
        if (done.erased) logger?.info({ clinics: done.erased }, 'erased the personal data of closed clinics');
      },
    } satisfies JobDefinition<object>,
    {
      // A data export asked for on a profile (issue 33): the ZIP built, stored and mailed as a link.
      // A failed build throws and is retried; the last attempt marks the export failed and tells the person.
      name: JOB.dataExport, policy: 'stately', ...DATA_EXPORT_RETRIES,
      async handler(data: DataExportJob, { now, retryCount }) {
        await services.dataExports.build(data, now, { lastAttempt: retryCount >= DATA_EXPORT_RETRIES.retryLimit });
      },
    } satisfies JobDefinition<DataExportJob>,
    {
      // Exports whose link has expired: their files removed.
      name: JOB.dataExportSweep, cron: '20 * * * *', retryLimit: 1,
      async handler(_data, { now }) {
        const done = await services.dataExports.sweep(now);
        if (done.expired) logger?.info({ exports: done.expired }, 'removed expired data exports');
        if (done.stale) logger?.warn({ exports: done.stale }, 'data exports whose build was lost are marked failed');
        if (done.failedKeys.length) logger?.warn({ keys: done.failedKeys }, 'stored files of expired data exports could not be deleted');
      },
    } satisfies JobDefinition<object>,
    {
      name: JOB.purgeUploads, cron: '30 * * * *', retryLimit: 1,
      async handler(_data, { now }) {
        const purged = await services.files.purgeAbandoned(now);
        if (purged.files) logger?.info({ files: purged.files }, 'purged uploads abandoned before they were attached');
        if (purged.failedKeys.length) logger?.warn({ keys: purged.failedKeys }, 'stored objects of purged uploads could not be deleted');
      },
    } satisfies JobDefinition<object>,
    {
      // Service orders' clocks: a full refund past the outer limit, a reminder to the assignee 12 h before the deadline.
      name: JOB.orderDeadlines, cron: '*/5 * * * *', retryLimit: 2,
      async handler(_data, { now, queue }) {
        const due = await services.fulfilment.due(now);
        await queue.insert(JOB.orderExpiry, due.expire.map((orderId) => ({ data: { orderId }, singletonKey: String(orderId) })));
        await queue.insert(JOB.orderReminder, due.remind.map((orderId) => ({ data: { orderId }, singletonKey: String(orderId) })));
        if (due.expire.length) logger?.warn({ orders: due.expire.length }, 'orders past their outer limit are being refunded');
      },
    } satisfies JobDefinition<object>,
    {
      name: JOB.orderExpiry, policy: 'stately', retryLimit: 3, retryDelaySeconds: 60,
      async handler(data: { orderId: number }, { now }) {
        await services.fulfilment.expire(Number(data.orderId), now);
      },
    } satisfies JobDefinition<{ orderId: number }>,
    {
      name: JOB.orderReminder, policy: 'stately', retryLimit: 3, retryDelaySeconds: 300,
      async handler(data: { orderId: number }, { now }) {
        await services.fulfilment.remind(Number(data.orderId), now);
      },
    } satisfies JobDefinition<{ orderId: number }>,
    {
      name: JOB.reconcilePayments, cron: '*/5 * * * *', retryLimit: 2,
      async handler(_data, { now }) {
        const settled = await services.payments.reconcile(now);
        if (settled.captured + settled.failed) logger?.warn(settled, 'settled payments interrupted before they completed');
      },
    } satisfies JobDefinition<object>,
    {
      // Medical Records Assistance: reminders to clinics on days 3 and 7, expiry (and a paid line's refund) on day 30.
      name: JOB.recordsRequests, cron: '45 * * * *', retryLimit: 2,
      async handler(_data, { now }) {
        const done = await services.recordsRequests.sweep(now);
        if (done.reminded + done.expired) logger?.info(done, 'records requests reminded or expired');
      },
    } satisfies JobDefinition<object>,
    {
      // The house-call package's renewal reminder, 30 days before its year ends (once per package).
      name: JOB.houseCallRenewals, cron: '50 * * * *', retryLimit: 2,
      async handler(_data, { now }) {
        const sent = await services.houseCallPlans.sendRenewalReminders(now);
        if (sent) logger?.info({ sent }, 'house-call renewal reminders sent');
      },
    } satisfies JobDefinition<object>,
    {
      // A thread's away notice (issue 29), queued a minute after a message (one per thread and side): sent when the
      // message is still unread; within 15 minutes of the last notice it comes back when they are over.
      name: JOB.threadNotice, policy: 'stately', retryLimit: 3, retryDelaySeconds: 60,
      async handler(data: AwayNoticeJob, { now, queue }) {
        const outcome = await services.awayNotices.send(data, now);
        if (!outcome.sent && outcome.retryAt) {
          await queue.send(JOB.threadNotice, data, { singletonKey: awayNoticeKey(data), startAfter: outcome.retryAt });
        }
      },
    } satisfies JobDefinition<AwayNoticeJob>,
    {
      // The waitlist (issue 32): a listing's free times offered to its line, each held 15 minutes; the expiry queued for then.
      name: JOB.waitlistMatch, policy: 'stately', retryLimit: 3, retryDelaySeconds: 30,
      async handler(data: { vendorId: number; listingId: number }, { now, queue }) {
        const placed = await services.waitlistOffers.match(Number(data.vendorId), Number(data.listingId), now);
        await queueExpiries(queue, placed);
      },
    } satisfies JobDefinition<{ vendorId: number; listingId: number }>,
    {
      // A hold's time is up: it ends and the time goes to the next in line. Early (a clock apart): queued again for then.
      name: JOB.waitlistExpiry, policy: 'stately', retryLimit: 3, retryDelaySeconds: 30,
      async handler(data: { vendorId: number; holdId: number }, { now, queue }) {
        const outcome = await services.waitlistOffers.expire(Number(data.vendorId), Number(data.holdId), now);
        if (outcome.retryAt) {
          await queue.send(JOB.waitlistExpiry, data, { singletonKey: `${data.holdId}:${outcome.retryAt.getTime()}`, startAfter: outcome.retryAt });
        } else if (outcome.expired && outcome.listingId) {
          const placed = await services.waitlistOffers.match(Number(data.vendorId), outcome.listingId, now);
          await queueExpiries(queue, placed);
        }
      },
    } satisfies JobDefinition<{ vendorId: number; holdId: number }>,
    {
      // Repairs what a lost job would leave: holds past their time end, and every line with someone waiting is matched.
      name: JOB.waitlistSweep, cron: '* * * * *', retryLimit: 1,
      async handler(_data, { now, queue }) {
        const done = await services.waitlistOffers.sweep(now);
        for (const l of done.listings) {
          const job = waitlistMatchJob(l.vendorId, l.listingId);
          await queue.send(JOB.waitlistMatch, job.data, { singletonKey: job.singletonKey });
        }
        if (done.expired) logger?.info({ expired: done.expired }, 'waitlist holds past their time ended by the sweep');
      },
    } satisfies JobDefinition<object>,
  ];
  return defs;
}

/** Each hold's expiry job, to run when its 15 minutes are up. */
async function queueExpiries(queue: { send(name: string, data: object, options: { singletonKey?: string; startAfter?: Date }): Promise<unknown> }, placed: readonly PlacedHold[]): Promise<void> {
  for (const h of placed) {
    await queue.send(JOB.waitlistExpiry, { vendorId: h.vendorId, holdId: h.holdId }, { singletonKey: String(h.holdId), startAfter: h.expiresAt });
  }
}
