import { ERASED_OWNER_NAME } from '../../../contracts/appointments.ts';
import { OPS_ACTIONS, type OpsAction, type OpsAuditRow } from '../../../contracts/ops.ts';
import { FULFILMENT_STATUS_LABEL } from '../../../contracts/order-words.ts';
import { PRODUCT_TYPES } from '../../../contracts/products.ts';
import { opsStatesEn } from '../../../contracts/messages/en-ops-states.ts';
import type { OpsTableData } from '../../../client/islands/ops-table.tsx';

/**
 * A stored word's label in the page's language (contracts/messages/en-ops-states.ts, `opsState.<group>.<value>`),
 * or null when the catalogue names no such value.
 */
export type OpsStateSay = (id: string) => string | null;

/** The kinds of target the audit log names (server/domain/ops/ops-audit.ts `OpsTarget`), as the catalogue lists them. */
const TARGET_KINDS = Object.keys(opsStatesEn).filter((id) => id.startsWith('opsState.target.')).map((id) => id.slice('opsState.target.'.length));
/** The details whose values are words rather than names or figures (an empty one, "(none)", is said for any). */
const WORD_VALUES = new Set(['required', 'factor']);
/** An action's English (OPS_ACTIONS) -> its key: the log page's rows carry the English. */
const ACTION_KEYS = new Map(Object.entries(OPS_ACTIONS).map(([key, text]) => [text as string, key as OpsAction]));
const DETAIL = /^([^:]+): (.*)$/s;
/** A late order's status as the queue's rows carry it ('In review') -> the stored status. */
const ORDER_STATUSES = new Map(Object.entries(FULFILMENT_STATUS_LABEL).map(([status, label]) => [label, status]));
/** A product as a payment's or a late order's row carries it (PRODUCT_TYPES' label, 'Second Opinion') -> its name. */
const PRODUCT_NAMES = new Map(PRODUCT_TYPES.map((p) => [p.label, p.name]));
/** One part of a promo code's offer as server/domain/ops/ops-money.ts writes it: '15% off', '$5 off'. */
const OFFER_PART = /^(?:(\d+(?:\.\d+)?)% off|\$(\d+(?:\.\d+)?) off)$/;

/**
 * A promo code's offer ('15% off, $5 off', or '(none)') in the page's language, part by part; an offer written
 * otherwise stays as stored.
 */
export function sayOffer(offer: string, say: OpsStateSay): string {
  if (offer === '(none)') return say('opsState.value.(none)') ?? offer;
  const parts = offer.split(', ').map((part) => OFFER_PART.exec(part));
  if (parts.some((m) => !m)) return offer;
  return parts.map((m) => {
    const [, percent, amount] = m!;
    const template = say(percent ? 'opsState.offer.percent' : 'opsState.offer.amount');
    return template ? template.replace('{n}', percent ?? amount) : m![0];
  }).join(', ');
}

/**
 * One audit entry in the page's language, matched against the English the log writes (server/domain/ops/ops-audit.ts):
 * the action by its words, the target as "<kind> <id>", each detail as "<name>: <value>". A part that matches
 * nothing known (an older action, a detail the catalogue does not name) stays as stored.
 */
export function sayAuditRow(row: OpsAuditRow, say: OpsStateSay): OpsAuditRow {
  const key = ACTION_KEYS.get(row.action);
  const action = (key && say(`opsState.action.${key}`)) ?? row.action;
  let target = row.target;
  for (const kind of TARGET_KINDS) {
    const english = kind.replace('_', ' '); // as the log writes it: "shelter inquiry"
    if (target === null || (target !== english && !target.startsWith(`${english} `))) continue;
    const id = target.slice(english.length + 1);
    const kindWord = say(`opsState.target.${kind}`) ?? english;
    target = id ? `${kindWord} ${say(`opsState.setting.${id}`) ?? id}` : kindWord;
    break;
  }
  const details = row.details.map((line) => {
    const match = DETAIL.exec(line);
    if (!match) return line;
    const [, name, value] = match;
    const word = WORD_VALUES.has(name) || value === '(none)' ? say(`opsState.value.${value}`) : null;
    return `${say(`opsState.detail.${name}`) ?? name}: ${word ?? value}`;
  });
  return { ...row, action, target, details };
}

/**
 * A console table's rows with their stored states said in the page's language (the island shows them as given and
 * loads no catalogue): a payment's status, gateway, product and deleted payer, a refund's status, a late order's
 * product and status (matched by their English labels), a promo code's offer, a reminder's kind, channel and
 * outcome, an outbox message's channel, and the audit entries. Other tables' rows pass as they are.
 */
export function sayOpsRows(data: OpsTableData, say: OpsStateSay): OpsTableData {
  const word = (group: string, value: string) => say(`opsState.${group}.${value}`) ?? value;
  // A product the catalogue does not know ('Product 12') stays as the server wrote it.
  const product = (label: string) => {
    const name = PRODUCT_NAMES.get(label);
    return (name && say(`opsState.product.${name}`)) ?? label;
  };
  switch (data.table) {
    case 'payments':
      return { ...data, rows: data.rows.map((p) => ({
        ...p, status: word('payment', p.status), gateway: word('gateway', p.gateway), product: product(p.product),
        // An erased owner's payments: the name the erasure leaves (contracts/appointments.ts), said as everywhere else.
        payer: p.payer === ERASED_OWNER_NAME ? say('dash.appts.erasedOwner') ?? p.payer : p.payer,
      })) };
    case 'refunds':
      return { ...data, rows: data.rows.map((r) => ({ ...r, status: word('refund', r.status) })) };
    case 'late':
      return { ...data, rows: data.rows.map((o) => ({ ...o, product: product(o.product), status: word('order', ORDER_STATUSES.get(o.status) ?? o.status) })) };
    case 'plans':
      return { ...data, rows: data.rows.map((p) => ({ ...p, offer: sayOffer(p.offer, say) })) };
    case 'reminders':
      return { ...data, rows: data.rows.map((r) => ({ ...r, kind: word('reminderKind', r.kind), channel: word('channel', r.channel), outcome: word('reminder', r.outcome) })) };
    case 'outbox':
      return { ...data, rows: data.rows.map((m) => ({ ...m, channel: word('channel', m.channel) })) };
    case 'audit':
      return { ...data, rows: data.rows.map((r) => sayAuditRow(r, say)) };
    default:
      return data;
  }
}
