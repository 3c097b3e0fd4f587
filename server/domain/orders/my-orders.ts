import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/index.ts';
import { requireUser, type UserViewer, type Viewer } from '../accounts/viewer.ts';
import { ORDER_EVENT_TEXTS, type FulfilmentStatus, type OrderEventView } from '../../../contracts/order-words.ts';
import { fill } from '../../../contracts/messages/fill.ts';
import type { FulfilmentService } from './fulfilment-service.ts';
import { OPEN_STATUSES, REPORT_PRODUCTS } from './fulfilment-rules.ts';
import { paymentsByIds, type PaymentRow, type RefundRow } from '../payments/index.ts';
import { orderRefundDecision, type OrderRefundDecision } from '../payments/refund-rules.ts';
import type { RefundAttempt, RefundService } from '../payments/refund-service.ts';
import { knownZone } from '../reference/known-zone.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { orderDayFormat, orderStampFormat } from './order-dates.ts';
import { NO_ORDER, ORDER_STATUS_LABEL, type MyOrderItem, type MyOrdersView, type MyOrderStatus } from '../../../contracts/orders.ts';
import { ORDER_CANCEL_MESSAGES, ORDER_REFUND_DAYS, orderRefundPolicyText } from '../../../contracts/refund-policy.ts';
import { orderCancellation } from './order-confirmation.ts';
import { orderSummaryFacts } from './order-details.ts';
import { formatDollars, orderProductByCode } from './order-products.ts';
import { recordEvent } from '../audit/audit-log.ts';
import { orderCanceledPhrase } from '../audit/audit-words.ts';
import { relationOf } from '../customers/index.ts';
import { dollars } from '../../../contracts/products.ts';
import type { Conn } from '../../db/knex.ts';
import { adminsOfVendor, insertOrderEvent, orderOfVendor, uniqueRecipients } from './fulfilment.queries.ts';
import { ownerCanceledClinicMail } from './fulfilment-mail.ts';
import { endPetShareOfOrder } from './order-payments.ts';
import { markOrderCanceled, orderById, orderByIdForUpdate, ordersOfUser, vendorOfOrder, type OrderRow } from './orders.queries.ts';

export interface MyOrdersDeps {
  refunds: Pick<RefundService, 'requestFullRefund' | 'attempt' | 'paymentRecords'>;
  /** The timelines of orders fulfilled by a report. */
  fulfilment: Pick<FulfilmentService, 'ownerTimeline'>;
  mail: MailAdapter;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
}

const SHOWN: readonly string[] = ['new', 'pending', 'paid', 'canceled', 'assigned', 'in_review', 'needs_information', 'delivered', 'refunded'];
/** An order may be canceled for its refund until its review starts (used): paid, or assigned to a vet. */
const CANCELABLE: readonly string[] = ['paid', 'assigned'];

/** The refusal of a cancel the policy does not refund, in the policy's words. */
const NOT_REFUNDABLE: Record<Exclude<OrderRefundDecision, 'full'>, string> = {
  expired: ORDER_CANCEL_MESSAGES.expired,
  used: ORDER_CANCEL_MESSAGES.used,
};

/** When the order was paid: its payment's time (the Terms count the 30 days from payment). */
function paidAt(order: OrderRow, payment: PaymentRow | undefined): Date | null {
  if (!payment || !['captured', 'refunded'].includes(payment.status)) return null;
  return new Date(payment.created_at ?? order.created_at);
}

/** The log entry of the practice an order was paid to, when its owner cancels it: by the name the clinic knows them by. */
/** The timeline's line of an owner's cancel before review, as the clinic reads it. */
function canceledByOwnerText(refundCents: number | null): string {
  return refundCents ? fill(ORDER_EVENT_TEXTS.canceledByOwner, { amount: formatDollars(refundCents) }) : ORDER_EVENT_TEXTS.canceledByOwnerNoRefund;
}

async function recordClinicOrderCancel(
  tx: Conn, vendorId: number, owner: { id: number; firstName: string; lastName: string }, order: OrderRow, refund: RefundRow | null,
): Promise<void> {
  const relation = await relationOf(tx, vendorId, owner.id);
  const customer = [relation?.desk_first_name ?? owner.firstName, relation?.desk_last_name ?? owner.lastName].filter(Boolean).join(' ');
  const product = orderProductByCode(Number(order.product_id))?.label ?? 'Order';
  const code = `order ${order.id}`;
  await recordEvent(tx, vendorId, { kind: 'customer', name: customer }, 'order.canceled_by_customer', {
    details: { order: code, product, refund: refund ? dollars(Number(refund.amount_cents)) : null },
    phrase: orderCanceledPhrase({ customer, product, order: order.id, refundCents: refund ? Number(refund.amount_cents) : null }),
  });
}

/**
 * An owner's orders (My Orders) and their cancel. A paid order canceled within its days of payment and before it
 * was used (contracts/refund-policy.ts) is refunded in full through the refund machinery: the refund is recorded
 * pending in the cancel's transaction, under the payment's one full-refund key (so a double click or a retried
 * request never asks twice), tried with the gateway after commit and retried by the job queue when it fails.
 * Anyone else's order is NOT_FOUND; a vendor has no orders.
 */
