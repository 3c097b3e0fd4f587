import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { ServiceCards } from '../../components/service-cards.tsx';
import { SERVICES } from '../../components/service-catalog.ts';
import { Illustration } from '../../components/illustrations/scenes.tsx';
import NeedFinder from '../../../client/islands/need-finder.tsx';
import { PRICE_COPY } from '../../../contracts/products.ts';

const STEPS = [
  {
    title: 'Tell us what is going on',
    text: 'Pick a service, or use the chooser above if you are not sure which kind of care fits.',
  },
  {
    title: 'Choose a vet and a time',
    text: 'See open slots and the full price before you pay. Video, phone, clinic or your own living room.',
  },
  {
    title: 'Get care, keep the record',
    text: "Notes and reports land in your pet's medical record, ready for the next visit or the next vet.",
  },
];

const FACTS = [
  { figure: PRICE_COPY.eConsultation, text: 'per e-Consultation, a video call of about 10-15 minutes' },
  { figure: '24~48 hrs', text: 'for a written second opinion once your records are complete' },
  { figure: PRICE_COPY.houseVisitYear, text: `a year for house visits, against about ${PRICE_COPY.traditionalHouseVisitsYear} at a traditional vet` },
  { figure: '30 days', text: 'to cancel an unused house-call package or second opinion for a full refund' },
];

const TRUST = [
  {
    title: 'Know your vet first',
    text: 'Each vet and clinic has a profile with education, specializations and the pets they treat, so you choose with your eyes open.',
  },
  {
    title: 'Records you control',
    text: "Share your pet's records with family, a sitter or a new vet, see who has access, and revoke it whenever you like.",
  },
  {
    title: 'Built with shelters',
    text: 'Adopting through a partner shelter? Your new pet arrives with its records already loaded in the app.',
  },
];

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">Vet care for dogs, cats and every pet in between</p>
          <h1 id="hero-title">A vet when your pet needs one, not when the waiting room has space</h1>
          <p className="hero-lead">
            See a licensed vet by video for {PRICE_COPY.eConsultation}, talk it through on the phone, book a clinic slot near you or have the
            vet come to your home. Every visit is saved to one record your whole family can share.
          </p>
          <div className="hero-actions">
            <a className="btn btn-primary btn-large" href="/e-consultation/">
              Start an e-Consultation
            </a>
            <a className="btn btn-secondary btn-large" href="/vet-appointments/">
              Book a clinic visit
            </a>
          </div>
          <p className="hero-note">No subscription needed. Prices are shown before you pay.</p>
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
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <div className="section-head">
          <h2 id="services-title">Care options and what they cost</h2>
          <p>From a ten-minute video call to a year of home visits, pick the care that matches the moment.</p>
        </div>
        <ServiceCards services={SERVICES} />
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section className="section section-tinted" aria-labelledby="how-title">
      <div className="container">
        <div className="section-head">
          <h2 id="how-title">How it works</h2>
        </div>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Facts() {
  return (
    <section className="section" aria-labelledby="facts-title">
      <div className="container">
        <div className="section-head">
          <h2 id="facts-title">Straight answers on time and money</h2>
        </div>
        <ul className="facts">
          {FACTS.map((f) => (
            <li key={f.figure} className="fact">
              <span className="fact-figure">{f.figure}</span>
              <span className="fact-text">{f.text}</span>
            </li>
          ))}
        </ul>
        <ul className="trust-grid">
          {TRUST.map((t) => (
            <li key={t.title} className="trust-item">
              <h3>{t.title}</h3>
              <p>{t.text}</p>
            </li>
          ))}
        </ul>
        <p className="emergency-note">
          <strong>Emergency?</strong> Online care is not for pets who are struggling to breathe, have collapsed, are
          having a seizure or are bleeding heavily. Go to the nearest emergency vet straight away.
        </p>
      </div>
    </section>
  );
}

function ForVets() {
  return (
    <section className="band band-vets" aria-labelledby="vets-title">
      <div className="container band-inner">
        <div>
          <p className="eyebrow eyebrow-light">For veterinarians and clinics</p>
          <h2 id="vets-title">Fill your open slots and run your practice from one place</h2>
          <ul className="band-list">
            <li>Join as a panel vet and see pet parents by video, phone or in your clinic.</li>
            <li>Fill empty schedule slots with relief vets and grow practice revenue by up to 35%.</li>
            <li><a href="/app/peer-consults">Request a Peer-to-Peer Consult</a> for {PRICE_COPY.peerToPeerConsult} and receive the report delivered as a PDF within 48 hours.</li>
            <li>Give your practice its own branded booking site on your own domain.</li>
          </ul>
        </div>
        <div className="band-actions">
          <a className="btn btn-light btn-large" href="/for-vet/">
            Explore Petcare for vets
          </a>
        </div>
      </div>
    </section>
  );
}

function AppBand() {
  return (
    <section className="section" aria-labelledby="app-title">
      <div className="container split">
        <div>
          <h2 id="app-title">Your pet&apos;s whole history, in your pocket</h2>
          <p>
            Vaccinations, allergies, test results, medications, insurance details and photos live in the Petcare app,
            with reminders before a booster or refill is due. Moving vets? We request records from up to 4 previous vets
            at no charge.
          </p>
        </div>
        <div className="split-actions">
          <a className="btn btn-primary" href="/download-app/">
            Download the app
          </a>
          <a className="btn btn-secondary" href="/pet-medical-records/">
            About medical records
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
