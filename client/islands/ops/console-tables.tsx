import { DATE_SORT, NUMBER_SORT, type DataTableProps } from '../../lib/data-table.tsx';
import { CLINIC_STANDING_LABELS } from '../../../contracts/ops-words.ts';
import type {
  OpsAuditRow, OpsClinicRow, OpsHealthView, OpsPaymentRow, OpsPlanRow, OpsQueuesView, OpsRefundRow,
} from '../../../contracts/ops.ts';
import { ActionButton, money, when } from '../../../views/pages/ops/ops-parts.tsx';

/** A console table: everything but the rows and the page's address, written once for the server and the island. */
export type ConsoleTable<Row> = Omit<DataTableProps<Row>, 'rows' | 'path' | 'query'>;

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);
const none = <p className="muted">None.</p>;

export const CLINICS: ConsoleTable<OpsClinicRow> = {
  id: 'clinics', label: 'Clinics', noun: ['clinic', 'clinics'], testId: 'ops-clinics',
  search: { label: 'Clinic name or email', server: true }, params: { q: 'q' },
  empty: <p className="muted" data-testid="ops-no-clinics">No clinics match.</p>,
  rowKey: (c) => String(c.id), rowProps: (c) => ({ 'data-clinic-id': String(c.id) }),
  columns: [
    { id: 'clinic', header: 'Clinic', rowHeader: true, sort: (c) => c.name, text: (c) => `${c.name} ${c.email ?? ''}`,
      cell: (c) => <>{c.name}{c.email && <><br /><small>{c.email}</small></>}</> },
    { id: 'signedUp', header: 'Signed up', sortWords: DATE_SORT, sort: (c) => time(c.signedUpAt), descFirst: true, cell: (c) => when(c.signedUpAt) },
    { id: 'standing', header: 'Standing', testId: 'ops-standing', sort: (c) => CLINIC_STANDING_LABELS[c.standing],
      text: (c) => CLINIC_STANDING_LABELS[c.standing], cell: (c) => CLINIC_STANDING_LABELS[c.standing] },
    { id: 'listings', header: 'Listings', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (c) => c.listings, cell: (c) => c.listings },
    { id: 'bookings', header: 'Bookings', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (c) => c.bookings, cell: (c) => c.bookings },
    { id: 'revenue', header: 'Revenue', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (c) => c.revenueCents, cell: (c) => money(c.revenueCents) },
    { id: 'actions', header: 'Actions', actions: true, cell: (c) => (
      <>
        {c.standing === 'unapproved' && <ActionButton action={`/ops/clinics/${c.id}/approve`} label="Approve" kind="primary" testId="ops-approve" />}
        {c.standing === 'suspended'
          ? <ActionButton action={`/ops/clinics/${c.id}/unsuspend`} label="Lift suspension" testId="ops-unsuspend" />
          : <ActionButton action={`/ops/clinics/${c.id}/suspend`} label="Suspend" kind="danger" testId="ops-suspend" />}
      </>
    ) },
  ],
};

export const PAYMENTS: ConsoleTable<OpsPaymentRow> = {
  id: 'payments', label: 'Payments', noun: ['payment', 'payments'], testId: 'ops-payments',
  search: { label: 'Clinic, payer or payment number', server: true }, params: { q: 'q' },
  empty: <p className="muted">No payments match.</p>,
  rowKey: (p) => String(p.id), rowProps: (p) => ({ 'data-payment-id': String(p.id) }),
  columns: [
    { id: 'payment', header: 'Payment', rowHeader: true, sortWords: NUMBER_SORT, sort: (p) => p.id, descFirst: true, text: (p) => `#${p.id} ${p.product}`, cell: (p) => `#${p.id} · ${p.product}` },
    { id: 'when', header: 'When', sortWords: DATE_SORT, sort: (p) => time(p.at), descFirst: true, cell: (p) => when(p.at) },
    { id: 'clinic', header: 'Clinic', sort: (p) => p.clinic ?? 'Marketplace', text: (p) => p.clinic ?? 'Marketplace', cell: (p) => p.clinic ?? 'Marketplace' },
    { id: 'payer', header: 'Payer', sort: (p) => p.payer, text: (p) => p.payer, cell: (p) => p.payer },
    { id: 'amount', header: 'Amount', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (p) => p.amountCents, cell: (p) => money(p.amountCents) },
    { id: 'refunded', header: 'Refunded', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (p) => p.refundedCents, cell: (p) => (p.refundedCents ? money(p.refundedCents) : '') },
    { id: 'status', header: 'Status', testId: 'ops-payment-status', sort: (p) => p.status, text: (p) => `${p.status} ${p.gateway}`, cell: (p) => `${p.status} (${p.gateway})` },
    { id: 'actions', header: 'Actions', actions: true, cell: (p) => (
      p.refundable ? <ActionButton action={`/ops/payments/${p.id}/refund`} label="Refund in full" kind="danger" testId="ops-refund" /> : null
    ) },
  ],
};

