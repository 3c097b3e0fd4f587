import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import ShelterForm, { type ShelterFormProps } from '../../../client/islands/shelter-form.tsx';
import HealthAssessment, { type HealthAssessmentProps } from '../../../client/islands/health-assessment.tsx';
import type { MarketingPageContent, PageSection } from './content/types.ts';
import { Hero, StaticSection } from './sections.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { shelterFormWords } from '../shelters/shelter-form-words.ts';
import { assessmentTexts } from './assessment-texts.ts';

/** Request-specific state for the interactive sections (a failed POST, a submitted questionnaire). */
export interface MarketingPageState {
  shelter?: Omit<ShelterFormProps, 'action' | 'words'>;
  assessment?: HealthAssessmentProps;
}

function OrderPrompt({ section }: { section: Extract<PageSection, { kind: 'order' }> }) {
  const { viewer, path } = usePageContext();
  const next = encodeURIComponent(path);
  return (
    <section className="section" aria-labelledby="order-summary">
      <div className="container order-layout">
        <div className="card order-summary">
          <h2 id="order-summary" className="card-title">{section.product}</h2>
          <p className="card-price">{section.price}</p>
          <ul className="order-includes">
            {section.includes.map((i) => <li key={i}>{i}</li>)}
          </ul>
          <p><a href={section.landing}>More about {section.product}</a></p>
        </div>
        <div className="card order-signin">
          {viewer ? (
            <>
              <h2 className="card-title">Almost there, {viewer.firstName}</h2>
              <p>Online ordering for this service opens shortly. Until then, call us and we will book it for you.</p>
              <a className="btn btn-primary" href="/app">Go to your dashboard</a>
            </>
          ) : (
            <>
              <h2 className="card-title">Sign in to continue</h2>
              <p>Sign in or create a free account to choose your pet and a time. Prices are shown before you pay.</p>
              <div className="form-actions">
                <a className="btn btn-primary" href={`/login/?redirectUrl=${next}`}>Sign in</a>
                <a className="btn btn-secondary" href={`/signup/?redirectUrl=${next}`}>Create an account</a>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** A data-driven public page: hero, then each section of its content object. */
export function MarketingPage({ content, state = {} }: { content: MarketingPageContent; state?: MarketingPageState }) {
  const { locale } = usePageContext();
  return (
    <MainLayout>
      <Hero hero={content.hero} />
      {content.sections.map((section, i) => {
        switch (section.kind) {
          case 'shelter-form':
            return (
              <section key={i} className="section section-tinted" aria-labelledby="shelter-form-title">
                <div className="container form-container">
                  <h2 id="shelter-form-title">{section.title}</h2>
                  <Island name="shelter-form" component={ShelterForm} props={{ action: content.path, ...state.shelter, words: shelterFormWords(locale) }} />
                </div>
              </section>
            );
          case 'assessment':
            return (
              <section key={i} className="section" aria-label="Health screening questions">
                <div className="container form-container">
                  <Island name="health-assessment" component={HealthAssessment} props={{ ...state.assessment, texts: assessmentTexts(locale) }} />
                </div>
              </section>
            );
          case 'order':
            return <OrderPrompt key={i} section={section} />;
          default:
            return <StaticSection key={i} section={section} index={i} />;
        }
      })}
    </MainLayout>
  );
}

/** The newsletter confirmation, or the form again with the error after a failed plain POST. */
export function NewsletterResultPage({ error, email }: { error?: string; email?: string }) {
  return (
    <MainLayout>
      <section className="container form-container page-section" aria-labelledby="page-title">
        {error ? (
          <>
            <h1 id="page-title">Newsletter sign-up</h1>
            <form method="post" action="/newsletter" noValidate>
              <FormTokenField />
              <div className="alert alert-error" role="alert"><p>{error}</p></div>
              <div className="form-field">
                <label htmlFor="newsletter-retry-email">Email address</label>
                <input id="newsletter-retry-email" name="email" type="email" autoComplete="email" defaultValue={email} aria-invalid="true" aria-describedby="newsletter-retry-error" />
                <p className="field-error" id="newsletter-retry-error">{error}</p>
              </div>
              <button className="btn btn-primary" type="submit">Subscribe</button>
            </form>
          </>
        ) : (
          <>
            <h1 id="page-title">You are subscribed</h1>
            <div className="alert alert-success" role="status">
              <p>{NEWSLETTER_CONFIRMATION}</p>
            </div>
            <a className="btn btn-primary" href="/">Go Home</a>
          </>
        )}
      </section>
    </MainLayout>
  );
}

export const NEWSLETTER_CONFIRMATION = 'Thanks for subscribing! Pet health tips will arrive once a month.';
