import { useState } from 'react';
import { useIntl } from 'react-intl';
import { execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { isConsultationType } from '../../contracts/consultations.ts';
import { LISTING_STATE_CHANGES, type ListingState } from '../../contracts/listings.ts';
import type { MessageId } from '../../contracts/messages/en.ts';
import { EmptyState } from '../../views/components/empty-state.tsx';

export interface ListingSummary {
  id: number | string;
  title: string;
  line1: string;
  address: string | null;
  timezone: string;
  consultations: Array<{ type: string; enabled: boolean; duration: number; price: number }>;
  state: ListingState;
}

export interface MyListingsProps {
  items: ListingSummary[];
  pageSize: number;
  /** The root admin approves, archives and restores listings; sub-users only see where theirs stand. */
  canChangeState: boolean;
}


const MY_LISTINGS = graphql(`
  query MyListings($limit: Int, $offset: Int) {
    listings(limit: $limit, offset: $offset) { id title line1 address timezone state consultations { type enabled duration price } }
  }
`);

const SET_LISTING_STATE = graphql(`
  mutation SetListingState($id: ID!, $state: ListingState!) {
    setListingState(id: $id, state: $state) { message listing { id state } }
  }
`);

/** The button that moves a listing to a state, by where it is now (approve a new one, restore an archived one). */
function actionLabel(from: ListingState, to: ListingState): MessageId {
  if (to === 'archived') return 'dash.listings.action.archive';
  return from === 'awaitingApproval' ? 'dash.listings.action.approve' : 'dash.listings.action.restore';
}

/**
 * My Listings: the first page from the server, then "Load more" by offset until a short page; each listing's state.
 * Its words are the page's language's (ids `dash.listings.`); a state change's message is the server's.
 */
export default function MyListings({ items: initial, pageSize, canChangeState }: MyListingsProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // A type the product does not know is shown as stored (as consultationLabel does).
  const typeName = (type: string) => (isConsultationType(type) ? t(`consultation.${type}`) : type);
  const [items, setItems] = useState(initial);
  const [done, setDone] = useState(initial.length < pageSize);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

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

  async function changeState(listing: ListingSummary, state: ListingState) {
    setBusy(String(listing.id));
    setError(null);
    setNotice(null);
    try {
      const data = await execute(SET_LISTING_STATE, { id: String(listing.id), state });
      setItems((prev) => prev.map((l) => (String(l.id) === String(listing.id) ? { ...l, state: data.setListingState.listing.state } : l)));
      setNotice(`${listing.title}: ${data.setListingState.message}`);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="my-listings">
      <p><a className="btn btn-primary" href="/app/listings/item">{t('dash.listings.add')}</a></p>
      {notice && <p className="alert alert-success" role="status">{notice}</p>}
      {items.length === 0 ? <EmptyState art="clinic" message={t('dash.listings.empty')} /> : (
        <div className="table-cards" role="region" aria-label={t('dash.listings.tableLabel')}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('dash.listings.clinic')}</th><th scope="col">{t('dash.listings.doctor')}</th>
              <th scope="col">{t('dash.listings.consultations')}</th><th scope="col">{t('dash.listings.zone')}</th>
              <th scope="col">{t('dash.listings.state')}</th><th scope="col"><span className="visually-hidden">{t('dash.listings.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {items.map((l) => (
              <tr key={l.id} data-listing-id={l.id} className={l.state === 'archived' ? 'listing-archived' : undefined}>
                <th scope="row">{l.title}{l.address && <span className="listing-address">{l.address}</span>}</th>
                <td data-label={t('dash.listings.doctor')}>{l.line1}</td>
                <td data-label={t('dash.listings.consultations')}>
                  {l.consultations.map((c) => (c.enabled ? typeName(c.type) : t('dash.listings.off', { type: typeName(c.type) }))).join(', ')}
                </td>
                <td data-label={t('dash.listings.zone')}>{l.timezone}</td>
                <td data-label={t('dash.listings.state')}>
                  <span className={`listing-state listing-state-${l.state}`} data-testid="listing-state">{t(`dash.listings.state.${l.state}`)}</span>
                </td>
                <td className="row-actions">
                  <a href={`/app/listings/item?id=${l.id}`} aria-label={t('dash.listings.editNamed', { title: l.title })}>{t('dash.listings.edit')}</a>
                  <a href={`/app/listings/schedule?id=${l.id}&type=${l.consultations[0]?.type ?? 'clinic'}`} aria-label={t('dash.listings.scheduleNamed', { title: l.title })}>{t('dash.listings.schedule')}</a>
                  {canChangeState && LISTING_STATE_CHANGES[l.state].map((to) => (
                    <button key={to} type="button" className="link-button" disabled={busy === String(l.id)} onClick={() => void changeState(l, to)}
                      aria-label={t('dash.listings.actionNamed', { action: t(actionLabel(l.state, to)), title: l.title })}>{t(actionLabel(l.state, to))}</button>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      {!done && (
        <p><button type="button" className="btn" disabled={loading} onClick={() => void loadMore()}>{t(loading ? 'dash.listings.pleaseWait' : 'dash.listings.loadMore')}</button></p>
      )}
    </section>
  );
}