export const REFUNDS: ConsoleTable<OpsRefundRow> = {
  id: 'refunds', label: 'Latest refunds', noun: ['refund', 'refunds'], testId: 'ops-refunds', pageSize: 10,
  search: { label: 'Search refunds' }, empty: <p className="muted">No refunds yet.</p>, rowKey: (r) => String(r.id),
  columns: [
    { id: 'refund', header: 'Refund', rowHeader: true, sortWords: NUMBER_SORT, sort: (r) => r.id, descFirst: true, text: (r) => `#${r.id} #${r.paymentId}`,
      cell: (r) => `#${r.id} of payment #${r.paymentId}` },
    { id: 'when', header: 'When', sortWords: DATE_SORT, sort: (r) => time(r.at), descFirst: true, cell: (r) => when(r.at) },
    { id: 'clinic', header: 'Clinic', sort: (r) => r.clinic ?? 'Marketplace', text: (r) => r.clinic ?? 'Marketplace', cell: (r) => r.clinic ?? 'Marketplace' },
    { id: 'amount', header: 'Amount', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (r) => r.amountCents, cell: (r) => money(r.amountCents) },
    { id: 'status', header: 'Status', sort: (r) => r.status, text: (r) => `${r.status} ${r.lastError ?? ''}`,
      cell: (r) => `${r.status}${r.lastError ? ` (${r.lastError})` : ''}` },
    { id: 'reason', header: 'Reason', sort: (r) => r.reason, text: (r) => r.reason, cell: (r) => r.reason },
  ],
};

export const PLANS: ConsoleTable<OpsPlanRow> = {
  id: 'plans', label: 'Promo codes', noun: ['promo code', 'promo codes'], testId: 'ops-plans', pageSize: 10,
  search: { label: 'Search promo codes' }, empty: <p className="muted">No promo codes yet.</p>,
  rowKey: (p) => String(p.id), rowProps: (p) => ({ 'data-plan-code': p.code }),
  columns: [
    { id: 'code', header: 'Code', rowHeader: true, sort: (p) => p.code, text: (p) => `${p.code} ${p.description}`,
      cell: (p) => <>{p.code}{p.description && <><br /><small>{p.description}</small></>}</> },
    { id: 'offer', header: 'Offer', text: (p) => p.offer, cell: (p) => p.offer },
    { id: 'uses', header: 'Uses', descFirst: true, sortWords: NUMBER_SORT, sort: (p) => p.uses, cell: (p) => (p.maxUses === null ? `${p.uses} (no limit)` : `${p.uses} of ${p.maxUses}`) },
    { id: 'perCustomer', header: 'Per customer', cell: (p) => p.perUserLimit ?? 'No limit' },
    { id: 'expires', header: 'Expires', testId: 'ops-plan-expiry', sortWords: DATE_SORT, sort: (p) => (p.expiresAt ? time(p.expiresAt) : Number.MAX_SAFE_INTEGER),
      cell: (p) => (p.expired ? `Expired ${when(p.expiresAt)}` : p.expiresAt ? when(p.expiresAt) : 'Never') },
    { id: 'actions', header: 'Actions', actions: true, cell: (p) => (
      <>
        <ActionButton action={`/ops/plans/${p.id}/limit`} label="Set limit" testId="ops-plan-limit">
          <label className="visually-hidden" htmlFor={`limit-${p.id}`}>{`New limit for ${p.code}`}</label>
          <input id={`limit-${p.id}`} name="maxUses" className="ops-limit-input" inputMode="numeric" defaultValue={p.maxUses ?? ''} placeholder="none" />
        </ActionButton>
        {!p.expired && <ActionButton action={`/ops/plans/${p.id}/expire`} label="Expire now" kind="danger" testId="ops-plan-expire" />}
      </>
    ) },
  ],
};

