import type { ServiceInfo } from './service-catalog.ts';

/**
 * A grid of service cards. Each card's heading link is stretched over the
 * whole card by CSS, so the card is one link with one accessible name.
 */
export function ServiceCards({ services, headingLevel = 3 }: { services: readonly ServiceInfo[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {services.map((s) => (
        <li key={s.slug} className="card service-card">
          <Heading className="card-title">
            <a className="card-link" href={s.href}>
              {s.name}
            </a>
          </Heading>
          <p className="card-price">{s.price}</p>
          <p className="card-text">{s.summary}</p>
          <span className="card-more" aria-hidden="true">
            Learn more <span className="arrow">→</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
