import { formatPrice, formatSlot, type ConsultationType } from './types.ts';
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
  const appointment = `${viewerKind === 'vendor' ? '/app/appointments' : '/app/my-appointments'}/${paid.bookingId}`;
  return (
    <div className="booking-confirmation" data-testid="booking-confirmation">
      <h3>Your appointment is booked</h3>
      <dl className="price-lines">
        <dt>Booking ID</dt><dd data-testid="booking-id" data-booking-id={paid.bookingId}>{bookingCode(paid.bookingId)}</dd>
        <dt>Listing</dt><dd>{listingTitle}, {listingLine1}</dd>
        <dt>Consultation</dt><dd>{CONSULTATION_OFFER_LABEL[type]}</dd>
        <dt>When</dt><dd>{`${formatSlot(slot, timezone)} (${canonicalZone(timezone)})`}</dd>
        <dt>Price</dt><dd>{formatPrice(paid.price)}</dd>
        <dt>Discount</dt><dd>{formatPrice(paid.price - paid.newPrice)}</dd>
        <dt>Taxes</dt><dd>NA</dd>
        <dt>Total</dt><dd data-testid="paid-total">{formatPrice(paid.newPrice)}</dd>
      </dl>
      <p className="confirmation-actions">
        {CONSULTATION_KINDS[type].pageButton && (
          <a className="btn btn-primary" href={`${appointment}/join`} data-testid="join-link">{CONSULTATION_KINDS[type].pageButton}</a>
        )}
        <a className="btn btn-secondary" href={`${appointment}/calendar.ics`} download data-testid="calendar-link">Add to calendar</a>
      </p>
      <p>A confirmation email is on its way.</p>
    </div>
  );
}
