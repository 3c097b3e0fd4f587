import type { CardInput } from '../../../contracts/payments.ts';
import { validateCard } from '../../../contracts/payments.ts';
import { PAYMENT_TYPE } from '../../../contracts/products.ts';
import {
  RECORDS_EXTRA_VET_CENTS, RECORDS_LINK_DAYS, RECORDS_MESSAGES, RECORDS_PRODUCT_ID, RECORDS_VET_STATUS_LABELS, RELEASE_TEXT, RELEASE_VERSION,
  recordsCharge, recordsUploadPath, type RecordsRequestInput, type RecordsRequestView, type RecordsUploadGrantInput,
  type RecordsUploadSubmitInput, type RecordsUploadView,
} from '../../../contracts/records-requests.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/index.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import type { FileService } from '../files/file-service.ts';
import { attachFiles, insertRecord } from '../health-records/index.ts';
import type { Payable, PaymentAttempt, PaymentOutcome, PaymentSaga, ProviderOrderAnswer } from '../payments/payment-saga.ts';
import type { RefundService } from '../payments/refund-service.ts';
import { activePetsOfUser } from '../pets/index.ts';
import { clinicContact, clinicRequestMail, recordsExpiredMail, recordsReceivedMail, releaseAttachment } from './records-notices.ts';
import {
  cancelAwaitingVets, freeVetsUsed, insertRequest, insertVets, lockOwner, markVetExpired, markVetReceived, markVetReminded,
  requestById, requestByPaymentId, requestsOfUser, sendAwaitingVets, vetByIdForUpdate, vetByTokenHash, vetsOfRequests, waitingVetsSentBefore,
  type RecordsRequestRow, type RecordsVetRow,
} from './records-requests.queries.ts';
import { releasePdf } from './release-pdf.ts';
import { lookupHash, newNonce, tokenHash, uploadToken } from './upload-token.ts';
import { sweepDecision } from './records-sweep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RecordsRequestDeps {
  mail: MailAdapter;
  files: Pick<FileService, 'requestUploadFor' | 'confirmUploadsOf' | 'recordUploads'>;
  refunds: Pick<RefundService, 'requestPartialRefund' | 'attempt'>;
  payments: PaymentSaga;
  /** Keys the upload links' HMAC (upload-token.ts). */
  secret: string;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
}

/** What the owner's page shows: the pets to choose from, the free vets used and the requests. */
export interface RecordsRequestsPage {
  pets: Array<{ id: number; name: string }>;
  freeUsed: number;
  requests: RecordsRequestView[];
}

/** The typed name signs only when it is the account's own (spaces and case aside). */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/**
 * Medical Records Assistance. `create` takes the owner's signed release and the vets, and pays for the vets
 * beyond the free four through the payment saga (a request within the allowance is a payment of 0, recorded
 * waived): the hold locks the owner's row and counts the allowance again, so two requests never share the last
 * free vet. Once paid, each clinic is mailed the signed release and its private link. `upload*` are the link's
 * page and calls (no account: the token is the authority, refused once used or expired); `sweep` is the job's
 * daily pass: reminders after 3 and 7 days, expiry after 30 with a paid line refunded. The clock is passed in.
 */
