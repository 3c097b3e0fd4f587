import { expect } from 'chai';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { ISLAND_MESSAGE_PREFIXES } from '../../../contracts/messages/islands.ts';
import { CATALOGUES, islandMessages } from '../../../server/i18n/catalogues.ts';
import { translate } from '../../../server/i18n/server-intl.ts';
import { CHAT_INSTRUCTION, CONSULTATION_TYPE_LABEL, CONSULTATION_TYPES, JOIN_VIDEO_LABEL, PHONE_INSTRUCTION } from '../../../contracts/consultations.ts';
import { SOMETHING_WRONG } from '../../../contracts/errors.ts';
import { VET_LIST_SORTS } from '../../../contracts/review-words.ts';
import { SERVICES } from '../../../views/components/service-catalog.ts';
import { PRICE_COPY } from '../../../contracts/products.ts';
import { NEED_FINDER_CHOICES } from '../../../client/islands/need-finder.tsx';
import { LOCALES } from '../../../contracts/locale.ts';

/** What a message needs from its caller: each argument with its kind, and each rich-text tag. */
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
const KINDS: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural', 8: 'tag' };

function argumentsOf(elements: Element[], found = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (KINDS[el.type]) found.add(`${KINDS[el.type]}:${el.value}`);
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, found);
    if (el.children) argumentsOf(el.children, found);
  }
  return found;
}

const parser = createIntl({ locale: 'en-US' }, createIntlCache()).formatters;
const argumentsOfMessage = (message: string) => [...argumentsOf(parser.getMessageFormat(message, 'en-US').getAst() as Element[])].sort();

describe('the message catalogues', () => {
  it('has every English id in Spanish, and nothing else', () => {
    expect(Object.keys(es).sort()).to.deep.equal(Object.keys(en).sort());
    for (const locale of LOCALES) expect(Object.keys(CATALOGUES[locale]).length, locale).to.equal(Object.keys(en).length);
  });

  it('gives every Spanish message the same ICU arguments, plurals, selects and tags as the English one', () => {
    const differ: string[] = [];
    for (const id of Object.keys(en) as MessageId[]) {
      const [a, b] = [argumentsOfMessage(en[id]), argumentsOfMessage(es[id])];
      if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`${id}: en ${a.join(',')} | es ${b.join(',')}`);
    }
    expect(differ, differ.join('\n')).to.deep.equal([]);
  });

  it('says an argument mismatch when there is one (the check itself bites)', () => {
    expect(argumentsOfMessage('Hi {name}')).to.not.deep.equal(argumentsOfMessage('Hola {nombre}'));
    expect(argumentsOfMessage('{n, plural, one {# día} other {# días}}')).to.deep.equal(['plural:n']);
    expect(argumentsOfMessage('<link>a</link> {price}')).to.deep.equal(['argument:price', 'tag:link']);
  });

  it("keeps the spec's English words byte-identical", () => {
    expect(en['mail.attend.phone']).to.equal(PHONE_INSTRUCTION);
    expect(en['mail.attend.chat']).to.equal(CHAT_INSTRUCTION);
    expect(en['mail.attend.videoLink']).to.equal(`${JOIN_VIDEO_LABEL} here`);
    expect(en['vetList.error']).to.equal(SOMETHING_WRONG);
    expect(translate('en', 'vetList.noSlots')).to.equal('Sorry, no slots available for the day!');
    expect(translate('en', 'vetList.end')).to.equal("That's all folks!");
    for (const type of CONSULTATION_TYPES) expect(en[`consultation.${type}`]).to.equal(CONSULTATION_TYPE_LABEL[type]);
    expect(VET_LIST_SORTS.map((s) => s.label)).to.deep.equal([en['vetList.sort.best'], en['vetList.sort.rating']]);
  });

  it("has every service's and need finder choice's words (ids built from slugs), the English as the catalogue of services says", () => {
    for (const s of SERVICES) {
      expect(translate('en', `service.${s.slug}.name` as MessageId, PRICE_COPY), s.slug).to.equal(s.name);
      expect(translate('en', `service.${s.slug}.price` as MessageId, PRICE_COPY), s.slug).to.equal(s.price);
      expect(translate('en', `service.${s.slug}.summary` as MessageId, PRICE_COPY), s.slug).to.equal(s.summary);
      for (const locale of LOCALES) expect(CATALOGUES[locale]).to.have.property(`service.${s.slug}.name`);
    }
    for (const slug of NEED_FINDER_CHOICES) {
      for (const locale of LOCALES) expect(CATALOGUES[locale]).to.include.keys(`needFinder.${slug}.label`, `needFinder.${slug}.why`);
    }
  });

  it("gives a page's islands only their own ids, in one language, already parsed", () => {
    const messages = islandMessages('es', ['vet-list']);
    expect(Object.keys(messages).length).to.be.greaterThan(5);
    expect(Object.keys(messages).every((id) => ISLAND_MESSAGE_PREFIXES['vet-list'].some((p) => id.startsWith(p)))).to.equal(true);
    expect(JSON.stringify(messages['vetList.noSlots'])).to.contain('no hay horarios');
    expect(JSON.stringify(messages)).to.not.contain('no slots available');
    expect(islandMessages('en', ['checkout'])).to.deep.equal({});
  });
});