type Review = OpsQueuesView['reportedReviews'][number];
export const REPORTED_REVIEWS: ConsoleTable<Review> = {
  id: 'reviews', label: 'Reported reviews', noun: ['review', 'reviews'], testId: 'ops-reported-reviews', pageSize: 10,
  search: { label: 'Search reported reviews' }, empty: <p className="muted" data-testid="ops-no-reports">No reported reviews.</p>,
  rowKey: (r) => String(r.id), rowProps: (r) => ({ 'data-review-id': String(r.id) }),
  columns: [
    { id: 'review', header: 'Review', rowHeader: true, text: (r) => r.text ?? '', cell: (r) => r.text ?? '(no text)' },
    { id: 'clinic', header: 'Clinic', sort: (r) => r.clinic, text: (r) => r.clinic, cell: (r) => r.clinic },
    { id: 'rating', header: 'Rating', sortWords: NUMBER_SORT, sort: (r) => r.rating, cell: (r) => `${r.rating} of 5` },
    { id: 'report', header: 'Report', sortWords: DATE_SORT, sort: (r) => time(r.reportedAt), text: (r) => r.reason ?? '', cell: (r) => `${r.reason ?? '(no reason)'} · ${when(r.reportedAt)}` },
    { id: 'actions', header: 'Actions', actions: true, cell: (r) => <ActionButton action={`/ops/reviews/${r.id}/hide`} label="Hide review" kind="danger" testId="ops-hide-review" /> },
  ],
};

type Inquiry = OpsQueuesView['shelterInquiries'][number];
export const SHELTER_INQUIRIES: ConsoleTable<Inquiry> = {
  id: 'inquiries', label: 'Shelter inquiries', noun: ['inquiry', 'inquiries'], testId: 'ops-shelter-inquiries', pageSize: 10,
  search: { label: 'Search shelter inquiries' }, empty: <p className="muted">No inquiries.</p>,
  rowKey: (i) => String(i.id), rowProps: (i) => ({ 'data-inquiry-id': String(i.id) }),
  columns: [
    { id: 'shelter', header: 'Shelter', rowHeader: true, sort: (i) => i.company, text: (i) => i.company, cell: (i) => i.company },
    { id: 'contact', header: 'Contact', sort: (i) => i.name, text: (i) => `${i.name} ${i.email} ${i.phone ?? ''}`,
      cell: (i) => <>{i.name}<br /><small>{i.email}{i.phone ? ` · ${i.phone}` : ''}</small></> },
    { id: 'comments', header: 'Comments', text: (i) => i.comments ?? '', cell: (i) => i.comments ?? '' },
    { id: 'sent', header: 'Sent', sortWords: DATE_SORT, sort: (i) => time(i.at), descFirst: true, cell: (i) => when(i.at) },
    { id: 'actions', header: 'Actions', actions: true, cell: (i) => (
      i.approved ? <span className="muted">Approved</span>
        : <ActionButton action={`/ops/shelter-inquiries/${i.id}/approve`} label="Approve" kind="primary" testId="ops-approve-shelter" />
    ) },
  ],
};

