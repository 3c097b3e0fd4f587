import { expect } from 'chai';
import { detailLines } from '../../../../server/domain/audit/audit-log.ts';
import { CONSULTATION_TYPE_LABEL, CONSULTATION_TYPES } from '../../../../contracts/consultations.ts';
import {
  bookedPhrase, consultationWords, customerCanceledPhrase, managersPhrase, orderCanceledPhrase, pricesPhrase, refundCompletedPhrase,
  refundedAtGatewayPhrase, refundFailedPhrase, rescheduledPhrase, sayActivity, slotWords, storedPhrase, type ActivityPhrase,
} from '../../../../server/domain/audit/audit-words.ts';

const NY = 'America/New_York';
const slot = new Date('2026-11-30T15:00:00Z');
const later = new Date('2026-12-01T19:00:00Z');
const booked = { customer: 'Maria Lopez', type: 'video', slot, zone: NY, amountCents: 4500, gateway: 'test', atDesk: false };
/** A phrase as the log stores it and reads it back (JSON). */
const stored = (p: ActivityPhrase) => storedPhrase(JSON.stringify(p))!;

describe('an activity entry\'s phrase, said in its reader\'s language', () => {
  it('says the slot in the listing\'s zone in Spanish through Intl', () => {
    expect(slotWords(slot, NY, 'es')).to.equal('30 nov, 10:00 a.m.');
    expect(slotWords(slot, NY)).to.equal('Nov 30, 10:00 AM');
  });

  it('names every consultation type in English as its label does, and in Spanish', () => {
    for (const type of CONSULTATION_TYPES) expect(consultationWords(type)).to.equal(CONSULTATION_TYPE_LABEL[type].toLowerCase());
    expect(consultationWords('odd')).to.equal('consultation');
    expect(consultationWords('video', 'es')).to.equal('videoconsulta');
    expect(consultationWords('odd', 'es')).to.equal('consulta');
  });

  it('says a booking, at the desk or by its owner, with its money', () => {
    const p = stored(bookedPhrase(booked));
    expect(sayActivity(p)).to.equal('Maria Lopez booked a video consultation for Nov 30, 10:00 AM; paid $45.00');
    expect(sayActivity(p, 'es')).to.equal('Maria Lopez reservó una videoconsulta para el 30 nov, 10:00 a.m.; pagó $45.00');
    const desk = stored(bookedPhrase({ ...booked, type: 'clinic', atDesk: true, gateway: 'waived', amountCents: 0 }));
    expect(sayActivity(desk)).to.equal('Booked a clinic visit for Nov 30, 10:00 AM at the desk for Maria Lopez; payment waived');
    expect(sayActivity(desk, 'es')).to.equal('Se reservó en recepción una visita a la clínica para el 30 nov, 10:00 a.m. a nombre de Maria Lopez; pago eximido');
    expect(sayActivity(stored(bookedPhrase({ ...booked, amountCents: 0 })), 'es')).to.match(/; sin cargo$/);
  });

  it('keeps English money ungrouped as the log always wrote it; Spanish groups through Intl', () => {
    const p = stored(bookedPhrase({ ...booked, amountCents: 123_450 }));
    expect(sayActivity(p)).to.match(/; paid \$1234\.50$/);
    expect(sayActivity(p, 'es')).to.match(/; pagó \$1,234\.50$/);
  });

  it('says a cancel with its refund, or why there was none, in either language', () => {
    const base = { customer: 'Maria Lopez', type: 'video', slot, zone: NY, refundCents: 4500, paid: true, windowHours: 24 };
    expect(sayActivity(stored(customerCanceledPhrase(base)))).to.equal('Maria Lopez canceled the video consultation of Nov 30, 10:00 AM; refunded $45.00');
    expect(sayActivity(stored(customerCanceledPhrase(base)), 'es'))
      .to.equal('Maria Lopez canceló la videoconsulta del 30 nov, 10:00 a.m.; se reembolsaron $45.00');
    const late = stored(customerCanceledPhrase({ ...base, refundCents: null, windowHours: 1 }));
    expect(sayActivity(late)).to.match(/; no refund \(less than 1 hour ahead\)$/);
    expect(sayActivity(late, 'es')).to.match(/; sin reembolso \(faltaban menos de 1 hora\)$/);
    expect(sayActivity(stored(customerCanceledPhrase({ ...base, refundCents: null, paid: false })), 'es')).to.match(/; no se había pagado nada$/);
  });

  it('says a reschedule by the owner or by the clinic', () => {
    const base = { by: null, customer: 'Maria Lopez', type: 'video', from: slot, to: later, zone: NY };
    expect(sayActivity(stored(rescheduledPhrase(base)))).to.equal('Maria Lopez moved the video consultation from Nov 30, 10:00 AM to Dec 1, 2:00 PM');
    expect(sayActivity(stored(rescheduledPhrase(base)), 'es')).to.equal('Maria Lopez cambió la videoconsulta del 30 nov, 10:00 a.m. al 1 dic, 2:00 p.m.');
    const byClinic = stored(rescheduledPhrase({ ...base, by: 'Sam Vet' }));
    expect(sayActivity(byClinic)).to.equal('Moved Maria Lopez\'s video consultation from Nov 30, 10:00 AM to Dec 1, 2:00 PM');
    expect(sayActivity(byClinic, 'es')).to.equal('Se cambió la videoconsulta de Maria Lopez del 30 nov, 10:00 a.m. al 1 dic, 2:00 p.m.');
  });

  it('says an order\'s cancel and the refunds, with what they were for', () => {
    const order = stored(orderCanceledPhrase({ customer: 'Maria Lopez', product: 'House Call', order: 12, refundCents: 36_000 }));
    expect(sayActivity(order)).to.equal('Maria Lopez canceled order 12 (House Call); refunded $360.00');
    expect(sayActivity(order, 'es')).to.equal('Maria Lopez canceló el pedido 12 (House Call); se reembolsaron $360.00');
    const appointment = { kind: 'appointment' as const, code: 'PC-000123' };
    const done = stored(refundCompletedPhrase({ amountCents: 4500, subject: appointment, gateway: 'paypal' }));
    expect(sayActivity(done)).to.equal('The refund of $45.00 for the appointment PC-000123 went through PayPal');
    expect(sayActivity(done, 'es')).to.equal('El reembolso de $45.00 por la cita PC-000123 se hizo a través de PayPal');
    expect(sayActivity(stored(refundCompletedPhrase({ amountCents: 4500, subject: null, gateway: 'stripe' })))).to.equal('The refund of $45.00 went through the gateway (stripe)');
    const failed = stored(refundFailedPhrase({ amountCents: 4500, subject: { kind: 'order', order: '12' }, attempts: 10, error: 'timeout' }));
    expect(sayActivity(failed)).to.equal('The refund of $45.00 for order 12 could not be made after 10 tries: refund it by hand (timeout)');
    expect(sayActivity(failed, 'es')).to.equal('No se pudo hacer el reembolso de $45.00 por el pedido 12 tras 10 intentos: reembólsalo a mano (timeout)');
    const atPaypal = stored(refundedAtGatewayPhrase({ amountCents: 4500, subject: appointment }));
    expect(sayActivity(atPaypal)).to.equal('PayPal reports the payment of $45.00 for the appointment PC-000123 refunded');
    expect(sayActivity(atPaypal, 'es')).to.equal('PayPal informa que el pago de $45.00 por la cita PC-000123 fue reembolsado');
  });

  it('says a listing\'s price and manager changes', () => {
    const prices = stored(pricesPhrase('Dr Smith', [{ type: 'video', from: 45, to: 55 }, { type: 'clinic', from: null, to: 60 }, { type: 'odd', from: 30, to: null }]));
    expect(sayActivity(prices)).to.equal('Dr Smith: Video consultation $45.00 -> $55.00; Clinic visit offered at $60.00; odd no longer offered (was $30.00)');
    expect(sayActivity(prices, 'es')).to.equal('Dr Smith: Videoconsulta: $45.00 -> $55.00; Visita a la clínica: se ofrece a $60.00; odd: ya no se ofrece (costaba $30.00)');
    const team = stored(managersPhrase('Dr Smith', ['Nia Nurse'], ['Sam Vet']));
    expect(sayActivity(team)).to.equal('Dr Smith: Nia Nurse assigned; Sam Vet removed');
    expect(sayActivity(team, 'es')).to.equal('Dr Smith: se asignó a Nia Nurse; se quitó a Sam Vet');
  });

  it('reads back only the phrases it knows', () => {
    expect(storedPhrase(null)).to.equal(null);
    expect(storedPhrase({ kind: 'somethingElse' })).to.equal(null);
    expect(storedPhrase(JSON.stringify({ kind: 'booked' }))).to.deep.equal({ kind: 'booked' });
  });

  it('says a detail line\'s name and plain values in Spanish; English as stored', () => {
    const details = { order: 'order 12', 'password changed': true, mark: 'No-show', assignee: 'Nia Nurse', refund: null, video: '$40 -> $55' };
    const english = ['order: order 12', 'password changed: true', 'mark: No-show', 'assignee: Nia Nurse', 'refund: (none)', 'video: $40 -> $55'];
    expect(detailLines(details)).to.deep.equal(english);
    expect(detailLines(details, 'en')).to.deep.equal(english);
    expect(detailLines(details, 'es')).to.deep.equal([
      'pedido: pedido 12', 'contraseña cambiada: sí', 'marca: No se presentó', 'asignado a: Nia Nurse', 'reembolso: (ninguno)', 'video: $40 -> $55',
    ]);
  });
});
