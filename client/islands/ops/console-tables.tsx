import { type DataTableProps, type TableWords } from '../../lib/data-table.tsx';
import type { ClinicStandingKey } from '../../../contracts/ops-words.ts';
import type {
  OpsAuditRow, OpsClinicRow, OpsHealthView, OpsPaymentRow, OpsPlanRow, OpsQueuesView, OpsRefundRow,
} from '../../../contracts/ops.ts';
import { ActionButton, money, when as whenIn } from '../../../views/pages/ops/ops-parts.tsx';
import type { OpsSay } from './ops-words.ts';

/** A console table: everything but the rows and the page's address, written once for the server and the island. */
export type ConsoleTable<Row> = Omit<DataTableProps<Row>, 'rows' | 'path' | 'query'>;

/** The tables' words: `say` fills an `ops.table.` word, `when` writes a moment in the page's language. */
export interface ConsoleTalk {
  say: OpsSay;
  when: (iso: string | null) => string;
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);
/** An inquiry's email, and its phone when given. */
const reachAt = (i: { email: string; phone: string | null }) => (i.phone ? `${i.email} · ${i.phone}` : i.email);

/** A table's names (`ops.table.<table>.`): its label, its noun and the shared table's own words about it. */
type Named = 'clinics' | 'payments' | 'refunds' | 'plans' | 'reviews' | 'inquiries' | 'late' | 'erasures' | 'closures'
  | 'newsletter' | 'jobs' | 'outbox' | 'reminders' | 'audit';

function tableWords(say: OpsSay, table: Named): TableWords {
  const noun = say(`ops.table.${table}.one`);
  const nouns = say(`ops.table.${table}.other`);
  return {
    tools: (t) => [t.search && say('ops.table.toolSearch'), t.choices && say('ops.table.toolChoices'), t.sort && say('ops.table.toolSort')].filter(Boolean).join(', '),
    pages: say('ops.table.pages'),
    noMatch: say('ops.table.noMatch', { nouns }),
    sortBy: say('ops.table.sortBy'),
    asListed: say('ops.table.asListed'),
    sortWords: [say('ops.table.sort.textAsc'), say('ops.table.sort.textDesc')],
    search: say('ops.table.search'),
    show: say('ops.table.show'),
    shown: (matching, total) => (total === 1 ? say('ops.table.shownOne', { matching, total, noun }) : say('ops.table.shown', { matching, total, nouns })),
    previous: say('ops.table.previous'),
    next: say('ops.table.next'),
    page: (page, count) => say('ops.table.page', { page, count }),
  };
}

