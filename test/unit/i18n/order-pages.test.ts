import { expect } from 'chai';
import { createIntl } from 'react-intl';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { orderPagesEn, type OrderPagesId } from '../../../contracts/messages/en-order-pages.ts';
import { fill, sayText } from '../../../contracts/messages/fill.ts';
import { checkInput } from '../../../contracts/forms.ts';
import { houseCallSchema, secondOpinionSchema } from '../../../contracts/orders.ts';
import { HOUSE_CALL_MESSAGES } from '../../../contracts/house-calls.ts';
import { HOUSE_CALL_PACKAGE, HOUSE_CALL_PACKAGE_INCLUDES } from '../../../contracts/house-call-package.ts';
import { ORDER_EVENT_TEXTS, SECOND_OPINION_RECORDS_SHARING } from '../../../contracts/order-words.ts';
import { ORDER_REFUND_DAYS, orderRefundPolicyText } from '../../../contracts/refund-policy.ts';
import { CHARGED_CENTS, dollars, QUOTED_CENTS } from '../../../contracts/products.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import { CONFIRM_MESSAGES } from '../../../server/domain/files/file-confirmation.ts';
import { UPLOAD_MESSAGES } from '../../../server/domain/files/upload-rules.ts';
import { orderFormWords } from '../../../views/pages/orders/order-form-words.ts';
import { sayEventText } from '../../../views/pages/orders/order-texts.ts';
import { serviceOrderView } from '../../../server/domain/orders/order-checkout.ts';
import type { OrderRow } from '../../../server/domain/orders/orders.queries.ts';

const intlIn = (locale: 'en-US' | 'es-US') => createIntl({ locale, messages: locale === 'en-US' ? en : es });
const ids = Object.keys(orderPagesEn) as OrderPagesId[];

