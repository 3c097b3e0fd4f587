import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { bookingEn } from '../../../contracts/messages/en-booking.ts';
import { errorsEn } from '../../../contracts/messages/en-errors.ts';
import { fill, fillParts, sayFields, sayText } from '../../../contracts/messages/fill.ts';
import { bookingWords } from '../../../views/pages/bookings/booking-words.ts';
import { ORDER_FAILED, SOMETHING_WRONG } from '../../../contracts/errors.ts';
import { MESSAGES, VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import {
  E_CONSULTATION_NOT_OFFERED, NO_SLOTS, NOT_AVAILABLE, PAYMENT_IN_PROGRESS, REASON_MAX, reasonProblem, SELECT_SLOT, SLOT_TAKEN,
} from '../../../contracts/booking-words.ts';
import { NO_LISTING } from '../../../contracts/listings.ts';
import { CUSTOMER_NOT_FOUND } from '../../../contracts/customer-words.ts';
import { PET_MESSAGES, SELECT_PET } from '../../../contracts/pet-words.ts';
import { CORRECT_FIELDS } from '../../../contracts/forms.ts';
import { EMERGENCY_NOTICE, INTAKE_MESSAGES } from '../../../contracts/intake.ts';
import { CARD_EXPIRED, validateCard } from '../../../contracts/payments.ts';
import { CARD_DECLINED } from '../../../server/adapters/payments.ts';
import { NO_PROVIDER_PAYMENT, NOTHING_TO_PAY, PROVIDER_UNAVAILABLE } from '../../../contracts/payment-provider.ts';
import { WAITLIST_MESSAGES } from '../../../contracts/waitlist.ts';
import { OPS_MESSAGES } from '../../../contracts/ops.ts';
import { SESSION_ENDED } from '../../../contracts/session.ts';
import { CONSULTATION_KINDS, CONSULTATION_OFFER_LABEL, CONSULTATION_TYPES } from '../../../contracts/consultations.ts';
import { cancellationPolicyText } from '../../../contracts/appointments.ts';
import { checkInput } from '../../../contracts/forms.ts';
import { registerSchema } from '../../../contracts/accounts.ts';
import { ValidationError } from '../../../contracts/errors.ts';
import { CONFIRM_AND_PAY, PLEASE_WAIT, PROVIDER_LOADING } from '../../../client/islands/booking-wizard/payment-words.ts';
import Checkout from '../../../client/islands/checkout.tsx';
import { characterCount } from '../../../client/lib/bounded-textarea.tsx';
import { makeSay } from '../../../client/islands/booking-wizard/words.tsx';

const es = bookingWords('es');
const en = bookingWords('en');

/** The messages a card with nothing in it gets from the contract's own check. */
function emptyCardProblems(): Record<string, string> {
  try {
    validateCard({ name: '', number: '', expiry: '', securityCode: '' }, new Date('2030-01-01T00:00:00Z'));
  } catch (err) {
    if (err instanceof ValidationError) return err.fields ?? {};
  }
  throw new Error('an empty card passed');
}

describe('the booking path in the page language', () => {
  it("keeps the contracts' and the spec's English words byte-identical", () => {
    const said: Array<[string, string]> = [
      [errorsEn['errors.orderFailed'], ORDER_FAILED], [errorsEn['errors.somethingWrong'], SOMETHING_WRONG],
      [errorsEn['errors.somethingWrongAccount'], MESSAGES.somethingWrong], [errorsEn['errors.correctFields'], CORRECT_FIELDS],
      [errorsEn['errors.noListing'], NO_LISTING], [errorsEn['errors.selectSlot'], SELECT_SLOT], [errorsEn['errors.notAvailable'], NOT_AVAILABLE],
      [errorsEn['errors.noSlots'], NO_SLOTS], [errorsEn['errors.slotTaken'], SLOT_TAKEN], [errorsEn['errors.slotHeld'], WAITLIST_MESSAGES.held],
      [errorsEn['errors.eConsultationNotOffered'], E_CONSULTATION_NOT_OFFERED], [errorsEn['errors.paymentInProgress'], PAYMENT_IN_PROGRESS],
      [errorsEn['errors.notTakingBookings'], VERIFY_MESSAGES.bookingsBlocked], [errorsEn['errors.bookingsClosed'], OPS_MESSAGES.bookingsClosed],
      [errorsEn['errors.customerNotFound'], CUSTOMER_NOT_FOUND], [errorsEn['errors.reasonRequired'], reasonProblem('') ?? ''],
      [errorsEn['errors.selectPet'], SELECT_PET], [errorsEn['errors.petName'], PET_MESSAGES.name], [errorsEn['errors.petType'], PET_MESSAGES.type],
      [errorsEn['errors.intakeRequired'], INTAKE_MESSAGES.required], [errorsEn['errors.intakeChoice'], INTAKE_MESSAGES.choice],
      [errorsEn['errors.intakeYesNo'], INTAKE_MESSAGES.yesno], [errorsEn['errors.intakeNumber'], INTAKE_MESSAGES.number],
      [errorsEn['errors.intakeDate'], INTAKE_MESSAGES.date], [errorsEn['errors.intakePhoto'], INTAKE_MESSAGES.photo],
      [errorsEn['errors.intakeEmergency'], INTAKE_MESSAGES.remoteRefused], [errorsEn['errors.cardExpired'], CARD_EXPIRED],
      [errorsEn['errors.cardDeclined'], CARD_DECLINED], [errorsEn['errors.promoApplied'], MESSAGES.promoApplied],
      [errorsEn['errors.invalidCode'], MESSAGES.invalidCode], [errorsEn['errors.nothingToPay'], NOTHING_TO_PAY],
      [errorsEn['errors.noProviderPayment'], NO_PROVIDER_PAYMENT], [errorsEn['errors.providerUnavailable'], PROVIDER_UNAVAILABLE],
      [errorsEn['errors.duplicateEmail'], MESSAGES.duplicateEmail], [errorsEn['errors.phoneNotVerified'], MESSAGES.phoneNotVerified],
      [errorsEn['errors.loginFailed'], MESSAGES.loginFailed], [errorsEn['errors.invalidOtp'], MESSAGES.invalidOtp],
      [errorsEn['errors.otpSent'], MESSAGES.otpSent], [errorsEn['errors.passwordRequired'], MESSAGES.passwordRequired],
      [errorsEn['errors.passwordTooShort'], MESSAGES.passwordTooShort], [errorsEn['errors.passwordTooLong'], MESSAGES.passwordTooLong],
      [errorsEn['errors.captchaWrong'], MESSAGES.captchaWrong], [errorsEn['errors.sessionEnded'], SESSION_ENDED],
      [fill(errorsEn['errors.intakeTooLong'], { max: 500 }), INTAKE_MESSAGES.tooLong],
      [bookingEn['booking.text.policyOneHour'], cancellationPolicyText(1)], [fill(bookingEn['booking.text.policyHours'], { hours: 24 }), cancellationPolicyText(24)],
      [bookingEn['booking.text.policyUntilStart'], cancellationPolicyText(0)],
      [bookingEn['booking.text.emergencyTitle'], EMERGENCY_NOTICE.title], [bookingEn['booking.text.emergencyBody'], EMERGENCY_NOTICE.body],
      [bookingEn['booking.text.emergencyNearTitle'], EMERGENCY_NOTICE.nearTitle], [bookingEn['booking.text.emergencyNone'], EMERGENCY_NOTICE.none],
      [bookingEn['booking.text.join'], CONSULTATION_KINDS.video.pageButton ?? ''], [bookingEn['booking.text.consultationPage'], CONSULTATION_KINDS.phone.pageButton ?? ''],
      [bookingEn['booking.pay.confirmAndPay'], CONFIRM_AND_PAY], [bookingEn['booking.pay.pleaseWait'], PLEASE_WAIT],
      [bookingEn['booking.pay.providerLoading'], PROVIDER_LOADING], [bookingEn['checkout.thanks'], 'Thanks for your Order!'],
      [bookingEn['booking.pay.confirmAndPay'], 'Confirm and Pay'], [bookingEn['booking.pay.pleaseWait'], 'Please Wait...'],
      [bookingEn['checkout.step.login'], 'Login'], [bookingEn['checkout.goHome'], 'Go Home'], [bookingEn['checkout.goToDashboard'], 'Go To Dashboard'],
    ];
    for (const type of CONSULTATION_TYPES) said.push([bookingEn[`booking.text.offer.${type}`], CONSULTATION_OFFER_LABEL[type]]);
    for (const [ours, theirs] of said) expect(ours).to.equal(theirs);
  });

  it('uses plain `{name}` arguments only, so the islands fill them without a message runtime', () => {
    const parser = createIntl({ locale: 'en-US' }, createIntlCache()).formatters;
    type El = { type: number };
    for (const [id, message] of [...Object.entries(bookingEn), ...Object.entries(errorsEn), ...Object.entries(es.words)]) {
      const kinds = (parser.getMessageFormat(message, 'en-US').getAst() as El[]).map((el) => el.type);
      expect(kinds.every((k) => k === 0 || k === 1), `${id}: ${message}`).to.equal(true); // literal or plain argument
    }
  });

  it("counts a reason's characters in the page's language, English as every other counter says it", () => {
    for (const [length, max] of [[23, 2000], [2345, 2000]]) expect(makeSay(en).count(length, max)).to.equal(characterCount(length, max));
    expect(makeSay(es).count(23, 2000)).to.equal('23 / 2,000 caracteres');
    expect(makeSay(es).count(2345, 2000)).to.equal('2,345 / 2,000 caracteres: 345 de más');
  });

  it('fills templates, and splits one around elements', () => {
    expect(fill('Times in {zone}', { zone: 'America/New_York' })).to.equal('Times in America/New_York');
    expect(fill('{a} and {b}', { a: 1 })).to.equal('1 and {b}');
    expect(fillParts('{login} o {signup}.', { login: 'L', signup: 'S' })).to.deep.equal(['L', ' o ', 'S', '.']);
  });

  it('says a contract or server message in Spanish, its varying parts carried over, and leaves one it does not know in English', () => {
    expect(sayText(SLOT_TAKEN, es.texts)).to.equal('Este horario ya no está disponible.');
    expect(sayText('What is 3 + 14?', es.texts)).to.equal('¿Cuánto es 3 + 14?');
    const tooLong = reasonProblem('x'.repeat(REASON_MAX + 5))!;
    expect(sayText(tooLong, es.texts)).to.equal('El motivo de la consulta puede tener como máximo 2,000 caracteres (tiene 2,005).');
    expect(sayText(cancellationPolicyText(48), es.texts)).to.equal('Cancelación gratis hasta 48 horas antes de la cita, con reembolso completo. Las cancelaciones posteriores no se reembolsan.');
    expect(sayText('Something nobody wrote down.', es.texts)).to.equal('Something nobody wrote down.');
    // English carries no map: every message is said as it came.
    expect(en.texts).to.deep.equal({});
    expect(sayText(SLOT_TAKEN, en.texts)).to.equal(SLOT_TAKEN);
  });

  it("has Spanish for every message the card's, the reason's, the pet's and the sign-up's own checks give", () => {
    const problems = {
      ...emptyCardProblems(), reason: reasonProblem('')!, petName: PET_MESSAGES.name, petType: PET_MESSAGES.type, pet: SELECT_PET,
      ...Object.fromEntries(Object.entries(INTAKE_MESSAGES).map(([k, v]) => [`intake.${k}`, v])),
    };
    const signup = checkInput(registerSchema, { first_name: '', last_name: 'J0hn', email: 'nope', phone: '12', password: 'short' }).fields ?? {};
    expect(Object.keys(signup)).to.include.members(['first_name', 'last_name', 'email', 'phone', 'password']);
    const all: Record<string, string> = { ...problems, ...Object.fromEntries(Object.entries(signup).map(([k, v]) => [`signup.${k}`, v])) };
    const spanish = sayFields(all, es.texts);
    const untranslated = Object.keys(all).filter((k) => spanish[k] === all[k]);
    expect(untranslated, untranslated.map((k) => all[k]).join('\n')).to.deep.equal([]);
  });

  it('renders the checkout in Spanish from the words the page gives it: steps, summary, dollars and time through Intl', () => {
    const order = {
      listingId: 1, title: 'Clínica Sol', line1: 'Dra. Ruiz', type: 'clinic' as const, slot: '2030-03-05T17:00:00.000Z', timezone: 'America/New_York',
      price: 1045, productId: 2000, cancellationHours: 24, bookable: true,
    };
    const props = { order, error: null, ownerId: null, back: '/checkout', pets: false };
    const html = renderToString(createElement(Checkout, { ...props, words: es }));
    expect(html).to.include('Iniciar sesión').and.include('Confirmación').and.include('Consulta en clínica').and.include('Cancelación gratis hasta 24 horas');
    expect(html).to.match(/\$1,045\.00/).and.match(/12:00\s?p\.\s?m\./);
    expect(html).to.not.include('Checkout').and.not.include('Log in to continue');
    const english = renderToString(createElement(Checkout, { ...props, words: en }));
    expect(english).to.include('Checkout').and.include('Log in to continue').and.include('Clinic Consultation').and.include('$1,045.00');
  });
});
