import { FormattedMessage, useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import ShelterForm, { type ShelterFormProps } from '../../../client/islands/shelter-form.tsx';
import HealthAssessment, { type HealthAssessmentProps } from '../../../client/islands/health-assessment.tsx';
import type { MarketingPageContent, PageSection } from './content/types.ts';
import { Hero, StaticSection } from './sections.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { assessmentWords } from './content/assessment-words.ts';
import { shelterFormWords } from './content/shelter-form-words.ts';
import { ENGLISH } from './content/index.ts';
import { sayWith } from './content/say.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';

/** Request-specific state for the interactive sections (a failed POST, a submitted questionnaire). */
export interface MarketingPageState {
  shelter?: Omit<ShelterFormProps, 'action' | 'words'>;
  assessment?: Omit<HealthAssessmentProps, 'words'>;
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
          <p><a href={section.landing}><FormattedMessage id="mkt.order.more" values={{ product: section.product }} /></a></p>
        </div>
        <div className="card order-signin">
          {viewer ? (
            <>
              <h2 className="card-title"><FormattedMessage id="mkt.order.almostThere" values={{ name: viewer.firstName }} /></h2>
              <p><FormattedMessage id="mkt.order.opensShortly" /></p>
              <a className="btn btn-primary" href="/app"><FormattedMessage id="mkt.order.dashboard" /></a>
            </>
          ) : (
            <>
              <h2 className="card-title"><FormattedMessage id="mkt.order.signInTitle" /></h2>
              <p><FormattedMessage id="mkt.order.signInText" /></p>
              <div className="form-actions">
                <a className="btn btn-primary" href={`/login/?redirectUrl=${next}`}><FormattedMessage id="mkt.order.signIn" /></a>
                <a className="btn btn-secondary" href={`/signup/?redirectUrl=${next}`}><FormattedMessage id="mkt.order.createAccount" /></a>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** The questionnaire's words in the page's language; the server's zip code error said in it too. */
function wordsOfAssessment(intl: ReturnType<typeof useIntl>) {
  const zipError = intl.formatMessage({ id: 'errors.zipcode' });
  return assessmentWords(
    sayWith(intl),
    (slug) => intl.formatMessage({ id: `service.${slug}.name` as MessageId }),
    zipError === en['errors.zipcode'] ? {} : { [en['errors.zipcode']]: zipError },
  );
}

/** A data-driven public page: hero, then each section of its content object. */
export function MarketingPage({ content, state = {} }: { content: MarketingPageContent; state?: MarketingPageState }) {
  const intl = useIntl();
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
                  <Island name="shelter-form" component={ShelterForm} props={{ action: content.path, ...state.shelter, words: shelterFormWords(sayWith(intl), ENGLISH) }} />
                </div>
              </section>
            );
          case 'assessment':
            return (
              <section key={i} className="section" aria-label={intl.formatMessage({ id: 'mkt.section.assessmentLabel' })}>
                <div className="container form-container">
                  <Island name="health-assessment" component={HealthAssessment} props={{ ...state.assessment, words: wordsOfAssessment(intl) }} />
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
  const intl = useIntl();
  return (
    <MainLayout>
      <section className="container form-container page-section" aria-labelledby="page-title">
        {error ? (
          <>
            <h1 id="page-title"><FormattedMessage id="mkt.newsletter.title" /></h1>
            <form method="post" action="/newsletter" noValidate>
              <FormTokenField />
              <div className="alert alert-error" role="alert"><p>{error}</p></div>
              <div className="form-field">
                <label htmlFor="newsletter-retry-email"><FormattedMessage id="mkt.newsletter.email" /></label>
                <input id="newsletter-retry-email" name="email" type="email" autoComplete="email" defaultValue={email} aria-invalid="true" aria-describedby="newsletter-retry-error" />
                <p className="field-error" id="newsletter-retry-error">{error}</p>
              </div>
              <button className="btn btn-primary" type="submit"><FormattedMessage id="mkt.newsletter.subscribe" /></button>
            </form>
          </>
        ) : (
          <>
            <h1 id="page-title"><FormattedMessage id="mkt.newsletter.subscribed" /></h1>
            <div className="alert alert-success" role="status">
              <p>{intl.formatMessage({ id: 'mkt.newsletter.confirmation' })}</p>
            </div>
            <a className="btn btn-primary" href="/"><FormattedMessage id="mkt.newsletter.home" /></a>
          </>
        )}
      </section>
    </MainLayout>
  );
}

/** The confirmation the newsletter's JSON answer gives (English, as the API speaks); the page says it in its language. */
export const NEWSLETTER_CONFIRMATION = 'Thanks for subscribing! Pet health tips will arrive once a month.';
