import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { MailAdapter, MailMessage } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import type { VendorViewer } from '../accounts/viewer.ts';
import type { RefundService } from '../payments/refund-service.ts';
import { recordEvent } from '../audit/audit-log.ts';
import { orderCanceledPhrase } from '../audit/audit-words.ts';
import { PEER_CONSULT_CANCELABLE, PEER_CONSULT_MESSAGES as M } from '../../../contracts/peer-consult-words.ts';
import { adminsOfVendor, insertOrderEvent, orderOfRequester, uniqueRecipients } from './fulfilment.queries.ts';
import { isPeerConsult } from './fulfilment-service.ts';
import { formatDollars, PEER_CONSULT_PRODUCT } from './order-products.ts';
import { ORDER_EVENT_TEXTS } from '../../../contracts/order-words.ts';
import { fill } from '../../../contracts/messages/fill.ts';
import { markConsultCanceled } from './peer-consults.queries.ts';
import { consultCanceledMail, consultCanceledPanelMail } from './peer-consult-mail.ts';

export interface ConsultCancelDeps {
  mail: MailAdapter;
  publicUrl: string;
  refunds: Pick<RefundService, 'requestFullRefund' | 'attempt'>;
  logger?: Pick<Logger, 'error'>;
}

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * Cancels the clinic's paid consult that no specialist has started ('paid' or 'assigned'), for the full refund
 * through the refund path: recorded pending in the cancel's transaction under the payment's one full-refund key
 * (a double click never asks twice), tried after commit, retried by the refund job. The panel's queue drops it
 * (status 'canceled'); its timeline says so on both sides. Only the clinic's root admin or the vet who ordered it;
 * anyone else NOT_FOUND. Started, delivered or refunded: CONFLICT, nothing changed.
 */
export async function cancelConsult(db: Db, deps: ConsultCancelDeps, vet: VendorViewer, orderId: number, now: Date): Promise<void> {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new NotFoundError(M.notFound);
  const done = await inTransaction(db, async (tx) => {
    const row = await orderOfRequester(tx, vet.vendorId, orderId, { forUpdate: true });
    // The requesting clinic's root admin, or the vet who ordered it.
    const mayAct = row && Number(row.requester_vendor_id) === vet.vendorId && (vet.subrole === 'root_admin' || Number(row.requester_login_id) === vet.id);
    if (!row || !isPeerConsult(row) || !mayAct) throw new NotFoundError(M.notFound);
    const status: string = row.status;
    if (status === 'canceled') throw new ConflictError(M.alreadyCanceled);
    if (status === 'new' || status === 'pending' || status === 'failed') throw new ConflictError(M.notPaid);
    if (!PEER_CONSULT_CANCELABLE.includes(status)) throw new ConflictError(M.cannotCancel);
    const refund = await deps.refunds.requestFullRefund(tx, row.payment_id ? Number(row.payment_id) : null, null, 'consult canceled by the requesting clinic');
    const panelId = Number(row.vendor_id);
    if (!(await markConsultCanceled(tx, panelId, Number(row.id), now, refund ? 'full' : 'none'))) throw new ConflictError(M.cannotCancel);
    const who = `${name(vet.firstName, vet.lastName)}, ${row.requester_clinic_name ?? ''}`;
    const refundCents = refund ? Number(refund.amount_cents) : null;
    await insertOrderEvent(tx, {
      vendor_id: panelId, order_id: Number(row.id), kind: 'status', author_kind: 'clinic', author_name: who, status: 'canceled',
      text: refundCents ? fill(ORDER_EVENT_TEXTS.canceledByClinic, { amount: formatDollars(refundCents) }) : ORDER_EVENT_TEXTS.canceledByClinicNoRefund,
    });
    // The panel's log: the requesting clinic is the panel's customer.
    const code = `order ${row.id}`;
    await recordEvent(tx, panelId, { kind: 'customer', name: who }, 'order.canceled_by_customer', {
      details: { order: code, product: PEER_CONSULT_PRODUCT.label, refund: refundCents ? formatDollars(refundCents) : null },
      phrase: orderCanceledPhrase({ customer: who, product: PEER_CONSULT_PRODUCT.label, order: row.id, refundCents }),
    });
    const admins = await adminsOfVendor(tx, panelId);
    return { row, refund, admins };
  });
  const { row, refund, admins } = done;
  // The cancel has committed: a failed try only leaves the refund pending for the retry job.
  if (refund) await deps.refunds.attempt(Number(refund.id), now).catch(() => 'pending');
  const petName = String(row.details.petName ?? '');
  const mails: MailMessage[] = [];
  if (row.requester_email) {
    mails.push(consultCanceledMail({
      orderId: Number(row.id), publicUrl: deps.publicUrl, to: row.requester_email, vetName: name(row.requester_first_name, row.requester_last_name), locale: row.requester_locale,
      petName, amountCents: refund ? Number(refund.amount_cents) : null,
    }));
  }
  for (const { email: to, locale } of uniqueRecipients(row.assignee_email ? [{ email: row.assignee_email, locale: row.assignee_locale }] : admins)) {
    mails.push(consultCanceledPanelMail({ orderId: Number(row.id), publicUrl: deps.publicUrl, to, locale, clinicName: row.requester_clinic_name ?? 'The clinic', petName }));
  }
  for (const message of mails) {
    try {
      await deps.mail.send(message);
    } catch (err) {
      // The cancel stands; a mail failure is logged, never undone.
      deps.logger?.error({ err, orderId: row.id }, 'peer consult cancel email failed');
    }
  }
}
