import { FormattedMessage, useIntl } from 'react-intl';
import { badgeClass, ERASED_OWNER_NAME, type AppointmentItem } from '../../../contracts/appointments.ts';
import { isConsultationType } from '../../../contracts/consultations.ts';
import { dateParts, formatBookingDate } from './appointment-format.ts';

/** Between the time and the consultation type (a sign, no word). */
const SEPARATOR = ' · ';

/**
 * One booking card: the date block, time and consultation type, the counterpart
 * (a vendor sees the customer first, an owner the listing), the status badge, the
 * booking id and the booking date. The whole card links to the detail page. Its words and dates are the page's
 * language's (the consultation type and the status by their ids, not the server's English labels).
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
  const intl = useIntl();
  const tz = zone ?? item.listingTZ;
  const when = dateParts(item.slot, tz, intl.locale);
  const day = (iso: string) => formatBookingDate(iso, tz, intl.locale);
  const zoneText = zone ? `(${tz})` : intl.formatMessage({ id: 'dash.appts.clinicTime' }, { zone: tz });
  const place = item.listing.line1 ? `${item.listing.title}, ${item.listing.line1}` : item.listing.title;
  const customer = item.customerName === ERASED_OWNER_NAME ? intl.formatMessage({ id: 'dash.appts.erasedOwner' }) : item.customerName;
  const heading = role === 'vendor' ? customer ?? intl.formatMessage({ id: 'dash.appts.customer' }) : item.listing.title;
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
          <span className="visually-hidden">{intl.formatMessage({ id: 'dash.appts.date' }, { ...when })}</span>
          <span className="appointment-when">
            <span className="appointment-time">{when.time}</span> <span className="appointment-zone">{zoneText}</span>
            {SEPARATOR}<span className={`appointment-type appointment-type-${item.type}`}>{isConsultationType(item.type) ? intl.formatMessage({ id: `consultation.${item.type}` }) : item.typeLabel}</span>
          </span>
          {role === 'vendor'
            ? <span className="appointment-line">{place}</span>
            : item.listing.line1 && <span className="appointment-line">{item.listing.line1}</span>}
          {item.visitAddress && <span className="appointment-line appointment-visit-address">{intl.formatMessage({ id: 'dash.appts.visitAt' }, { address: item.visitAddress })}</span>}
          {item.petName && <span className="appointment-line">{intl.formatMessage({ id: 'dash.appts.pet' }, { name: item.petName })}</span>}
          <span className="appointment-meta">
            <FormattedMessage id="dash.appts.meta" values={{
              code: item.bookingCode, day: day(item.createdAt),
              id: (chunks) => <span className="appointment-code">{chunks}</span>,
              booked: (chunks) => <span className="appointment-booked">{chunks}</span>,
            }} />
          </span>
          {unread > 0 && (
            <span className="appointment-unread" data-testid="appointment-unread">{intl.formatMessage({ id: 'dash.appts.unread' }, { count: unread })}</span>
          )}
          {waiting && (
            <span className="appointment-waiting" data-testid="appointment-waiting">
              {intl.formatMessage({ id: 'dash.appts.waiting' })}<span className="visually-hidden">{intl.formatMessage({ id: 'dash.appts.waitingSince' }, { day: day(waiting) })}</span>
            </span>
          )}
        </span>
        <span className={`badge ${badgeClass(item.state)}`} data-testid="appointment-status">
          {intl.formatMessage({ id: `dash.appts.state.${item.state}` })}
        </span>

      </a>
    </li>
  );
}
