import { expect } from 'chai';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { SENT_THREAD_LINE_IDS, SENT_THREAD_LINE_PARTS } from '../../../contracts/messages/en-sent-words.ts';
import { sayText } from '../../../contracts/messages/fill.ts';
import { THREAD_SYSTEM_LINES } from '../../../contracts/thread-words.ts';
import { HOUSE_CALL_PACKAGE_INCLUDES } from '../../../contracts/house-call-package.ts';
import { translate } from '../../../server/i18n/server-intl.ts';
import { PUSH_MESSAGES } from '../../../contracts/push.ts';
import { SHELTER_MESSAGES } from '../../../contracts/shelters.ts';
import { consultationNoteNotice } from '../../../contracts/notices.ts';
import { AUDIT_ACTIONS } from '../../../contracts/audit.ts';
import { createIntl } from 'react-intl';
import { noticeText } from '../../../views/components/owner-notices.tsx';
import { renewalReminderMail } from '../../../server/domain/orders/house-call-plan.ts';

/** The page's text map of the thread's stored lines, as the Messages tab builds it (English -> the language's template). */
const textsIn = (locale: 'en' | 'es') => Object.fromEntries(SENT_THREAD_LINE_IDS.map((id) => [en[id], translate(locale, id, SENT_THREAD_LINE_PARTS)]));

describe('words the server sends or stores (sent.)', () => {
  it("keeps the thread's stored English lines word for word", () => {
    expect(translate('en', 'sent.thread.video', { vet: 'Dr. Ana Ruiz', url: 'https://x.example/r/1' })).to.equal(THREAD_SYSTEM_LINES.video('Dr. Ana Ruiz', 'https://x.example/r/1'));
    expect(translate('en', 'sent.thread.phone', { vet: 'Dr. Ana Ruiz', phone: '+1 212 555 0123' })).to.equal(THREAD_SYSTEM_LINES.phone('Dr. Ana Ruiz', '+1 212 555 0123'));
    expect(translate('en', 'sent.thread.closed', { vet: 'Dr. Ana Ruiz', pet: 'Rex' })).to.equal(THREAD_SYSTEM_LINES.closed('Dr. Ana Ruiz', 'Rex'));
    // The map's English keys are the stored lines' templates, so an English page's map would leave every line as stored.
    const english = textsIn('en');
    for (const line of [THREAD_SYSTEM_LINES.video('Vera Vet', 'https://x.example/r/9'), THREAD_SYSTEM_LINES.closed("Sam O'Neil", 'Mr. Whiskers')]) {
      expect(sayText(line, english)).to.equal(line);
    }
  });

  it("says a stored thread line in Spanish through the page's map, its names and address carried over", () => {
    const texts = textsIn('es');
    expect(sayText(THREAD_SYSTEM_LINES.video('Vera Vet', 'https://x.example/r/9?t=a.b'), texts))
      .to.equal('Vera Vet inició una videollamada. Únete a la consulta por video: https://x.example/r/9?t=a.b');
    expect(sayText(THREAD_SYSTEM_LINES.phone('Vera Vet', '(212) 555-0123'), texts)).to.equal('Vera Vet te está llamando ahora al (212) 555-0123.');
    expect(sayText(THREAD_SYSTEM_LINES.closed("Sam O'Neil", 'Mr. Whiskers'), texts))
      .to.equal("Sam O'Neil cerró la consulta. El resumen está archivado en el expediente de salud de Mr. Whiskers.");
    // A line the map does not hold (an older wording, a typed message) is said as stored.
    expect(sayText('Rex is doing well.', texts)).to.equal('Rex is doing well.');
    expect(Object.keys(es).filter((id) => id.startsWith('sent.'))).to.have.members(Object.keys(en).filter((id) => id.startsWith('sent.')));
  });

  it('writes the renewal reminder in Spanish with an Intl date and prices, and in English word for word', () => {
    const f = { to: 'o@example.test', name: 'Lupe Owner', orderId: 1234, until: '2027-03-10', publicUrl: 'https://p.example' };
    const spanish = renewalReminderMail({ ...f, locale: 'es' });
    expect(spanish.subject).to.equal('Tu paquete de visitas a domicilio termina pronto');
    expect(spanish.text).to.contain('Hola, Lupe Owner:')
      .and.contain('Tu paquete de visitas a domicilio (pedido n.º 1234) termina el 10 de marzo de 2027. Incluye 4 visitas a domicilio al año')
      .and.contain('Renovar el paquete').and.contain('https://p.example/vet-house-call/order');
    const english = renewalReminderMail({ ...f, locale: null });
    expect(english.subject).to.equal('Your house-call package ends soon');
    expect(english.text).to.contain('Time to renew your house-call package').and.contain('Hello Lupe Owner,')
      .and.contain(`Your house-call package (order #1234) ends on 2027-03-10. It includes ${HOUSE_CALL_PACKAGE_INCLUDES}`).and.contain('Renew the package');
    expect(renewalReminderMail({ ...f, locale: 'en' })).to.deep.equal(english);
  });

  it("keeps My Profile's lines and the Activity tab's actions in English as the contracts say them", () => {
    expect([en['sent.profile.notifications'], en['sent.profile.updatesOff'], en['sent.profile.updatesOn']])
      .to.deep.equal([PUSH_MESSAGES.saved, SHELTER_MESSAGES.optedOut, SHELTER_MESSAGES.optedIn]);
    // Every action of the Activity tab has its words, English as contracts/audit.ts says them.
    for (const [action, label] of Object.entries(AUDIT_ACTIONS)) expect(translate('en', `sent.activity.${action}` as keyof typeof en)).to.equal(label);
    expect(Object.keys(en).filter((id) => id.startsWith('sent.activity.'))).to.have.length(Object.keys(AUDIT_ACTIONS).length);
  });

  it("says a stored consultation-note notice in the page's language from its parts; English and unknown lines as stored", () => {
    const stored = consultationNoteNotice({ vetName: 'Dr. Ana (Lee)', petName: 'Mr. Whiskers', typeLabel: 'Clinic visit', bookingCode: 'PC-000042' });
    const spanish = createIntl({ locale: 'es-US', messages: es });
    expect(noticeText(stored, spanish)).to.equal('Dr. Ana (Lee) registró una nota de consulta de Mr. Whiskers (Visita en clínica, PC-000042).');
    expect(noticeText(stored, createIntl({ locale: 'en-US', messages: en }))).to.equal(stored);
    expect(noticeText('Your vet sent a report.', spanish)).to.equal('Your vet sent a report.');
  });
});
