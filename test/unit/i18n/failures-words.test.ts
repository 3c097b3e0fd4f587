import { expect } from 'chai';
import { failuresEn } from '../../../contracts/messages/en-failures.ts';
import { domainsProblems, WEBSITE_MESSAGES } from '../../../contracts/website-words.ts';
import { refusalTexts } from '../../../server/i18n/refusal-text.ts';

describe("the Domains tab's checks (settings.domains.text.)", () => {
  it("holds each to the contract's English word for word", () => {
    for (const [id, english] of Object.entries(failuresEn)) {
      const key = /^settings\.domains\.text\.(\w+)$/.exec(id)?.[1];
      if (key) expect(english, id).to.equal(WEBSITE_MESSAGES[key as keyof typeof WEBSITE_MESSAGES]);
    }
  });

  it("says a refused domain's field messages in Spanish, and leaves English as it is", () => {
    const fields = domainsProblems({ subDomain: 'ab', customDomain: 'nope' }, 'petcare.localhost');
    expect(refusalTexts('es', 'Please correct the highlighted fields.', fields).fieldTexts).to.deep.equal({
      subDomain: 'El subdominio propio debe tener al menos 4 caracteres',
      customDomain: 'Escribe un dominio como tuclinica.com',
    });
    expect(refusalTexts('en', 'x', fields)).to.deep.equal({});
  });
});
