import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { DESK_WORD_IDS, recordsDeskEn, type RecordsDeskId } from '../../../contracts/messages/en-records-desk.ts';
import { recordsDeskEs } from '../../../contracts/messages/es-records-desk.ts';
import { fill, sayText } from '../../../contracts/messages/fill.ts';
import { RECORDS_MAX_FILES, RECORDS_MESSAGES } from '../../../contracts/records-words.ts';
import { DESK_LANGUAGE_INVALID } from '../../../contracts/customer-words.ts';
import { newCustomerSchema } from '../../../contracts/bookings.ts';
import { checkFields } from '../../../client/lib/field-errors.ts';
import { recordsPayPalWords, recordsUploadWords } from '../../../views/pages/records-requests/records-words.ts';
import { bookingWords } from '../../../views/pages/bookings/booking-words.ts';
import RecordsUpload from '../../../client/islands/records-upload.tsx';
import RecordsPayPal from '../../../client/islands/records-paypal.tsx';
import { translate } from '../../../server/i18n/server-intl.ts';

/** The words the two islands and the wizard's desk take as a prop: plain text or `{name}` templates only. */
const PLAIN_IDS = (Object.keys(recordsDeskEn) as RecordsDeskId[])
  .filter((id) => id.startsWith('recUpload.form.') || id.startsWith('recUpload.text.') || id.startsWith('recPay.') || id.startsWith('booking.desk.'));

const html = (element: Parameters<typeof renderToString>[0]) => renderToString(element).replace(/<!-- -->/g, '');

describe("the records upload page's, Records Requests' payment, the customer page's and the desk's words", () => {
  it('has every id in Spanish, different from the English where it is a sentence', () => {
    expect(Object.keys(recordsDeskEs).sort()).to.deep.equal(Object.keys(recordsDeskEn).sort());
    for (const id of Object.keys(recordsDeskEn) as RecordsDeskId[]) {
      expect(es[id], id).to.equal(recordsDeskEs[id]);
      expect(en[id], id).to.equal(recordsDeskEn[id]);
    }
    expect(es['recUpload.form.submit']).to.not.equal(en['recUpload.form.submit']);
  });

  it('keeps the English messages of contracts/ and the islands word for word', () => {
    expect([en['recUpload.text.noFiles'], en['recUpload.text.received'], en['recUpload.text.invalidLink'], en['recUpload.text.usedLink'], en['recUpload.text.expiredLink']])
      .to.deep.equal([RECORDS_MESSAGES.noFiles, RECORDS_MESSAGES.received, RECORDS_MESSAGES.invalidLink, RECORDS_MESSAGES.usedLink, RECORDS_MESSAGES.expiredLink]);
    expect(fill(en['recUpload.text.tooManyFiles'], { max: RECORDS_MAX_FILES })).to.equal(RECORDS_MESSAGES.tooManyFiles);
    expect(en['booking.desk.text.language']).to.equal(DESK_LANGUAGE_INVALID);
    expect(translate('en', 'mail.deskWelcome.subject', { clinic: "Paws & Claws' Vets" })).to.equal("Welcome to Paws & Claws' Vets");
    expect(translate('en', 'mail.deskWelcome.text', { clinic: 'Happy Vets' })).to.equal('Happy Vets has registered you as a client, so you can follow your '
      + 'appointments with Happy Vets online. To choose your password and sign in, open this link within a week:');
  });

  it('gives the islands plain templates only (no plurals, selects or tags), in both languages', () => {
    for (const id of PLAIN_IDS) {
      for (const text of [recordsDeskEn[id], recordsDeskEs[id]]) {
        expect(text, id).to.not.match(/\{\w+,|<\w+>/);
        for (const part of text.match(/\{[^}]*\}/g) ?? []) expect(part, id).to.match(/^\{\w+\}$/);
      }
    }
  });

  it('maps the messages the upload page may show to Spanish (templates included), and to nothing in English', () => {
    const { texts } = recordsUploadWords('es');
    expect(sayText(RECORDS_MESSAGES.tooManyFiles, texts)).to.equal(`Envía como máximo ${RECORDS_MAX_FILES} archivos.`);
    expect(sayText(RECORDS_MESSAGES.usedLink, texts)).to.equal(es['recUpload.text.usedLink']);
    expect(sayText('The upload failed. Please try again.', texts)).to.equal(es['recUpload.text.uploadFailed']);
    expect(recordsUploadWords('en').texts).to.deep.equal({});
    expect(recordsPayPalWords('es').texts[RECORDS_MESSAGES.cardNotHere]).to.equal(es['recReq.msg.cardNotHere']);
    expect(recordsPayPalWords('es').intl).to.equal('es-US');
  });

  it('draws the upload form in the page language, English word for word', () => {
    const english = html(createElement(RecordsUpload, { token: 't', words: recordsUploadWords('en') }));
    expect(english).to.contain(`Records (up to ${RECORDS_MAX_FILES} files: PDF, images, documents)`).and.contain('Note to the owner (optional)').and.contain('Send the records');
    const spanish = html(createElement(RecordsUpload, { token: 't', words: recordsUploadWords('es') }));
    expect(spanish).to.contain(`Expedientes (hasta ${RECORDS_MAX_FILES} archivos: PDF, imágenes, documentos)`).and.contain('Enviar los expedientes')
      .and.not.contain('Send the records');
  });

  it("draws Records Requests' PayPal box in the page language, English word for word", () => {
    const props = { clientId: 'id', extraVetCents: 2500, rows: 4 };
    const english = html(createElement(RecordsPayPal, { ...props, freeLeft: 2, words: recordsPayPalWords('en') }));
    expect(english).to.contain('Payment (only for vets beyond your free ones, $25 each)').and.contain('Nothing is charged for your 2 free vets left.');
    expect(html(createElement(RecordsPayPal, { ...props, freeLeft: 1, words: recordsPayPalWords('en') }))).to.contain('Nothing is charged for your 1 free vet left.');
    expect(html(createElement(RecordsPayPal, { ...props, freeLeft: 0, words: recordsPayPalWords('en') }))).to.contain('Each vet costs $25, paid here once you name them.');
    const spanish = html(createElement(RecordsPayPal, { ...props, freeLeft: 2, words: recordsPayPalWords('es') }));
    expect(spanish).to.contain('Pago (solo para los veterinarios después de tus gratis, $25 cada uno)')
      .and.contain('No se cobra nada por tus 2 veterinarios gratis restantes.').and.not.contain('Nothing is charged');
  });

  it("gives the wizard the desk's words and refuses a client language that is not ours", () => {
    for (const id of DESK_WORD_IDS) expect(bookingWords('es').words[id], id).to.equal(es[id]);
    expect(sayText(DESK_LANGUAGE_INVALID, bookingWords('es').texts)).to.equal(es['booking.desk.text.language']);
    const ok = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.test', phone: '2125550142' };
    expect(checkFields(newCustomerSchema, { ...ok, locale: 'fr' }).locale).to.equal(DESK_LANGUAGE_INVALID);
    expect(checkFields(newCustomerSchema, { ...ok, locale: 'es' })).to.deep.equal({});
    expect(checkFields(newCustomerSchema, ok)).to.deep.equal({});
  });
});
