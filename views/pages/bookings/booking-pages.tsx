import { MainLayout } from '../../layouts/main-layout.tsx';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import { Hero } from '../marketing/sections.tsx';
import type { MarketingPageContent, PageSection } from '../marketing/content/types.ts';
import BookingWizard, { type BookingWizardProps } from '../../../client/islands/booking-wizard.tsx';
import Checkout, { type CheckoutProps } from '../../../client/islands/checkout.tsx';
import { Brand } from '../../components/site-header.tsx';
import { bookingWords } from './booking-words.ts';
import { useIntl } from 'react-intl';

/** The wizard's props as a route gives them: the page adds its words in the page's language. */
export type WizardPageProps = Omit<BookingWizardProps, 'words'>;

/**
 * /e-consultation/order and /talk-to-a-vet/order: the product from the order
 * page's content, then the booking wizard over the vet list's listings of the
 * page's consultation type (loaded in the browser, so the page stays cacheable).
 */
export function OrderBookingPage({ content, wizard }: { content: MarketingPageContent; wizard: WizardPageProps }) {
  const order = content.sections.find((s): s is Extract<PageSection, { kind: 'order' }> => s.kind === 'order');
  const { viewer, paypalClientId, locale } = usePageContext();
  const intl = useIntl();
  const next = encodeURIComponent(content.path);
  return (
    <MainLayout>
      <Hero hero={content.hero} />
      <section className="section">
        <div className="container order-layout">
          {order && (
            <div className="card order-summary">
              <h2 className="card-title">{order.product}</h2>
              <p className="card-price">{order.price}</p>
              <ul className="order-includes">{order.includes.map((i) => <li key={i}>{i}</li>)}</ul>
              <p><a href={order.landing}>{intl.formatMessage({ id: 'booking.order.moreAbout' }, { product: order.product })}</a></p>
              {!viewer && (
                <>
                  <h3>{intl.formatMessage({ id: 'booking.order.signInTitle' })}</h3>
                  <p>{intl.formatMessage({ id: 'booking.order.signInText' })}</p>
                  <div className="form-actions">
                    <a className="btn btn-secondary" href={`/login/?redirectUrl=${next}`}>{intl.formatMessage({ id: 'booking.order.signIn' })}</a>
                    <a className="btn btn-secondary" href={`/signup/?redirectUrl=${next}`}>{intl.formatMessage({ id: 'booking.order.createAccount' })}</a>
                  </div>
                </>
              )}
            </div>
          )}
          <div className="card order-booking">
            <Island name="booking-wizard" component={BookingWizard} props={{ ...wizard, paypalClientId, words: bookingWords(locale) }} />
          </div>
        </div>
      </section>
    </MainLayout>
  );
}

/** /app/appointments/new: a vendor's New Appointment (or an owner's, on a vendor site). */
export function NewAppointmentPage({ wizard }: { wizard: WizardPageProps }) {
  const { paypalClientId, locale } = usePageContext();
  return (
    <DashboardLayout titleId="dash.title.newAppointment">
      <Island name="booking-wizard" component={BookingWizard} props={{ ...wizard, paypalClientId, words: bookingWords(locale) }} />
    </DashboardLayout>
  );
}

/** /checkout: no header or footer, the steps in one island. */
export function CheckoutPage({ checkout }: { checkout: CheckoutProps }) {
  const { site, paypalClientId, locale } = usePageContext();
  return (
    <MainLayout hideHeader hideFooter>
      <div className="container checkout-page">
        <p className="checkout-brand"><Brand site={site} /></p>
        <Island name="checkout" component={Checkout} props={{ ...checkout, paypalClientId, words: bookingWords(locale) }} />
      </div>
    </MainLayout>
  );
}
