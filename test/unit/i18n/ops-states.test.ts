import { expect } from 'chai';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { opsStatesEn } from '../../../contracts/messages/en-ops-states.ts';
import { OPS_ACTIONS } from '../../../contracts/ops.ts';
import { FULFILMENT_STATUS_LABEL } from '../../../contracts/order-words.ts';
import { PRODUCT_TYPES } from '../../../contracts/products.ts';
import { OPEN_STATUSES } from '../../../server/domain/orders/fulfilment-rules.ts';
import { sayAuditRow, sayOffer, sayOpsRows, type OpsStateSay } from '../../../views/pages/ops/ops-states.ts';
import type { OpsTableData } from '../../../client/islands/ops-table.tsx';

const sayIn = (messages: Readonly<Record<string, string>>): OpsStateSay => (id) => (Object.hasOwn(messages, id) ? messages[id] : null);
const english = sayIn(en);
const spanish = sayIn(es);

const AUDIT = {
  id: 1, at: '2026-11-28T12:00:00.000Z', operator: 'op@example.test', address: '10.0.0.1',
  action: OPS_ACTIONS['settings.clinic_approval'], target: 'settings clinic_approval_required', details: ['required: true', 'note: (none)'],
};

/** One row of every table whose words are stored data, with each stored value the console shows. */
const TABLES: OpsTableData[] = [
  { table: 'payments', rows: (['authorized', 'captured', 'failed', 'refunded'] as const).flatMap((status, i) => ['paypal', 'test', 'waived'].map((gateway, j) => ({
    id: i * 10 + j, at: AUDIT.at, clinic: null, payer: 'Ann', product: 'Video consultation', amountCents: 100, refundedCents: 0, status, gateway, refundable: false,
  }))) },
  { table: 'payments', rows: [...PRODUCT_TYPES.map((p) => p.label), 'Product 12'].map((product, id) => ({
    id: 100 + id, at: AUDIT.at, clinic: 'Happy Vets', payer: id ? 'Ann Lee' : 'Deleted owner', product, amountCents: 100, refundedCents: 0,
    status: 'captured', gateway: 'test', refundable: true,
  })) },
  { table: 'plans', rows: ['15% off', '$5 off', '10% off, $2.5 off', '(none)', 'two for one'].map((offer, id) => ({
    id, code: `P${id}`, description: '', offer, uses: 0, maxUses: null, perUserLimit: null, expiresAt: null, expired: false,
  })) },
  { table: 'refunds', rows: ['pending', 'succeeded', 'failed'].map((status, id) => ({ id, paymentId: 1, at: AUDIT.at, clinic: null, amountCents: 100, status, reason: 'r', lastError: null })) },
  { table: 'late', rows: OPEN_STATUSES.map((s, id) => ({ id, product: PRODUCT_TYPES[id].label, status: FULFILMENT_STATUS_LABEL[s], dueAt: AUDIT.at, clinic: null, assignee: null })) },
  { table: 'reminders', rows: ['sending', 'sent', 'failed'].flatMap((outcome, i) => ['email', 'sms', 'push'].map((channel, j) => ({
    id: i * 10 + j, kind: j ? 'appointment' : 'health', occasion: '24h', channel, outcome, at: AUDIT.at, error: null,
  }))) },
  { table: 'outbox', rows: ['email', 'sms'].map((channel, id) => ({ id, channel, to: 'x@example.test', subject: null, at: AUDIT.at })) },
  { table: 'audit', rows: Object.values(OPS_ACTIONS).map((action, id) => ({ ...AUDIT, id, action })) },
];

