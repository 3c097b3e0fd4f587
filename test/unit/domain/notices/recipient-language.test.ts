import { expect } from 'chai';
import { noticeOf } from '../../../../server/domain/notices/booking-notice.ts';
import { buildFeedIcs, buildIcs } from '../../../../server/domain/notices/calendar-invite.ts';
import { confirmationMessages } from '../../../../server/domain/bookings/confirmation.ts';
import { cancellationMessages } from '../../../../server/domain/appointments/cancellation.ts';
import { rescheduleMessages } from '../../../../server/domain/appointments/reschedule-mail.ts';
import { clinicWelcomeMessage } from '../../../../server/domain/accounts/clinic-welcome.ts';
import { orderCancellation, orderConfirmation } from '../../../../server/domain/orders/order-confirmation.ts';
import { orderSummaryFacts } from '../../../../server/domain/orders/order-details.ts';
import { deliveredMail, expiredOwnerMail, questionMail } from '../../../../server/domain/orders/fulfilment-mail.ts';
import { ORDER_PRODUCTS } from '../../../../server/domain/orders/order-products.ts';
import { orderPolicyWords } from '../../../../server/domain/orders/order-confirmation.ts';
import { orderRefundPolicyText } from '../../../../contracts/refund-policy.ts';
import { HOUSE_CALL_PACKAGE_INCLUDES } from '../../../../contracts/house-call-package.ts';
import { translate } from '../../../../server/i18n/server-intl.ts';
import { REPORT_SECTIONS } from '../../../../contracts/order-words.ts';
import { EXPORT_MESSAGES } from '../../../../contracts/data-exports.ts';
import { appointmentReminderPush, healthReminderEmail } from '../../../../server/domain/reminders/reminder-messages.ts';
import { noticeBooking, noticeContext } from './notice-booking.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe("what is sent, in each recipient's language", () => {
  const n = () => noticeOf(noticeBooking(), noticeContext());
  const recipients = [{ email: 'es@example.test', locale: 'es' as const }, { email: 'en@example.test', locale: 'en' as const }, 'plain@example.test'];

  it("writes the practice's confirmation in each login's language; an address alone and English read as before", () => {
    const [, es, en, plain] = confirmationMessages(n(), recipients, NOW);
    expect(es.to).to.equal('es@example.test');
    expect(es.subject).to.equal('Nueva reserva: Olive Owner');
    expect(es.text).to.contain('Nueva reserva PC-000042: Consulta por video para Olive Owner, el martes, 10 de marzo de 2026')
      .and.contain('Cliente: Olive Owner').and.contain('Servicio: Happy Paws (Dr. Vera Vet)')
      .and.contain('(America/New_York), hora de la clínica; ').and.contain('(Asia/Kolkata), hora del cliente')
      .and.contain('Página de la consulta: https://petcare.example/clinic/5/appointments?z=7C42.sig')
      .and.contain('Número de reserva: PC-000042').and.contain('Abrir la cita: ').and.contain('Enviado por Petcare.');
    expect(es.html).to.contain('<html lang="es">');
    const ics = unfold(String(es.attachments![0].content));
    expect(ics).to.contain('SUMMARY:Consulta por video con Happy Paws').and.contain('DESCRIPTION:Número de reserva PC-000042.')
      .and.contain('hora de la clínica.').and.contain('Mascota: Rex.').and.contain('Cita: https://petcare.example/app/appointments/42');
    expect(en.text).to.equal(plain.text);
    expect(en.html).to.equal(plain.html);
    expect(en.subject).to.equal('New booking: Olive Owner');
    expect(en.text).to.contain('New booking PC-000042: Video consultation for Olive Owner on Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York) clinic time.')
      .and.contain("(Asia/Kolkata) the customer's time").and.contain('Consultation page: ').and.contain('Open the appointment: ');
    expect(unfold(String(en.attachments![0].content))).to.contain('SUMMARY:Video consultation with Happy Paws')
      .and.contain('DESCRIPTION:Booking ID PC-000042. Dr. Vera Vet. Tuesday');
  });

  it("writes the practice's cancellation in Spanish with its refund, and the Spanish owner's invite in Spanish", () => {
    const spanishOwner = noticeOf(noticeBooking(), noticeContext({ amountCents: null, owner: { name: 'Olivia', email: 'o@example.test', locale: 'es' } }));
    const [owner, es, en] = cancellationMessages(spanishOwner, {
      vendorEmails: recipients.slice(0, 2), by: 'user', cancelReason: 'Viaje', refund: { cents: 4000, status: 'succeeded' },
    }, NOW);
    expect(unfold(String(owner.attachments![0].content))).to.contain('SUMMARY:Cancelada: Consulta por video con Happy Paws');
    expect(es.subject).to.equal('Cita cancelada: Olivia');
    expect(es.text).to.contain('El cliente canceló la reserva PC-000042 (Consulta por video para Olivia, el martes')
      .and.contain('Motivo: Viaje').and.contain('Era el: martes, 10 de marzo de 2026')
      .and.contain('Se le reembolsa al cliente el total ($40.00). El horario vuelve a estar disponible para reservas.');
    expect(en.text).to.contain('was canceled by the customer.').and.contain('The customer is refunded in full ($40.00). The slot is open for booking again.');
    expect(unfold(String(en.attachments![0].content))).to.contain('SUMMARY:Canceled: Video consultation with Happy Paws');
  });

  it("writes the owner's reschedule in their language, and the practice's in each login's", () => {
    const was = { bookingId: 41, start: new Date('2026-03-09T14:00:00Z') };
    const spanishOwner = noticeOf(noticeBooking(), noticeContext({ owner: { name: 'Olivia', email: 'o@example.test', locale: 'es' } }));
    const [owner, es] = rescheduleMessages(spanishOwner, { was, by: 'vendor', vendorEmails: recipients.slice(0, 1) }, NOW);
    expect(owner.subject).to.equal('Cita reprogramada: Happy Paws');
    expect(owner.text).to.contain('Tu cita fue reprogramada').and.contain('Hola, Olivia:')
      .and.contain('Tu consulta por video con Happy Paws (Dr. Vera Vet) fue reprogramada por Happy Paws.')
      .and.contain('Antes: lunes, 9 de marzo de 2026').and.contain('Ahora: martes, 10 de marzo de 2026')
      .and.contain('Número de reserva: PC-000042 (reemplaza a PC-000041)').and.contain('Ver tu cita: ');
    expect(owner.html).to.contain('<html lang="es">');
    expect(es.subject).to.equal('Cita reprogramada: Olivia');
    expect(es.text).to.contain('Tu clínica reprogramó la reserva PC-000041 (Consulta por video para Olivia); ahora es la PC-000042.');
    const [english] = rescheduleMessages(n(), { was, by: 'user', vendorEmails: [] }, NOW);
    expect(english.subject).to.equal('Appointment rescheduled: Happy Paws');
    expect(english.text).to.contain('Your video consultation with Happy Paws (Dr. Vera Vet) has been rescheduled at your request.')
      .and.contain('Was: Monday, March 9, 2026').and.contain('Booking ID: PC-000042 (replaces PC-000041)');
  });

  it("writes a downloaded invite in the language asked for (a clinic login's)", () => {
    const ics = unfold(buildIcs({ notice: n(), side: 'vendor', method: 'PUBLISH', locale: 'es' }, NOW));
    expect(ics).to.contain('SUMMARY:Consulta por video con Happy Paws').and.contain('Motivo de la visita: Limping <since> Monday');
  });

  it("writes a clinic login's calendar feed in the login's language, and in English as before", () => {
    const es = unfold(buildFeedIcs([{ notice: n(), firstName: '' }], 'Citas de Petcare', NOW, 'es'));
    expect(es).to.contain('SUMMARY:Consulta por video: Cliente (Rex)').and.contain('Consulta por video con Cliente (Rex) en Happy Paws.')
      .and.contain('Consulta: https://petcare.example/clinic/5/appointments?z=7C42.sig').and.contain('Cita: https://petcare.example/app/appointments/42');
    const en = unfold(buildFeedIcs([{ notice: n(), firstName: 'Olive' }], 'Petcare appointments', NOW));
    expect(en).to.contain('SUMMARY:Video consultation: Olive (Rex)').and.contain('DESCRIPTION:Booking ID PC-000042. Video consultation with Olive (Rex) at Happy Paws.');
  });

  it("writes a new clinic's welcome in the language it signed up in", () => {
    const es = clinicWelcomeMessage({ to: 'v@example.test', firstName: 'Vera', publicUrl: 'https://petcare.example', locale: 'es' });
    expect(es.subject).to.equal('Te damos la bienvenida a Petcare: tus primeros pasos');
    expect(es.text).to.contain('Hola, Vera:').and.contain('1. Agrega un servicio: Tus consultas, precios y horario semanal. (https://petcare.example/app/listings/item)')
      .and.contain('Abrir tu panel: https://petcare.example/app');
    const en = clinicWelcomeMessage({ to: 'v@example.test', firstName: 'Vera', publicUrl: 'https://petcare.example' });
    expect(en.subject).to.equal('Welcome to Petcare: your first steps');
    expect(en.text).to.contain('Hello Vera,').and.contain('1. Add a listing: Your consultations, prices and weekly hours.');
  });

  it("writes the owner's order mails in Spanish, and English as the order pages say it", () => {
    const product = ORDER_PRODUCTS['vet-house-call'];
    const details = { address: '1 Main St', primaryPhone: '2125550199' };
    const base = { orderId: 1234, product, amountCents: 36_000, ownerName: 'Olivia', ownerEmail: 'o@example.test', publicUrl: 'https://petcare.example' };
    const es = orderConfirmation({ ...base, summary: orderSummaryFacts('es', product.code, details), locale: 'es' });
    expect(es.subject).to.equal('Tu pedido de Petcare n.º 1234: paquete de visitas veterinarias a domicilio');
    expect(es.text).to.contain('¡Gracias por tu pedido! Recibimos tu pago de $360.00 por: paquete de visitas veterinarias a domicilio.')
      .and.contain('Número de pedido: 1234').and.contain('Visitas en: 1 Main St').and.contain('Teléfono: 2125550199')
      .and.contain('Tu paquete incluye 4 visitas a domicilio al año').and.contain('por $360 (unos $650 con un veterinario tradicional)')
      .and.contain('Cancela en los 30 días siguientes al pago').and.contain('en cuanto reservas la primera visita a domicilio');
    const en = orderConfirmation({ ...base, summary: orderSummaryFacts('en', product.code, details) });
    expect(en.subject).to.equal('Your Petcare order #1234: Vet house-call package');
    expect(en.text).to.contain('Thanks for your Order! We received your payment of $360.00 for: Vet house-call package.')
      .and.contain('Order number: 1234').and.contain('Visits at: 1 Main St')
      .and.contain('Your package includes 4 house visits a year by a vet of the practice that serves your address, each up to 60 minutes, for $360 (about $650 at a traditional vet). Book each house visit at https://petcare.example/app/house-calls.')
      .and.contain('Cancel within 30 days of payment for a full refund, as long as it has not been used (it is used once its first house visit is booked). After that it is non-refundable.');
    const canceled = orderCancellation({ ...base, refund: { cents: 36_000, status: 'pending' }, locale: 'es' });
    expect(canceled.text).to.contain('Tu pedido n.º 1234 (paquete de visitas veterinarias a domicilio) fue cancelado.\nSe está procesando un reembolso completo de $360.00');
  });

  it("writes the second opinion's question, delivery and late refund to a Spanish owner in Spanish", () => {
    const o = { orderId: 12, productLabel: 'Second medical opinion', publicUrl: 'https://petcare.example', to: 'o@example.test', productId: ORDER_PRODUCTS['second-medical-opinion'].code, locale: 'es' as const, ownerName: 'Olivia' };
    expect(questionMail({ ...o, vetName: 'Dra. Vera', question: '¿Tiene radiografías?' }).text)
      .to.contain('Dra. Vera está revisando tu segunda opinión médica (pedido n.º 12) y pregunta:').and.contain('Responder en Mis pedidos: ');
    const delivered = deliveredMail({ ...o, clinicName: 'Happy Paws', petName: 'Rex' });
    expect(delivered.subject).to.equal('El informe de tu segunda opinión médica está listo (pedido n.º 12)');
    expect(expiredOwnerMail({ ...o, amountCents: 9500 }).text).to.contain('Un reembolso completo de $95.00 va en camino');
    expect(expiredOwnerMail({ ...o, locale: null, amountCents: 9500 }).text)
      .to.contain('Your Second medical opinion (order #12) was not delivered within the 5 days our terms promise. A full refund of $95.00 is on its way');
  });

  it('says in English what the product pages and the policy say, word for word', () => {
    for (const product of Object.values(ORDER_PRODUCTS)) {
      expect(translate('en', `mail.product.${product.slug}`)).to.equal(product.label);
      expect(orderPolicyWords('en', product)).to.equal(orderRefundPolicyText(product.code));
    }
    const houseCall = orderConfirmation({
      orderId: 1, product: ORDER_PRODUCTS['vet-house-call'], amountCents: 36_000, ownerName: 'O', ownerEmail: 'o@example.test', publicUrl: 'https://p.example', summary: [],
    });
    expect(translate('en', 'mail.export.failed.subject')).to.equal(EXPORT_MESSAGES.failedSubject);
    expect(translate('en', 'mail.export.failed.text', { askedAt: 'Sat, 28 Nov 2026 02:36:24 GMT' })).to.equal(EXPORT_MESSAGES.failedText('Sat, 28 Nov 2026 02:36:24 GMT'));
    expect(translate('en', 'mail.export.failed.button')).to.equal(EXPORT_MESSAGES.askAgain);
    expect(translate('en', 'mail.export.ready.subject', { kind: 'clinic' })).to.equal("Your clinic's data is ready to download");
    for (const section of REPORT_SECTIONS) expect(translate('en', `pdf.report.${section.key}`)).to.equal(section.label);
    expect(translate('es', 'pdf.report.title', { product: translate('es', 'mail.product.second-medical-opinion') })).to.equal('Informe de segunda opinión médica');
    expect(houseCall.text).to.contain(`Your package includes ${HOUSE_CALL_PACKAGE_INCLUDES} Book each house visit at https://p.example/app/house-calls.`);
  });

  it("writes a health reminder in the owner's language, its date by Intl; English as before", () => {
    const f = {
      ownerName: 'Olivia', ownerEmail: 'o@example.test', petName: 'Rex', subcategory: 'immunizations', item: 'Rabia',
      nextDueDate: '2026-03-10', clinicName: 'Happy Paws', bookingLink: 'https://petcare.example/book',
    };
    const es = healthReminderEmail({ ...f, locale: 'es' });
    expect(es.subject).to.equal('La vacuna de Rex toca el martes, 10 de marzo de 2026');
    expect(es.text).to.contain('Se acerca la vacuna de Rex').and.contain('Hola, Olivia:')
      .and.contain('La próxima vacuna de Rex (Rabia) toca el martes, 10 de marzo de 2026.').and.contain('Reserva una visita con Happy Paws: ');
    expect(healthReminderEmail({ ...f, petName: null, subcategory: 'medications', item: null, clinicName: null, locale: 'es' }).text)
      .to.contain('El próximo medicamento de tu mascota toca el').and.contain('Reserva una visita: ');
    const en = healthReminderEmail(f);
    expect(en.subject).to.equal("Rex's vaccination is due on Tuesday, March 10, 2026");
    expect(en.text).to.contain("Rex's next vaccination (Rabia) is due on Tuesday, March 10, 2026.").and.contain('Book a visit with Happy Paws: ');
    expect(healthReminderEmail({ ...f, petName: null, item: null }).text).to.contain("Your pet's next vaccination is due on");
  });

  it("pushes the owner's reminder in the owner's language, and in English as before", () => {
    const es = appointmentReminderPush(noticeOf(noticeBooking(), noticeContext({ owner: { name: 'Olivia', email: 'o@example.test', locale: 'es' } })), 2);
    expect(es.title).to.equal('Recordatorio: Consulta por video en 2 horas');
    expect(es.body).to.match(/^Consulta por video para Rex con Happy Paws, martes, 10 de marzo de 2026 .+\.$/);
    const en = appointmentReminderPush(n(), 1);
    expect(en.title).to.equal('Reminder: Video consultation in 1 hour');
    expect(en.body).to.match(/^Video consultation for Rex with Happy Paws .+ clinic time\)\.$/);
  });
});

