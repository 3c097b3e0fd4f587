import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createOrder, createPayment, createUser, createVendor } from '../factories/index.ts';
import { newOperator, opsClient, signInOperator, textOf } from './ops-helpers.ts';

/**
 * The console's stored states and audit entries in the operator's language: said by value (the rows keep their
 * stored words), English exactly as before, Spanish where the catalogue names the value, anything else as stored.
 */
describe('operator console: states and audit entries in the operator\'s language', function () {
  this.timeout(120_000);
  let t: TestApp;
  let paymentId: number;
  let failedPaymentId: number;
  let orderId: number;
  let erasedPaymentId: number;
  let operatorId: number;
  const stamp = Date.now();

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db, { name: `States Vets ${stamp}` });
    const owner = await createUser(db);
    paymentId = await createPayment(db, { userId: owner.id, vendorId, amountCents: 4000, paymentType: 300, productId: 2000, status: 'captured', gatewayRef: `s-${stamp}` });
    failedPaymentId = await createPayment(db, { userId: owner.id, vendorId, amountCents: 4000, paymentType: 300, productId: 2000, status: 'failed', gateway: 'paypal' });
    // An owner whose account was erased: the payment stays, its payer nameless.
    const erased = await createUser(db);
    await db('users').where({ id: erased.id }).update({ first_name: '', last_name: '' });
    erasedPaymentId = await createPayment(db, { userId: erased.id, vendorId, amountCents: 2500, paymentType: 300, productId: 8000, status: 'captured', gatewayRef: `e-${stamp}` });
    await db('refunds').insert({
      payment_id: paymentId, amount_cents: 1000, status: 'failed', gateway: 'test', idempotency_key: `states-${stamp}`, reason: 'goodwill',
      last_error: 'gateway timeout',
    });
    const orderPayment = await createPayment(db, { userId: owner.id, amountCents: 9500, paymentType: 100, productId: 7000, status: 'captured', gatewayRef: `o-${stamp}` });
    orderId = await createOrder(db, { userId: owner.id, productId: 7000, status: 'in_review', paymentId: orderPayment, vendorId, paidAt: new Date(Date.now() - 3 * 86_400_000), details: {} });
    await db('orders').where({ id: orderId }).update({ due_at: new Date(Date.now() - 3_600_000) });
    await db('reminder_sends').insert([
      { kind: 'appointment', subject_id: 900_000 + (stamp % 1000), occasion: '24h', channel: 'sms', recipient: '+12125550100', outcome: 'failed', error: 'carrier down' },
      { kind: 'health', subject_id: 900_000 + (stamp % 1000), occasion: '2026-12-01', channel: 'email', recipient: 'o@example.test', outcome: 'sent', sent_at: new Date() },
    ]);

    // The audit log: a sign-in (with its factor), the approval setting on and off, a promo code with empty parts,
    // and an entry of an action the console no longer names.
    const operator = await newOperator(t);
    operatorId = operator.id;
    const c = await signInOperator(t, operator);
    await c.form('/ops/settings/clinic-approval', { required: 'on' });
    await c.form('/ops/settings/clinic-approval', { required: 'off' });
    await c.form('/ops/plans', { code: `STATES${stamp % 100000}`, description: '', percentOff: '10', amountOff: '', maxUses: '', perUserLimit: '', expiresOn: '' });
    await db('operator_audit_events').insert({
      operator_id: operator.id, operator_email: operator.email, action: 'legacy.exported', target_kind: 'report', target_id: '7',
      details: JSON.stringify({ format: 'csv' }), address: null, created_at: new Date(),
    });
  });
  after(() => t.close());

  /** A signed-in console client reading pages in `lang` (its first page asks for it; the cookie keeps it). */
  async function reader(lang: 'en' | 'es') {
    const c = await signInOperator(t, await newOperator(t), opsClient(t));
    await c.get(`/ops/clinics?lang=${lang}`);
    return async (path: string) => textOf(await c.get(path));
  }

  it('shows a Spanish operator the payment, refund, order and reminder states and the audit entries in Spanish', async () => {
    const page = await reader('es');
    const money = await page(`/ops/money?q=${paymentId}`);
    expect(money).to.contain('cobrado (prueba)').and.contain('fallido (gateway timeout)').and.not.contain('captured (test)');
    expect(money).to.contain(`#${paymentId} · Clínica`).and.contain('10 % de descuento').and.not.contain('10% off');
    expect(await page(`/ops/money?q=${failedPaymentId}`)).to.contain('fallido (PayPal)');
    expect(await page(`/ops/money?q=${erasedPaymentId}`)).to.contain(`#${erasedPaymentId} · e-Consulta`).and.contain('Dueño eliminado')
      .and.not.contain('Deleted owner');
    const queues = await page('/ops/queues');
    expect(queues).to.contain(`#${orderId} · Segunda opinión`).and.contain('En revisión').and.not.contain('In review').and.not.contain('Second Opinion');
    const health = await page('/ops/health');
    expect(health).to.contain('cita · 24h').and.contain('fallido (carrier down)').and.contain('salud · 2026-12-01').and.contain('enviado');
    expect(health).to.contain(' SMS ').and.contain(' correo ');

    const audit = await page('/ops/audit');
    expect(audit).to.contain('Inició sesión').and.contain('método: app de autenticación').and.contain(`operador ${operatorId}`);
    expect(audit).to.contain('Cambió el ajuste de aprobación de clínicas').and.contain('ajuste aprobación de clínicas obligatoria')
      .and.contain('obligatoria: sí').and.contain('obligatoria: no');
    expect(audit).to.contain('Creó un código promocional').and.contain('porcentaje de descuento: 10').and.contain('monto de descuento: (ninguno)')
      .and.contain(`código: STATES${stamp % 100000}`);
    // What the catalogue does not name stays as stored.
    expect(audit).to.contain('legacy.exported').and.contain('format: csv').and.contain('report 7');
    expect(audit).not.to.contain('Signed in').and.not.contain('factor: authenticator').and.not.contain('required: true');
  });

  it('shows an English operator the stored words exactly as before', async () => {
    const page = await reader('en');
    const money = await page(`/ops/money?q=${paymentId}`);
    expect(money).to.contain('captured (test)').and.contain('failed (gateway timeout)').and.contain(`#${paymentId} · Clinic`).and.contain('10% off');
    expect(await page(`/ops/money?q=${failedPaymentId}`)).to.contain('failed (paypal)');
    expect(await page(`/ops/money?q=${erasedPaymentId}`)).to.contain(`#${erasedPaymentId} · e-Consultation`).and.contain('Deleted owner');
    expect(await page('/ops/queues')).to.contain('In review').and.contain(`#${orderId} · Second Opinion`);
    const health = await page('/ops/health');
    expect(health).to.contain('appointment · 24h').and.contain('failed (carrier down)').and.contain('health · 2026-12-01').and.contain(' sms ');
    const audit = await page('/ops/audit');
    expect(audit).to.contain('Signed in').and.contain('factor: authenticator').and.contain(`operator ${operatorId}`)
      .and.contain('Changed the clinic approval setting').and.contain('settings clinic_approval_required').and.contain('required: true')
      .and.contain('Created a promo code').and.contain('percentOff: 10').and.contain('amountOff: (none)')
      .and.contain('legacy.exported').and.contain('format: csv').and.contain('report 7');
  });
});