/** The console tables, in the words given (client/islands/ops/ops-words.ts). */
export function consoleTables({ say, when }: ConsoleTalk) {
  const named = (table: Named) => ({
    id: table, label: say(`ops.table.${table}.label`), noun: [say(`ops.table.${table}.one`), say(`ops.table.${table}.other`)] as const,
    words: tableWords(say, table),
  });
  const DATE_SORT = [say('ops.table.sort.dateAsc'), say('ops.table.sort.dateDesc')] as const;
  const NUMBER_SORT = [say('ops.table.sort.numberAsc'), say('ops.table.sort.numberDesc')] as const;
  const none = <p className="muted">{say('ops.table.none')}</p>;
  const col = (id: Parameters<OpsSay>[0]) => say(id);
  const actions = col('ops.table.col.actions');
  const standing = (s: ClinicStandingKey) => say(`ops.table.standing.${s}`);
  const marketplace = say('ops.table.marketplace');

  const CLINICS: ConsoleTable<OpsClinicRow> = {
    ...named('clinics'), testId: 'ops-clinics',
    search: { label: say('ops.table.clinics.search'), server: true }, params: { q: 'q' },
    empty: <p className="muted" data-testid="ops-no-clinics">{say('ops.table.clinics.empty')}</p>,
    rowKey: (c) => String(c.id), rowProps: (c) => ({ 'data-clinic-id': String(c.id) }),
    columns: [
      { id: 'clinic', header: col('ops.table.col.clinic'), rowHeader: true, sort: (c) => c.name, text: (c) => `${c.name} ${c.email ?? ''}`,
        cell: (c) => <>{c.name}{c.email && <><br /><small>{c.email}</small></>}</> },
      { id: 'signedUp', header: col('ops.table.col.signedUp'), sortWords: DATE_SORT, sort: (c) => time(c.signedUpAt), descFirst: true, cell: (c) => when(c.signedUpAt) },
      { id: 'standing', header: col('ops.table.col.standing'), testId: 'ops-standing', sort: (c) => standing(c.standing),
        text: (c) => standing(c.standing), cell: (c) => standing(c.standing) },
      { id: 'listings', header: col('ops.table.col.listings'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (c) => c.listings, cell: (c) => c.listings },
      { id: 'bookings', header: col('ops.table.col.bookings'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (c) => c.bookings, cell: (c) => c.bookings },
      { id: 'revenue', header: col('ops.table.col.revenue'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (c) => c.revenueCents, cell: (c) => money(c.revenueCents) },
      { id: 'actions', header: actions, actions: true, cell: (c) => (
        <>
          {c.standing === 'unapproved' && <ActionButton action={`/ops/clinics/${c.id}/approve`} label={say('ops.table.approve')} kind="primary" testId="ops-approve" />}
          {c.standing === 'suspended'
            ? <ActionButton action={`/ops/clinics/${c.id}/unsuspend`} label={say('ops.table.unsuspend')} testId="ops-unsuspend" />
            : <ActionButton action={`/ops/clinics/${c.id}/suspend`} label={say('ops.table.suspend')} kind="danger" testId="ops-suspend" />}
        </>
      ) },
    ],
  };

  const PAYMENTS: ConsoleTable<OpsPaymentRow> = {
    ...named('payments'), testId: 'ops-payments',
    search: { label: say('ops.table.payments.search'), server: true }, params: { q: 'q' },
    empty: <p className="muted">{say('ops.table.payments.empty')}</p>,
    rowKey: (p) => String(p.id), rowProps: (p) => ({ 'data-payment-id': String(p.id) }),
    columns: [
      { id: 'payment', header: col('ops.table.col.payment'), rowHeader: true, sortWords: NUMBER_SORT, sort: (p) => p.id, descFirst: true, text: (p) => `#${p.id} ${p.product}`, cell: (p) => `#${p.id} · ${p.product}` },
      { id: 'when', header: col('ops.table.col.when'), sortWords: DATE_SORT, sort: (p) => time(p.at), descFirst: true, cell: (p) => when(p.at) },
      { id: 'clinic', header: col('ops.table.col.clinic'), sort: (p) => p.clinic ?? marketplace, text: (p) => p.clinic ?? marketplace, cell: (p) => p.clinic ?? marketplace },
      { id: 'payer', header: col('ops.table.col.payer'), sort: (p) => p.payer, text: (p) => p.payer, cell: (p) => p.payer },
      { id: 'amount', header: col('ops.table.col.amount'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (p) => p.amountCents, cell: (p) => money(p.amountCents) },
      { id: 'refunded', header: col('ops.table.col.refunded'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (p) => p.refundedCents, cell: (p) => (p.refundedCents ? money(p.refundedCents) : '') },
      { id: 'status', header: col('ops.table.col.status'), testId: 'ops-payment-status', sort: (p) => p.status, text: (p) => `${p.status} ${p.gateway}`, cell: (p) => `${p.status} (${p.gateway})` },
      { id: 'actions', header: actions, actions: true, cell: (p) => (
        p.refundable ? <ActionButton action={`/ops/payments/${p.id}/refund`} label={say('ops.table.refundInFull')} kind="danger" testId="ops-refund" /> : null
      ) },
    ],
  };

  const REFUNDS: ConsoleTable<OpsRefundRow> = {
    ...named('refunds'), testId: 'ops-refunds', pageSize: 10,
    search: { label: say('ops.table.refunds.search') }, empty: <p className="muted">{say('ops.table.refunds.empty')}</p>, rowKey: (r) => String(r.id),
    columns: [
      { id: 'refund', header: col('ops.table.col.refund'), rowHeader: true, sortWords: NUMBER_SORT, sort: (r) => r.id, descFirst: true, text: (r) => `#${r.id} #${r.paymentId}`,
        cell: (r) => say('ops.table.refundOf', { id: r.id, paymentId: r.paymentId }) },
      { id: 'when', header: col('ops.table.col.when'), sortWords: DATE_SORT, sort: (r) => time(r.at), descFirst: true, cell: (r) => when(r.at) },
      { id: 'clinic', header: col('ops.table.col.clinic'), sort: (r) => r.clinic ?? marketplace, text: (r) => r.clinic ?? marketplace, cell: (r) => r.clinic ?? marketplace },
      { id: 'amount', header: col('ops.table.col.amount'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (r) => r.amountCents, cell: (r) => money(r.amountCents) },
      { id: 'status', header: col('ops.table.col.status'), sort: (r) => r.status, text: (r) => `${r.status} ${r.lastError ?? ''}`,
        cell: (r) => `${r.status}${r.lastError ? ` (${r.lastError})` : ''}` },
      { id: 'reason', header: col('ops.table.col.reason'), sort: (r) => r.reason, text: (r) => r.reason, cell: (r) => r.reason },
    ],
  };

  const PLANS: ConsoleTable<OpsPlanRow> = {
    ...named('plans'), testId: 'ops-plans', pageSize: 10,
    search: { label: say('ops.table.plans.search') }, empty: <p className="muted">{say('ops.table.plans.empty')}</p>,
    rowKey: (p) => String(p.id), rowProps: (p) => ({ 'data-plan-code': p.code }),
    columns: [
      { id: 'code', header: col('ops.table.col.code'), rowHeader: true, sort: (p) => p.code, text: (p) => `${p.code} ${p.description}`,
        cell: (p) => <>{p.code}{p.description && <><br /><small>{p.description}</small></>}</> },
      { id: 'offer', header: col('ops.table.col.offer'), text: (p) => p.offer, cell: (p) => p.offer },
      { id: 'uses', header: col('ops.table.col.uses'), descFirst: true, sortWords: NUMBER_SORT, sort: (p) => p.uses,
        cell: (p) => (p.maxUses === null ? say('ops.table.usesNoLimit', { uses: p.uses }) : say('ops.table.usesOf', { uses: p.uses, max: p.maxUses })) },
      { id: 'perCustomer', header: col('ops.table.col.perCustomer'), cell: (p) => p.perUserLimit ?? say('ops.table.noLimit') },
      { id: 'expires', header: col('ops.table.col.expires'), testId: 'ops-plan-expiry', sortWords: DATE_SORT, sort: (p) => (p.expiresAt ? time(p.expiresAt) : Number.MAX_SAFE_INTEGER),
        cell: (p) => (p.expired ? say('ops.table.expired', { when: when(p.expiresAt) }) : p.expiresAt ? when(p.expiresAt) : say('ops.table.never')) },
      { id: 'actions', header: actions, actions: true, cell: (p) => (
        <>
          <ActionButton action={`/ops/plans/${p.id}/limit`} label={say('ops.table.setLimit')} testId="ops-plan-limit">
            <label className="visually-hidden" htmlFor={`limit-${p.id}`}>{say('ops.table.newLimit', { code: p.code })}</label>
            <input id={`limit-${p.id}`} name="maxUses" className="ops-limit-input" inputMode="numeric" defaultValue={p.maxUses ?? ''} placeholder={say('ops.table.limitNone')} />
          </ActionButton>
          {!p.expired && <ActionButton action={`/ops/plans/${p.id}/expire`} label={say('ops.table.expireNow')} kind="danger" testId="ops-plan-expire" />}
        </>
      ) },
    ],
  };

  const REPORTED_REVIEWS: ConsoleTable<OpsQueuesView['reportedReviews'][number]> = {
    ...named('reviews'), testId: 'ops-reported-reviews', pageSize: 10,
    search: { label: say('ops.table.reviews.search') }, empty: <p className="muted" data-testid="ops-no-reports">{say('ops.table.reviews.empty')}</p>,
    rowKey: (r) => String(r.id), rowProps: (r) => ({ 'data-review-id': String(r.id) }),
    columns: [
      { id: 'review', header: col('ops.table.col.review'), rowHeader: true, text: (r) => r.text ?? '', cell: (r) => r.text ?? say('ops.table.noText') },
      { id: 'clinic', header: col('ops.table.col.clinic'), sort: (r) => r.clinic, text: (r) => r.clinic, cell: (r) => r.clinic },
      { id: 'rating', header: col('ops.table.col.rating'), sortWords: NUMBER_SORT, sort: (r) => r.rating, cell: (r) => say('ops.table.ratingOf', { rating: r.rating }) },
      { id: 'report', header: col('ops.table.col.report'), sortWords: DATE_SORT, sort: (r) => time(r.reportedAt), text: (r) => r.reason ?? '',
        cell: (r) => `${r.reason ?? say('ops.table.noReason')} · ${when(r.reportedAt)}` },
      { id: 'actions', header: actions, actions: true, cell: (r) => <ActionButton action={`/ops/reviews/${r.id}/hide`} label={say('ops.table.hideReview')} kind="danger" testId="ops-hide-review" /> },
    ],
  };

  const SHELTER_INQUIRIES: ConsoleTable<OpsQueuesView['shelterInquiries'][number]> = {
    ...named('inquiries'), testId: 'ops-shelter-inquiries', pageSize: 10,
    search: { label: say('ops.table.inquiries.search') }, empty: <p className="muted">{say('ops.table.inquiries.empty')}</p>,
    rowKey: (i) => String(i.id), rowProps: (i) => ({ 'data-inquiry-id': String(i.id) }),
    columns: [
      { id: 'shelter', header: col('ops.table.col.shelter'), rowHeader: true, sort: (i) => i.company, text: (i) => i.company, cell: (i) => i.company },
      { id: 'contact', header: col('ops.table.col.contact'), sort: (i) => i.name, text: (i) => `${i.name} ${i.email} ${i.phone ?? ''}`,
        cell: (i) => <>{i.name}<br /><small>{reachAt(i)}</small></> },
      { id: 'comments', header: col('ops.table.col.comments'), text: (i) => i.comments ?? '', cell: (i) => i.comments ?? '' },
      { id: 'sent', header: col('ops.table.col.sent'), sortWords: DATE_SORT, sort: (i) => time(i.at), descFirst: true, cell: (i) => when(i.at) },
      { id: 'actions', header: actions, actions: true, cell: (i) => (
        i.approved ? <span className="muted">{say('ops.table.approved')}</span>
          : <ActionButton action={`/ops/shelter-inquiries/${i.id}/approve`} label={say('ops.table.approve')} kind="primary" testId="ops-approve-shelter" />
      ) },
    ],
  };

  const LATE_ORDERS: ConsoleTable<OpsQueuesView['overdueOrders'][number]> = {
    ...named('late'), testId: 'ops-overdue-orders', pageSize: 10,
    search: { label: say('ops.table.late.search') }, empty: <p className="muted">{say('ops.table.late.empty')}</p>, rowKey: (o) => String(o.id),
    columns: [
      { id: 'order', header: col('ops.table.col.order'), rowHeader: true, sortWords: NUMBER_SORT, sort: (o) => o.id, text: (o) => `#${o.id} ${o.product}`, cell: (o) => `#${o.id} · ${o.product}` },
      { id: 'clinic', header: col('ops.table.col.clinic'), sort: (o) => o.clinic ?? '', text: (o) => o.clinic ?? '', cell: (o) => o.clinic ?? say('ops.table.notAssigned') },
      { id: 'assignee', header: col('ops.table.col.assignee'), sort: (o) => o.assignee ?? '', text: (o) => o.assignee ?? '', cell: (o) => o.assignee ?? '' },
      { id: 'status', header: col('ops.table.col.status'), sort: (o) => o.status, text: (o) => o.status, cell: (o) => o.status },
      { id: 'due', header: col('ops.table.col.due'), sortWords: DATE_SORT, sort: (o) => time(o.dueAt), cell: (o) => when(o.dueAt) },
    ],
  };

  const PENDING_ERASURES: ConsoleTable<OpsQueuesView['pendingErasures'][number]> = {
    ...named('erasures'), testId: 'ops-pending-erasures', pageSize: 10, empty: none, rowKey: (e) => String(e.userId),
    columns: [
      { id: 'account', header: col('ops.table.col.ownerAccount'), rowHeader: true, sortWords: NUMBER_SORT, sort: (e) => e.userId, cell: (e) => `#${e.userId}` },
      { id: 'deleted', header: col('ops.table.col.deleted'), sortWords: DATE_SORT, sort: (e) => time(e.deletedAt), cell: (e) => when(e.deletedAt) },
      { id: 'erased', header: col('ops.table.col.erased'), sortWords: DATE_SORT, sort: (e) => time(e.eraseFrom), cell: (e) => when(e.eraseFrom) },
    ],
  };

  const PENDING_CLINIC_ERASURES: ConsoleTable<OpsQueuesView['pendingClinicErasures'][number]> = {
    ...named('closures'), testId: 'ops-pending-clinic-erasures', pageSize: 10, empty: none, rowKey: (c) => String(c.vendorId),
    columns: [
      { id: 'clinic', header: col('ops.table.col.clinic'), rowHeader: true, sort: (c) => c.name, cell: (c) => `#${c.vendorId} · ${c.name}` },
      { id: 'closed', header: col('ops.table.col.closed'), sortWords: DATE_SORT, sort: (c) => time(c.closedAt), cell: (c) => when(c.closedAt) },
      { id: 'erased', header: col('ops.table.col.erased'), sortWords: DATE_SORT, sort: (c) => time(c.eraseFrom), cell: (c) => when(c.eraseFrom) },
    ],
  };

  const NEWSLETTER: ConsoleTable<OpsQueuesView['newsletter'][number]> = {
    ...named('newsletter'), testId: 'ops-newsletter', pageSize: 10,
    search: { label: say('ops.table.newsletter.search') }, empty: <p className="muted">{say('ops.table.newsletter.empty')}</p>, rowKey: (n) => String(n.id),
    columns: [
      { id: 'email', header: col('ops.table.col.email'), rowHeader: true, sort: (n) => n.email, text: (n) => n.email, cell: (n) => n.email },
      { id: 'at', header: col('ops.table.col.signedUp'), sortWords: DATE_SORT, sort: (n) => time(n.at), descFirst: true, cell: (n) => when(n.at) },
    ],
  };

  const JOB_QUEUES: ConsoleTable<NonNullable<OpsHealthView['queues']>[number]> = {
    ...named('jobs'), testId: 'ops-job-queues',
    empty: <p className="muted">{say('ops.table.jobs.empty')}</p>, rowKey: (q) => q.name, rowProps: (q) => ({ 'data-queue': q.name }),
    columns: [
      { id: 'queue', header: col('ops.table.col.queue'), rowHeader: true, sort: (q) => q.name, cell: (q) => q.name },
      { id: 'waiting', header: col('ops.table.col.waiting'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.waiting, cell: (q) => q.waiting },
      { id: 'running', header: col('ops.table.col.running'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.active, cell: (q) => q.active },
      { id: 'failed', header: col('ops.table.col.failed'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.failed, cell: (q) => q.failed },
      { id: 'retried', header: col('ops.table.col.retried'), numeric: true, sortWords: NUMBER_SORT, descFirst: true, sort: (q) => q.retried, cell: (q) => q.retried },
    ],
  };

  const OUTBOX: ConsoleTable<OpsHealthView['outbox']['latest'][number]> = {
    ...named('outbox'), testId: 'ops-outbox', pageSize: 10,
    search: { label: say('ops.table.outbox.search') }, empty: null, rowKey: (m) => String(m.id),
    columns: [
      { id: 'subject', header: col('ops.table.col.subject'), rowHeader: true, sort: (m) => m.subject ?? '', text: (m) => m.subject ?? '', cell: (m) => m.subject ?? say('ops.table.textMessage') },
      { id: 'channel', header: col('ops.table.col.channel'), sort: (m) => m.channel, text: (m) => m.channel, cell: (m) => m.channel },
      { id: 'to', header: col('ops.table.col.to'), sort: (m) => m.to, text: (m) => m.to, cell: (m) => m.to },
      { id: 'at', header: col('ops.table.col.when'), sortWords: DATE_SORT, sort: (m) => time(m.at), descFirst: true, cell: (m) => when(m.at) },
    ],
  };

  const REMINDERS: ConsoleTable<OpsHealthView['reminders'][number]> = {
    ...named('reminders'), testId: 'ops-reminders', pageSize: 10,
    search: { label: say('ops.table.reminders.search') }, empty: <p className="muted">{say('ops.table.reminders.empty')}</p>, rowKey: (r) => String(r.id),
    columns: [
      { id: 'reminder', header: col('ops.table.col.reminder'), rowHeader: true, sort: (r) => r.kind, text: (r) => `${r.kind} ${r.occasion}`, cell: (r) => `${r.kind} · ${r.occasion}` },
      { id: 'channel', header: col('ops.table.col.channel'), sort: (r) => r.channel, text: (r) => r.channel, cell: (r) => r.channel },
      { id: 'outcome', header: col('ops.table.col.outcome'), sort: (r) => r.outcome, text: (r) => `${r.outcome} ${r.error ?? ''}`, cell: (r) => `${r.outcome}${r.error ? ` (${r.error})` : ''}` },
      { id: 'at', header: col('ops.table.col.when'), sortWords: DATE_SORT, sort: (r) => time(r.at), descFirst: true, cell: (r) => when(r.at) },
    ],
  };

  const AUDIT_LOG: ConsoleTable<OpsAuditRow> = {
    ...named('audit'), testId: 'ops-audit',
    search: { label: say('ops.table.audit.search') }, empty: <p className="muted">{say('ops.table.audit.empty')}</p>,
    rowKey: (r) => String(r.id), rowProps: (r) => ({ 'data-audit-id': String(r.id) }),
    columns: [
      { id: 'what', header: col('ops.table.col.what'), rowHeader: true, sort: (r) => r.action, text: (r) => `${r.action} ${r.details.join(' ')}`,
        cell: (r) => <>{r.action}{r.details.length > 0 && <ul className="activity-details">{r.details.map((d) => <li key={d}>{d}</li>)}</ul>}</> },
      { id: 'when', header: col('ops.table.col.when'), sortWords: DATE_SORT, sort: (r) => r.id, descFirst: true, cell: (r) => when(r.at) },
      { id: 'operator', header: col('ops.table.col.operator'), sort: (r) => r.operator, text: (r) => r.operator, cell: (r) => r.operator },
      { id: 'target', header: col('ops.table.col.target'), sort: (r) => r.target ?? '', text: (r) => r.target ?? '', cell: (r) => r.target ?? '' },
      { id: 'address', header: col('ops.table.col.address'), sort: (r) => r.address ?? '', text: (r) => r.address ?? '', cell: (r) => r.address ?? say('ops.table.unknown') },
    ],
  };

  return {
    CLINICS, PAYMENTS, REFUNDS, PLANS, REPORTED_REVIEWS, SHELTER_INQUIRIES, LATE_ORDERS, PENDING_ERASURES, PENDING_CLINIC_ERASURES,
    NEWSLETTER, JOB_QUEUES, OUTBOX, REMINDERS, AUDIT_LOG,
  };
}

/** The talk of a page in `locale` from its words. */
export const consoleTalk = (say: OpsSay, locale: string): ConsoleTalk => ({ say, when: (iso) => whenIn(iso, locale) });
