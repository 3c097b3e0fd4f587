import { ASSESSMENT_QUESTIONS, type AssessmentReason, type AssessmentService, type AssessmentWords } from './assessment.ts';
import type { MarketingId } from '../../../../contracts/messages/en-marketing.ts';
import { scoped, type Say } from './say.ts';

const REASONS: readonly AssessmentReason[] = ['emergency', 'urgent', 'diagnosed', 'routine', 'weeks', 'mild'];
const SERVICES: readonly AssessmentService[] = ['talk-to-a-vet', 'second-medical-opinion', 'vet-appointments', 'e-consultation'];

/**
 * The health-assessment island's words in the language of `say` (ids `mkt.assess.`), `serviceName` naming a
 * service by its slug as the page's catalogue does (`service.<slug>.name`); `texts` maps the server's English
 * zip code error to the page's language.
 */
export function assessmentWords(say: Say, serviceName: (slug: AssessmentService) => string, texts: Readonly<Record<string, string>>): AssessmentWords {
  const t = scoped(say, 'mkt.assess');
  // A `{zip}` part is left for the island to fill (contracts/messages/fill.ts).
  const template = (rest: 'nearTitle' | 'noneNear' | 'allNear') => t(rest, { zip: '{zip}' });
  return {
    questions: Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, {
      text: say(`mkt.assess.q.${q.id}` as MarketingId),
      options: Object.fromEntries(q.options.map((o) => [o.value, say(`mkt.assess.q.${q.id}.${o.value}` as MarketingId)])),
    }])),
    number: t('number', { n: '{n}' }),
    takeTest: t('takeTest'),
    kicker: t('kicker'),
    missing: t('missing'),
    emergencyTitle: t('emergency.title'),
    emergencyLink: t('emergency.link'),
    reasons: Object.fromEntries(REASONS.map((r) => [r, t(`reason.${r}`)])) as Record<AssessmentReason, string>,
    services: Object.fromEntries(SERVICES.map((slug) => {
      const name = serviceName(slug);
      return [slug, { name, see: t('see', { service: name }) }];
    })) as Record<AssessmentService, { name: string; see: string }>,
    emergency: {
      call: t('call'), callHint: t('callHint'), nearTitle: template('nearTitle'), noneNear: template('noneNear'),
      allNear: template('allNear'), askZip: t('askZip'), otherZip: t('otherZip'), find: t('find'),
    },
    texts,
  };
}
