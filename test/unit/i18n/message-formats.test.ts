import { expect } from 'chai';
import { createIntl as createCoreIntl, createIntlCache } from '@formatjs/intl';
import { createIntl } from 'react-intl';
import { keepMessageFormats } from '../../../server/i18n/message-formats.ts';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';

// Messages of this test's own (the catalogue's ids are typed globally, hence the casts below).
const ownMessages = {
  plain: 'Book a visit',
  quoted: "Don''t miss it",
  argument: 'Hello {name}',
  plural: '{count, plural, one {# review} other {# reviews}}',
  tagged: 'Read the <b>terms</b>',
  number: '{price, number, ::currency/USD}',
};
const messages = ownMessages as never;
type OwnId = keyof typeof ownMessages;
const said = (id: OwnId) => ({ id: id as never });

describe('keepMessageFormats (server/i18n/message-formats.ts)', () => {
  const shapes = () => {
    const plain = createCoreIntl({ locale: 'en-US', messages }, createIntlCache());
    const kept = keepMessageFormats(createCoreIntl({ locale: 'en-US', messages }, createIntlCache()));
    return { plain, kept };
  };

  it('says every message as FormatJS alone does', () => {
    const { plain, kept } = shapes();
    const calls: Array<[OwnId, Record<string, unknown>?]> = [
      ['plain'], ['quoted'], ['argument', { name: 'Ana' }], ['plural', { count: 1 }], ['plural', { count: 3 }],
      ['tagged', { b: (chunks: string[]) => `[${chunks.join('')}]` }], ['number', { price: 95 }],
    ];
    for (const [id, values] of calls) {
      for (let round = 0; round < 2; round++) {
        expect(kept.formatMessage(said(id), values as never), `${id}, round ${round}`).to.deep.equal(plain.formatMessage(said(id), values as never));
      }
    }
  });

  // Both shapes: FormatJS's own (mails, SMS, PDFs) and react-intl's (the pages).
  const makers = { '@formatjs/intl': createCoreIntl, 'react-intl': createIntl } as const;
  for (const [maker, make] of Object.entries(makers)) {
    it(`says every message of both catalogues as ${maker} alone does`, () => {
      for (const [locale, catalogue] of [['en-US', en], ['es-US', es]] as const) {
        const shape = () => (make as typeof createCoreIntl)({ locale, messages: catalogue, onError: () => {} }, createIntlCache());
        const plain = shape();
        const kept = keepMessageFormats(shape());
        for (const id of Object.keys(catalogue)) {
          const say = (intl: typeof plain) => { try { return intl.formatMessage({ id: id as never }); } catch (err) { return (err as Error).message; } };
          expect(say(kept), `${locale} ${id}`).to.deep.equal(say(plain));
        }
      }
    });
  }

  for (const [maker, make] of Object.entries(makers)) {
    it(`says every message of both catalogues with string and number values as ${maker} alone does`, () => {
      let templated = 0;
      for (const [locale, catalogue] of [['en-US', en], ['es-US', es]] as const) {
        const errors: string[] = [];
        const shape = () => (make as typeof createCoreIntl)({ locale, messages: catalogue, onError: (err) => { errors.push(err.message.split('\n    at ')[0]); } }, createIntlCache());
        const plain = shape();
        const kept = keepMessageFormats(shape());
        for (const [id, message] of Object.entries(catalogue)) {
          if (message === '') continue;
          const ast = plain.formatters.getMessageFormat(message, locale, plain.formats, {}).getAst();
          const names = ast.filter((element) => element.type === 1).map((element) => (element as { value: string }).value);
          if (names.length && ast.every((element) => element.type <= 1)) templated += 1;
          const say = (intl: typeof plain, values: Record<string, unknown>) => {
            try { return intl.formatMessage({ id: id as never }, values as never); } catch (err) { return (err as Error).message; }
          };
          const valueSets = [
            Object.fromEntries(names.map((name, i) => [name, `v${i} <&'>`])),
            Object.fromEntries(names.map((name, i) => [name, i * 1000.5])),
            Object.fromEntries(names.map((name) => [name, ''])),
          ];
          for (const values of valueSets) {
            errors.length = 0;
            const expected = say(plain, values);
            const plainErrors = [...errors];
            errors.length = 0;
            expect(say(kept, values), `${locale} ${id}`).to.deep.equal(expected);
            expect(errors, `${locale} ${id}: the same errors reported`).to.deep.equal(plainErrors);
          }
        }
      }
      // The fast path is taken by a good share of the catalogue (the pages' 'Pet: {name}' and the like).
      expect(templated).to.be.greaterThan(100);
    });
  }

  it('leaves a call it cannot fill to FormatJS: a value missing, or neither a string nor a number', () => {
    const shape = () => createCoreIntl({ locale: 'en-US', messages, onError: () => {} }, createIntlCache());
    const plain = shape();
    const kept = keepMessageFormats(shape());
    const calls: Array<Record<string, unknown> | undefined> = [undefined, {}, { name: null }, { name: new Date(0) }, { name: true }, { name: ['a'] }];
    for (const values of calls) {
      const say = (intl: typeof plain) => { try { return intl.formatMessage(said('argument'), values as never); } catch (err) { return (err as Error).message; } };
      expect(say(kept), JSON.stringify(values)).to.deep.equal(say(plain));
    }
  });

  /** A kept page shape over this test's messages, counting the formats FormatJS compiles for it. */
  function keptCountingCompiles() {
    const intl = createIntl({ locale: 'en-US', messages }, createIntlCache());
    let count = 0;
    const formatJs = intl.formatters.getMessageFormat;
    intl.formatters.getMessageFormat = ((...args: Parameters<typeof formatJs>) => { count += 1; return formatJs(...args); }) as typeof formatJs;
    return { intl: keepMessageFormats(intl), compiled: () => count };
  }

  it('compiles a message once, then finds it without asking FormatJS again', () => {
    const { intl, compiled } = keptCountingCompiles();
    for (let i = 0; i < 5; i++) expect(intl.formatMessage(said('argument'), { name: `n${i}` })).to.equal(`Hello n${i}`);
    expect(compiled()).to.equal(1);
    // ignoreTag is part of what a compiled format is: the other choice compiles its own.
    expect(intl.formatMessage(said('tagged'), { b: (c) => `*${c.join('')}*` })).to.equal('Read the *terms*');
    expect(intl.formatMessage(said('tagged'), undefined, { ignoreTag: true })).to.equal('Read the <b>terms</b>');
    expect(compiled()).to.equal(3);
  });

  it('says a message of text and simple arguments without FormatJS formatting it', () => {
    const errors: string[] = [];
    const intl = keepMessageFormats(createIntl({ locale: 'en-US', messages, onError: (err) => { errors.push(err.message); } }, createIntlCache()));
    expect(intl.formatMessage(said('argument'), { name: 'Ana' })).to.equal('Hello Ana');
    // The format FormatJS compiled (kept: the same object every time) is not asked to format a call the template fills.
    const format = intl.formatters.getMessageFormat(ownMessages.argument, 'en-US', intl.formats, {});
    format.format = () => { throw new Error('formatted by FormatJS'); };
    expect(intl.formatMessage(said('argument'), { name: 'Bo' })).to.equal('Hello Bo');
    expect(intl.formatMessage(said('argument'), { name: 7 })).to.equal('Hello 7');
    expect(errors).to.deep.equal([]);
    // A call it cannot fill goes to FormatJS (which reports the failure and says the message as written).
    expect(intl.formatMessage(said('argument'), { name: new Date(0) })).to.equal('Hello {name}');
    expect(errors).to.have.length(1).and.to.match(/formatted by FormatJS/);
  });

  it('answers a plain-text message as it is, with no format compiled, from formatMessage and $t alike', () => {
    const { intl, compiled } = keptCountingCompiles();
    expect(intl.formatMessage(said('plain'))).to.equal('Book a visit');
    expect(intl.$t(said('plain'), { unused: 'x' })).to.equal('Book a visit');
    expect(compiled()).to.equal(0);
    // A quote is ICU syntax: that message is formatted.
    expect(intl.formatMessage(said('quoted'))).to.equal("Don't miss it");
    expect(compiled()).to.equal(1);
  });
});