describe('the console\'s stored states and audit entries, by value', () => {
  it('leaves every English row exactly as the server wrote it', () => {
    for (const data of TABLES) expect(sayOpsRows(data, english), data.table).to.deep.equal(data);
    const details = ['amount: $60', 'refund: 3', 'appointment: 9', 'code: SPRING', 'percentOff: 15', 'amountOff: (none)', 'maxUses: 100',
      'perUserLimit: 1', 'expiresOn: 2026-12-31', 'required: false', 'name: Happy Vets', 'factor: recovery code', 'factor: authenticator'];
    for (const target of ['clinic 4', 'payment 5', 'plan 6', 'shelter inquiry 7', 'review 8', 'operator 9', 'settings', 'report 2']) {
      const row = { ...AUDIT, target, details };
      expect(sayAuditRow(row, english)).to.deep.equal(row);
    }
  });

  it('says every state and audit word in Spanish, each English word being the one the console showed', () => {
    for (const [key, text] of Object.entries(OPS_ACTIONS)) {
      expect(en[`opsState.action.${key}` as keyof typeof en], key).to.equal(text);
      expect(es[`opsState.action.${key}` as keyof typeof es], key).to.be.a('string').and.not.equal(text);
    }
    for (const [id, text] of Object.entries(opsStatesEn)) {
      const [, group, ...rest] = id.split('.');
      const value = rest.join('.');
      if (group === 'order') expect(text).to.equal(FULFILMENT_STATUS_LABEL[value as keyof typeof FULFILMENT_STATUS_LABEL]);
      else if (group === 'target') expect(text).to.equal(value.replace('_', ' '));
      else if (group !== 'action') expect(text, id).to.equal(value);
    }
    const said = TABLES.map((data) => sayOpsRows(data, spanish));
    expect(said.find((d) => d.table === 'payments')!.rows[3]).to.include({ status: 'cobrado', gateway: 'PayPal' });
    expect(said.find((d) => d.table === 'late')!.rows.map((o) => (o as { status: string }).status)).to.deep.equal(['Pagado', 'Asignado', 'En revisión', 'Falta información']);
    expect(said.find((d) => d.table === 'reminders')!.rows[4]).to.include({ kind: 'cita', channel: 'SMS', outcome: 'enviado' });
  });

  it('says a payment\'s and a late order\'s product, a deleted payer and a promo code\'s offer in Spanish, by value', () => {
    for (const p of PRODUCT_TYPES) {
      expect(en[`opsState.product.${p.name}` as keyof typeof en], p.name).to.equal(p.label);
      expect(es[`opsState.product.${p.name}` as keyof typeof es], p.name).to.be.a('string').and.not.equal('');
    }
    const payments = TABLES.filter((d) => d.table === 'payments')[1];
    const said = sayOpsRows(payments, spanish).rows as Array<{ product: string; payer: string }>;
    expect(said.map((p) => p.product)).to.deep.equal(['Clínica', 'Visita a domicilio', 'Video', 'Telefónica', 'Consulta por chat', 'Segunda opinión',
      'e-Consulta', 'Consulta entre colegas', 'Product 12']);
    expect(said.map((p) => p.payer)).to.deep.equal(['Dueño eliminado', ...Array(8).fill('Ann Lee')]);
    const late = sayOpsRows(TABLES.find((d) => d.table === 'late')!, spanish).rows as Array<{ product: string }>;
    expect(late.map((o) => o.product)).to.deep.equal(['Clínica', 'Visita a domicilio', 'Video', 'Telefónica']);
    const plans = sayOpsRows(TABLES.find((d) => d.table === 'plans')!, spanish).rows as Array<{ offer: string }>;
    expect(plans.map((p) => p.offer)).to.deep.equal(['15 % de descuento', '5 US$ de descuento', '10 % de descuento, 2.5 US$ de descuento', '(ninguno)', 'two for one']);
    expect(sayOffer('15% off', english)).to.equal('15% off');
  });

  it('says an audit entry in Spanish where its parts match, and keeps what matches nothing as stored', () => {
    expect(sayAuditRow(AUDIT, spanish)).to.include({ action: 'Cambió el ajuste de aprobación de clínicas', target: 'ajuste aprobación de clínicas obligatoria' });
    expect(sayAuditRow(AUDIT, spanish).details).to.deep.equal(['obligatoria: sí', 'note: (ninguno)']);
    const shelter = sayAuditRow({ ...AUDIT, action: OPS_ACTIONS['shelter.approved'], target: 'shelter inquiry 12', details: [] }, spanish);
    expect(shelter).to.include({ action: 'Aprobó una solicitud de refugio', target: 'solicitud de refugio 12' });
    // A name or a code is no word to say, whatever it reads like.
    expect(sayAuditRow({ ...AUDIT, details: ['name: true', 'code: false'] }, spanish).details).to.deep.equal(['nombre: true', 'código: false']);
    const old = { ...AUDIT, action: 'Exported a report', target: 'report 2', details: ['format: csv', 'a line without a name'] };
    expect(sayAuditRow(old, spanish)).to.deep.equal(old);
  });
});
