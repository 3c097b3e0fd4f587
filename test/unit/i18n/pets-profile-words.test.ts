import { expect } from 'chai';
import { createIntl } from 'react-intl';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { petsProfileEn, type PetsProfileId } from '../../../contracts/messages/en-pets-profile.ts';
import { translate } from '../../../server/i18n/server-intl.ts';
import { PET_LIMITS, PET_MESSAGES, petInputSchema } from '../../../contracts/pets.ts';
import { PET_SAVED } from '../../../contracts/pet-words.ts';
import { NOT_VALID } from '../../../contracts/limit-words.ts';
import { checkFields } from '../../../client/lib/field-errors.ts';
import { characterCount } from '../../../client/lib/bounded-textarea.tsx';
import { PET_FAILURE, PET_SUCCESS } from '../../../client/islands/pets/pets-api.ts';
import { fill, sayFields, sayText } from '../../../contracts/messages/fill.ts';
import { petFormWords } from '../../../views/pages/pets/pet-form-words.ts';
import { ACCOUNT_DELETION, ERASURE_DAYS, PROFILE_MESSAGES, profileNameProblems } from '../../../contracts/profile.ts';
import { MESSAGES, VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import { CALENDAR_FEED_MESSAGES } from '../../../contracts/calendar-feed.ts';
import { exportStatusText } from '../../../contracts/data-exports.ts';
import { PUSH_KINDS, type PushKind } from '../../../contracts/push.ts';

const intlIn = (locale: 'en-US' | 'es-US') => createIntl({ locale, messages: locale === 'en-US' ? en : es });

describe('the pet form’s and My Profile’s words', () => {
  it('keep the English messages of contracts/ and the server word for word', () => {
    expect(en['petForm.text.saved']).to.equal(PET_SAVED).and.equal(PET_SUCCESS);
    expect(en['errors.somethingWrongAccount']).to.equal(PET_FAILURE);
    expect([en['errors.petName'], en['errors.petType'], en['petForm.text.customer']]).to.deep.equal([PET_MESSAGES.name, PET_MESSAGES.type, PET_MESSAGES.customer]);
    expect(en['petForm.text.notValid']).to.equal(NOT_VALID);
    expect(fill(en['petForm.text.tooLong'], { max: PET_LIMITS.notes })).to.equal(checkFields(petInputSchema, { name: 'Rex', type: 1, notes: 'x'.repeat(PET_LIMITS.notes + 1) }).notes);
    expect(fill(en['petForm.countOver'], { length: '2,001', max: '2,000', over: '1' })).to.equal(characterCount(2001, 2000));
    for (const [key, text] of Object.entries(PROFILE_MESSAGES)) expect(en[`profile.edit.text.${key}` as PetsProfileId], key).to.equal(text);
    for (const key of ['forgotSent', 'passwordReset', 'passwordChosen'] as const) expect(en[`accountMsg.${key}`]).to.equal(MESSAGES[key]);
    for (const key of ['confirmMismatch', 'currentPasswordWrong', 'currentPasswordRequired', 'samePassword'] as const) {
      expect(en[`profile.edit.text.${key}`]).to.equal(MESSAGES[key]);
    }
    expect([en['profile.edit.text.calendarCreated'], en['profile.edit.text.calendarRegenerated'], en['profile.edit.text.calendarRevoked'], en['profile.edit.text.calendarNone']])
      .to.deep.equal([CALENDAR_FEED_MESSAGES.created, CALENDAR_FEED_MESSAGES.regenerated, CALENDAR_FEED_MESSAGES.revoked, CALENDAR_FEED_MESSAGES.none]);
    expect([en['profile.edit.text.deletePasswordRequired'], en['profile.edit.text.deleteWrongPassword'], en['profile.edit.text.deleteOwnersOnly']])
      .to.deep.equal([ACCOUNT_DELETION.passwordRequired, ACCOUNT_DELETION.wrongPassword, ACCOUNT_DELETION.ownersOnly]);
    expect(translate('en', 'profile.edit.text.deleted', { days: ERASURE_DAYS })).to.equal(ACCOUNT_DELETION.deleted);
    expect(translate('en', 'profile.edit.text.firstNameTooLong', { max: '60', length: '61' })).to.equal(profileNameProblems({ firstName: 'a'.repeat(61), lastName: 'B' }).firstName);
    for (const kind of Object.keys(PUSH_KINDS) as PushKind[]) expect(en[`profile.page.kind.${kind}`]).to.equal(PUSH_KINDS[kind].label);
    for (const key of ['heading', 'confirm', 'verified', 'alreadyVerified', 'linkInvalid'] as const) expect(en[`accountMsg.verify.${key}`]).to.equal(VERIFY_MESSAGES[key]);
    expect(translate('en', 'accountMsg.verify.confirmText', { email: 'a@b.test' })).to.equal(VERIFY_MESSAGES.confirmText('a@b.test'));
    expect(translate('en', 'accountMsg.verify.sent', { email: 'a@b.test' })).to.equal(VERIFY_MESSAGES.sent('a@b.test'));
    expect(en['dataTab.export.status.none']).to.equal(exportStatusText(null, String));
  });

  it('give the pet form plain words and templates only (no message runtime in its bundles)', () => {
    for (const id of Object.keys(petsProfileEn).filter((k) => k.startsWith('petForm.')) as PetsProfileId[]) {
      expect(es[id], id).to.not.match(/[{](\w+), (plural|select)|<\w/);
    }
  });

  it('say the pet form in Spanish, its known English messages through the map, and English unchanged', () => {
    const english = petFormWords(intlIn('en-US'));
    expect(english.texts).to.deep.equal({});
    expect(english.words['petForm.submit']).to.equal('Submit');
    const spanish = petFormWords(intlIn('es-US'));
    expect(spanish.words['petForm.submit']).to.equal('Enviar');
    expect(spanish.words['petForm.field.add']).to.equal('Agregar una mascota');
    const problems = checkFields(petInputSchema, { name: '', type: null, breed: 'x'.repeat(PET_LIMITS.breed + 1) });
    expect(sayFields(problems, spanish.texts)).to.deep.equal({
      name: es['errors.petName'], type: es['errors.petType'], breed: fill(es['petForm.text.tooLong'], { max: PET_LIMITS.breed }),
    });
    expect(sayText(PET_SUCCESS, spanish.texts)).to.equal('¡Se envió correctamente!');
    expect(sayText('Something new', spanish.texts)).to.equal('Something new');
  });
});
