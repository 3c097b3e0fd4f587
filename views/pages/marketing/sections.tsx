import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT } from '../../components/service-catalog.ts';
import { Illustration } from '../../components/illustrations/scenes.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import type { CardItem, FaqGroup, PageAction, PageHero, PageSection } from './content/types.ts';

/*
 * The building blocks of every marketing page. Each section gets a heading id
 * for aria-labelledby, so landmarks and the outline stay meaningful.
 */

export function Actions({ actions, light = false }: { actions: PageAction[]; light?: boolean }) {
  return (
    <div className="hero-actions">
      {actions.map((a) => (
        <a
          key={a.href + a.label}
          className={`btn btn-large ${a.variant === 'secondary' ? 'btn-secondary' : light ? 'btn-light' : 'btn-primary'}`}
          href={a.href}
        >
          {a.label}
        </a>
      ))}
    </div>
  );
}

export function Hero({ hero }: { hero: PageHero }) {
  const copy = (
    <>
      {hero.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
      <h1 id="page-title">{hero.title}</h1>
      <p className="hero-lead">{hero.lead}</p>
      {hero.actions && <Actions actions={hero.actions} />}
      {hero.note && <p className="hero-note">{hero.note}</p>}
    </>
  );
  return (
    <section className="hero page-hero" aria-labelledby="page-title">
      {hero.illustration ? (
        <div className="container page-hero-inner page-hero-art">
          <div className="page-hero-copy">{copy}</div>
          <Illustration name={hero.illustration} width={400} className="hero-illustration" />
        </div>
      ) : (
        <div className="container page-hero-inner">{copy}</div>
      )}
    </section>
  );
}

function Section({ id, title, tinted, children, intro }: { id: string; title: string; tinted?: boolean; intro?: string; children: ReactNode }) {
  return (
    <section className={tinted ? 'section section-tinted' : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className="section-head">
          <h2 id={id}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

function Cards({ items }: { items: CardItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((c) => (
        <li key={c.title} className="card">
          <h3 className="card-title">{c.href ? <a className="card-link" href={c.href}>{c.title}</a> : c.title}</h3>
          {c.price && <p className="card-price">{c.price}</p>}
          <p className="card-text">{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Faq({ groups }: { groups: FaqGroup[] }) {
  const intl = useIntl();
  return (
    <div className="container faq">
      <nav className="faq-toc" aria-label={intl.formatMessage({ id: 'mkt.section.faqTopics' })}>
        <ul>
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#${g.id}`}>{g.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.id} className="faq-group" aria-labelledby={g.id}>
          <h2 id={g.id}>{g.title}</h2>
          {g.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

export function Emergency() {
  return (
    <div className="container">
      <p className="emergency-note">
        <strong><FormattedMessage id="mkt.section.emergencyLabel" /></strong> <FormattedMessage id="mkt.section.emergencyText" />
      </p>
    </div>
  );
}

/** Sections that need no request data. Forms, the assessment and order prompts are rendered by the page. */
export function StaticSection({ section, index }: { section: PageSection; index: number }) {
  const intl = useIntl();
  const id = `section-${index}`;
  switch (section.kind) {
    case 'cards':
      return (
        <Section id={id} title={section.title} tinted={section.tinted} intro={section.intro}>
          <Cards items={section.items} />
        </Section>
      );
    case 'steps':
      return (
        <Section id={id} title={section.title} tinted={section.tinted}>
          <ol className="steps">
            {section.items.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step-number" aria-hidden="true">{i + 1}</span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </Section>
      );
    case 'facts':
      return (
        <Section id={id} title={section.title}>
          <ul className="facts">
            {section.items.map((f) => (
              <li key={f.figure + f.text} className="fact">
                <span className="fact-figure">{f.figure}</span>
                <span className="fact-text">{f.text}</span>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'text':
      return (
        <Section id={id} title={section.title} tinted={section.tinted}>
          <div className="prose">
            {section.paragraphs.map((p) => <p key={p}>{p}</p>)}
            {section.list && <ul>{section.list.map((l) => <li key={l}>{l}</li>)}</ul>}
          </div>
        </Section>
      );
    case 'band':
    case 'cta':
      return (
        <section className="band band-vets" aria-labelledby={id}>
          <div className="container band-inner">
            <div>
              <h2 id={id}>{section.title}</h2>
              {section.kind === 'cta' ? <p>{section.text}</p> : <ul className="band-list">{section.list.map((l) => <li key={l}>{l}</li>)}</ul>}
            </div>
            <div className="band-actions">
              <Actions actions={section.actions} light />
            </div>
          </div>
        </section>
      );
    case 'people':
      return (
        <Section id={id} title={section.title}>
          <ul className="people">
            {section.items.map((p) => (
              <li key={p.name} className="person card">
                <span className="person-initials" aria-hidden="true">
                  {p.name.replace(/^Dr\. /, '').split(' ').map((w) => w[0]).join('')}
                </span>
                <h3 className="card-title">{p.name}</h3>
                <p className="card-price">{p.role}</p>
                <p className="card-text">{p.bio}</p>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'quotes':
      return (
        <Section id={id} title={section.title} tinted>
          <ul className="quotes">
            {section.items.map((q) => (
              <li key={q.who}>
                <figure className="quote">
                  <blockquote><p>{q.quote}</p></blockquote>
                  <figcaption>{q.who}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'faq':
      return <Faq groups={section.groups} />;
    case 'legal':
      return (
        <div className="container prose legal">
          <p className="legal-updated"><FormattedMessage id="mkt.section.lastUpdated" values={{ date: section.updated }} /></p>
          {section.clauses.map((c) => (
            <section key={c.title} aria-label={c.title}>
              <h2>{c.title}</h2>
              {c.paragraphs.map((p) => <p key={p}>{p}</p>)}
            </section>
          ))}
        </div>
      );
    case 'news':
      return (
        <Section id={id} title={section.title}>
          <ul className="news-list">
            {section.items.map((n) => (
              <li key={n.title}>
                <article className="news-item">
                  <h3>{n.title}</h3>
                  <p className="news-date"><time dateTime={n.date}>{dateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${n.date}T00:00:00Z`))}</time></p>
                  <p>{n.text}</p>
                </article>
              </li>
            ))}
          </ul>
          <p>
            <FormattedMessage
              id="mkt.section.blog"
              values={{
                link: (chunks) => <a href={CONTACT.blogUrl} target="_blank" rel="noopener noreferrer">{chunks}</a>,
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
              }}
            />
          </p>
        </Section>
      );
    case 'contact':
      return (
        <Section id={id} title={intl.formatMessage({ id: 'mkt.section.contact.title' })}>
          <ul className="card-grid">
            <li className="card">
              <h3 className="card-title"><FormattedMessage id="mkt.section.contact.phone" /></h3>
              <p className="card-text"><a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a></p>
              <p className="card-text"><FormattedMessage id="mkt.section.contact.phoneHours" /></p>
            </li>
            <li className="card">
              <h3 className="card-title"><FormattedMessage id="mkt.section.contact.email" /></h3>
              <p className="card-text"><a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a></p>
              <p className="card-text"><FormattedMessage id="mkt.section.contact.emailAnswer" /></p>
            </li>
            <li className="card">
              <h3 className="card-title"><FormattedMessage id="mkt.section.contact.partners" /></h3>
              <p className="card-text">
                <FormattedMessage id="mkt.section.contact.partnersText" values={{ link: (chunks) => <a href="/shelter-partnership/">{chunks}</a> }} />
              </p>
            </li>
          </ul>
        </Section>
      );
    case 'emergency':
      return <Emergency />;
    default:
      return null;
  }
}
