import { expect } from 'chai';
import { createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl, RawIntlProvider } from 'react-intl';
import { consultationView } from '../../../server/domain/consultations/consultation-page.ts';
import type { BookingSummaryRow } from '../../../server/domain/bookings/bookings.queries.ts';
import { ConsultationPage, InvalidLinkPage } from '../../../views/pages/consultation/consultation-page.tsx';
import VideoCountdown from '../../../client/islands/video-countdown.tsx';
import { PageContext } from '../../../views/page-context.tsx';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { VIDEO_ROOM_OPENS_TEXT } from '../../../contracts/consultations.ts';
import { publicEn } from '../../../contracts/messages/en-public.ts';
import { AdoptionInvitePage } from '../../../views/pages/shelters/adoption-invite-page.tsx';
import { SHELTER_MESSAGES } from '../../../contracts/shelters.ts';

const START = new Date('2026-03-10T14:00:00Z');
const room = (id: number) => `https://video.test/room-${id}`;

function row(type: string, status = 0): BookingSummaryRow {
  return {
    id: 9, slot: START, duration: 30, status, user_id: 4, vendor_id: 2,
    details: {
      type, listingTZ: 'America/New_York', userTZ: 'Europe/London',
      user: { id: 4, first_name: 'Olive', last_name: 'Owner' }, pet: { name: 'Rex' },
      details: { title: 'Happy Paws', line1: 'Dr. Vera Vet', address: '1 Main St' },
    },
    listing_title: 'x', listing_line1: 'x', listing_address: 'x', listing_timezone: 'America/Chicago',
    user_first_name: 'Olive', user_last_name: 'Owner',
  };
}

/** The page as renderDocument draws it in `locale` (its intl and page context), without the document around it. */
function render(locale: Locale, element: ReturnType<typeof createElement>): string {
  const intl = createIntl({ locale: INTL_LOCALE[locale], messages: locale === 'es' ? es : en });
  const Provide = () => createElement(PageContext.Provider, { value: { ...useContext(PageContext), locale } }, element);
  return renderToString(createElement(RawIntlProvider, { value: intl }, createElement(Provide)));
}

describe('the consultation link page in the request language', () => {
  it('says the page, its times, status and instruction in Spanish', () => {
    const phone = render('es', createElement(ConsultationPage, { view: consultationView(row('phone'), 'U', new Date('2026-03-09T00:00:00Z'), room, 'es')! }));
    expect(phone).to.contain(`${es['consultation.phone']} con Happy Paws`);
    expect(phone).to.contain('Fecha de la consulta').and.contain('30 minutos').and.contain('ID de reserva');
    expect(phone).to.contain('El veterinario te llamará a la hora de la cita.');
    expect(phone).to.match(/martes, 10 de marzo de 2026/);
    expect(phone).not.to.contain('Consultation Date');
    const waiting = render('es', createElement(ConsultationPage, { view: consultationView(row('video'), 'U', new Date('2026-03-09T00:00:00Z'), room, 'es')! }));
    expect(waiting).to.contain('La sala de video se abre 10 minutos antes de la cita.');
    const rescheduled = render('es', createElement(ConsultationPage, { view: consultationView(row('video', 3), 'U', new Date('2026-03-09T00:00:00Z'), room, 'es')! }));
    expect(rescheduled).to.match(/Esta cita fue (reprogramada|cancelada)\./);
    expect(render('es', createElement(InvalidLinkPage))).to.contain('Enlace no válido');
  });

  it('keeps the English page word for word', () => {
    const phone = render('en', createElement(ConsultationPage, { view: consultationView(row('phone'), 'U', new Date('2026-03-09T00:00:00Z'), room)! }));
    expect(phone).to.contain('Phone consultation with Happy Paws');
    expect(phone).to.contain('Consultation Date').and.contain('30 minutes').and.contain('Booking ID');
    expect(phone).to.contain('The doctor will call you at the appointment time.');
    expect(phone).to.contain('Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York) clinic time');
    const waiting = render('en', createElement(ConsultationPage, { view: consultationView(row('video'), 'U', new Date('2026-03-09T00:00:00Z'), room)! }));
    expect(waiting).to.contain(VIDEO_ROOM_OPENS_TEXT);
    expect(render('en', createElement(InvalidLinkPage))).to.contain('Please open the link exactly as it appears in your confirmation email.');
    expect(renderToString(createElement(VideoCountdown, { opensAt: START.toISOString() }))).to.contain(VIDEO_ROOM_OPENS_TEXT);
  });

  it("holds the contract's sentences it translates to their English words", async () => {
    const c = await import('../../../contracts/consultations.ts');
    expect(publicEn['pub.text.phoneInstruction']).to.equal(c.PHONE_INSTRUCTION);
    expect(publicEn['pub.text.chatInstruction']).to.equal(c.CHAT_INSTRUCTION);
    expect(publicEn['pub.text.houseInstruction']).to.equal(c.HOUSE_VISIT_INSTRUCTION);
    expect(publicEn['pub.text.joinVideo']).to.equal(c.JOIN_VIDEO_LABEL);
    expect(publicEn['pub.text.videoOpens'].replace('{minutes}', String(c.VIDEO_ROOM_OPENS_MINUTES))).to.equal(c.VIDEO_ROOM_OPENS_TEXT);
  });
});

describe('an adoption invite in the request language', () => {
  const open = { status: 'open' as const, shelterName: 'Paws Haven', petName: 'Biscuit', email: 'ada@example.test' };
  const page = (locale: Locale, view: Parameters<typeof AdoptionInvitePage>[0]['view']) => render(locale, createElement(AdoptionInvitePage, { view }));

  it('says it in Spanish, and in English word for word', () => {
    const es1 = page('es', { invite: open, path: '/adopt/x', signedInAs: 'nobody', error: null });
    expect(es1).to.contain('Biscuit ya puede llegar a su nuevo hogar').and.contain('Paws Haven te entrega a Biscuit')
      .and.contain('Regístrate o inicia sesión con ada@example.test para aceptar.');
    expect(page('es', { invite: { status: 'gone' }, path: '/adopt/x', signedInAs: 'nobody', error: null })).to.contain('Esta invitación de adopción ya se usó');
    const en1 = page('en', { invite: open, path: '/adopt/x', signedInAs: 'nobody', error: null });
    expect(en1).to.contain('Biscuit is ready to come home')
      .and.contain("Paws Haven is handing Biscuit over to you with the pet&#x27;s health record: vaccinations, history, documents and files.")
      .and.contain('Sign up or sign in with ada@example.test to accept.');
    expect(page('en', { invite: open, path: '/adopt/x', signedInAs: 'other', error: null })).to.contain(SHELTER_MESSAGES.otherEmail);
    expect(page('en', { invite: { status: 'gone' }, path: '/adopt/x', signedInAs: 'nobody', error: null }))
      .to.contain(SHELTER_MESSAGES.inviteGone).and.contain(SHELTER_MESSAGES.inviteGoneHint);
    for (const key of ['inviteInvalid', 'inviteGone', 'inviteGoneHint', 'otherEmail', 'shelterCannotAdopt'] as const) {
      expect(publicEn[`pub.text.${key}`]).to.equal(SHELTER_MESSAGES[key]);
    }
  });
});
