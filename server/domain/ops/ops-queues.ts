import type { Db } from '../../db/knex.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { NotFoundError } from '../../errors.ts';
import { approveShelterInquiry } from '../shelters/index.ts';
import type { ReviewService } from '../reviews/review-service.ts';
import { OPEN_STATUSES } from '../orders/fulfilment-rules.ts';
import { ERASURE_DAYS } from '../../../contracts/profile.ts';
import { CLOSURE_DAYS } from '../../../contracts/data-exports.ts';
import { PRODUCT_TYPES } from '../../../contracts/products.ts';
import { FULFILMENT_STATUS_LABEL, type FulfilmentStatus } from '../../../contracts/order-words.ts';
import { OPS_MESSAGES, type OpsQueuesView } from '../../../contracts/ops.ts';
import {
  newsletterPage, overdueOrders, pendingClinicErasures, pendingErasures, reportedReviews, shelterInquiriesPage,
} from './console.queries.ts';
import { recordOperatorAction } from './ops-audit.ts';
import { requireOperator, type OperatorViewer } from './operator-viewer.ts';

const QUEUE_ROWS = 100;
const DAY_MS = 86_400_000;

export interface OpsQueuesDeps {
  reviews: Pick<ReviewService, 'hide'>;
  /** Mails a new shelter account its link to choose a password (AccountService.welcomeShelter). */
  welcomeShelter(email: string, shelterName: string, locale: Locale): Promise<void>;
}

export type OpsQueues = OpsQueuesView;

/**
 * The console's queues: shelter inquiries (approve one: the shelters area's approval), newsletter sign-ups,
 * service orders past their deadline across clinics, reported reviews (hide one: the reviews area's hiding),
 * owners' accounts deleted and clinics closed, waiting for their erasure.
 */
export function opsQueues(db: Db, deps: OpsQueuesDeps) {
  return {
    async all(viewer: OperatorViewer | null, now: Date): Promise<OpsQueues> {
      requireOperator(viewer);
      const [inquiries, newsletter, orders, reviews, erasures, closures] = await Promise.all([
        shelterInquiriesPage(db, QUEUE_ROWS), newsletterPage(db, QUEUE_ROWS), overdueOrders(db, OPEN_STATUSES, now, QUEUE_ROWS),
        reportedReviews(db, QUEUE_ROWS), pendingErasures(db, QUEUE_ROWS), pendingClinicErasures(db, QUEUE_ROWS),
      ]);
      const iso = (d: Date) => new Date(d).toISOString();
      return {
        shelterInquiries: inquiries.map((i) => ({
          id: Number(i.id), name: i.name, company: i.company, email: i.email, phone: i.number, comments: i.comments, at: iso(i.created_at), approved: i.shelter_id !== null,
        })),
        newsletter: newsletter.map((n) => ({ id: Number(n.id), email: n.email, at: iso(n.created_at) })),
        overdueOrders: orders.map((o) => ({
          id: Number(o.id), product: PRODUCT_TYPES.find((p) => p.code === Number(o.product_id))?.label ?? String(o.product_id),
          status: FULFILMENT_STATUS_LABEL[o.status as FulfilmentStatus] ?? o.status, dueAt: iso(o.due_at), clinic: o.vendor_name, assignee: o.assignee,
        })),
        reportedReviews: reviews.map((r) => ({
          id: Number(r.id), clinic: r.vendor_name, rating: Number(r.rating), text: r.text, reason: r.report_reason, reportedAt: iso(r.reported_at),
        })),
        pendingErasures: erasures.map((u) => ({
          userId: Number(u.id), deletedAt: iso(u.deleted_at), eraseFrom: new Date(new Date(u.deleted_at).getTime() + ERASURE_DAYS * DAY_MS).toISOString(),
        })),
        pendingClinicErasures: closures.map((c) => ({
          vendorId: Number(c.id), name: c.name, closedAt: iso(c.closed_at), eraseFrom: new Date(new Date(c.closed_at).getTime() + CLOSURE_DAYS * DAY_MS).toISOString(),
        })),
      };
    },

    async approveShelter(viewer: OperatorViewer | null, inquiryId: number, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      const shelter = await approveShelterInquiry(db, { welcome: deps.welcomeShelter }, inquiryId, now, (tx) =>
        recordOperatorAction(tx, operator, 'shelter.approved', { kind: 'shelter_inquiry', id: inquiryId }, {}, now));
      return OPS_MESSAGES.shelterApproved(shelter.email);
    },

    async hideReview(viewer: OperatorViewer | null, reviewId: number, now: Date): Promise<string> {
      const operator = requireOperator(viewer);
      const outcome = await deps.reviews.hide(reviewId, now, (tx) =>
        recordOperatorAction(tx, operator, 'review.hidden', { kind: 'review', id: reviewId }, {}, now));
      if (outcome === 'missing') throw new NotFoundError(OPS_MESSAGES.notFound);
      return outcome === 'hidden' ? OPS_MESSAGES.reviewHidden(reviewId) : OPS_MESSAGES.reviewAlreadyHidden(reviewId);
    },
  };
}
export type OpsQueuesService = ReturnType<typeof opsQueues>;
