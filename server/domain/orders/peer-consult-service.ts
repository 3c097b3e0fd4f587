import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { requireVendor, type VendorViewer, type Viewer } from '../accounts/viewer.ts';
import { mainZoneOfVendor, vendorsByIds } from '../vendors/index.ts';
import type { FileService } from '../files/file-service.ts';
import type { PaymentSaga, ProviderOrderAnswer } from '../payments/payment-saga.ts';
import type { RefundService } from '../payments/refund-service.ts';
import type { PaymentOutcome } from '../payments/payable.ts';
import { readablePet, ownedPetById } from '../pets/readable-pet.ts';
import { filesOfRecords, readOnlyPetRecord } from '../health-records/index.ts';
import { attachedRecordViews, type StoredRecordFile } from './consult-records.ts';
import { fileClinicReport } from '../health-records/clinic-reports.ts';
import { validateCard, type CardInput } from '../../../contracts/payments.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { orderDayFormat, orderStampFormat } from './order-dates.ts';
import { ORDER_STATUS_LABEL, type MyOrderStatus, type ServiceOrderView } from '../../../contracts/orders.ts';
import {
  PEER_CONSULT_CANCELABLE, PEER_CONSULT_MESSAGES as M, PEER_CONSULT_POLICY, PEER_CONSULT_PRICE, PEER_CONSULTS_PATH, peerConsultSchema,
  type PeerConsultDetailView, type PeerConsultFormView, type PeerConsultListItem, type PeerConsultListView, type PeerConsultPatient,
} from '../../../contracts/peer-consults.ts';
import type { HealthRecord } from '../../../contracts/health-records.ts';
import { CATEGORY_LABEL } from '../../../contracts/health-records.ts';
import { eventsOfOrder, orderOfRequester, ordersOfRequester, type QueueOrderRow } from './fulfilment.queries.ts';
import { OPEN_STATUSES } from './fulfilment-rules.ts';
import { PANEL_VENDOR_ID, PEER_CONSULT_PRODUCT } from './order-products.ts';
import { consultPaymentAttempt, type ConsultPaymentDeps } from './peer-consult-payable.ts';
import { orderPayable } from './order-payable.ts';
import { consultForPayment, insertPeerConsult, markConsultShared, patientsOfClinic } from './peer-consults.queries.ts';
import { cancelConsult } from './peer-consult-cancel.ts';
import { isPeerConsult } from './fulfilment-service.ts';
import { NO_ORDER, ORDER_ALREADY_PAID, ORDER_IN_PROGRESS } from '../../../contracts/orders.ts';

export interface PeerConsultDeps extends ConsultPaymentDeps {
  mail: MailAdapter;
  publicUrl: string;
  files: Pick<FileService, 'confirmUploads' | 'recordUploads'>;
  payments: PaymentSaga;
  /** The refund path a clinic's cancel goes through (recorded in its transaction, tried after commit, retried by the job). */
  refunds: Pick<RefundService, 'requestFullRefund' | 'attempt'>;
  logger?: Pick<Logger, 'error'>;
}

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** A record's label as the form offers it and the consult keeps it: its kind, name and day. */
function labelOf(record: HealthRecord): string {
  const title = typeof record.details.name === 'string' ? record.details.name : record.label;
  const date = typeof record.details.date === 'string' ? record.details.date : record.createdAt.slice(0, 10);
  return `${CATEGORY_LABEL[record.category]} · ${record.label}: ${title} (${date})`;
}

/** A record as the consult keeps it: its label, its values as lines of text, and its files by stored key. */
function snapshotOf(record: HealthRecord, files: readonly StoredRecordFile[]) {
  const lines = Object.entries(record.details).filter(([k]) => k !== 'name' && k !== 'date').map(([k, v]) => `${k}: ${String(v)}`);
  return { id: record.id, label: labelOf(record), lines, files };
}

/** The requesting clinic's logins who may see and act on its consult: its root admin, or the vet who ordered it. */
const mayAct = (row: { requester_vendor_id: number | null; requester_login_id: number | null }, vet: VendorViewer) =>
  Number(row.requester_vendor_id) === vet.vendorId && (vet.subrole === 'root_admin' || Number(row.requester_login_id) === vet.id);

/**
 * The Peer-to-Peer Consult from the requesting clinic's side: a clinic login orders it for one of its patients (a pet
 * of a booking of the clinic; a sub-user's, of a booking on a listing naming them), attaching the pet's records only
 * where the owner shares them with the clinic (customers/clinic-access.ts, through `readablePet`), pays with the
 * clinic's card through the payment saga (the clinic is the payer: `payments.payer_vendor_id`), follows it, answers
 * the specialist's questions (fulfilment-service.ts), reads the report and may share it into the pet's record.
 * The panel practice answers it through its queue like a second opinion. A clinic sees only its own consults; a
 * sub-user only those they ordered; anything else is NOT_FOUND.
 */
