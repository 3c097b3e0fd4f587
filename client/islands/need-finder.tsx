import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serviceBySlug, type ServiceInfo } from '../../views/components/service-catalog.ts';
import { serviceText } from '../../views/components/service-text.ts';
import type { MessageId } from '../../contracts/messages/en.ts';

/** One situation a pet parent might be in (its words are the catalogue's `needFinder.<slug>.*`), and the service that fits it. */
interface Choice {
  slug: string;
  service: ServiceInfo;
}

const CHOICES: Choice[] = [
  { slug: 'quick-question', service: serviceBySlug('e-consultation') },
  { slug: 'worrying-symptom', service: serviceBySlug('talk-to-a-vet') },
  { slug: 'second-look', service: serviceBySlug('second-medical-opinion') },
  { slug: 'care-at-home', service: serviceBySlug('vet-house-call') },
  { slug: 'clinic-visit', service: serviceBySlug('vet-appointments') },
  { slug: 'records', service: serviceBySlug('pet-medical-records') },
];

/** The need finder's choices, for the catalogue test: each has a label and a reason in every language. */
export const NEED_FINDER_CHOICES: readonly string[] = CHOICES.map((c) => c.slug);

/**
 * "What does your pet need?" chooser on the home page. Picking a situation
 * suggests a service with its price or turnaround and a link to its page.
 */
export default function NeedFinder() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [selected, setSelected] = useState<string | null>(null);
  const choice = CHOICES.find((c) => c.slug === selected) ?? null;
  const service = choice ? serviceText(intl, choice.service) : null;

  return (
    <section className="need-finder" aria-labelledby="need-finder-title">
      <h2 id="need-finder-title" className="need-finder-title">
        {t('needFinder.title')}
      </h2>
      <div className="need-finder-choices" role="group" aria-labelledby="need-finder-title">
        {CHOICES.map((c) => (
          <button
            key={c.slug}
            type="button"
            className="choice-button"
            data-choice={c.slug}
            aria-pressed={c.slug === selected}
            onClick={() => setSelected(c.slug === selected ? null : c.slug)}
          >
            {t(`needFinder.${c.slug}.label` as MessageId)}
          </button>
        ))}
      </div>
      <div className="need-finder-result" aria-live="polite" data-testid="need-finder-result">
        {choice && service ? (
          <div className="need-finder-suggestion">
            <p className="need-finder-kicker">{t('needFinder.suggest')}</p>
            <p className="need-finder-service">{service.name}</p>
            <p className="need-finder-price">{service.price}</p>
            <p className="need-finder-why">{t(`needFinder.${choice.slug}.why` as MessageId)}</p>
            <a className="btn btn-primary" href={choice.service.href}>
              {t('needFinder.see', { service: service.name })}
            </a>
          </div>
        ) : (
          <p className="need-finder-prompt">{t('needFinder.prompt')}</p>
        )}
      </div>
      <p className="need-finder-emergency">
        {t('needFinder.emergency')}
      </p>
    </section>
  );
}
