import type { ConsultationType } from './types.ts';
import { useSay } from './words.tsx';
import { CONSULTATION_KINDS, CONSULTATION_OFFER_LABEL } from '../../../contracts/consultations.ts';
import type { PaidResult } from './payment-step.tsx';
import { bookingCode } from '../../../contracts/appointments.ts';
import { canonicalZone } from '../../../contracts/time-zone.ts';

export interface ConfirmationProps {
  paid: PaidResult;
  listingTitle: string;
  listingLine1: string;
  type: ConsultationType;
  slot: string;
  timezone: string;
  /** Who booked: the owner's links lead into My Appointments, a clinic's into Appointments. */
  viewerKind?: 'user' | 'vendor';
}

/** The booking as confirmed: prices as $N.00, taxes NA. */
export function Confirmation({ paid, listingTitle, listingLine1, type, slot, timezone, viewerKind = 'user' }: ConfirmationProps) {
  const say = useSay();
  const appointment = `${viewerKind === 'vendor' ? '/app/appointments' : '/app/my-appointments'}/${paid.bookingId}`;
  return (
    <div className="booking-confirmation" data-testid="booking-confirmation">
      <h3>{say('booking.done.heading')}</h3>
      <dl className="price-lines">
        <dt>{say('booking.done.bookingId')}</dt><dd data-testid="booking-id" data-booking-id={paid.bookingId}>{bookingCode(paid.bookingId)}</dd>
        <dt>{say('booking.done.listing')}</dt><dd>{say('booking.practiceLine', { title: listingTitle, line1: listingLine1 })}</dd>
        <dt>{say('booking.done.consultation')}</dt><dd>{say.text(CONSULTATION_OFFER_LABEL[type])}</dd>
        <dt>{say('booking.done.when')}</dt><dd>{say('booking.done.whenZone', { when: say.slot(slot, timezone), zone: canonicalZone(timezone) })}</dd>
        <dt>{say('booking.pay.price')}</dt><dd>{say.price(paid.price)}</dd>
        <dt>{say('booking.pay.discount')}</dt><dd>{say.price(paid.price - paid.newPrice)}</dd>
        <dt>{say('booking.done.taxes')}</dt><dd>{say('booking.done.notApplicable')}</dd>
        <dt>{say('booking.pay.total')}</dt><dd data-testid="paid-total">{say.price(paid.newPrice)}</dd>
      </dl>
      <p className="confirmation-actions">
        {CONSULTATION_KINDS[type].pageButton && (
          <a className="btn btn-primary" href={`${appointment}/join`} data-testid="join-link">{say.text(CONSULTATION_KINDS[type].pageButton)}</a>
        )}
        <a className="btn btn-secondary" href={`${appointment}/calendar.ics`} download data-testid="calendar-link">{say('booking.done.addToCalendar')}</a>
      </p>
      <p>{say('booking.done.emailOnItsWay')}</p>
    </div>
  );
}