type LateOrder = OpsQueuesView['overdueOrders'][number];
export const LATE_ORDERS: ConsoleTable<LateOrder> = {
  id: 'late', label: 'Late service orders', noun: ['order', 'orders'], testId: 'ops-overdue-orders', pageSize: 10,
  search: { label: 'Search late orders' }, empty: <p className="muted">No order is late.</p>, rowKey: (o) => String(o.id),
  columns: [
    { id: 'order', header: 'Order', rowHeader: true, sortWords: NUMBER_SORT, sort: (o) => o.id, text: (o) => `#${o.id} ${o.product}`, cell: (o) => `#${o.id} · ${o.product}` },
    { id: 'clinic', header: 'Clinic', sort: (o) => o.clinic ?? '', text: (o) => o.clinic ?? '', cell: (o) => o.clinic ?? 'Not assigned' },
    { id: 'assignee', header: 'Assigned to', sort: (o) => o.assignee ?? '', text: (o) => o.assignee ?? '', cell: (o) => o.assignee ?? '' },
    { id: 'status', header: 'Status', sort: (o) => o.status, text: (o) => o.status, cell: (o) => o.status },
    { id: 'due', header: 'Due', sortWords: DATE_SORT, sort: (o) => time(o.dueAt), cell: (o) => when(o.dueAt) },
  ],
};

type Erasure = OpsQueuesView['pendingErasures'][number];
export const PENDING_ERASURES: ConsoleTable<Erasure> = {
  id: 'erasures', label: 'Accounts waiting for erasure', noun: ['account', 'accounts'], testId: 'ops-pending-erasures', pageSize: 10,
  empty: none, rowKey: (e) => String(e.userId),
  columns: [
    { id: 'account', header: 'Owner account', rowHeader: true, sortWords: NUMBER_SORT, sort: (e) => e.userId, cell: (e) => `#${e.userId}` },
    { id: 'deleted', header: 'Deleted', sortWords: DATE_SORT, sort: (e) => time(e.deletedAt), cell: (e) => when(e.deletedAt) },
    { id: 'erased', header: 'Erased from', sortWords: DATE_SORT, sort: (e) => time(e.eraseFrom), cell: (e) => when(e.eraseFrom) },
  ],
};

type ClinicErasure = OpsQueuesView['pendingClinicErasures'][number];
export const PENDING_CLINIC_ERASURES: ConsoleTable<ClinicErasure> = {
  id: 'closures', label: 'Clinics waiting for erasure', noun: ['clinic', 'clinics'], testId: 'ops-pending-clinic-erasures', pageSize: 10,
  empty: none, rowKey: (c) => String(c.vendorId),
  columns: [
    { id: 'clinic', header: 'Clinic', rowHeader: true, sort: (c) => c.name, cell: (c) => `#${c.vendorId} · ${c.name}` },
    { id: 'closed', header: 'Closed', sortWords: DATE_SORT, sort: (c) => time(c.closedAt), cell: (c) => when(c.closedAt) },
    { id: 'erased', header: 'Erased from', sortWords: DATE_SORT, sort: (c) => time(c.eraseFrom), cell: (c) => when(c.eraseFrom) },
  ],
};

type SignUp = OpsQueuesView['newsletter'][number];
export const NEWSLETTER: ConsoleTable<SignUp> = {
  id: 'newsletter', label: 'Newsletter sign-ups', noun: ['sign-up', 'sign-ups'], testId: 'ops-newsletter', pageSize: 10,
  search: { label: 'Search sign-ups' }, empty: <p className="muted">No sign-ups yet.</p>, rowKey: (n) => String(n.id),
  columns: [
    { id: 'email', header: 'Email', rowHeader: true, sort: (n) => n.email, text: (n) => n.email, cell: (n) => n.email },
    { id: 'at', header: 'Signed up', sortWords: DATE_SORT, sort: (n) => time(n.at), descFirst: true, cell: (n) => when(n.at) },
  ],
};

