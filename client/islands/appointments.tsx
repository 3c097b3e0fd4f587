import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AppointmentPage } from '../../contracts/appointments.ts';
import { failureText } from '../lib/graphql-client.ts';
import { AppointmentCard } from './appointments/appointment-card.tsx';
import { filterQuery, zoneQuery, type AppointmentFilters } from '../../contracts/appointments.ts';
import { guessZone, zoneChoices } from './appointments/appointment-format.ts';
import { FilterPanel } from './appointments/filter-panel.tsx';
import { EmptyState } from '../../views/components/empty-state.tsx';
import { fetchAppointments } from './appointments/appointments-api.ts';

export interface AppointmentsProps {
  role: 'user' | 'vendor';
  /** /app/my-appointments or /app/appointments: the form's action and the cards' link base. */
  basePath: string;
  page: AppointmentPage;
  filters: AppointmentFilters;
  /** Where the server's page starts (a no-JavaScript 'load more' moves it). */
  offset: number;
  pageSize: number;
  listings: Array<{ id: number; title: string }> | null;
  /** The viewer's unread thread messages by booking id, as the page was rendered (every booking with any). */
  unread?: Record<string, number>;
  /** The clinic's: appointments whose owner has waited past the listing's response target, since when (ISO). */
  waiting?: Record<string, string>;
}

/**
 * My Appointments: the server's first page of cards, then filters that apply at once
 * (kept in the URL), the Timezone defaulting to the browser's guess, and 'load more'
 * appending the next page until the end. Without JavaScript the same filters are a GET
 * form and 'load more' a link to the next page. Its words are the page's language's (ids `dash.appts.`).
 */
export default function Appointments({ role, basePath, page, filters: initialFilters, offset, pageSize, listings, unread = {}, waiting: initialWaiting = {} }: AppointmentsProps) {
  const intl = useIntl();
  const [filters, setFilters] = useState(initialFilters);
  const [items, setItems] = useState(page.items);
  const [hasMore, setHasMore] = useState(page.hasMore);
  // The clinic's flags: the server's for its page, each fetched page's added to them.
  const [waiting, setWaiting] = useState(initialWaiting);
  // The offset of the first card shown: the server's page, or 0 after a filter change.
  const [start, setStart] = useState(offset);
  const [guessed, setGuessed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const request = useRef(0);

  // The Timezone defaults to the browser's zone, known only after hydration (the server rendered each listing's).
  useEffect(() => {
    if (!initialFilters.tz) setGuessed(guessZone());
  }, [initialFilters.tz]);

  const zone = filters.tz ?? guessed;

  async function load(next: AppointmentFilters, from: number, append: boolean) {
    const mine = ++request.current;
    setLoading(true);
    setFailed(null);
    try {
      const result = await fetchAppointments(next, from, pageSize);
      if (mine !== request.current) return; // a newer filter change won
      setItems((list) => (append ? [...list, ...result.items] : result.items));
      setWaiting((known) => (append ? { ...known, ...result.waiting } : result.waiting));
      if (!append) setStart(from);
      setHasMore(result.hasMore);
    } catch (err) {
      if (mine === request.current) setFailed(failureText(err));
    } finally {
      if (mine === request.current) setLoading(false);
    }
  }

  function onChange(next: AppointmentFilters) {
    const refetch = next.status !== filters.status || next.listingId !== filters.listingId || next.sort !== filters.sort;
    setFilters(next);
    window.history.replaceState(null, '', `${basePath}${filterQuery(next)}`);
    if (refetch) void load(next, 0, false);
  }

  const nextOffset = start + items.length;
  // The detail page shows times, and the booking date, in the zone the cards use (chosen or guessed).
  const detailQuery = zoneQuery(zone);
  return (
    <section className="appointments" aria-busy={loading}>
      <FilterPanel action={basePath} filters={filters} listings={listings} zones={zoneChoices(zone)} zone={zone}
        onChange={onChange} />
      {zone && <p className="appointment-zone-note">{intl.formatMessage({ id: 'dash.appts.zoneNote' }, { zone })}</p>}
      {failed && <div className="alert alert-error" role="alert">{failed}</div>}
      {items.length === 0 ? <EmptyState art="no-appointments" message={intl.formatMessage({ id: 'dash.appts.empty' })} testId="appointments-empty" /> : (
        <ul className="appointment-list">
          {items.map((item) => (
            <AppointmentCard key={item.id} item={item} zone={zone} role={role} unread={unread[String(item.id)] ?? 0} waiting={waiting[String(item.id)] ?? null} href={`${basePath}/${item.id}${detailQuery}`} />
          ))}
        </ul>
      )}
      {hasMore && (
        <p className="appointments-more">
          <a className="btn btn-light" href={`${basePath}${filterQuery(filters, nextOffset)}`} data-testid="load-more"
            onClick={(e) => {
              e.preventDefault();
              if (!loading) void load(filters, nextOffset, true);
            }}>
            {intl.formatMessage({ id: loading ? 'dash.appts.pleaseWait' : 'dash.appts.loadMore' })}
          </a>
        </p>
      )}
    </section>
  );
}