export function recordsRequestService(db: Db, deps: RecordsRequestDeps) {
  async function release(request: RecordsRequestRow, vets: readonly RecordsVetRow[]) {
    const [owner] = await usersByIds(db, [Number(request.user_id)]);
    const ownerName = owner ? `${owner.first_name} ${owner.last_name}` : request.signer_name;
    const pdf = await releasePdf({
      requestId: Number(request.id), ownerName, ownerEmail: owner?.email ?? '', petName: request.pet_name, signerName: request.signer_name,
      signedAt: new Date(request.signed_at), signerIp: request.signer_ip, releaseText: request.release_text, clinics: vets.map(clinicContact),
    });
    return { owner, ownerName, pdf };
  }

  /** The clinic's mail for one line (the first, or reminder `reminder`), with the same link every time. */
  async function mailClinic(request: RecordsRequestRow, vet: RecordsVetRow, reminder: number, made: { ownerName: string; pdf: Buffer }) {
    const token = uploadToken(deps.secret, vet.token_nonce);
    await deps.mail.send(clinicRequestMail({
      clinicName: vet.clinic_name, clinicEmail: vet.email, ownerName: made.ownerName, petName: request.pet_name,
      uploadUrl: `${deps.publicUrl}${recordsUploadPath(token)}`, expiresAt: new Date(vet.expires_at!), release: releaseAttachment(Number(request.id), made.pdf),
      reminder,
    }));
  }

  /** After commit: each sent line of the request gets its first email (a failure is logged; the reminders repeat it). */
  async function dispatch(userId: number, requestId: number): Promise<void> {
    try {
      const request = await requestById(db, userId, requestId);
      if (!request) return;
      const vets = await vetsOfRequests(db, userId, [requestId]);
      const made = await release(request, vets);
      for (const vet of vets.filter((v) => v.status === 'sent')) {
        await mailClinic(request, vet, 0, made).catch((err) => deps.logger?.error({ err, vetId: vet.id }, 'records request email failed'));
      }
    } catch (err) {
      deps.logger?.error({ err, requestId }, 'records request emails failed');
    }
  }

  /** The request a captured payment paid for: its lines are sent (the port gives no clock: the settling moment). */
  async function confirm(tx: Parameters<Payable['confirm']>[0], paymentId: number): Promise<void> {
    const request = await requestByPaymentId(tx, paymentId);
    if (!request) return;
    const at = new Date();
    await sendAwaitingVets(tx, Number(request.id), at, new Date(at.getTime() + RECORDS_LINK_DAYS * DAY_MS));
  }

  /** The line a link opens, while it works: unknown is 404 'Invalid link'; used or expired, 409 with why. */
  async function openLink(token: unknown, now: Date): Promise<{ vet: RecordsVetRow; request: RecordsRequestRow }> {
    const hash = lookupHash(token);
    const vet = hash ? await vetByTokenHash(db, hash) : undefined;
    const request = vet && (await requestById(db, Number(vet.user_id), Number(vet.request_id)));
    if (!vet || !request || !['sent', 'received', 'expired'].includes(vet.status)) throw new NotFoundError(RECORDS_MESSAGES.invalidLink);
    if (vet.status === 'received') throw new ConflictError(RECORDS_MESSAGES.usedLink);
    if (vet.status === 'expired' || (vet.expires_at && new Date(vet.expires_at) <= now)) throw new ConflictError(RECORDS_MESSAGES.expiredLink);
    return { vet, request };
  }

  /**
   * The owner's request checked (their own name, their own pet) and priced; then, for the saga, the attempt that
   * holds it: the owner's row locked and the allowance counted again, the request and its lines `awaiting_payment`.
   */
  async function attemptFor(ownerId: number, input: RecordsRequestInput, options: { ip: string | null; now: Date }) {
    const [customer] = await usersByIds(db, [ownerId]);
    if (!customer) throw new NotFoundError(RECORDS_MESSAGES.notFound);
    if (!sameName(input.signerName, `${customer.first_name} ${customer.last_name}`)) {
      throw new ValidationError(RECORDS_MESSAGES.signerNameMatch, { fields: { signerName: RECORDS_MESSAGES.signerNameMatch } });
    }
    const [pet] = await activePetsOfUser(db, ownerId, [input.petId]);
    if (!pet) throw new ValidationError(RECORDS_MESSAGES.choosePet, { fields: { petId: RECORDS_MESSAGES.choosePet } });
    const quoted = recordsCharge(await freeVetsUsed(db, ownerId), input.vets.length);
    /** `withCard`: the gateway's card is checked when something is charged (not with the provider, which holds the card). */
    return (rawCard: CardInput | undefined, withCard = true): PaymentAttempt<{ requestId: number }> => ({
      payment: {
        user_id: ownerId, vendor_id: null, amount_cents: quoted.cents, payment_type: PAYMENT_TYPE.RECORDS_REQUESTS, product_id: RECORDS_PRODUCT_ID,
        list_price_cents: quoted.cents, discount_cents: 0, discount_funded_by: null, details: { listPriceCents: quoted.cents, paidVets: quoted.paid },
      },
      plan: null,
      description: `Medical Records Assistance: ${quoted.paid} additional ${quoted.paid === 1 ? 'vet' : 'vets'}`,
      card: withCard && quoted.cents > 0 ? validateCard(rawCard, options.now) : undefined,
      async claim(tx) {
        // One owner's requests are counted one after the other: the price quoted must still be the price.
        await lockOwner(tx, ownerId);
        const now = recordsCharge(await freeVetsUsed(tx, ownerId), input.vets.length);
        if (now.cents !== quoted.cents) throw new ConflictError('Your free vets changed while you were sending. Please check the charge and send again.');
      },
      async hold(tx, paymentId) {
        const requestId = await insertRequest(tx, {
          user_id: ownerId, pet_id: Number(pet.id), signer_name: input.signerName, release_text: RELEASE_TEXT, release_version: RELEASE_VERSION,
          signed_at: options.now, signer_ip: options.ip, payment_id: paymentId, paid_vets: quoted.paid,
        });
        await insertVets(tx, input.vets.map((v, i) => {
          const nonce = newNonce();
          return {
            user_id: ownerId, request_id: requestId, position: i + 1, clinic_name: v.clinicName, email: v.email, phone: v.phone,
            charged: i >= quoted.free, status: 'awaiting_payment' as const, token_nonce: nonce, token_hash: tokenHash(uploadToken(deps.secret, nonce)),
            sent_at: null, expires_at: null,
          };
        }));
        return { requestId };
      },
      result: (held) => held.requestId,
      notify: (held) => dispatch(ownerId, held.requestId),
    });
  }

  const payable: Payable = {
    paymentType: PAYMENT_TYPE.RECORDS_REQUESTS,
    confirm: (tx, payment) => confirm(tx, Number(payment.id)),
    async release(tx, payment) {
      const request = await requestByPaymentId(tx, Number(payment.id));
      if (request) await cancelAwaitingVets(tx, Number(request.id));
    },
    resultOf: async (conn, payment) => Number((await requestByPaymentId(conn, Number(payment.id)))?.id) || undefined,
    async notifyCaptured(payment) {
      const request = await requestByPaymentId(db, Number(payment.id));
      if (request) await dispatch(Number(request.user_id), Number(request.id));
    },
    messages: { inProgress: 'This request is being paid for. Please wait.', failed: ORDER_FAILED },
  };

  return {
    payable,

    /** The owner's page: their pets, the free vets used and every request with its lines. */
    async page(viewer: Viewer | null): Promise<RecordsRequestsPage> {
      const owner = requireUser(viewer);
      const [pets, freeUsed, requests] = await Promise.all([activePetsOfUser(db, owner.id), freeVetsUsed(db, owner.id), requestsOfUser(db, owner.id)]);
      const vets = await vetsOfRequests(db, owner.id, requests.map((r) => Number(r.id)));
      return {
        pets: pets.map((p) => ({ id: Number(p.id), name: p.name })),
        freeUsed,
        requests: requests.map((r) => ({
          id: Number(r.id), petName: r.pet_name, signedAt: new Date(r.signed_at).toISOString(), signerName: r.signer_name,
          paidCents: Number(r.paid_vets) * RECORDS_EXTRA_VET_CENTS,
          vets: vets.filter((v) => Number(v.request_id) === Number(r.id)).map((v) => ({
            id: Number(v.id), clinicName: v.clinic_name, email: v.email, phone: v.phone, status: v.status, statusLabel: RECORDS_VET_STATUS_LABELS[v.status],
            charged: v.charged, sentAt: iso(v.sent_at), receivedAt: iso(v.received_at), expiresAt: iso(v.expires_at), refunded: v.refund_id !== null,
          })),
        })),
      };
    },

    /** The free vets the owner has used (the form's charge line). */
    freeUsed: (viewer: Viewer | null) => freeVetsUsed(db, requireUser(viewer).id),

    /**
     * Stores the owner's signed request and pays for its vets beyond the allowance (a card only when something is
     * charged), all through the saga. Bad input, another owner's pet or a name that is not the owner's refuse
     * with nothing stored; a declined card leaves the request's lines canceled (their free vets given back).
     */
    async create(
      viewer: Viewer | null, input: RecordsRequestInput, options: { ip: string | null; now: Date; idempotencyKey?: string; card?: CardInput },
    ): Promise<PaymentOutcome> {
      const owner = requireUser(viewer);
      const prepare = await attemptFor(owner.id, input, options);
      return deps.payments.pay(payable, owner, { idempotencyKey: options.idempotencyKey, now: options.now }, async () => prepare(options.card));
    },

    /**
     * The same request paid through the card-payment provider's approval (PayPal's card fields or button): the
     * same checks, price and hold (the request and its lines `awaiting_payment`), then the provider's order for
     * the server's price; the saga's `capture` sends the lines (or, declined, cancels them). A request within
     * the free vets has nothing to pay (400): it is sent with `create`.
     */
    async startApproval(
      viewer: Viewer | null, input: RecordsRequestInput, options: { ip: string | null; now: Date; idempotencyKey?: string },
    ): Promise<PaymentOutcome | ProviderOrderAnswer> {
      const owner = requireUser(viewer);
      const prepare = await attemptFor(owner.id, input, options);
      return deps.payments.startApproval(payable, owner, { idempotencyKey: options.idempotencyKey, now: options.now }, async () => prepare(undefined, false));
    },

    /** The signed release of the owner's own request as a PDF (another owner's is not found). */
    async releasePdf(viewer: Viewer | null, requestId: number): Promise<Buffer> {
      const owner = requireUser(viewer);
      const request = Number.isSafeInteger(requestId) ? await requestById(db, owner.id, requestId) : undefined;
      if (!request) throw new NotFoundError(RECORDS_MESSAGES.notFound);
      return (await release(request, await vetsOfRequests(db, owner.id, [requestId]))).pdf;
    },

    openLink,

    /** What the upload page shows for a working link. */
    async uploadPage(token: unknown, now: Date): Promise<RecordsUploadView> {
      const { vet, request } = await openLink(token, now);
      const [owner] = await usersByIds(db, [Number(request.user_id)]);
      return {
        clinicName: vet.clinic_name, petName: request.pet_name, ownerName: owner ? `${owner.first_name} ${owner.last_name}` : request.signer_name,
        expiresAt: new Date(vet.expires_at!).toISOString(),
      };
    },

    /** A signed upload of one file through a working link (a private health-record file of the owner's). */
    async grantUpload(token: unknown, input: RecordsUploadGrantInput, now: Date) {
      const { vet } = await openLink(token, now);
      return deps.files.requestUploadFor(Number(vet.user_id), { access: 'private', serviceType: 'phr', ...input });
    },

    /**
     * The clinic's answer: the uploaded files (checked against storage, type and size) filed as one document in
     * the pet's record, "received from <clinic>", and the line marked received, in one transaction under the
     * line's lock, so a link answers once; then the owner is mailed.
     */
    async submitUpload(token: unknown, input: RecordsUploadSubmitInput, now: Date): Promise<void> {
      const { vet, request } = await openLink(token, now);
      const files = await deps.files.confirmUploadsOf(Number(vet.user_id), input.fileIds, 'phr', 'fileIds');
      await inTransaction(db, async (tx) => {
        const locked = await vetByIdForUpdate(tx, Number(vet.user_id), Number(vet.id));
        if (!locked || locked.status !== 'sent') throw new ConflictError(RECORDS_MESSAGES.usedLink);
        await deps.files.recordUploads(tx, files);
        const recordId = await insertRecord(tx, {
          user_id: Number(vet.user_id), pet_id: Number(request.pet_id), category: 'documents', subcategory: 'misc',
          details: {
            name: `Records received from ${vet.clinic_name}`, date: now.toISOString().slice(0, 10),
            comment: [`Received from ${vet.clinic_name} through Medical Records Assistance (request ${request.id}).`, input.note].filter(Boolean).join('\n'),
          },
        });
        await attachFiles(tx, recordId, files.map((f) => f.id));
        await markVetReceived(tx, Number(vet.user_id), Number(vet.id), now, recordId);
      });
      try {
        const [owner] = await usersByIds(db, [Number(vet.user_id)]);
        if (owner) {
          await deps.mail.send(recordsReceivedMail({
            ownerName: `${owner.first_name} ${owner.last_name}`, ownerEmail: owner.email, clinicName: vet.clinic_name, petName: request.pet_name,
            files: files.length, publicUrl: deps.publicUrl, locale: owner.locale,
          }));
        }
      } catch (err) {
        deps.logger?.error({ err, vetId: vet.id }, 'records received email failed');
      }
    },

    /**
     * The daily pass over lines still waiting (the job, with its clock): a reminder on day 3 and day 7, each once;
     * on day 30 the line expires and, when it was paid, its $25 is refunded (recorded with the expiry, tried
     * after commit; a failure is left to the refund retries). Returns what it did.
     */
    async sweep(now: Date, limit = 500): Promise<{ reminded: number; expired: number; refunded: number }> {
      const waiting = await waitingVetsSentBefore(db, new Date(now.getTime() - 3 * DAY_MS), limit);
      const done = { reminded: 0, expired: 0, refunded: 0 };
      for (const line of waiting) {
        const decision = sweepDecision({ sentAt: new Date(line.sent_at!), remindersSent: line.reminders_sent, now });
        if (decision.kind === 'none') continue;
        const outcome = await inTransaction(db, async (tx) => {
          const vet = await vetByIdForUpdate(tx, Number(line.user_id), Number(line.id));
          if (!vet || vet.status !== 'sent' || vet.reminders_sent !== line.reminders_sent) return null;
          const request = (await requestById(tx, Number(vet.user_id), Number(vet.request_id)))!;
          if (decision.kind === 'remind') {
            await markVetReminded(tx, Number(vet.user_id), Number(vet.id), decision.reminder);
            return { kind: 'remind' as const, vet, request, refund: null };
          }
          const refund = vet.charged && request.payment_id
            ? await deps.refunds.requestPartialRefund(tx, Number(request.payment_id), RECORDS_EXTRA_VET_CENTS, `records-vet:${vet.id}`, 'records request expired unanswered')
            : null;
          await markVetExpired(tx, Number(vet.user_id), Number(vet.id), now, refund ? Number(refund.id) : null);
          return { kind: 'expire' as const, vet, request, refund };
        });
        if (!outcome) continue;
        if (outcome.kind === 'remind') {
          done.reminded++;
          const vets = await vetsOfRequests(db, Number(outcome.vet.user_id), [Number(outcome.request.id)]);
          await mailClinic(outcome.request, outcome.vet, outcome.vet.reminders_sent + 1, await release(outcome.request, vets))
            .catch((err) => deps.logger?.error({ err, vetId: outcome.vet.id }, 'records reminder email failed'));
          continue;
        }
        done.expired++;
        if (outcome.refund) {
          done.refunded++;
          await deps.refunds.attempt(Number(outcome.refund.id), now).catch(() => 'pending');
        }
        const [owner] = await usersByIds(db, [Number(outcome.vet.user_id)]);
        if (owner) {
          await deps.mail.send(recordsExpiredMail({
            ownerName: `${owner.first_name} ${owner.last_name}`, ownerEmail: owner.email, clinicName: outcome.vet.clinic_name,
            petName: outcome.request.pet_name, refundCents: outcome.refund ? Number(outcome.refund.amount_cents) : null, publicUrl: deps.publicUrl,
            locale: owner.locale,
          })).catch((err) => deps.logger?.error({ err, vetId: outcome.vet.id }, 'records expiry email failed'));
        }
      }
      return done;
    },
  };
}

export type RecordsRequestService = ReturnType<typeof recordsRequestService>;
