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
