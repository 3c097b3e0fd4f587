import type { Conn, Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { MailAdapter, MailMessage } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { requireUser, requireVendor, type UserViewer, type VendorViewer, type Viewer } from '../accounts/viewer.ts';
import { mainZoneOfVendor, vendorsByIds } from '../vendors/index.ts';
import { teamMember, teamOfVendor } from '../team/index.ts';
import { clinicActor, recordEvent } from '../audit/audit-log.ts';
import type { FileService } from '../files/file-service.ts';
import type { RefundService } from '../payments/refund-service.ts';
import { fileClinicReport, reportFileOf } from '../health-records/clinic-reports.ts';
import { readPetRecord } from '../health-records/index.ts';
import { sharedRecordViews } from './shared-records.ts';
import { dayInZone } from '../../../contracts/intl-format.ts';
import {
  FULFILMENT_MESSAGES as M, FULFILMENT_STATUSES, REPORT_SECTIONS,
  type ClinicOrderDetailView, type FulfilmentStatus, type OrderEventView, type OrderQueueView, type OrderReport, type QueueOrderView, type OrderClockView,
} from '../../../contracts/order-words.ts';
import { ORDER_STATUS_LABEL, type MyOrderStatus } from '../../../contracts/orders.ts';
import { answerSchema, assignSchema, questionSchema, reportSchema } from '../../../contracts/order-fulfilment.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { orderProductByCode, reportProductLabel } from './order-products.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { orderDayFormat, orderStampFormat } from './order-dates.ts';
import { translate } from '../../i18n/server-intl.ts';
import {
  clockText, deadlines, nextStatus, OPEN_STATUSES, pause, REMINDER_BEFORE_MS, REPORT_PRODUCTS, resume, type ClockState, type FulfilmentAction,
} from './fulfilment-rules.ts';
import {
  adminsOfVendor, uniqueRecipients, eventsOfOrder, eventsOfOwnerOrders, insertOrderEvent, orderForSweep, orderOfOwner, orderOfRequester, orderOfVendor, ordersPastRefundAt, ordersToRemind, queueOfVendor,
  updateFulfilment, type FulfilmentWrite, type OrderEventRow, type QueueOrderRow,
} from './fulfilment.queries.ts';
import { answerMail, deliveredMail, expiredClinicMail, expiredOwnerMail, questionMail, reminderMail } from './fulfilment-mail.ts';
import { consultDeliveredMail, consultExpiredMail, consultQuestionMail } from './peer-consult-mail.ts';
import { sanitizeReportHtml } from './report-html.ts';
import { attachedRecordFile, attachedRecordViews } from './consult-records.ts';
import { renderReportPdf } from './report-pdf.ts';
import { endPetShareOfOrder } from './order-payments.ts';
import { ORDER_EVENT_TEXTS } from '../../../contracts/order-words.ts';
import { fill } from '../../../contracts/messages/fill.ts';

export interface FulfilmentDeps {
  mail: MailAdapter;
  publicUrl: string;
  files: Pick<FileService, 'confirmUploads' | 'recordUploads' | 'storeGenerated' | 'readUrl' | 'discard'>;
  refunds: Pick<RefundService, 'requestFullRefund' | 'attempt'>;
  logger?: Pick<Logger, 'error'>;
}

const FILE_LINK_SECONDS = 5 * 60;
const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
/** A Peer-to-Peer Consult: ordered by a clinic, answered by that clinic's vet, its report kept with the clinic. */
export const isPeerConsult = (row: QueueOrderRow): boolean => row.requester_vendor_id !== null && row.requester_vendor_id !== undefined;
const requesterName = (row: QueueOrderRow) => name(row.requester_first_name, row.requester_last_name);
/** The requesting clinic's logins who may act on its consult: its root admin, or the vet who ordered it. */
const mayActForRequester = (row: QueueOrderRow, vet: VendorViewer) =>
  Number(row.requester_vendor_id) === vet.vendorId && (vet.subrole === 'root_admin' || Number(row.requester_login_id) === vet.id);
/**
 * An order canceled before review (a clinic's consult by its clinic, a second opinion by its owner from My Orders:
 * only a paid order, 'paid' or 'assigned', is ever canceled) leaves the queue but stays readable on its page to the
 * clinic that had it: canceled, no moves left, its timeline saying who canceled.
 */
const isCanceled = (row: QueueOrderRow) => (row.status as string) === 'canceled';
const isFulfilled = (row: QueueOrderRow | undefined): row is QueueOrderRow =>
  !!row && ((FULFILMENT_STATUSES as readonly string[]).includes(row.status) || isCanceled(row)) && REPORT_PRODUCTS.includes(Number(row.product_id));
/** A clock's sentence in a language ('due in 31 h'; English as the clock writes it). */
function clockIn(clock: OrderClockView, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return clock.text;
  return clock.paused ? translate(locale, 'queue.clock.paused')
    : clock.overdue ? (clock.hours < 1 ? translate(locale, 'queue.clock.overdueNow') : translate(locale, 'queue.clock.overdue', { hours: String(clock.hours) }))
      : translate(locale, 'queue.clock.due', { hours: String(clock.hours) });
}

/** A status's words, a canceled consult's included. */
const statusLabel = (status: string) => ORDER_STATUS_LABEL[status as MyOrderStatus] ?? status;

function clockOf(row: QueueOrderRow): ClockState | null {
  if (!row.paid_at || !row.clock_from) return null;
  return { paidAt: new Date(row.paid_at), clockFrom: new Date(row.clock_from), pausedAt: row.paused_at ? new Date(row.paused_at) : null, pausedMs: Number(row.paused_ms) };
}

/** The clock columns of a clock state (deadlines null while paused). */
function clockWrite(clock: ClockState): FulfilmentWrite {
  const { dueAt, refundAt } = deadlines(clock);
  return { clock_from: clock.clockFrom, paused_at: clock.pausedAt, paused_ms: clock.pausedMs, due_at: dueAt, refund_at: refundAt };
}

/** The move `action` makes, or CONFLICT when the order's status does not allow it. */
function moveOf(row: QueueOrderRow, action: FulfilmentAction): FulfilmentStatus {
  const next = nextStatus(row.status, action);
  if (!next) throw new ConflictError(M.wrongStatus);
  return next;
}

/**
 * Fulfilling paid service orders that end in a report (second opinions): the clinic's queue and detail, assigning
 * a vet, the review, questions to the owner (the clock pauses) and their answers, delivery (a PDF filed to the
 * pet's record, the owner emailed), and the deadline sweep (a reminder 12 h before it, a full refund past the outer
 * limit). Every move is checked by `nextStatus` (fulfilment-rules.ts) under the order's row lock and written with
 * its timeline entry; emails go after commit. A clinic sees only its own orders (the order's `vendor_id`); a
 * sub-user only those assigned to them; anyone else's is NOT_FOUND.
 */
export function fulfilmentService(db: Db, deps: FulfilmentDeps) {
  async function zoneOf(vendorId: number): Promise<string> {
    return (await mainZoneOfVendor(db, vendorId)) ?? 'UTC';
  }

  /** The moments of a timeline in the viewer's language (order-dates.ts). */
  function stamp(zone: string, locale: Locale) {
    const f = orderStampFormat(zone, locale);
    return (d: Date) => f.format(d);
  }

  function toQueueView(row: QueueOrderRow, zone: string, now: Date, locale: Locale): QueueOrderView {
    const open = OPEN_STATUSES.includes(row.status);
    const day = orderDayFormat(zone, locale);
    return {
      id: Number(row.id), productId: Number(row.product_id), productLabel: reportProductLabel(Number(row.product_id)),
      status: row.status, statusLabel: statusLabel(row.status),
      ownerName: isPeerConsult(row) ? String(row.requester_clinic_name ?? '') : name(row.owner_first_name, row.owner_last_name), petName: String(row.details.petName ?? ''),
      assigneeName: row.assigned_login_id ? name(row.assignee_first_name, row.assignee_last_name) : null,
      clock: open ? clockText(row.due_at ? new Date(row.due_at) : null, !!row.paused_at, now) : null,
      dueAt: open && row.due_at && !row.paused_at ? new Date(row.due_at).toISOString() : null,
      paidOn: day.format(new Date(row.paid_at ?? row.created_at)),
    };
  }

  function toEventViews(rows: OrderEventRow[], zone: string, locale: Locale): OrderEventView[] {
    const at = stamp(zone, locale);
    return rows.map((e) => ({
      id: Number(e.id), kind: e.kind, authorName: e.author_name, status: e.status ?? null, statusLabel: e.status ? statusLabel(e.status) : null,
      text: e.text, files: (e.files ?? []).map((f) => ({ id: Number(f.id), name: String(f.name) })), at: at(new Date(e.created_at)),
    }));
  }

  /** The vendor's order the viewer may see, locked when asked; a sub-user sees only orders assigned to them. */
  async function visibleOrder(conn: Conn, vet: VendorViewer, orderId: number, forUpdate = false): Promise<QueueOrderRow> {
    const row = Number.isSafeInteger(orderId) && orderId > 0 ? await orderOfVendor(conn, vet.vendorId, orderId, { forUpdate }) : undefined;
    if (!isFulfilled(row)) throw new NotFoundError(M.notFound);
    if (vet.subrole !== 'root_admin' && Number(row.assigned_login_id) !== vet.id) throw new NotFoundError(M.notFound);
    return row;
  }

  /** The order as its assignee acts on it: anyone else on the team is FORBIDDEN. */
  async function assignedOrder(conn: Conn, vet: VendorViewer, orderId: number, forUpdate = true): Promise<QueueOrderRow> {
    const row = await visibleOrder(conn, vet, orderId, forUpdate);
    if (Number(row.assigned_login_id) !== vet.id) throw new ForbiddenError(M.notAssignee);
    return row;
  }

  async function statusEvent(tx: Conn, row: QueueOrderRow, status: FulfilmentStatus, author: { kind: 'clinic' | 'system'; name: string }, text = ''): Promise<void> {
    await insertOrderEvent(tx, {
      vendor_id: Number(row.vendor_id), order_id: Number(row.id), kind: 'status', author_kind: author.kind, author_name: author.name, status, text,
    });
  }

  async function send(message: MailMessage, orderId: number): Promise<void> {
    try {
      await deps.mail.send(message);
    } catch (err) {
      deps.logger?.error({ err, orderId }, 'order email failed');
    }
  }

  /**
   * A file of the order: attached with it, with an answer, or (a consult) kept with a record attached to it, as a
   * 5-minute signed address; anything else NOT_FOUND.
   */
  async function attachedFileUrl(row: QueueOrderRow | undefined, fileId: number): Promise<string> {
    if (!isFulfilled(row)) throw new NotFoundError(M.notFound);
    const attached = Array.isArray(row.details.files) ? (row.details.files as Array<{ id: number; key: string; contentType: string }>) : [];
    const found = attached.find((f) => Number(f.id) === fileId);
    if (found) return deps.files.readUrl({ key: found.key, access: 'private', contentType: found.contentType }, FILE_LINK_SECONDS);
    // A file of a record a clinic attached to its consult.
    const recordFile = isPeerConsult(row) ? attachedRecordFile(row.details, fileId) : undefined;
    if (recordFile) return deps.files.readUrl({ key: recordFile.key, access: recordFile.access, contentType: recordFile.contentType }, FILE_LINK_SECONDS);
    const answered = (await eventsOfOrder(db, Number(row.vendor_id), Number(row.id)))
      .flatMap((e) => (e.kind === 'answer' ? e.files ?? [] : [])).find((f) => Number(f.id) === fileId);
    if (!answered?.key) throw new NotFoundError(M.notFound);
    return deps.files.readUrl({ key: answered.key, access: 'private', contentType: answered.contentType ?? 'application/octet-stream' }, FILE_LINK_SECONDS);
  }

  /** A consult the viewer's clinic ordered and the viewer may act on (its root admin, the vet who ordered it), else NOT_FOUND. */
  async function requesterOrder(viewer: Viewer | null, orderId: number): Promise<QueueOrderRow> {
    const vet = requireVendor(viewer);
    const row = Number.isSafeInteger(orderId) && orderId > 0 ? await orderOfRequester(db, vet.vendorId, orderId) : undefined;
    if (!isFulfilled(row) || !mayActForRequester(row, vet)) throw new NotFoundError(M.notFound);
    return row;
  }

  /** A delivered consult's report PDF (kept on the order), a 5-minute signed address. */
  async function consultReportUrl(row: QueueOrderRow): Promise<string> {
    const file = row.details.reportFile as { key?: string; contentType?: string } | undefined;
    if (!row.report_file_id || !file?.key) throw new NotFoundError(M.notFound);
    return deps.files.readUrl({ key: file.key, access: 'private', contentType: file.contentType ?? 'application/pdf' }, FILE_LINK_SECONDS);
  }

  const vetName = (vet: VendorViewer) => name(vet.firstName, vet.lastName);
  const productLabel = (row: QueueOrderRow) => reportProductLabel(Number(row.product_id));

  return {
    /**
     * The clinic's queue: a root admin's all paid orders of its vendor, a sub-user's those assigned to them (the
     * page's table narrows them by product, status and assignee).
     */
    async queue(viewer: Viewer | null, now: Date): Promise<OrderQueueView> {
      const vet = requireVendor(viewer);
      const zone = await zoneOf(vet.vendorId);
      const rows = await queueOfVendor(db, vet.vendorId, {
        statuses: FULFILMENT_STATUSES, productIds: REPORT_PRODUCTS,
        assigneeId: vet.subrole === 'root_admin' ? undefined : vet.id,
      });
      // Running clocks first, soonest deadline first; paused, delivered and refunded orders after them as read.
      const due = (o: QueueOrderView) => (o.dueAt ? Date.parse(o.dueAt) : Number.POSITIVE_INFINITY);
      const orders = rows.map((r) => toQueueView(r, zone, now, vet.locale ?? DEFAULT_LOCALE)).sort((a, b) => (due(a) === due(b) ? 0 : due(a) < due(b) ? -1 : 1));
      return { orders, zone, products: REPORT_PRODUCTS.map((code) => ({ code, label: reportProductLabel(code) })) };
    },

    /** One order's detail for the clinic: owner, pet, first opinion and question, files, timeline, what the viewer may do. */
    async detail(viewer: Viewer | null, orderId: number, now: Date): Promise<ClinicOrderDetailView> {
      const vet = requireVendor(viewer);
      const row = await visibleOrder(db, vet, orderId);
      const zone = await zoneOf(vet.vendorId);
      const [events, team, shared] = await Promise.all([
        eventsOfOrder(db, Number(row.vendor_id), Number(row.id)),
        vet.subrole === 'root_admin' ? teamOfVendor(db, vet.vendorId) : Promise.resolve([]),
        // A consult's pet is another clinic's patient: the panel reads only the records that clinic attached.
        // Else the pet's record as this login may read it (the owner shares with the clinic; the one rule lets the vet
        // assigned to the order read it as the root admin does), as its PDF holds it.
        row.details.petId && !isPeerConsult(row) ? readPetRecord(db, vet, Number(row.details.petId), now) : Promise.resolve(null),
      ]);
      const pet = shared?.pet ?? null;
      const mine = Number(row.assigned_login_id) === vet.id;
      const files = Array.isArray(row.details.files) ? (row.details.files as Array<{ id: number; name: string }>) : [];
      return {
        order: toQueueView(row, zone, now, vet.locale ?? DEFAULT_LOCALE),
        owner: { name: name(row.owner_first_name, row.owner_last_name), email: row.owner_email ?? '' },
        requestedBy: isPeerConsult(row)
          ? { clinic: String(row.requester_clinic_name ?? ''), vet: requesterName(row), email: row.requester_email ?? '' } : null,
        records: attachedRecordViews(row.details),
        pet: row.details.petId ? { id: Number(row.details.petId), name: String(row.details.petName ?? ''), type: pet?.typeName ?? '', breed: String(row.details.petBreed ?? pet?.breed ?? '') } : null,
        firstOpinion: String(row.details.firstOpinion ?? ''), question: String((isPeerConsult(row) ? row.details.question : row.details.query) ?? ''),
        files: files.map((f) => ({ id: Number(f.id), name: String(f.name ?? 'file') })),
        events: toEventViews(events, zone, vet.locale ?? DEFAULT_LOCALE),
        team: team.map((m) => ({ id: Number(m.id), name: name(m.first_name, m.last_name) || m.email })),
        assigneeId: row.assigned_login_id ? Number(row.assigned_login_id) : null,
        can: {
          assign: vet.subrole === 'root_admin' && !!nextStatus(row.status, 'assign'),
          start: mine && !!nextStatus(row.status, 'start'),
          ask: mine && !!nextStatus(row.status, 'ask'),
          deliver: mine && !!nextStatus(row.status, 'deliver'),
        },
        // Sanitized on save; again here, since the page shows it as HTML.
        report: row.report ? (Object.fromEntries(REPORT_SECTIONS.map((s) => [s.key, sanitizeReportHtml(String(row.report?.[s.key] ?? ''))])) as OrderReport) : null,
        reportHref: row.report_record_id || row.report_file_id ? `/app/orders/${Number(row.id)}/report.pdf` : null,
        recordsShared: !!pet, sharedRecords: shared ? sharedRecordViews(shared.records) : [], zone,
      };
    },

    /**
     * Names (or changes) the vet who writes the report: the root admin, one of its own team. Inputs are checked
     * (contracts/order-fulfilment.ts) once the viewer may act on the order, so nobody learns more from a bad one.
     */
    async assign(viewer: Viewer | null, orderId: number, input: unknown): Promise<void> {
      const vet = requireVendor(viewer);
      await visibleOrder(db, vet, orderId);
      if (vet.subrole !== 'root_admin') throw new ForbiddenError('Only the account administrator can do this.');
      const { loginId } = parseInput(assignSchema, input);
      await inTransaction(db, async (tx) => {
        const row = await visibleOrder(tx, vet, orderId, true);
        const next = moveOf(row, 'assign');
        const member = await teamMember(tx, vet.vendorId, loginId);
        if (!member) throw new ValidationError(M.unknownMember, { fields: { loginId: M.unknownMember } });
        const memberName = name(member.first_name, member.last_name) || member.email;
        await updateFulfilment(tx, vet.vendorId, Number(row.id), { status: next, assigned_login_id: Number(member.id) });
        await statusEvent(tx, row, next, { kind: 'clinic', name: vetName(vet) }, fill(ORDER_EVENT_TEXTS.assigned, { name: memberName }));
        await recordEvent(tx, vet.vendorId, clinicActor(vet), 'order.assigned', { details: { order: `order ${row.id}`, assignee: memberName } });
      });
    },

    /** The assignee starts the review: from now on the order is used (no longer refundable on a cancel). */
    async start(viewer: Viewer | null, orderId: number, now: Date): Promise<void> {
      const vet = requireVendor(viewer);
      await inTransaction(db, async (tx) => {
        const row = await assignedOrder(tx, vet, orderId);
        const next = moveOf(row, 'start');
        await updateFulfilment(tx, vet.vendorId, Number(row.id), { status: next, used_at: now });
        await statusEvent(tx, row, next, { kind: 'clinic', name: vetName(vet) });
      });
    },

    /** The assignee asks the owner for information: the clock pauses until the owner answers. */
    /** Asks the order's requester a question (the clock pauses); answers who was asked: the owner, or the ordering clinic. */
    async ask(viewer: Viewer | null, orderId: number, input: unknown, now: Date): Promise<'owner' | 'clinic'> {
      const vet = requireVendor(viewer);
      await assignedOrder(db, vet, orderId, false);
      const { text } = parseInput(questionSchema, input);
      const row = await inTransaction(db, async (tx) => {
        const locked = await assignedOrder(tx, vet, orderId);
        const next = moveOf(locked, 'ask');
        const clock = clockOf(locked);
        await updateFulfilment(tx, vet.vendorId, Number(locked.id), { status: next, ...(clock ? clockWrite(pause(clock, now)) : {}) });
        await insertOrderEvent(tx, {
          vendor_id: vet.vendorId, order_id: Number(locked.id), kind: 'question', author_kind: 'clinic', author_name: vetName(vet), status: next, text,
        });
        return locked;
      });
      if (isPeerConsult(row)) {
        if (row.requester_email) {
          await send(consultQuestionMail({
            orderId: Number(row.id), publicUrl: deps.publicUrl, to: row.requester_email, vetName: requesterName(row), locale: row.requester_locale,
            petName: String(row.details.petName ?? ''), specialistName: vetName(vet), question: text,
          }), Number(row.id));
        }
        return 'clinic';
      }
      await send(questionMail({
        orderId: Number(row.id), productLabel: productLabel(row), publicUrl: deps.publicUrl, to: row.owner_email ?? '',
        productId: Number(row.product_id), locale: row.owner_locale,
        ownerName: name(row.owner_first_name, row.owner_last_name), vetName: vetName(vet), question: text,
      }), Number(row.id));
      return 'owner';
    },

    /**
     * Whoever ordered it answers the vet's question (text and their own uploads): the owner of a second opinion, or
     * for a Peer-to-Peer Consult the requesting clinic (its root admin, or the vet who ordered it). The records are
     * complete again, the clock runs from now.
     */
    async answer(viewer: Viewer | null, orderId: number, raw: unknown, now: Date): Promise<void> {
      const who = viewer?.kind === 'vendor' ? requireVendor(viewer) : requireUser(viewer);
      const answerable = async (conn: Conn, forUpdate: boolean) => {
        if (!Number.isSafeInteger(orderId) || orderId <= 0) return undefined;
        if (who.kind === 'user') return orderOfOwner(conn, who.id, orderId, { forUpdate });
        const row = await orderOfRequester(conn, who.vendorId, orderId, { forUpdate });
        return row && mayActForRequester(row, who) ? row : undefined;
      };
      const found = await answerable(db, false);
      if (!isFulfilled(found)) throw new NotFoundError(M.notFound);
      if (!nextStatus(found.status, 'answer')) throw new ConflictError(M.wrongStatus);
      const input = parseInput(answerSchema, raw);
      const confirmed = await deps.files.confirmUploads(who, input.files, who.kind === 'user' ? 'smo_service' : 'peer_consult');
      const row = await inTransaction(db, async (tx) => {
        const locked = await answerable(tx, true);
        if (!isFulfilled(locked)) throw new NotFoundError(M.notFound);
        const next = moveOf(locked, 'answer');
        const clock = clockOf(locked);
        await updateFulfilment(tx, Number(locked.vendor_id), Number(locked.id), {
          status: next, reminded_at: null, ...(clock ? clockWrite(resume(clock, now)) : {}),
        });
        await insertOrderEvent(tx, {
          vendor_id: Number(locked.vendor_id), order_id: Number(locked.id), kind: 'answer', author_kind: who.kind === 'user' ? 'owner' : 'clinic',
          author_name: name(who.firstName, who.lastName), status: next, text: input.text,
          files: confirmed.map((f) => ({ id: Number(f.id), name: f.name, key: f.key, contentType: f.contentType })),
        });
        await deps.files.recordUploads(tx, confirmed);
        return locked;
      });
      if (row.assignee_email) {
        await send(answerMail({
          orderId: Number(row.id), productLabel: productLabel(row), publicUrl: deps.publicUrl, to: row.assignee_email, locale: row.assignee_locale, productId: Number(row.product_id),
          vetName: name(row.assignee_first_name, row.assignee_last_name), ownerName: name(who.firstName, who.lastName),
        }), Number(row.id));
      }
    },

    /**
     * The assignee delivers the report: sanitized, printed as a PDF, filed to the pet's record as a document from the
     * clinic, the order delivered; the owner is emailed a link after commit.
     */
    async deliver(viewer: Viewer | null, orderId: number, raw: unknown, now: Date): Promise<void> {
      const vet = requireVendor(viewer);
      await assignedOrder(db, vet, orderId, false);
      const input = parseInput(reportSchema, raw);
      const report = Object.fromEntries(REPORT_SECTIONS.map((s) => [s.key, sanitizeReportHtml(input[s.key] ?? '')])) as OrderReport;
      for (const [key, message] of [['summary', M.summaryRequired], ['assessment', M.assessmentRequired], ['recommendations', M.recommendationsRequired]] as const) {
        if (!report[key].replace(/<[^>]*>/g, '').trim()) throw new ValidationError(message, { fields: { [key]: message } });
      }
      const check = await assignedOrder(db, vet, orderId, false);
      moveOf(check, 'deliver');
      const [vendor] = await vendorsByIds(db, [vet.vendorId]);
      const zone = await zoneOf(vet.vendorId);
      const day = dayInZone(now, zone);
      const title = `${productLabel(check)} report`;
      // Headed in its reader's language: the owner's for a second opinion, the ordering vet's for a consult (whom it
      // is mailed to; their clinic reads the same file), as the record PDF is written in its downloader's.
      const locale = (isPeerConsult(check) ? check.requester_locale : check.owner_locale) ?? DEFAULT_LOCALE;
      const slug = orderProductByCode(Number(check.product_id))?.slug;
      const pdfTitle = locale === DEFAULT_LOCALE ? title
        : isPeerConsult(check) ? translate(locale, 'orderPdf.consultTitle')
          : slug ? translate(locale, 'pdf.report.title', { product: translate(locale, `mail.product.${slug}`) }) : title;
      const pdf = await renderReportPdf({
        locale, title: pdfTitle,
        clinicName: vendor?.name ?? '', vetName: vetName(vet), petName: String(check.details.petName ?? ''),
        ownerName: isPeerConsult(check) ? `${requesterName(check)}, ${check.requester_clinic_name ?? ''}` : name(check.owner_first_name, check.owner_last_name),
        day, orderId: Number(check.id), question: String((isPeerConsult(check) ? check.details.question : check.details.query) ?? ''), report,
      });
      let storedKey: string | null = null;
      try {
        await inTransaction(db, async (tx) => {
          const row = await assignedOrder(tx, vet, orderId);
          const next = moveOf(row, 'deliver');
          const stored = await deps.files.storeGenerated(tx, {
            bytes: pdf, name: `order-${row.id}-report.pdf`, contentType: 'application/pdf', loginId: vet.id, vendorId: vet.vendorId,
          });
          storedKey = stored.key;
          // A second opinion is filed to the pet's record at once; a consult's report stays with the requesting
          // clinic (kept on the order) until that clinic shares it.
          const filed = isPeerConsult(row)
            ? { report_file_id: stored.id, details: { reportFile: { id: stored.id, key: stored.key, contentType: 'application/pdf', name: title, day } } }
            : {
              report_record_id: await fileClinicReport(tx, {
                userId: Number(row.user_id), petId: Number(row.details.petId), vendorId: vet.vendorId, loginId: vet.id,
                name: title, date: day, comment: `Order #${row.id} by ${vetName(vet)}`, fileId: stored.id,
              }),
            };
          await updateFulfilment(tx, vet.vendorId, Number(row.id), {
            status: next, report, delivered_at: now, due_at: null, refund_at: null, paused_at: null, ...filed,
          });
          await statusEvent(tx, row, next, { kind: 'clinic', name: vetName(vet) });
          await recordEvent(tx, vet.vendorId, clinicActor(vet), 'order.delivered', { details: { order: `order ${row.id}`, product: productLabel(row) } });
        });
      } catch (err) {
        if (storedKey) await deps.files.discard([storedKey]);
        throw err;
      }
      if (isPeerConsult(check)) {
        if (check.requester_email) {
          await send(consultDeliveredMail({
            orderId: Number(check.id), publicUrl: deps.publicUrl, to: check.requester_email, vetName: requesterName(check), locale: check.requester_locale,
            petName: String(check.details.petName ?? ''), panelName: vendor?.name ?? 'Petcare', pdf,
          }), Number(check.id));
        }
        return;
      }
      await send(deliveredMail({
        orderId: Number(check.id), productLabel: productLabel(check), publicUrl: deps.publicUrl, to: check.owner_email ?? '',
        productId: Number(check.product_id), locale: check.owner_locale,
        ownerName: name(check.owner_first_name, check.owner_last_name), clinicName: vendor?.name ?? 'Petcare', petName: String(check.details.petName ?? ''),
      }), Number(check.id));
    },

    /**
     * Where the delivered report's PDF is read (a 5-minute signed address): the order's owner, or the clinic (its
     * root admin, the assignee). Anyone else, or an order with no report, NOT_FOUND.
     */
    async reportUrl(viewer: Viewer | null, orderId: number): Promise<string> {
      const who = viewer?.kind === 'user' ? requireUser(viewer) : requireVendor(viewer);
      const row = who.kind === 'user'
        ? (Number.isSafeInteger(orderId) && orderId > 0 ? await orderOfOwner(db, who.id, orderId) : undefined)
        : await visibleOrder(db, who, orderId);
      if (isFulfilled(row) && isPeerConsult(row)) return consultReportUrl(row);
      if (!isFulfilled(row) || !row.report_record_id) throw new NotFoundError(M.notFound);
      const file = await reportFileOf(db, Number(row.report_record_id));
      if (!file) throw new NotFoundError(M.notFound);
      return deps.files.readUrl({ key: file.key, access: file.access, contentType: file.content_type }, FILE_LINK_SECONDS);
    },

    /**
     * A Peer-to-Peer Consult's report PDF for the clinic that ordered it (its root admin, or the vet who ordered it);
     * anyone else, or a consult not delivered, NOT_FOUND.
     */
    async requesterReportUrl(viewer: Viewer | null, orderId: number): Promise<string> {
      return consultReportUrl(await requesterOrder(viewer, orderId));
    },

    /** A file attached to a consult, for the clinic that ordered it (its root admin, or the vet who ordered it). */
    async requesterFileUrl(viewer: Viewer | null, orderId: number, fileId: number): Promise<string> {
      return attachedFileUrl(await requesterOrder(viewer, orderId), fileId);
    },

    /** A file attached to the order (by the owner with the order or an answer), for the clinic that may see the order or its owner. */
    async fileUrl(viewer: Viewer | null, orderId: number, fileId: number): Promise<string> {
      const who = viewer?.kind === 'user' ? requireUser(viewer) : requireVendor(viewer);
      const row = who.kind === 'user'
        ? (Number.isSafeInteger(orderId) && orderId > 0 ? await orderOfOwner(db, who.id, orderId) : undefined)
        : await visibleOrder(db, who, orderId);
      return attachedFileUrl(row, fileId);
    },

    /** The owner's view of an order's timeline (My Orders), in the owner's zone and `locale` (else their stored language). */
    async ownerTimeline(owner: UserViewer, orderIds: readonly number[], zone: string, locale?: Locale): Promise<Map<number, OrderEventView[]>> {
      const out = new Map<number, OrderEventView[]>();
      for (const event of await eventsOfOwnerOrders(db, owner.id, orderIds)) {
        const id = Number(event.order_id);
        out.set(id, [...(out.get(id) ?? []), ...toEventViews([event], zone, locale ?? owner.locale ?? DEFAULT_LOCALE)]);
      }
      return out;
    },

    /** The sweep: orders past their outer limit, and those whose assignee is due a reminder. */
    async due(now: Date): Promise<{ expire: number[]; remind: number[] }> {
      const [expire, remind] = await Promise.all([
        ordersPastRefundAt(db, now, OPEN_STATUSES),
        ordersToRemind(db, now, REMINDER_BEFORE_MS, OPEN_STATUSES),
      ]);
      return { expire, remind };
    },

    /**
     * An order not delivered within its outer limit: refunded in full through the refund path (recorded in the
     * transaction, tried after commit, retried by the refund job), status 'refunded', both sides told. Safe to run
     * twice: a refunded or delivered order, or one whose limit moved, is left alone.
     */
    async expire(orderId: number, now: Date): Promise<boolean> {
      const done = await inTransaction(db, async (tx) => {
        const row = await orderForSweep(tx, orderId);
        if (!isFulfilled(row) || !row.refund_at || new Date(row.refund_at) > now) return null;
        const next = nextStatus(row.status, 'expire');
        if (!next) return null;
        const refund = await deps.refunds.requestFullRefund(tx, row.payment_id ? Number(row.payment_id) : null, null, 'order not delivered in time');
        await updateFulfilment(tx, Number(row.vendor_id), Number(row.id), { status: next, due_at: null, refund_at: null });
        await endPetShareOfOrder(tx, row, now); // the pet share a second opinion created ends with it
        await statusEvent(tx, row, next, { kind: 'system', name: 'Petcare' }, ORDER_EVENT_TEXTS.expired);
        await recordEvent(tx, Number(row.vendor_id), { kind: 'system' }, 'order.refunded_late', { details: { order: `order ${row.id}`, product: productLabel(row) } });
        const admins = await adminsOfVendor(tx, Number(row.vendor_id));
        return { row, refund, admins };
      });
      if (!done) return false;
      const { row, refund, admins } = done;
      if (refund) await deps.refunds.attempt(Number(refund.id), now).catch(() => 'pending');
      const base = { orderId: Number(row.id), productLabel: productLabel(row), publicUrl: deps.publicUrl };
      const amountCents = refund ? Number(refund.amount_cents) : null;
      if (isPeerConsult(row)) {
        if (row.requester_email) {
          await send(consultExpiredMail({
            orderId: base.orderId, publicUrl: deps.publicUrl, to: row.requester_email, vetName: requesterName(row), petName: String(row.details.petName ?? ''), amountCents,
            locale: row.requester_locale,
          }), base.orderId);
        }
      } else {
        await send(expiredOwnerMail({
          ...base, to: row.owner_email ?? '', productId: Number(row.product_id), locale: row.owner_locale,
          ownerName: name(row.owner_first_name, row.owner_last_name), amountCents,
        }), base.orderId);
      }
      const team = uniqueRecipients([...admins, ...(row.assignee_email ? [{ email: row.assignee_email, locale: row.assignee_locale }] : [])]);
      for (const { email, locale } of team) await send(expiredClinicMail({ ...base, to: email, locale, productId: Number(row.product_id) }), base.orderId);
      return true;
    },

    /** The assignee's reminder 12 h before the deadline, once per deadline (an answer sets a new one). */
    async remind(orderId: number, now: Date): Promise<boolean> {
      const row = await inTransaction(db, async (tx) => {
        const locked = await orderForSweep(tx, orderId);
        if (!isFulfilled(locked) || !OPEN_STATUSES.includes(locked.status) || locked.paused_at || !locked.due_at || !locked.assignee_email) return null;
        if (new Date(locked.due_at).getTime() - now.getTime() > REMINDER_BEFORE_MS) return null;
        if (locked.reminded_at) return null;
        await updateFulfilment(tx, Number(locked.vendor_id), Number(locked.id), { reminded_at: now });
        return locked;
      });
      if (!row) return false;
      await send(reminderMail({
        orderId: Number(row.id), productLabel: productLabel(row), publicUrl: deps.publicUrl, to: row.assignee_email!, locale: row.assignee_locale, productId: Number(row.product_id),
        vetName: name(row.assignee_first_name, row.assignee_last_name), dueIn: clockIn(clockText(new Date(row.due_at!), false, now), row.assignee_locale ?? DEFAULT_LOCALE),
      }), Number(row.id));
      return true;
    },
  };
}

export type FulfilmentService = ReturnType<typeof fulfilmentService>;