export function peerConsultService(db: Db, deps: PeerConsultDeps) {
  // The saga settles any service order's payment by its type: the consult's is the order payable's, which knows a clinic's payment.
  const payable = orderPayable(db, deps);

  async function patientOf(vet: VendorViewer, petId: number): Promise<PeerConsultPatient | null> {
    if (!Number.isSafeInteger(petId) || petId <= 0) return null;
    const [row] = await patientsOfClinic(db, vet.vendorId, { petId, managerId: vet.subrole === 'root_admin' ? undefined : vet.id });
    return row ? { petId: Number(row.pet_id), petName: row.pet_name, ownerName: name(row.owner_first_name, row.owner_last_name) } : null;
  }

  /** The pet's records the clinic may attach: null when the owner does not share the pet's records with it. */
  async function recordsFor(vet: VendorViewer, petId: number, now: Date): Promise<HealthRecord[] | null> {
    const pet = await readablePet(db, vet, petId);
    return pet ? (await readOnlyPetRecord(db, pet, now)).records : null;
  }

  async function zoneOf(vendorId: number): Promise<string> {
    return (await mainZoneOfVendor(db, vendorId)) ?? 'UTC';
  }

  function toItem(row: QueueOrderRow, zone: string, locale: Locale): PeerConsultListItem {
    const at = orderStampFormat(zone, locale);
    const day = orderDayFormat(zone, locale);
    const status = row.status as MyOrderStatus;
    const open = OPEN_STATUSES.includes(row.status);
    const id = Number(row.id);
    return {
      id, petName: String(row.details.petName ?? ''), status: row.status as PeerConsultListItem['status'],
      statusLabel: ORDER_STATUS_LABEL[status] ?? String(row.status), orderedBy: name(row.requester_first_name, row.requester_last_name),
      orderedOn: day.format(new Date(row.created_at)),
      expected: !open ? null : row.paused_at ? 'Waiting for your answer' : row.due_at ? `Expected by ${at.format(new Date(row.due_at))}` : null,
      expectedWhen: !open ? null : row.paused_at ? { waiting: true, at: null } : row.due_at ? { waiting: false, at: at.format(new Date(row.due_at)) } : null,
      payHref: status === 'new' ? `/checkout?orderId=${id}` : null,
      reportHref: row.status === 'delivered' && row.report_file_id ? `${PEER_CONSULTS_PATH}/${id}/report.pdf` : null,
    };
  }

  /** The consult as the viewer may see it (its clinic's root admin, the vet who ordered it), else NOT_FOUND. */
  async function visibleConsult(vet: VendorViewer, orderId: number): Promise<QueueOrderRow> {
    const row = Number.isSafeInteger(orderId) && orderId > 0 ? await orderOfRequester(db, vet.vendorId, orderId) : undefined;
    if (!row || !isPeerConsult(row) || !mayAct(row, vet)) throw new NotFoundError(M.notFound);
    return row;
  }

  /** The clinic's consult a payment attempt is for, checked it may be paid now. */
  async function payableConsult(vet: VendorViewer, orderId: number) {
    const consult = Number.isSafeInteger(orderId) && orderId > 0 ? await consultForPayment(db, vet.vendorId, orderId) : undefined;
    if (!consult || !mayAct(consult, vet)) throw new NotFoundError(NO_ORDER);
    if (consult.status === 'pending') throw new ConflictError(ORDER_IN_PROGRESS);
    if (consult.status !== 'new') throw new ConflictError(ORDER_ALREADY_PAID);
    return consult;
  }

  return {
    /** The patients the viewer may order a consult for, and the consults they see (newest first). */
    async list(viewer: Viewer | null): Promise<PeerConsultListView> {
      const vet = requireVendor(viewer);
      const zone = await zoneOf(vet.vendorId);
      const [rows, patients] = await Promise.all([
        ordersOfRequester(db, vet.vendorId, { loginId: vet.subrole === 'root_admin' ? undefined : vet.id }),
        patientsOfClinic(db, vet.vendorId, { managerId: vet.subrole === 'root_admin' ? undefined : vet.id }),
      ]);
      return {
        consults: rows.map((r) => toItem(r, zone, vet.locale ?? DEFAULT_LOCALE)), zone,
        patients: patients.map((p) => ({ petId: Number(p.pet_id), petName: p.pet_name, ownerName: name(p.owner_first_name, p.owner_last_name) })),
      };
    },

    /** The order form for one patient: the pet, and its records to choose from where the owner shares them. */
    async form(viewer: Viewer | null, petId: number, now: Date): Promise<PeerConsultFormView> {
      const vet = requireVendor(viewer);
      const patient = await patientOf(vet, petId);
      if (!patient) throw new NotFoundError(M.notPatient);
      const records = await recordsFor(vet, patient.petId, now);
      return {
        pet: { id: patient.petId, name: patient.petName, ownerName: patient.ownerName },
        records: records ? records.map((r) => ({ id: r.id, label: labelOf(r) })) : null,
        priceLabel: PEER_CONSULT_PRICE,
      };
    },

    /**
     * Stores the consult as 'new' (awaiting the clinic's payment) with the chosen records (as they are now) and the
     * vet's own uploads; nothing is charged. The panel practice answers it.
     */
    async store(viewer: Viewer | null, raw: unknown, now: Date): Promise<{ orderId: number }> {
      const vet = requireVendor(viewer);
      if (vet.vendorId === PANEL_VENDOR_ID) throw new ForbiddenError('The panel practice answers Peer-to-Peer Consults; it does not order them.');
      const input = parseInput(peerConsultSchema, raw);
      const patient = await patientOf(vet, input.petId);
      if (!patient) throw new NotFoundError(M.notPatient);
      let records: Array<ReturnType<typeof snapshotOf>> = [];
      if (input.recordIds.length) {
        const all = await recordsFor(vet, patient.petId, now);
        if (!all) throw new ValidationError(M.recordsNotShared, { fields: { recordIds: M.recordsNotShared } });
        const byId = new Map(all.map((r) => [r.id, r]));
        if (input.recordIds.some((id) => !byId.has(id))) throw new ValidationError(M.recordNotFound, { fields: { recordIds: M.recordNotFound } });
        const chosen = [...new Set(input.recordIds)];
        // The records' files travel by reference: the panel opens them through the consult (consult-records.ts).
        const kept = await filesOfRecords(db, chosen);
        records = chosen.map((id) => snapshotOf(byId.get(id)!, kept.filter((f) => Number(f.health_record_id) === id).map((f) => ({
          id: Number(f.id), name: f.name ?? 'file', key: f.key, contentType: f.content_type, access: f.access,
        }))));
      }
      if (!(await vendorsByIds(db, [PANEL_VENDOR_ID])).length) throw new ConflictError('Peer-to-Peer Consults are not available yet.');
      const confirmed = await deps.files.confirmUploads(vet, input.files, 'peer_consult');
      const orderId = await inTransaction(db, async (tx) => {
        const id = await insertPeerConsult(tx, {
          vendor_id: PANEL_VENDOR_ID, requester_vendor_id: vet.vendorId, requester_login_id: vet.id, product_id: PEER_CONSULT_PRODUCT.code,
          details: {
            price: PEER_CONSULT_PRODUCT.priceCents / 100, petId: patient.petId, petName: patient.petName, question: input.question, records,
            files: confirmed.map((f) => ({ id: f.id, key: f.key, name: f.name, contentType: f.contentType, size: f.size })),
          },
        });
        await deps.files.recordUploads(tx, confirmed);
        return id;
      });
      return { orderId };
    },

    /** /checkout's view of the clinic's consult, or why it cannot be paid. */
    async forCheckout(viewer: Viewer | null, orderId: number): Promise<ServiceOrderView | { error: string }> {
      const vet = requireVendor(viewer);
      try {
        const consult = await payableConsult(vet, orderId);
        const files = Array.isArray(consult.details.files) ? consult.details.files.length : 0;
        const records = Array.isArray(consult.details.records) ? consult.details.records.length : 0;
        return {
          orderId: Number(consult.id), productId: PEER_CONSULT_PRODUCT.code, label: PEER_CONSULT_PRODUCT.label, price: PEER_CONSULT_PRODUCT.priceCents / 100,
          summary: [`Patient: ${String(consult.details.petName ?? '')}`, `Records attached: ${records}`, `Files attached: ${files}`, "Paid with your clinic's card."],
          policy: PEER_CONSULT_POLICY,
        };
      } catch (err) {
        if (err instanceof NotFoundError || err instanceof ConflictError) return { error: err.message };
        throw err;
      }
    },

    /** Pays the clinic's 'new' consult with the clinic's card through the saga (the clinic is the payer). */
    async pay(viewer: Viewer | null, req: { orderId: number; card?: CardInput }, options: { idempotencyKey?: string; now: Date }): Promise<PaymentOutcome> {
      const vet = requireVendor(viewer);
      return deps.payments.pay(payable, { kind: vet.kind, id: vet.id }, options, async () => {
        const consult = await payableConsult(vet, req.orderId);
        const card = validateCard(req.card, options.now);
        return consultPaymentAttempt(db, deps, vet, consult, card);
      });
    },

    /** The card-payment provider's flow for the clinic's consult, first half (the saga captures it once approved). */
    async startApproval(viewer: Viewer | null, req: { orderId: number }, options: { idempotencyKey?: string; now: Date }): Promise<PaymentOutcome | ProviderOrderAnswer> {
      const vet = requireVendor(viewer);
      return deps.payments.startApproval(payable, vet, options, async () => {
        const consult = await payableConsult(vet, req.orderId);
        return consultPaymentAttempt(db, deps, vet, consult);
      });
    },

    /** One consult as the requesting clinic sees it: the question, what was attached, the timeline, the report. */
    async detail(viewer: Viewer | null, orderId: number): Promise<PeerConsultDetailView> {
      const vet = requireVendor(viewer);
      const row = await visibleConsult(vet, orderId);
      const zone = await zoneOf(vet.vendorId);
      const at = orderStampFormat(zone, vet.locale ?? DEFAULT_LOCALE);
      const [events, [panel]] = await Promise.all([eventsOfOrder(db, Number(row.vendor_id), Number(row.id)), vendorsByIds(db, [Number(row.vendor_id)])]);
      const files = Array.isArray(row.details.files) ? (row.details.files as Array<{ id: number; name: string }>) : [];
      return {
        consult: toItem(row, zone, vet.locale ?? DEFAULT_LOCALE),
        pet: { id: Number(row.details.petId), name: String(row.details.petName ?? '') },
        question: String(row.details.question ?? ''),
        records: attachedRecordViews(row.details),
        files: files.map((f) => ({ id: Number(f.id), name: String(f.name ?? 'file') })),
        events: events.map((e) => ({
          id: Number(e.id), kind: e.kind, authorName: e.author_name, status: e.status ?? null, statusLabel: e.status ? ORDER_STATUS_LABEL[e.status as MyOrderStatus] ?? e.status : null,
          text: e.text, files: (e.files ?? []).map((f) => ({ id: Number(f.id), name: String(f.name) })), at: at.format(new Date(e.created_at)),
        })),
        can: {
          answer: row.status === 'needs_information', share: row.status === 'delivered' && !row.shared_record_id,
          cancel: PEER_CONSULT_CANCELABLE.includes(row.status),
        },
        shared: !!row.shared_record_id,
        panelName: panel?.name ?? 'Petcare',
      };
    },

    /** Cancels the clinic's paid consult no specialist has started, for a full refund (peer-consult-cancel.ts). */
    async cancel(viewer: Viewer | null, orderId: number, now: Date): Promise<void> {
      await cancelConsult(db, deps, requireVendor(viewer), orderId, now);
    },

    /**
     * Shares the delivered report into the pet's health record, as a document from the panel practice (its vet
     * the author), so the owner reads it. Only while the pet is still the clinic's patient; once.
     */
    async share(viewer: Viewer | null, orderId: number): Promise<void> {
      const vet = requireVendor(viewer);
      await visibleConsult(vet, orderId);
      // Whether the pet is still the clinic's patient is read before the transaction (it reads outside it; PGlite has
      // one connection, which the transaction holds). A consult's pet never changes.
      const before = await orderOfRequester(db, vet.vendorId, orderId);
      const patient = before && isPeerConsult(before) ? await patientOf(vet, Number(before.details.petId)) : false;
      await inTransaction(db, async (tx) => {
        const row = await orderOfRequester(tx, vet.vendorId, orderId, { forUpdate: true });
        if (!row || !isPeerConsult(row) || !mayAct(row, vet)) throw new NotFoundError(M.notFound);
        if (row.shared_record_id) throw new ConflictError(M.alreadyShared);
        const file = row.details.reportFile as { name?: string; day?: string } | undefined;
        if (row.status !== 'delivered' || !row.report_file_id || !row.assigned_login_id) throw new ConflictError(M.notDelivered);
        const petId = Number(row.details.petId);
        const pet = await ownedPetById(tx, petId);
        if (!pet || !patient) throw new ConflictError(M.notPatient);
        const recordId = await fileClinicReport(tx, {
          userId: pet.userId, petId, vendorId: Number(row.vendor_id), loginId: Number(row.assigned_login_id),
          name: file?.name ?? PEER_CONSULT_PRODUCT.label, date: file?.day ?? new Date(row.delivered_at ?? Date.now()).toISOString().slice(0, 10),
          comment: `${PEER_CONSULT_PRODUCT.label} #${row.id} requested by ${name(row.requester_first_name, row.requester_last_name)}, ${row.requester_clinic_name ?? ''}`,
          fileId: Number(row.report_file_id),
        });
        if (!(await markConsultShared(tx, Number(row.vendor_id), Number(row.id), recordId))) throw new ConflictError(M.alreadyShared);
      });
    },
  };
}

export type PeerConsultService = ReturnType<typeof peerConsultService>;