type JobQueue = NonNullable<OpsHealthView['queues']>[number];
export const JOB_QUEUES: ConsoleTable<JobQueue> = {
  id: 'jobs', label: 'Job queue', noun: ['queue', 'queues'], testId: 'ops-job-queues',
  empty: <p className="muted">No jobs.</p>, rowKey: (q) => q.name, rowProps: (q) => ({ 'data-queue': q.name }),
  columns: [
    { id: 'queue', header: 'Queue', rowHeader: true, sort: (q) => q.name, cell: (q) => q.name },
    { id: 'waiting', header: 'Waiting', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.waiting, cell: (q) => q.waiting },
    { id: 'running', header: 'Running', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.active, cell: (q) => q.active },
    { id: 'failed', header: 'Failed', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.failed, cell: (q) => q.failed },
    { id: 'retried', header: 'Retried', numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.retried, cell: (q) => q.retried },
  ],
};

type OutboxMessage = OpsHealthView['outbox']['latest'][number];
export const OUTBOX: ConsoleTable<OutboxMessage> = {
  id: 'outbox', label: 'Latest outbox messages', noun: ['message', 'messages'], testId: 'ops-outbox', pageSize: 10,
  search: { label: 'Search messages' }, empty: null, rowKey: (m) => String(m.id),
  columns: [
    { id: 'subject', header: 'Subject', rowHeader: true, sort: (m) => m.subject ?? '', text: (m) => m.subject ?? '', cell: (m) => m.subject ?? '(text message)' },
    { id: 'channel', header: 'Channel', sort: (m) => m.channel, text: (m) => m.channel, cell: (m) => m.channel },
    { id: 'to', header: 'To', sort: (m) => m.to, text: (m) => m.to, cell: (m) => m.to },
    { id: 'at', header: 'When', sortWords: DATE_SORT, sort: (m) => time(m.at), descFirst: true, cell: (m) => when(m.at) },
  ],
};

type Reminder = OpsHealthView['reminders'][number];
export const REMINDERS: ConsoleTable<Reminder> = {
  id: 'reminders', label: 'Last reminders', noun: ['reminder', 'reminders'], testId: 'ops-reminders', pageSize: 10,
  search: { label: 'Search reminders' }, empty: <p className="muted">No reminders sent yet.</p>, rowKey: (r) => String(r.id),
  columns: [
    { id: 'reminder', header: 'Reminder', rowHeader: true, sort: (r) => r.kind, text: (r) => `${r.kind} ${r.occasion}`, cell: (r) => `${r.kind} · ${r.occasion}` },
    { id: 'channel', header: 'Channel', sort: (r) => r.channel, text: (r) => r.channel, cell: (r) => r.channel },
    { id: 'outcome', header: 'Outcome', sort: (r) => r.outcome, text: (r) => `${r.outcome} ${r.error ?? ''}`, cell: (r) => `${r.outcome}${r.error ? ` (${r.error})` : ''}` },
    { id: 'at', header: 'When', sortWords: DATE_SORT, sort: (r) => time(r.at), descFirst: true, cell: (r) => when(r.at) },
  ],
};

export const AUDIT_LOG: ConsoleTable<OpsAuditRow> = {
  id: 'audit', label: 'Audit log', noun: ['entry', 'entries'], testId: 'ops-audit',
  search: { label: 'Search this page' }, empty: <p className="muted">Nothing yet.</p>,
  rowKey: (r) => String(r.id), rowProps: (r) => ({ 'data-audit-id': String(r.id) }),
  columns: [
    { id: 'what', header: 'What', rowHeader: true, sort: (r) => r.action, text: (r) => `${r.action} ${r.details.join(' ')}`,
      cell: (r) => <>{r.action}{r.details.length > 0 && <ul className="activity-details">{r.details.map((d) => <li key={d}>{d}</li>)}</ul>}</> },
    { id: 'when', header: 'When', sortWords: DATE_SORT, sort: (r) => r.id, descFirst: true, cell: (r) => when(r.at) },
    { id: 'operator', header: 'Operator', sort: (r) => r.operator, text: (r) => r.operator, cell: (r) => r.operator },
    { id: 'target', header: 'Target', sort: (r) => r.target ?? '', text: (r) => r.target ?? '', cell: (r) => r.target ?? '' },
    { id: 'address', header: 'Address', sort: (r) => r.address ?? '', text: (r) => r.address ?? '', cell: (r) => r.address ?? 'Unknown' },
  ],
};