describe('the order pages’ words (contracts/messages/en-order-pages.ts)', () => {
  it('keep the English of the contracts and the server word for word', () => {
    const house = checkInput(houseCallSchema, { primaryPhone: '', address: '', city: '', state: '', zipcode: '' }).fields!;
    const opinion = checkInput(secondOpinionSchema, { petId: 3, firstOpinion: '', query: '' }).fields!;
    const englishTexts = new Set(ids.filter((id) => id.startsWith('orderForm.text.')).map((id) => orderPagesEn[id] as string));
    for (const message of [...Object.values(house), ...Object.values(opinion)]) expect(englishTexts, message).to.include(message);
    expect(checkInput(houseCallSchema, { primaryPhone: '12', address: 'a', city: 'b', state: 'Narnia', zipcode: '1' }).fields)
      .to.include({ primaryPhone: en['orderForm.text.phone'], state: en['orderForm.text.usState'], zipcode: en['orderForm.text.validZipcode'] });
    expect(en['orderForm.text.usZipcode']).to.equal(HOUSE_CALL_MESSAGES.unknownZipcode);
    expect(en['orderForm.text.wrongState']).to.equal(HOUSE_CALL_MESSAGES.wrongState('{zipcode}', '{state}', '{actual}'));
    expect(en['orderForm.text.notServed']).to.equal(HOUSE_CALL_MESSAGES.notServed('{zipcode}'));
    expect(fill(en['orderForm.text.tooLarge'], { name: 'x.pdf', mb: 10 })).to.equal(CONFIRM_MESSAGES.tooLarge('x.pdf', 10 * 1024 * 1024));
    expect([en['orderForm.text.missing'], en['orderForm.text.wrongType'], en['orderForm.text.notAllowed']])
      .to.deep.equal([CONFIRM_MESSAGES.missing('{name}'), CONFIRM_MESSAGES.wrongType('{name}'), CONFIRM_MESSAGES.notAllowed('{name}')]);
    expect([en['orderForm.text.typeNotAllowed'], en['orderForm.text.fileTooLarge']]).to.deep.equal([UPLOAD_MESSAGES.contentType, UPLOAD_MESSAGES.size]);
    for (const [key, english] of Object.entries(ORDER_EVENT_TEXTS)) expect(en[`orderEvent.${key}` as OrderPagesId]).to.equal(english);
    expect(en['orderPage.sharing']).to.equal(SECOND_OPINION_RECORDS_SHARING);
    expect(en['orderForm.authorization']).to.equal('I authorize Petcare\'s vets to review my pet\'s records for this second opinion.');
    const intl = intlIn('en-US');
    expect(intl.formatMessage({ id: 'orderPage.includes' }, {
      visits: HOUSE_CALL_PACKAGE.houseVisits, minutes: HOUSE_CALL_PACKAGE.visitMinutes,
      price: dollars(CHARGED_CENTS.HOUSE_VISIT_YEAR), traditional: dollars(QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR),
    })).to.equal(`Includes ${HOUSE_CALL_PACKAGE_INCLUDES}`);
    for (const code of [3000, 7000] as const) {
      expect(intl.formatMessage({ id: 'orders.policy' }, { days: ORDER_REFUND_DAYS, usedWhen: intl.formatMessage({ id: `orders.usedWhen.${code}` }) }))
        .to.equal(orderRefundPolicyText(code));
    }
  });

  it('give the order form plain words and templates only (no message runtime in its bundle)', () => {
    for (const id of ids.filter((i) => i.startsWith('orderForm.'))) {
      expect(en[id], id).not.to.match(/\{\w+,|<\w+>/);
      expect(es[id], id).not.to.match(/\{\w+,|<\w+>/);
    }
  });

  it('say the order form in Spanish, its known English messages through the map, and English unchanged', () => {
    const english = orderFormWords(intlIn('en-US'));
    expect(english.texts).to.deep.equal({});
    expect(english.words['orderForm.submit']).to.equal('Submit');
    expect(english.words['orderForm.wait']).to.equal('Please Wait...');
    const spanish = orderFormWords(intlIn('es-US'));
    expect(spanish.words['orderForm.submit']).to.equal('Enviar');
    expect(spanish.words['orderForm.firstOpinion']).to.equal('Primera opinión');
    expect(sayText('Please enter your city', spanish.texts)).to.equal('Escribe tu ciudad');
    expect(sayText('Zipcode 99501 is in Alaska, not New York.', spanish.texts)).to.equal('El código postal 99501 está en Alaska, no en New York.');
    expect(sayText(CONFIRM_MESSAGES.notAllowed('xray.heic'), spanish.texts)).to.equal('El tipo de archivo de xray.heic no está permitido. Elige otro archivo.');
    expect(sayText('Something else entirely', spanish.texts)).to.equal('Something else entirely');
  });

  it('say an order\'s stored timeline lines in Spanish, and in English as stored', () => {
    const esIntl = intlIn('es-US');
    const enIntl = intlIn('en-US');
    const lines = [
      fill(ORDER_EVENT_TEXTS.assigned, { name: 'Dr. Vega' }), ORDER_EVENT_TEXTS.expired,
      fill(ORDER_EVENT_TEXTS.canceledByOwner, { amount: '$95.00' }), ORDER_EVENT_TEXTS.canceledByOwnerNoRefund,
      fill(ORDER_EVENT_TEXTS.canceledByClinic, { amount: '$1,095.00' }), ORDER_EVENT_TEXTS.canceledByClinicNoRefund,
    ];
    for (const line of lines) expect(sayEventText(enIntl, line)).to.equal(line);
    const said = lines.map((line) => sayEventText(esIntl, line));
    expect(said[0]).to.equal('Asignado a Dr. Vega');
    expect(said[1]).to.equal('No se entregó en 5 días: reembolsado por completo.');
    expect(said[2]).to.equal(`Cancelado por el dueño antes de la revisión: ${formatDollars('es-US', 95)} reembolsados por completo.`);
    expect(said[3]).to.equal('Cancelado por el dueño antes de la revisión.');
    expect(said[4]).to.equal(`Cancelado por la clínica solicitante: ${formatDollars('es-US', 1095)} reembolsados por completo a la tarjeta de la clínica.`);
    expect(said[5]).to.equal('Cancelado por la clínica solicitante.');
    // A vet's question or an owner's answer is never matched.
    expect(sayEventText(esIntl, 'Assigned to')).to.equal('Assigned to');
    expect(sayEventText(esIntl, 'Could rest work first?')).to.equal('Could rest work first?');
  });

  it('say the checkout\'s summary and refund policy of a stored order in the page\'s language, English as before', () => {
    const order = {
      id: 7, user_id: 1, product_id: 7000, payment_id: null, status: 'new', vendor_id: 1, created_at: new Date(), used_at: null, canceled_at: null,
      due_at: null, paused_at: null, report_record_id: null, details: { petName: 'Buddy', files: [{ id: 1 }, { id: 2 }] },
    } as OrderRow;
    const english = serviceOrderView(order);
    expect(english).to.deep.equal({
      orderId: 7, productId: 7000, label: 'Second medical opinion', price: 95, summary: ['Pet: Buddy', 'Files attached: 2'], policy: orderRefundPolicyText(7000),
    });
    const spanish = serviceOrderView(order, 'es');
    expect(spanish).to.include({ label: 'Segunda opinión médica' });
    expect((spanish as { summary: string[] }).summary).to.deep.equal(['Mascota: Buddy', 'Archivos adjuntos: 2']);
    expect((spanish as { policy: string }).policy).to.match(/^Cancela en los 30 días/);
  });
});
