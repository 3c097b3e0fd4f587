import { WAITING_FLAG } from '../../../contracts/thread-words.ts';
import { badgeClass, type AppointmentItem } from '../../../contracts/appointments.ts';
import { dateParts, formatBookingDate } from './appointment-format.ts';

/**
 * One booking card: the date block, time and consultation type, the counterpart
 * (a vendor sees the customer first, an owner the listing), the status badge, the
 * booking id and the booking date. The whole card links to the detail page.
 */
export function AppointmentCard({ item, zone, role, href, unread = 0, waiting = null }: {
  item: AppointmentItem;
  /** The zone times are shown in; the listing's (its clinic time) when none is chosen. */
  zone: string | null;
  role: 'user' | 'vendor';
  href: string;
  /** The viewer's unread messages in the appointment's thread. */
  unread?: number;
  /** Since when the owner has waited past the listing's response target (the clinic's list), or null. */
  waiting?: string | null;
}) {
  const tz = zone ?? item.listingTZ;
  const when = dateParts(item.slot, tz);
  const heading = role === 'vendor' ? item.customerName ?? 'Customer' : item.listing.title;
  return (
    <li className="appointment-card" data-appointment-id={item.id}>
      <a className="appointment-card-link" href={href}>
        <span className="appointment-date" aria-hidden="true">
          <span className="appointment-weekday">{when.weekday}</span>
          <span className="appointment-day">{when.day}</span>
          <span className="appointment-month">{when.month}</span>
        </span>
        <span className="appointment-body">
          <span className="appointment-heading">{heading}</span>
          <span className="visually-hidden">{`${when.weekday}, ${when.month} ${when.day}, ${when.year}`}</span>
          <span className="appointment-when">
            <span className="appointment-time">{when.time}</span> <span className="appointment-zone">{zone ? `(${tz})` : `(${tz}, clinic time)`}</span>
            {' · '}<span className={`appointment-type appointment-type-${item.type}`}>{item.typeLabel}</span>
          </span>
          {role === 'vendor'
            ? <span className="appointment-line">{item.listing.title}{item.listing.line1 && `, ${item.listing.line1}`}</span>
            : item.listing.line1 && <span className="appointment-line">{item.listing.line1}</span>}
          {item.visitAddress && <span className="appointment-line appointment-visit-address">At {item.visitAddress}</span>}
          {item.petName && <span className="appointment-line">Pet: {item.petName}</span>}
          <span className="appointment-meta">
            Booking ID <span className="appointment-code">{item.bookingCode}</span> · Booked <span className="appointment-booked">{formatBookingDate(item.createdAt, tz)}</span>
          </span>
          {unread > 0 && (
            <span className="appointment-unread" data-testid="appointment-unread">{unread === 1 ? '1 unread message' : `${unread} unread messages`}</span>
          )}
          {waiting && (
            <span className="appointment-waiting" data-testid="appointment-waiting">
              {WAITING_FLAG}<span className="visually-hidden">{` since ${formatBookingDate(waiting, tz)}`}</span>
            </span>
          )}
        </span>
        <span className={`badge ${badgeClass(item.state)}`} data-testid="appointment-status">
          {item.statusLabel}
        </span>

      </a>
    </li>
  );
}