export function myOrders(db: Db, deps: MyOrdersDeps) {
  function toItem(
    order: OrderRow, payment: PaymentRow | undefined, refund: MyOrderItem['refund'], zone: string, now: Date, timeline: OrderEventView[],
    locale: Locale,
  ): MyOrderItem {
    const product = orderProductByCode(Number(order.product_id))!;
    const status = order.status as MyOrderStatus;
    const day = orderDayFormat(zone, locale);
    const time = orderStampFormat(zone, locale);
    const paid = paidAt(order, payment);
    const open = OPEN_STATUSES.includes(status as FulfilmentStatus);
    const paused = open && Boolean(order.paused_at);
    const dueAt = open && !paused && order.due_at ? time.format(new Date(order.due_at)) : null;
    const expected = paused ? 'Paused: waiting for your answer' : dueAt ? `Expected by ${dueAt}` : null;
    const lastQuestion = [...timeline].reverse().find((e) => e.kind === 'question');
    const decision = CANCELABLE.includes(status) && paid
      ? orderRefundDecision({ paidAt: paid, usedAt: order.used_at ? new Date(order.used_at) : null, now, windowDays: ORDER_REFUND_DAYS })
      : null;
    return {
      id: Number(order.id), productCode: product.code, productLabel: product.label, status, statusLabel: ORDER_STATUS_LABEL[status],
      orderedOn: day.format(new Date(order.created_at)), paidOn: paid ? day.format(paid) : null,
      amountCents: paid && payment ? Number(payment.amount_cents) : null,
      summary: orderSummaryFacts(locale, product.code, order.details).map((f) => `${f.label}: ${f.value}`), policy: orderRefundPolicyText(product.code),
      canCancel: decision === 'full', cancelNote: decision && decision !== 'full' ? NOT_REFUNDABLE[decision] : null,
      refund, payHref: status === 'new' ? `/checkout?orderId=${Number(order.id)}` : null,
      expected, paused, dueAt, question: status === 'needs_information' ? lastQuestion?.text ?? null : null,
      reportHref: status === 'delivered' && order.report_record_id ? `/app/my-orders/${Number(order.id)}/report.pdf` : null,
      timeline,
    };
  }

  /** The orders as items, with their payments and refunds read in two queries. */
  async function items(owner: UserViewer, orders: OrderRow[], zone: string, now: Date, locale: Locale): Promise<MyOrderItem[]> {
    const paymentIds = orders.map((o) => Number(o.payment_id)).filter((id) => id > 0);
    const reporting = orders.filter((o) => REPORT_PRODUCTS.includes(Number(o.product_id))).map((o) => Number(o.id));
    const [payments, records, timelines] = await Promise.all([
      paymentsByIds(db, paymentIds), deps.refunds.paymentRecords(paymentIds), deps.fulfilment.ownerTimeline(owner, reporting, zone, locale),
    ]);
    return orders.filter((o) => SHOWN.includes(o.status) && orderProductByCode(Number(o.product_id))).map((o) => {
      const payment = payments.find((p) => Number(p.id) === Number(o.payment_id));
      const last = records.get(Number(o.payment_id))?.refunds.at(-1);
      const refund = (o.status === 'canceled' || o.status === 'refunded') && last ? { amountCents: last.amountCents, status: last.status } : null;
      return toItem(o, payment, refund, zone, now, timelines.get(Number(o.id)) ?? [], locale);
    });
  }

  async function zoneOf(userId: number): Promise<string> {
    const [user] = await usersByIds(db, [userId]);
    return knownZone(user?.time_zone) ?? 'UTC';
  }

  async function mailCanceled(order: OrderRow, refund: RefundRow | null, attempt: RefundAttempt | null): Promise<void> {
    try {
      const [customer] = await usersByIds(db, [Number(order.user_id)]);
      const product = orderProductByCode(Number(order.product_id));
      if (!customer || !product) return;
      await deps.mail.send(orderCancellation({
        orderId: Number(order.id), product, ownerName: `${customer.first_name} ${customer.last_name}`, ownerEmail: customer.email,
        publicUrl: deps.publicUrl, refund: refund ? { cents: Number(refund.amount_cents), status: attempt === 'succeeded' ? 'succeeded' : 'pending' } : null,
        locale: customer.locale ?? undefined,
      }));
    } catch (err) {
      // The cancel stands; a mail failure is logged, never undone.
      deps.logger?.error({ err, orderId: order.id }, 'order cancellation email failed');
    }
  }

  /** The fulfilling clinic's side of the cancel (after commit): each of `to` once; a failure is logged, never undone. */
  async function mailClinic(order: OrderRow, owner: UserViewer, refund: RefundRow | null, to: Array<{ email: string; locale: Locale | null }>): Promise<void> {
    const product = orderProductByCode(Number(order.product_id));
    for (const { email: address, locale } of to) {
      try {
        await deps.mail.send(ownerCanceledClinicMail({
          to: address, locale, productId: Number(order.product_id), orderId: Number(order.id), productLabel: product?.label ?? 'Order', publicUrl: deps.publicUrl,
          ownerName: [owner.firstName, owner.lastName].filter(Boolean).join(' '), petName: String(order.details.petName ?? ''),
          amountCents: refund ? Number(refund.amount_cents) : null,
        }));
      } catch (err) {
        deps.logger?.error({ err, orderId: order.id }, 'order cancellation email to the clinic failed');
      }
    }
  }

  return {
    /** The owner's orders, newest first, with what each may do now. */
    /** The owner's orders, dates written in `locale` (the page's language; the owner's stored one when not given). */
    async list(viewer: Viewer | null, now: Date, locale?: Locale): Promise<MyOrdersView> {
      const owner = requireUser(viewer);
      const zone = await zoneOf(owner.id);
      return { zone, orders: await items(owner, await ordersOfUser(db, owner.id), zone, now, locale ?? owner.locale ?? DEFAULT_LOCALE) };
    },

    /**
     * Cancels the owner's paid order for the full refund the policy promises: within its days of payment and
     * unused, else refused with why (CONFLICT), so an order is never canceled without the refund it was sold with.
     * The order row is locked: two cancels run one after the other and the second is told it is already canceled.
     */
    async cancel(viewer: Viewer | null, orderId: number, now: Date): Promise<{ order: MyOrderItem; refundAttempt: RefundAttempt | null }> {
      const owner = requireUser(viewer);
      if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new NotFoundError(NO_ORDER);
      const { order, refund, clinic } = await inTransaction(db, async (tx) => {
        // The order's practice first (it never changes), so the lock names the tenant as the cancel's write does.
        const seen = await orderById(tx, owner.id, orderId);
        const locked = seen ? await orderByIdForUpdate(tx, vendorOfOrder(seen), owner.id, orderId) : undefined;
        if (!locked || !SHOWN.includes(locked.status) || !orderProductByCode(Number(locked.product_id))) throw new NotFoundError(NO_ORDER);
        if (locked.status === 'canceled') throw new ConflictError(ORDER_CANCEL_MESSAGES.alreadyCanceled);
        if (locked.status !== 'paid' && locked.status !== 'assigned') {
          throw new ConflictError(OPEN_STATUSES.includes(locked.status as FulfilmentStatus) ? ORDER_CANCEL_MESSAGES.used : ORDER_CANCEL_MESSAGES.notPaid);
        }
        const [payment] = await paymentsByIds(tx, [Number(locked.payment_id)]);
        const paid = paidAt(locked, payment);
        if (!paid) throw new ConflictError(ORDER_CANCEL_MESSAGES.notPaid);
        const decision = orderRefundDecision({ paidAt: paid, usedAt: locked.used_at ? new Date(locked.used_at) : null, now, windowDays: ORDER_REFUND_DAYS });
        if (decision !== 'full') throw new ConflictError(NOT_REFUNDABLE[decision]);
        const recorded = await deps.refunds.requestFullRefund(tx, Number(locked.payment_id), null, 'order canceled by owner');
        await markOrderCanceled(tx, vendorOfOrder(locked), orderId, now, recorded ? 'full' : 'none');
        // The pet share this second opinion created ends with it (order-payments.ts).
        await endPetShareOfOrder(tx, locked, now);
        // The clinic fulfilling a report order reads the cancel on the order's page (it has left its queue).
        let clinic: Array<{ email: string; locale: Locale | null }> = [];
        if (locked.vendor_id && REPORT_PRODUCTS.includes(Number(locked.product_id))) {
          const vendorId = Number(locked.vendor_id);
          await insertOrderEvent(tx, {
            vendor_id: vendorId, order_id: orderId, kind: 'status', author_kind: 'owner', author_name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || 'The owner',
            status: 'canceled', text: canceledByOwnerText(recorded ? Number(recorded.amount_cents) : null),
          });
          // Who is told: the fulfilling clinic's root admins and the vet assigned (a login of that clinic only).
          const [admins, fulfilled] = await Promise.all([adminsOfVendor(tx, vendorId), orderOfVendor(tx, vendorId, orderId)]);
          clinic = uniqueRecipients([...admins, ...(fulfilled?.assignee_email ? [{ email: fulfilled.assignee_email, locale: fulfilled.assignee_locale }] : [])]);
        }
        if (payment?.vendor_id) await recordClinicOrderCancel(tx, Number(payment.vendor_id), owner, locked, recorded);
        return { order: locked, refund: recorded, clinic };
      });
      // The cancel has committed: a failed try only leaves the refund pending for the retry job.
      const refundAttempt = refund ? await deps.refunds.attempt(Number(refund.id), now).catch(() => 'pending' as const) : null;
      await mailCanceled(order, refund, refundAttempt);
      await mailClinic(order, owner, refund, clinic);
      const fresh = (await orderById(db, owner.id, orderId))!;
      const [item] = await items(owner, [fresh], await zoneOf(owner.id), now, owner.locale ?? DEFAULT_LOCALE);
      return { order: item, refundAttempt };
    },
  };
}

export type MyOrdersService = ReturnType<typeof myOrders>;
