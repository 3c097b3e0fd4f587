import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PassThrough, Writable } from 'node:stream';
import {
  EXPORT_LINK_DAYS, EXPORT_MESSAGES, EXPORTS_PER_DAY, type DataExportView, type ExportKind,
} from '../../../contracts/data-exports.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ForbiddenError, NotFoundError, RateLimitError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { StorageAdapter } from '../../adapters/storage.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { usersByIds, vendorLoginsByIds } from '../accounts/index.ts';
import { userViewer, vendorViewer } from '../accounts/authentication.ts';
import { renderMail, PRODUCT_SENDER } from '../notices/mail-layout.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { translate } from '../../i18n/server-intl.ts';
import { transcriptsOfClinic, transcriptsOfOwner } from '../threads/index.ts';
import {
  exportById, exportsAskedSince, exportsOf, expiredExports, insertExport, markExportExpired, markExportFailed, markExportMailed, markExportReady,
  queuedExportForUpdate, staleQueuedExports, unmarkExportMailed, type ExportRow, type ExportSubject,
} from './data-exports.queries.ts';
import { clinicDocuments, clinicFiles, ownerDocuments, ownerFiles, ownerPetIds, type StoredFileRow } from './export-data.queries.ts';
import { entryName, writeZip, type ArchiveWriter } from './zip-archive.ts';

/** The queue a data export is built on (job-definitions.ts runs it). */
export const DATA_EXPORT_QUEUE = 'build-data-export';
/**
 * Retries of a build that failed (storage unreachable, the database busy), 60 s apart and doubling: about 7
 * minutes in all. The last failure marks the export failed and tells the person (`build`'s `lastAttempt`).
 */
export const DATA_EXPORT_RETRIES = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true } as const;
/** A queued export older than this has lost its build (the worker died mid-job): the hourly sweep fails it. */
const STALE_QUEUED_MS = 6 * 3_600_000;

export interface DataExportJob {
  kind: ExportKind;
  subjectId: number;
  exportId: number;
}

