import { expect } from 'chai';
import { noticeOf } from '../../../../server/domain/notices/booking-notice.ts';
import { confirmationMessages } from '../../../../server/domain/bookings/confirmation.ts';
import { cancellationMessages } from '../../../../server/domain/appointments/cancellation.ts';
import { appointmentReminderEmail, appointmentReminderSms, leadTimeWords, leadTimeWordsFor } from '../../../../server/domain/reminders/reminder-messages.ts';
import { noticeBooking, noticeContext } from './notice-booking.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const spanish = () => noticeOf(noticeBooking(), noticeContext({ owner: { name: 'Olivia Dueña', email: 'o@example.test', locale: 'es' } }));

describe("an owner's booking messages in the owner's language", () => {
  it('writes the confirmation to a Spanish-speaking owner in Spanish, and the practice still gets English', () => {
    const [owner, practice] = confirmationMessages(spanish(), ['v@example.test'], NOW);
    expect(owner.subject).to.equal('Reserva confirmada: Happy Paws');
    expect(owner.text).to.contain('Tu cita está reservada').and.contain('Hola, Olivia Dueña:')
      .and.contain('Tu consulta por video con Happy Paws (Dr. Vera Vet) está reservada.')
      .and.contain('Consulta: Consulta por video').and.contain('Mascota: Rex').and.contain('Número de reserva: PC-000042')
      .and.contain('martes, 10 de marzo de 2026').and.contain('(America/New_York), hora de la clínica').and.contain('(Asia/Kolkata), tu hora')
      .and.contain('Únete a la consulta por video aquí').and.contain('Ver tu cita: https://petcare.example/app/my-appointments/42')
      .and.contain('Enviado por Happy Paws.');
    expect(owner.text).to.not.match(/\b(Your|When|Booking ID|Sent by)\b/);
    expect(owner.html).to.contain('<html lang="es">');
    expect(practice.subject).to.match(/^New booking: /);
    expect(practice.text).to.contain('Booking ID: PC-000042').and.contain('Sent by Petcare.');
  });

  it('keeps an owner without a stored language in English, word for word', () => {
    const [owner] = confirmationMessages(noticeOf(noticeBooking(), noticeContext()), [], NOW);
    expect(owner.subject).to.equal('Booking confirmed: Happy Paws');
    expect(owner.text).to.contain('Your video consultation with Happy Paws (Dr. Vera Vet) is booked.').and.contain('Paid: $40.00');
    expect(owner.html).to.contain('<html lang="en">');
  });

  it('writes the reminder email and SMS in Spanish, the lead time said on the same scale', () => {
    const n = spanish();
    const mail = appointmentReminderEmail(n, new Date(n.start.getTime() - 24 * 3_600_000));
    expect(mail.subject).to.equal('Recordatorio: Consulta por video en 1 día');
    expect(mail.text).to.contain('Un recordatorio: tu consulta por video con Happy Paws (Dr. Vera Vet) es en 1 día.');
    const sms = appointmentReminderSms(n, '5551234567');
    expect(sms.text).to.match(/^Recordatorio de Petcare: Consulta por video para Rex con Happy Paws, .+\. Entra aquí: https:/);
    const start = new Date('2026-03-10T14:00:00Z');
    const table: Array<[number, string, string]> = [
      [0.2, 'now', 'ahora'], [10, 'in 10 minutes', 'en 10 minutos'], [1, 'in 1 minute', 'en 1 minuto'], [90, 'in 1 hour 30 minutes', 'en 1 hora y 30 minutos'],
      [120, 'in 2 hours', 'en 2 horas'], [24 * 60, 'in 1 day', 'en 1 día'], [30 * 60, 'in 30 hours', 'en 30 horas'], [5 * 24 * 60, 'in 5 days', 'en 5 días'],
    ];
    for (const [minutes, english, spanishWords] of table) {
      const now = new Date(start.getTime() - minutes * 60_000);
      expect(leadTimeWordsFor('en', now, start)).to.equal(english).and.equal(leadTimeWords(now, start));
      expect(leadTimeWordsFor('es', now, start), english).to.equal(spanishWords);
    }
  });

  it("writes the cancellation and its refund in Spanish, the practice's reason named", () => {
    const n = noticeOf(noticeBooking(), noticeContext({ amountCents: null, owner: { name: 'Olivia', email: 'o@example.test', locale: 'es' } }));
    const [owner, practice] = cancellationMessages(n, {
      vendorEmails: ['v@example.test'], by: 'vendor', cancelReason: 'El veterinario está enfermo', refund: { cents: 4000, status: 'succeeded' },
    }, NOW);
    expect(owner.subject).to.equal('Cita cancelada: Happy Paws');
    expect(owner.text).to.contain('Tu cita fue cancelada').and.contain('fue cancelada por Happy Paws.')
      .and.contain('Motivo indicado por la clínica: El veterinario está enfermo').and.contain('Era el: martes, 10 de marzo de 2026')
      .and.match(/Se emitió un reembolso completo de .*40\.00 a tu método de pago original\./);
    expect(practice.text).to.contain('The customer is refunded in full ($40.00).');
  });
});
