import { useState } from 'react';
import { execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { consultationLabel } from '../../contracts/consultations.ts';
import { EmptyState } from '../../views/components/empty-state.tsx';

export interface ListingSummary {
  id: number | string;
  title: string;
  line1: string;
  address: string | null;
  timezone: string;
  consultations: Array<{ type: string; enabled: boolean; duration: number; price: number }>;
}

export interface MyListingsProps {
  items: ListingSummary[];
  pageSize: number;
}


const MY_LISTINGS = graphql(`
  query MyListings($limit: Int, $offset: Int) {
    listings(limit: $limit, offset: $offset) { id title line1 address timezone consultations { type enabled duration price } }
  }
`);

/** My Listings: the first page from the server, then "Load more" by offset until a short page. */
export default function MyListings({ items: initial, pageSize }: MyListingsProps) {
  const [items, setItems] = useState(initial);
  const [done, setDone] = useState(initial.length < pageSize);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function loadMore() {
    setLoading(true);
    setError(null);
    try {
      const data = await execute(MY_LISTINGS, { limit: pageSize, offset: items.length });
      setItems((prev) => [...prev, ...data.listings]);
      if (data.listings.length < pageSize) setDone(true);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="my-listings">
      <p><a className="btn btn-primary" href="/app/listings/item">Add a listing</a></p>
      {items.length === 0 ? <EmptyState art="clinic" message="Oops! Sorry no records here" /> : (
        <div className="table-cards" role="region" aria-label="My listings">
        <table className="table">
          <thead><tr><th scope="col">Clinic</th><th scope="col">Doctor</th><th scope="col">Consultations</th><th scope="col">Time zone</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {items.map((l) => (
              <tr key={l.id}>
                <th scope="row">{l.title}{l.address && <span className="listing-address">{l.address}</span>}</th>
                <td data-label="Doctor">{l.line1}</td>
                <td data-label="Consultations">{l.consultations.map((c) => `${consultationLabel(c.type)}${c.enabled ? '' : ' (off)'}`).join(', ')}</td>
                <td data-label="Time zone">{l.timezone}</td>
                <td className="row-actions">
                  <a href={`/app/listings/item?id=${l.id}`} aria-label={`Edit ${l.title}`}>Edit</a>
                  <a href={`/app/listings/schedule?id=${l.id}&type=${l.consultations[0]?.type ?? 'clinic'}`} aria-label={`Schedule of ${l.title}`}>Schedule</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      {!done && (
        <p><button type="button" className="btn" disabled={loading} onClick={() => void loadMore()}>{loading ? 'Please Wait...' : 'Load more'}</button></p>
      )}
    </section>
  );
}