export interface DataExportDeps {
  storage: Pick<StorageAdapter, 'read' | 'writeFile' | 'readUrl' | 'delete'>;
  mail: MailAdapter;
  publicUrl: string;
  /** Queues the build (the web process's job sender); without one, nothing is built until a worker's sweep. */
  queue?: (job: DataExportJob) => Promise<void>;
  /** A pet's record PDF as its owner downloads it (health-record-service's `pdf`). */
  recordPdf(viewer: Viewer, petId: number, now: Date): Promise<{ fileName: string; write(out: Writable): void }>;
  /** The clinic's report rows as CSV files, as its root admin downloads them. */
  reportCsvs(viewer: Viewer, now: Date): Promise<Array<{ filename: string; body: string }>>;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const DAY_MS = 86_400_000;
const SWEEP_BATCH = 200;

/** Where the signed-in person downloads an export (the emailed link leads here, through sign-in). */
export function exportDownloadPath(kind: ExportKind, id: number): string {
  return kind === 'owner' ? `/app/my-profile/export/${id}` : `/app/settings/data/export/${id}`;
}

function subjectOf(who: Viewer, kind: ExportKind): ExportSubject {
  if (kind === 'owner') {
    if (who.kind !== 'user') throw new ForbiddenError(EXPORT_MESSAGES.ownersOnly);
    return { kind, id: who.id };
  }
  if (who.kind !== 'vendor' || who.subrole !== 'root_admin') throw new ForbiddenError(EXPORT_MESSAGES.rootOnly);
  return { kind, id: who.vendorId };
}

function toView(kind: ExportKind, row: ExportRow, now: Date): DataExportView {
  const live = row.status === 'ready' && row.expires_at !== null && row.expires_at.getTime() > now.getTime();
  return {
    id: row.id, status: row.status === 'ready' && !live ? 'expired' : row.status, requestedAt: row.created_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null, expiresAt: row.expires_at?.toISOString() ?? null, sizeBytes: row.size_bytes,
    downloadUrl: live ? exportDownloadPath(kind, row.id) : null,
  };
}

const README = (what: string) => `${what}

Each .json file holds the rows we keep, as stored (dates in UTC, amounts in cents). Passwords, sign-in tokens
and the secret parts of share links are never exported.
- files/: the files uploaded, as stored.
- records/: each pet's health record as a PDF (with its appointments' messages).
- messages.json: the transcripts of the appointments' message threads.
`;

/**
 * Each person's data, on request (issue 33). An owner (from My Profile) or a clinic's root admin (from Settings, Data)
 * asks; the job queue builds a ZIP of the rows we hold, the stored files and the record PDFs, streamed through a
 * temporary file into private storage; the person is emailed a link that works for EXPORT_LINK_DAYS days, and only
 * for them signed in (the download checks the viewer, then hands out a short-lived signed address). One export a day.
 * A daily sweep removes expired ones.
 */
export function dataExportService(db: Db, deps: DataExportDeps) {
  async function gather(kind: ExportKind, subjectId: number, requester: Viewer, now: Date, zip: ArchiveWriter): Promise<void> {
    const documents = kind === 'owner' ? await ownerDocuments(db, subjectId) : await clinicDocuments(db, subjectId);
    zip.text('README.txt', README(kind === 'owner' ? `Your data on ${PRODUCT_SENDER}, exported ${now.toISOString()}.` : `Your clinic's data on ${PRODUCT_SENDER}, exported ${now.toISOString()}.`));
    for (const [name, value] of Object.entries(documents)) zip.json(`${name}.json`, value);
    zip.json('messages.json', kind === 'owner' ? await transcriptsOfOwner(db, subjectId) : await transcriptsOfClinic(db, subjectId));
    const files: StoredFileRow[] = kind === 'owner' ? await ownerFiles(db, subjectId) : await clinicFiles(db, subjectId);
    for (const f of files) zip.lazy(`files/${f.id}-${entryName(f.name ?? f.key.split('/').pop() ?? '')}`, () => deps.storage.read(f.key));
    if (kind === 'owner') {
      for (const petId of await ownerPetIds(db, subjectId)) {
        const pdf = await deps.recordPdf(requester, petId, now);
        zip.written(`records/${petId}-${entryName(pdf.fileName)}`, (out: PassThrough) => pdf.write(out));
      }
    } else {
      for (const csv of await deps.reportCsvs(requester, now)) zip.text(`reports/${entryName(csv.filename)}`, csv.body);
    }
  }

  /** The person the export was asked by, as they are now (null when they can no longer sign in). */
  async function requesterOf(kind: ExportKind, row: ExportRow): Promise<Viewer | null> {
    if (kind === 'owner') {
      const [user] = await usersByIds(db, [row.requested_by]);
      return user && !user.deleted_at ? userViewer(user) : null;
    }
    const [login] = await vendorLoginsByIds(db, [row.requested_by]);
    return login && !login.deleted_at && login.subrole === 'root_admin' ? vendorViewer(login) : null;
  }

  /** A moment as the export's mails say it: English as `toUTCString` writes it, another language by `Intl`, in UTC. */
  function momentIn(locale: Locale, at: Date): string {
    return locale === DEFAULT_LOCALE ? at.toUTCString() : `${dateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
  }

  /** The export is ready: in the language of whoever asked for it. */
  function readyMail(to: string, kind: ExportKind, id: number, expiresAt: Date, locale: Locale) {
    const subject = translate(locale, 'mail.export.ready.subject', { kind });
    return renderMail({
      to, subject, sender: PRODUCT_SENDER, locale,
      blocks: [
        { kind: 'heading', text: subject },
        { kind: 'paragraph', text: translate(locale, 'mail.export.ready.text', { kind }) },
        { kind: 'button', label: translate(locale, 'mail.export.ready.button'), url: new URL(exportDownloadPath(kind, id), deps.publicUrl).toString() },
        { kind: 'paragraph', text: translate(locale, 'mail.export.ready.signIn', { email: to, until: momentIn(locale, expiresAt) }) },
      ],
    });
  }

  /** The export failed: in the language of whoever asked for it. */
  function failedMail(to: string, kind: ExportKind, askedAt: Date, locale: Locale) {
    const page = kind === 'owner' ? '/app/my-profile' : '/app/settings/data';
    const subject = translate(locale, 'mail.export.failed.subject');
    return renderMail({
      to, subject, sender: PRODUCT_SENDER, locale,
      blocks: [
        { kind: 'heading', text: subject },
        { kind: 'paragraph', text: translate(locale, 'mail.export.failed.text', { askedAt: momentIn(locale, askedAt) }) },
        { kind: 'button', label: translate(locale, 'mail.export.failed.button'), url: new URL(page, deps.publicUrl).toString() },
      ],
    });
  }

  /** Marks a queued export failed and, when this call did and its person can still sign in, mails them (after commit). */
  async function fail(kind: ExportKind, subject: ExportSubject, row: ExportRow, requester: Viewer | null): Promise<void> {
    if (!(await markExportFailed(db, subject, row.id)) || !requester) return;
    await deps.mail.send(failedMail(requester.email, kind, row.created_at, requester.locale ?? DEFAULT_LOCALE))
      .catch((err: unknown) => deps.logger?.error({ err, exportId: row.id }, 'the failed export\'s email could not be sent'));
  }

  /**
   * Sends the "ready" mail once: the export is marked mailed first (so two runs never both send it), and unmarked when
   * the mail fails, which throws while the queue will try again; on the last attempt the failure is logged (the page
   * still offers the download).
   */
  async function mailReady(kind: ExportKind, subject: ExportSubject, id: number, requester: Viewer, expiresAt: Date, now: Date, lastAttempt: boolean): Promise<void> {
    if (!(await markExportMailed(db, subject, id, now))) return;
    try {
      await deps.mail.send(readyMail(requester.email, kind, id, expiresAt, requester.locale ?? DEFAULT_LOCALE));
    } catch (err) {
      await unmarkExportMailed(db, subject, id);
      if (!lastAttempt) throw err;
      deps.logger?.error({ err, exportId: id }, 'the ready export\'s email could not be sent');
    }
  }

  return {
    /** Asks for an export (queued on the job queue); one a day. Answers the export as the page shows it. */
    async request(viewer: Viewer | null, kind: ExportKind, now: Date): Promise<DataExportView> {
      const who = requireViewer(viewer);
      const subject = subjectOf(who, kind);
      const row = await inTransaction(db, async (tx) => {
        // The subject's rows are locked by the count's order: two requests at once make one export.
        await tx.raw('select pg_advisory_xact_lock(hashtext(?))', [`data-export:${kind}:${subject.id}`]);
        if ((await exportsAskedSince(tx, subject, new Date(now.getTime() - DAY_MS))) >= EXPORTS_PER_DAY) {
          throw new RateLimitError(EXPORT_MESSAGES.oncePerDay);
        }
        const id = await insertExport(tx, subject, who.id, now);
        return (await exportById(tx, subject, id))!;
      });
      await deps.queue?.({ kind, subjectId: subject.id, exportId: row.id });
      return toView(kind, row, now);
    },

    /** The latest export of the viewer (an owner's own, or their clinic's for its root admin), or null. */
    async latest(viewer: Viewer | null, kind: ExportKind, now: Date): Promise<DataExportView | null> {
      const subject = subjectOf(requireViewer(viewer), kind);
      const [row] = await exportsOf(db, subject, 1);
      return row ? toView(kind, row, now) : null;
    },

    /**
     * Builds a queued export (the job): its ZIP stored privately, the person mailed. Safe to run twice. A failure
     * throws while the queue will try again (`lastAttempt` false), so the page keeps saying "preparing"; on the
     * last attempt the export is marked failed and the person is mailed to ask again. The "ready" mail is sent after
     * the export is stored; one that fails is sent by the next attempt (the export ready, not yet mailed).
     */
    async build(job: DataExportJob, now: Date, options: { lastAttempt?: boolean } = {}): Promise<'built' | 'skipped' | 'failed'> {
      const lastAttempt = options.lastAttempt ?? true;
      const subject: ExportSubject = { kind: job.kind, id: Number(job.subjectId) };
      const row = await exportById(db, subject, Number(job.exportId));
      if (row?.status === 'ready' && row.mailed_at === null && row.expires_at) {
        const requester = await requesterOf(job.kind, row);
        if (requester) await mailReady(job.kind, subject, row.id, requester, row.expires_at, now, lastAttempt);
        return 'built';
      }
      if (!row || row.status !== 'queued') return 'skipped';
      const requester = await requesterOf(job.kind, row);
      if (!requester) {
        await markExportFailed(db, subject, row.id);
        return 'skipped';
      }
      const dir = await mkdtemp(path.join(os.tmpdir(), 'petcare-export-'));
      const key = `private/exports/${job.kind}/${subject.id}/${randomUUID()}-petcare-data-${now.toISOString().slice(0, 10)}.zip`;
      const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);
      try {
        const file = path.join(dir, 'export.zip');
        const size = await writeZip(file, (zip) => gather(job.kind, subject.id, requester, now, zip), now);
        await deps.storage.writeFile(key, file, 'application/zip');
        const stored = await inTransaction(db, async (tx) => {
          if (!(await queuedExportForUpdate(tx, subject, row.id))) return false;
          await markExportReady(tx, subject, row.id, { key, size, now, expiresAt });
          return true;
        });
        if (!stored) {
          await deps.storage.delete(key);
          return 'skipped';
        }
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        if (!lastAttempt) {
          deps.logger?.warn({ err, export: job }, 'a data export could not be built; it will be tried again');
          throw err;
        }
        deps.logger?.error({ err, export: job }, 'a data export could not be built');
        await fail(job.kind, subject, row, requester);
        return 'failed';
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      await mailReady(job.kind, subject, row.id, requester, expiresAt, now, lastAttempt);
      return 'built';
    },

    /**
     * The download: only for the person whose export it is, signed in (an owner's own; their clinic's root admin),
     * while its link lasts. Answers a signed address of the stored ZIP that works for a few minutes.
     */
    async downloadUrl(viewer: Viewer | null, kind: ExportKind, id: number, now: Date): Promise<string> {
      const subject = subjectOf(requireViewer(viewer), kind);
      const row = Number.isSafeInteger(id) ? await exportById(db, subject, id) : undefined;
      if (!row || !row.file_key) throw new NotFoundError(EXPORT_MESSAGES.notFound);
      if (row.status !== 'ready' || !row.expires_at || row.expires_at.getTime() <= now.getTime()) throw new NotFoundError(EXPORT_MESSAGES.expired);
      return deps.storage.readUrl(row.file_key, 'private', { contentType: 'application/zip', ttlSeconds: 300 });
    },

    /**
     * Removes the files of exports whose link has expired (an hourly sweep), and fails (telling the person) the
     * exports whose build died without a word, queued for more than STALE_QUEUED_MS.
     */
    async sweep(now: Date): Promise<{ expired: number; failedKeys: string[]; stale: number }> {
      let expired = 0;
      let stale = 0;
      const failedKeys: string[] = [];
      for (const kind of ['owner', 'clinic'] as const) {
        for (const row of await staleQueuedExports(db, kind, new Date(now.getTime() - STALE_QUEUED_MS), SWEEP_BATCH)) {
          await fail(kind, { kind, id: row.subject_id }, row, await requesterOf(kind, row));
          stale += 1;
        }
        for (const e of await expiredExports(db, kind, now, SWEEP_BATCH)) {
          if (e.key) {
            try {
              await deps.storage.delete(e.key);
            } catch {
              failedKeys.push(e.key);
              continue;
            }
          }
          await markExportExpired(db, e.subject, e.id);
          expired += 1;
        }
      }
      return { expired, failedKeys, stale };
    },
  };
}

export type DataExportService = ReturnType<typeof dataExportService>;
