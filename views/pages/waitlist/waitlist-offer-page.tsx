import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { WAITLIST_MESSAGES, type WaitlistOfferView } from '../../../contracts/waitlist.ts';
import { useWaitlistWords } from './waitlist-words.ts';

/**
 * A time held for the owner: book it through the normal checkout (or, for an earlier time than an appointment, move
 * that appointment from its page), or turn it down so the next in line is offered it.
 */
export function WaitlistOfferPage({ offer }: { offer: WaitlistOfferView }) {
  const open = offer.status === 'open';
  const intl = useIntl();
  const words = useWaitlistWords();
  return (
    <DashboardLayout titleId="dash.title.waitlistOffer">
      <section className="card" data-testid="waitlist-offer-card" aria-labelledby="waitlist-offer-title">
        <h2 id="waitlist-offer-title">{offer.listingTitle}</h2>
        <p className="waitlist-offer-when" data-testid="waitlist-offer-when">{intl.formatMessage({ id: 'waitlist.offer.when' }, { type: intl.formatMessage({ id: `consultation.${offer.type}` }), when: offer.when })}</p>
        {open
          ? (
            <>
              <p data-testid="waitlist-offer-until">{intl.formatMessage({ id: 'waitlist.offer.until' }, { until: offer.until })}</p>
              {offer.earlierThan && (
                <p>
                  <FormattedMessage id="waitlist.offer.earlier" values={{
                    when: offer.earlierThan.when, link: (chunks) => <a href={`/app/my-appointments/${offer.earlierThan!.id}`}>{chunks}</a>,
                  }} />
                </p>
              )}
              <div className="form-actions waitlist-offer-actions">
                <a className="btn btn-primary" href={offer.bookUrl} data-testid="waitlist-offer-book"><FormattedMessage id="waitlist.offer.book" /></a>
                <form method="post" action={`/app/waitlist/offers/${offer.id}/decline`} className="inline-form">
                  <FormTokenField />
                  <button type="submit" className="btn btn-light" data-testid="waitlist-offer-decline"><FormattedMessage id="waitlist.offer.decline" /></button>
                </form>
              </div>
            </>
          )
          : <p data-testid="waitlist-offer-closed">{offer.status === 'booked' ? intl.formatMessage({ id: 'waitlist.offer.booked' }) : words.message(WAITLIST_MESSAGES.offerClosed)}</p>}
        <p><a href="/app/waitlist"><FormattedMessage id="waitlist.offer.myWaitlist" /></a></p>
      </section>
    </DashboardLayout>
  );
}
