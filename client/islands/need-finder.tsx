import { useState } from 'react';
import { serviceBySlug, type ServiceInfo } from '../../views/components/service-catalog.ts';

/** One situation a pet parent might be in, and the service that fits it. */
interface Choice {
  slug: string;
  label: string;
  service: ServiceInfo;
  why: string;
}

const CHOICES: Choice[] = [
  {
    slug: 'quick-question',
    label: 'A quick question',
    service: serviceBySlug('e-consultation'),
    why: 'Diet, a new rash, whether a scrape needs a clinic: a short video call with a vet settles it.',
  },
  {
    slug: 'worrying-symptom',
    label: 'A worrying symptom',
    service: serviceBySlug('talk-to-a-vet'),
    why: 'Talk it through with a vet by phone and find out whether your pet needs to be seen today.',
  },
  {
    slug: 'second-look',
    label: 'A second look at a diagnosis',
    service: serviceBySlug('second-medical-opinion'),
    why: 'Send the records you already have and get an independent written review before you decide.',
  },
  {
    slug: 'care-at-home',
    label: 'Care at home',
    service: serviceBySlug('vet-house-call'),
    why: 'For pets who hate the car or the waiting room, and for households with several animals.',
  },
  {
    slug: 'clinic-visit',
    label: 'A clinic visit',
    service: serviceBySlug('vet-appointments'),
    why: 'Vaccinations, check-ups, dental work and anything that needs hands-on examination.',
  },
  {
    slug: 'records',
    label: 'Records in one place',
    service: serviceBySlug('pet-medical-records'),
    why: 'We gather records from your past vets so every visit starts with the full history.',
  },
];

/**
 * "What does your pet need?" chooser on the home page. Picking a situation
 * suggests a service with its price or turnaround and a link to its page.
 */
export default function NeedFinder() {
  const [selected, setSelected] = useState<string | null>(null);
  const choice = CHOICES.find((c) => c.slug === selected) ?? null;

  return (
    <section className="need-finder" aria-labelledby="need-finder-title">
      <h2 id="need-finder-title" className="need-finder-title">
        What does your pet need?
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
            {c.label}
          </button>
        ))}
      </div>
      <div className="need-finder-result" aria-live="polite" data-testid="need-finder-result">
        {choice ? (
          <div className="need-finder-suggestion">
            <p className="need-finder-kicker">We suggest</p>
            <p className="need-finder-service">{choice.service.name}</p>
            <p className="need-finder-price">{choice.service.price}</p>
            <p className="need-finder-why">{choice.why}</p>
            <a className="btn btn-primary" href={choice.service.href}>
              See {choice.service.name}
            </a>
          </div>
        ) : (
          <p className="need-finder-prompt">Pick the situation closest to yours and we will point you to the right kind of care.</p>
        )}
      </div>
      <p className="need-finder-emergency">
        Struggling to breathe, collapsed or bleeding heavily? Go to the nearest emergency vet now.
      </p>
    </section>
  );
}
