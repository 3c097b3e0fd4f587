import { useIntl } from 'react-intl';
import type { ServiceInfo } from './service-catalog.ts';
import { serviceText } from './service-text.ts';

/** The card's decorative arrow (hidden from assistive technology): a sign, not a word. */
const ARROW = '→';

/**
 * A grid of service cards. Each card's heading link is stretched over the
 * whole card by CSS, so the card is one link with one accessible name.
 */
export function ServiceCards({ services, headingLevel = 3 }: { services: readonly ServiceInfo[]; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {services.map((s) => {
        const text = serviceText(intl, s);
        return (
          <li key={s.slug} className="card service-card">
            <Heading className="card-title">
              <a className="card-link" href={s.href}>
                {text.name}
              </a>
            </Heading>
            <p className="card-price">{text.price}</p>
            <p className="card-text">{text.summary}</p>
            <span className="card-more" aria-hidden="true">
              {intl.formatMessage({ id: 'service.learnMore' })} <span className="arrow">{ARROW}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
