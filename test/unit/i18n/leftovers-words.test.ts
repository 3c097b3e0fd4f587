import { expect } from 'chai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { leftoversEn } from '../../../contracts/messages/en-leftovers.ts';
import { leftoversEs } from '../../../contracts/messages/es-leftovers.ts';
import { fill } from '../../../contracts/messages/fill.ts';
import { checkFields } from '../../../client/lib/field-errors.ts';
import { teamMemberSchema } from '../../../contracts/team.ts';
import { TEAM_FIELD_MESSAGES, TEAM_MESSAGES } from '../../../contracts/team-words.ts';
import { useTeamWords } from '../../../client/islands/team/team-words.ts';
import { orderFormWords } from '../../../views/pages/orders/order-form-words.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { characterCount } from '../../../client/lib/bounded-textarea.tsx';

const intlIn = (locale: 'en-US' | 'es-US') => createIntl({ locale, messages: locale === 'en-US' ? en : es });

/** The Team form's `say` in `locale`, run inside a render as the island runs it. */
function teamSay(locale: 'en-US' | 'es-US'): (text: string) => string {
  let say: (text: string) => string = () => '';
  function Probe() {
    say = useTeamWords().say;
    return null;
  }
  renderToStaticMarkup(createElement(IntlProvider, { locale, messages: locale === 'en-US' ? en : es }, createElement(Probe)));
  return say;
}

const DRAFT = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test', phone: '2125550100', password: '' };
/** Every message the Team form's rules can give a field, each from a draft that breaks one rule. */
const BROKEN = [
  { firstName: '' }, { firstName: 'A1' }, { firstName: 'x'.repeat(61) }, { lastName: '' }, { lastName: 'L2' }, { lastName: 'y'.repeat(70) },
  { email: '' }, { email: 'ann' }, { phone: '' }, { phone: '12' }, { password: 'short' }, { password: 'p'.repeat(201) }, { password: 5 },
].map((change) => ({ ...DRAFT, ...change }));

describe('the last English-only words (contracts/messages/en-leftovers.ts)', () => {
  it('has a Spanish word for every id, none left in English', () => {
    expect(Object.keys(leftoversEs)).to.have.members(Object.keys(leftoversEn));
    for (const [id, text] of Object.entries(leftoversEs)) {
      if (['opsState.product.video', 'devOutbox.sms', 'devOutbox.id'].includes(id)) continue; // the same word in Spanish
      expect(text, id).to.not.equal(leftoversEn[id as keyof typeof leftoversEn]);
    }
  });

  it('counts a record\'s text and a consult\'s question in the page\'s language, the English as the counter always wrote it', () => {
    for (const [count, over] of [['health.form.count', 'health.form.countOver'], ['p2p.count.count', 'p2p.count.over']] as const) {
      expect(fill(en[count], { length: '23', max: '2,000' })).to.equal(characterCount(23, 2000));
      expect(fill(en[over], { length: '2,345', max: '2,000', over: '345' })).to.equal(characterCount(2345, 2000));
      expect(fill(es[over], { length: '2,345', max: '2,000', over: '345' })).to.equal('2,345 / 2,000 caracteres: 345 por encima del límite');
    }
  });

  it('the order form gives its file picker the page\'s words: the English as the picker always wrote it, and Spanish', () => {
    const english = orderFormWords(intlIn('en-US')).uploads;
    expect(english).to.deep.equal({ notAttached: 'Not attached: {files}', failed: ORDER_FAILED });
    expect(fill(english.notAttached, { files: 'a.exe: x; b.exe: y' })).to.equal('Not attached: a.exe: x; b.exe: y');
    const spanish = orderFormWords(intlIn('es-US')).uploads;
    expect(fill(spanish.notAttached, { files: 'a.exe: x' })).to.equal('No se adjuntó: a.exe: x');
    expect(spanish.failed).to.equal('Lo sentimos, algo salió mal');
  });

  it('says every message the Team form can show in Spanish, and each in English as the rules wrote it', () => {
    const spanish = teamSay('es-US');
    const english = teamSay('en-US');
    const messages = BROKEN.map((draft) => Object.values(checkFields(teamMemberSchema, draft as never))[0]);
    expect(messages).to.have.length(BROKEN.length).and.not.include(undefined);
    for (const message of [...messages, ...Object.values(TEAM_FIELD_MESSAGES), ...Object.values(TEAM_MESSAGES), 'This field is required.', 'This value is not valid.']) {
      expect(english(message), message).to.equal(message);
      expect(spanish(message), message).to.not.equal(message);
    }
    expect(spanish(messages[2])).to.equal('El nombre puede tener como máximo 60 caracteres (tiene 61).');
    expect(spanish(messages[5])).to.equal('El apellido puede tener como máximo 60 caracteres (tiene 70).');
    expect(spanish(messages[11])).to.equal('Usa como máximo 200 caracteres (tiene 201).');
    expect(spanish(messages[12])).to.equal('Escribe un texto.');
    // A sentence the form does not know stays as written.
    expect(spanish('Something new')).to.equal('Something new');
  });
});
