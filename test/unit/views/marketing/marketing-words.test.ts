import { expect } from 'chai';
import { createIntl } from '@formatjs/intl';
import { en } from '../../../../contracts/messages/en.ts';
import { es } from '../../../../contracts/messages/es.ts';
import { REFUND_POLICY_COPY } from '../../../../contracts/refund-policy.ts';
import { HOUSE_CALL_PACKAGE_INCLUDES } from '../../../../contracts/house-call-package.ts';
import { marketingPagesIn } from '../../../../views/pages/marketing/content/index.ts';
import { sayWith } from '../../../../views/pages/marketing/content/say.ts';
import { assessmentWords } from '../../../../views/pages/marketing/content/assessment-words.ts';
import { ASSESSMENT_QUESTIONS, suggestConsultation } from '../../../../views/pages/marketing/content/assessment.ts';
import { serviceBySlug } from '../../../../views/components/service-catalog.ts';
import { fill, sayFields } from '../../../../contracts/messages/fill.ts';
import { shelterFormWords } from '../../../../views/pages/marketing/content/shelter-form-words.ts';
import { checkInput } from '../../../../contracts/forms.ts';
import { LIMITS, SHELTER_SUCCESS, shelterInquirySchema } from '../../../../contracts/inquiries.ts';

/** Every string of a page's content, flattened (titles, texts, labels), without its paths and hrefs. */
function wordsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return ['path', 'href', 'landing', 'illustration', 'kind', 'id', 'variant', 'date', 'name'].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => wordsOf(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => wordsOf(v, k));
  return [];
}

describe('the marketing pages\' words', () => {
  const english = sayWith(createIntl({ locale: 'en-US', messages: en }));
  const spanish = createIntl({ locale: 'es-US', messages: es });

  it('say the refund policy and the house-call package as their contracts do, in English', () => {
    expect(english('mkt.refund.appointments')).to.equal(REFUND_POLICY_COPY.appointments);
    expect(english('mkt.refund.orders')).to.equal(REFUND_POLICY_COPY.orders);
    expect(english('mkt.refund.where')).to.equal(REFUND_POLICY_COPY.where);
    expect(english('mkt.houseCall.includes')).to.equal(HOUSE_CALL_PACKAGE_INCLUDES);
  });

  it('build the same pages in Spanish, every word said differently but prices, figures and names', () => {
    const enPages = marketingPagesIn(createIntl({ locale: 'en-US', messages: en }));
    const esPages = marketingPagesIn(spanish);
    expect(esPages.map((p) => p.path)).to.deep.equal(enPages.map((p) => p.path));
    // Each page keeps a title and a description of its own in Spanish too.
    expect(new Set(esPages.map((p) => p.title)).size).to.equal(esPages.length);
    expect(new Set(esPages.map((p) => p.description)).size).to.equal(esPages.length);
    for (const [i, page] of esPages.entries()) {
      const a = wordsOf(enPages[i]);
      const b = wordsOf(page);
      expect(b.length, page.path).to.equal(a.length);
      // Words the same in both languages: figures and prices ($25, 24/7, 35%, 10-15 min), "Legal", brand names.
      const same = a.filter((w, j) => w === b[j] && !/^[$\d]|^Legal$|^24\/7$|^10-15 min$/.test(w));
      expect(same, page.path).to.deep.equal([]);
    }
  });

  it('give the questionnaire island the words its English rule says, and Spanish ones in Spanish', () => {
    const words = assessmentWords(english, (slug) => serviceBySlug(slug).name, {});
    for (const q of ASSESSMENT_QUESTIONS) {
      expect(words.questions[q.id].text).to.equal(q.text);
      for (const o of q.options) expect(words.questions[q.id].options[o.value]).to.equal(o.label);
    }
    const BASE = { danger: 'no', concern: 'new', duration: 'today', appetite: 'normal', energy: 'normal' };
    for (const answers of [{ danger: 'yes' }, BASE, { ...BASE, appetite: 'none' }, { ...BASE, concern: 'diagnosed' }, { ...BASE, concern: 'routine' }, { ...BASE, duration: 'weeks' }]) {
      const result = suggestConsultation(answers)!;
      expect(words.reasons[result.why]).to.equal(result.reason);
      if (result.kind === 'emergency') {
        expect(words.emergencyTitle).to.equal(result.title);
        expect(words.emergencyLink).to.equal(result.linkLabel);
      } else {
        expect(words.services[result.kind]).to.deep.equal({ name: result.title, see: result.linkLabel });
      }
    }
    expect(fill(words.emergency.nearTitle, { zip: '04101' })).to.equal('In-person practices near 04101');
    expect(fill(words.number, { n: 3 })).to.equal('3.');
    const es = assessmentWords(sayWith(spanish), (slug) => spanish.formatMessage({ id: `service.${slug}.name` }), {});
    expect(es.questions.danger.options.yes).to.equal('Sí');
    expect(fill(es.emergency.allNear, { zip: '04101' })).to.equal('Todos los consultorios presenciales cerca de 04101');
    expect(es.services['e-consultation'].see).to.equal('Ver Consulta en línea');
    expect(es.reasons.mild).to.contain('$25');
  });

  it('give the shelter form the English its checks say, and a text map that says each in Spanish', () => {
    const englishWords = shelterFormWords(english, english);
    expect(englishWords.success).to.equal(SHELTER_SUCCESS);
    expect(englishWords.texts).to.deep.equal({});
    expect(englishWords.hint).to.equal(`Up to ${LIMITS.comments.toLocaleString('en-US')} characters: how many animals you rehome, and what you would like from us.`);
    expect(fill(englishWords.countOver, { length: '5,001', max: '5,000', over: '1' })).to.equal('5,001 / 5,000 characters: 1 over the limit');
    const spanishWords = shelterFormWords(sayWith(spanish), english);
    const cases = [
      { name: '', company: '', email: '', number: 'call me!' },
      { name: 'x'.repeat(LIMITS.name + 1), company: 'x'.repeat(LIMITS.company + 1), email: 'not-an-email', number: '1'.repeat(LIMITS.number + 1), comments: 'x'.repeat(LIMITS.comments + 1) },
      { name: 'A', company: 'B', email: `${'x'.repeat(LIMITS.email)}@b.example` },
    ];
    for (const input of cases) {
      const { fields } = checkInput(shelterInquirySchema, input);
      expect(fields, JSON.stringify(input)).to.be.an('object');
      for (const [field, message] of Object.entries(sayFields(fields!, spanishWords.texts))) {
        expect(message, `${field}: ${fields![field]}`).to.not.equal(fields![field]);
      }
    }
    expect(sayFields({ name: 'Name must be at most 200 characters.' }, spanishWords.texts).name).to.equal('El nombre debe tener como máximo 200 caracteres.');
    expect(fill(spanishWords.correctMany, { count: 3 })).to.equal('Corrige los 3 campos marcados.');
  });
});
