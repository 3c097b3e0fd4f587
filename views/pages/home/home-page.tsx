import { FormattedMessage, useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { ServiceCards } from '../../components/service-cards.tsx';
import { SERVICES } from '../../components/service-catalog.ts';
import { Illustration } from '../../components/illustrations/scenes.tsx';
import NeedFinder from '../../../client/islands/need-finder.tsx';
import { PRICE_COPY } from '../../../contracts/products.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

const STEPS: Array<{ title: MessageId; text: MessageId }> = [
  { title: 'home.how.step1.title', text: 'home.how.step1.text' },
  { title: 'home.how.step2.title', text: 'home.how.step2.text' },
  { title: 'home.how.step3.title', text: 'home.how.step3.text' },
];

/** Each fact's figure: a price (said as it is) or the catalogue's words for a duration. */
const FACTS: Array<{ figure: { price: string } | { id: MessageId }; text: MessageId }> = [
  { figure: { price: PRICE_COPY.eConsultation }, text: 'home.facts.eConsultation' },
  { figure: { id: 'home.facts.secondOpinionFigure' }, text: 'home.facts.secondOpinion' },
  { figure: { price: PRICE_COPY.houseVisitYear }, text: 'home.facts.houseVisits' },
  { figure: { id: 'home.facts.refundFigure' }, text: 'home.facts.refund' },
];

const TRUST: Array<{ title: MessageId; text: MessageId }> = [
  { title: 'home.trust.knowYourVet.title', text: 'home.trust.knowYourVet.text' },
  { title: 'home.trust.records.title', text: 'home.trust.records.text' },
  { title: 'home.trust.shelters.title', text: 'home.trust.shelters.text' },
];

function Hero() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id }, PRICE_COPY);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title">{t('home.hero.title')}</h1>
          <p className="hero-lead">{t('home.hero.lead')}</p>
          <div className="hero-actions">
            <a className="btn btn-primary btn-large" href="/e-consultation/">
              {t('home.hero.startEConsultation')}
            </a>
            <a className="btn btn-secondary btn-large" href="/vet-appointments/">
              {t('home.hero.bookClinicVisit')}
            </a>
          </div>
          <p className="hero-note">{t('home.hero.note')}</p>
        </div>
        <div className="hero-aside">
          {/* The drawing peeks over the need-finder's card. */}
          <Illustration name="video-call" width={280} className="hero-illustration home-hero-illustration" />
          <Island name="need-finder" component={NeedFinder} props={{}} />
        </div>
      </div>
    </section>
  );
}

function Services() {
  const intl = useIntl();
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <div className="section-head">
          <h2 id="services-title">{intl.formatMessage({ id: 'home.services.title' })}</h2>
          <p>{intl.formatMessage({ id: 'home.services.lead' })}</p>
        </div>
        <ServiceCards services={SERVICES} />
      </div>
    </section>
  );
}

function HowItWorks() {
  const intl = useIntl();
  return (
    <section className="section section-tinted" aria-labelledby="how-title">
      <div className="container">
        <div className="section-head">
          <h2 id="how-title">{intl.formatMessage({ id: 'home.how.title' })}</h2>
        </div>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {intl.formatNumber(i + 1)}
              </span>
              <h3>{intl.formatMessage({ id: step.title })}</h3>
              <p>{intl.formatMessage({ id: step.text })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Facts() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id }, PRICE_COPY);
  return (
    <section className="section" aria-labelledby="facts-title">
      <div className="container">
        <div className="section-head">
          <h2 id="facts-title">{t('home.facts.title')}</h2>
        </div>
        <ul className="facts">
          {FACTS.map((f) => (
            <li key={f.text} className="fact">
              <span className="fact-figure">{'price' in f.figure ? f.figure.price : t(f.figure.id)}</span>
              <span className="fact-text">{t(f.text)}</span>
            </li>
          ))}
        </ul>
        <ul className="trust-grid">
          {TRUST.map((item) => (
            <li key={item.title} className="trust-item">
              <h3>{t(item.title)}</h3>
              <p>{t(item.text)}</p>
            </li>
          ))}
        </ul>
        <p className="emergency-note">
          <strong>{t('home.emergency.label')}</strong> {t('home.emergency.text')}
        </p>
      </div>
    </section>
  );
}

function ForVets() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section className="band band-vets" aria-labelledby="vets-title">
      <div className="container band-inner">
        <div>
          <p className="eyebrow eyebrow-light">{t('home.vets.eyebrow')}</p>
          <h2 id="vets-title">{t('home.vets.title')}</h2>
          <ul className="band-list">
            <li>{t('home.vets.panel')}</li>
            <li>{t('home.vets.relief')}</li>
            <li>
              <FormattedMessage
                id="home.vets.peerConsult"
                values={{ price: PRICE_COPY.peerToPeerConsult, link: (chunks) => <a href="/app/peer-consults">{chunks}</a> }}
              />
            </li>
            <li>{t('home.vets.site')}</li>
          </ul>
        </div>
        <div className="band-actions">
          <a className="btn btn-light btn-large" href="/for-vet/">
            {t('home.vets.explore')}
          </a>
        </div>
      </div>
    </section>
  );
}

function AppBand() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section className="section" aria-labelledby="app-title">
      <div className="container split">
        <div>
          <h2 id="app-title">{t('home.app.title')}</h2>
          <p>{t('home.app.text')}</p>
        </div>
        <div className="split-actions">
          <a className="btn btn-primary" href="/download-app/">
            {t('home.app.download')}
          </a>
          <a className="btn btn-secondary" href="/pet-medical-records/">
            {t('home.app.records')}
          </a>
        </div>
      </div>
    </section>
  );
}

/** The main-site home page for pet parents. */
export function HomePage() {
  return (
    <MainLayout>
      <Hero />
      <Services />
      <HowItWorks />
      <Facts />
      <ForVets />
      <AppBand />
    </MainLayout>
  );
}
