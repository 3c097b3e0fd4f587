import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import { WAITLIST_MESSAGES, type WaitlistOfferView } from '../../../contracts/waitlist.ts';

/**
 * A time held for the owner: book it through the normal checkout (or, for an earlier time than an appointment, move
 * that appointment from its page), or turn it down so the next in line is offered it.
 */
export function WaitlistOfferPage({ offer }: { offer: WaitlistOfferView }) {
  const open = offer.status === 'open';
  return (
    <DashboardLayout titleId="dash.title.waitlistOffer">
      <section className="card" data-testid="waitlist-offer-card" aria-labelledby="waitlist-offer-title">
        <h2 id="waitlist-offer-title">{offer.listingTitle}</h2>
        <p className="waitlist-offer-when" data-testid="waitlist-offer-when">{`${CONSULTATION_KINDS[offer.type].label}, ${offer.when}`}</p>
        {open
          ? (
            <>
              <p data-testid="waitlist-offer-until">{`Held for you until ${offer.until}. Nobody else can book it until then.`}</p>
              {offer.earlierThan && (
                <p>{`This is earlier than your appointment on ${offer.earlierThan.when}. To move that appointment here instead, open it and choose Reschedule: `}
                  <a href={`/app/my-appointments/${offer.earlierThan.id}`}>your appointment</a>.</p>
              )}
              <div className="form-actions waitlist-offer-actions">
                <a className="btn btn-primary" href={offer.bookUrl} data-testid="waitlist-offer-book">Book this time</a>
                <form method="post" action={`/app/waitlist/offers/${offer.id}/decline`} className="inline-form">
                  <FormTokenField />
                  <button type="submit" className="btn btn-light" data-testid="waitlist-offer-decline">No thanks, offer it to the next person</button>
                </form>
              </div>
            </>
          )
          : <p data-testid="waitlist-offer-closed">{offer.status === 'booked' ? 'You booked this time.' : WAITLIST_MESSAGES.offerClosed}</p>}
        <p><a href="/app/waitlist">My Waitlist</a></p>
      </section>
    </DashboardLayout>
  );
}
