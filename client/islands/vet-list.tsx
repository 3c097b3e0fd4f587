import { useEffect, useRef, useState } from 'react';
import { execute } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { SOMETHING_WRONG } from '../../contracts/errors.ts';
import { canonicalZone } from '../../contracts/time-zone.ts';
import { monogramClass, nameInitials } from '../../views/components/monogram.ts';
import { ratingWords, type ListingRating } from '../../contracts/review-words.ts';

/** A bookable start: epoch ms and its clock time in the listing's zone (its ISO form is `new Date(at).toISOString()`). */
export interface VetCardSlot { at: number; label: string }
export interface VetCardDay { date: string; label: string; slots: VetCardSlot[] }
export interface VetCard {
  id: string | number;
  vendorId: string | number;
  name: string;
  providerName: string;
  avatar: string | null;
  specializationNames: string[];
  address: string | null;
  price: number;
  duration: number;
  type: string;
  productId: number;
  timezone: string;
  zoneName: string;
  rating: ListingRating;
  strip: VetCardDay[];
}

export interface VetListProps {
  items: VetCard[];
  query: { search: string; zipcode: string; type: string; sort: string };
  pageSize: number;
}

export const NO_SLOTS = 'Sorry, no slots available for the day!';
export const END_OF_LIST = "That's all folks!";

graphql(`
  fragment VetCardFields on VendorService {
    id vendorId name providerName avatar specializationNames address price duration type productId timezone zoneName
    rating { average count }
    strip { date label slots { at label } }
  }
`);

const VET_LIST_PAGE = graphql(`
  query VetListPage($type: String, $offset: Int, $limit: Int, $search: String, $zipcode: String, $sort: String) {
    vendorServices(type: $type, offset: $offset, limit: $limit, search: $search, zipcode: $zipcode, sort: $sort) { ...VetCardFields }
  }
`);


const isoOf = (at: number) => new Date(at).toISOString();

/** Where Book leads: the checkout with the chosen listing, consultation and slot. */
export function checkoutHref(card: VetCard, slotIso: string): string {
  const q = new URLSearchParams({
    paymentType: '300', productId: String(card.productId), vendorId: String(card.vendorId), vendorServiceId: String(card.id),
    type: card.type, for_ts: slotIso, listingTZ: card.timezone,
  });
  return `/checkout?${q.toString()}`;
}

function VetCardView({ card }: { card: VetCard }) {
  const firstWithSlots = Math.max(0, card.strip.findIndex((d) => d.slots.length > 0));
  const [dayIndex, setDayIndex] = useState(firstWithSlots);
  const [picked, setPicked] = useState<number | null>(null);
  const day = card.strip[dayIndex];
  const pickedSlot = picked !== null ? card.strip.flatMap((d) => d.slots).find((s) => s.at === picked) : null;
  return (
    <article className="vet-card" data-listing-id={card.id}>
      <header className="vet-card-head">
        {card.avatar
          ? <img className="vet-avatar" src={card.avatar} alt="" width={64} height={64} />
          : <span className={`vet-avatar monogram ${monogramClass(card.providerName)}`} aria-hidden="true">{nameInitials(card.providerName)}</span>}
        <div className="vet-card-who">
          <h2 className="vet-card-title">{card.providerName}</h2>
          <p className="vet-card-clinic">{card.name}</p>
          {card.specializationNames.length > 0 && <p className="vet-card-specs">{card.specializationNames.join(', ')}</p>}
          {card.address && <p className="vet-card-address">{card.address}</p>}
          <p className="vet-card-rating" data-testid="vet-card-rating">
            {card.rating.count > 0 && card.rating.average !== null && <span className="stars" aria-hidden="true">{'★'.repeat(Math.round(card.rating.average))}</span>}
            {' '}{ratingWords(card.rating)}
          </p>
        </div>
        <p className="vet-card-price"><strong>${card.price.toFixed(2)}</strong> <span>/ {card.duration} min</span></p>
      </header>
      {/* The days scroll sideways inside their own box on a phone; the frame fades the edge that has more. */}
      <div className="slot-strip-frame">
        <div className="slot-strip" role="group" aria-label={`Days for ${card.providerName}`}>
          {card.strip.map((d, i) => (
            <button key={d.date} type="button" className="slot-day" aria-pressed={i === dayIndex} onClick={() => setDayIndex(i)}>
              {d.label}
            </button>
          ))}
        </div>
      </div>
      <p className="slot-zone">{`Times in ${canonicalZone(card.timezone)} (${card.zoneName})`}</p>
      {day && day.slots.length > 0 ? (
        <ul className="slot-list" aria-label={`Times on ${day.label}`}>
          {day.slots.map((s) => (
            <li key={s.at}>
              <button type="button" className="slot" data-slot={isoOf(s.at)} aria-pressed={picked === s.at} onClick={() => setPicked(picked === s.at ? null : s.at)}>
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      ) : <p className="slot-empty">{NO_SLOTS}</p>}
      <p className="vet-card-book">
        {pickedSlot ? (
          <a className="btn btn-primary" href={checkoutHref(card, isoOf(pickedSlot.at))} data-testid="book">
            {`Book ${pickedSlot.label} ${card.zoneName}`}
          </a>
        ) : (
          <span className="btn btn-primary" aria-disabled="true" data-testid="book">Book</span>
        )}
        {' '}<a className="vet-card-waitlist" href={`/app/waitlist/join?listingId=${card.id}&type=${card.type}`} data-testid="waitlist-link">No time that suits? Join the waitlist</a>
      </p>
    </article>
  );
}

/**
 * The public vet list: cards rendered on the server, then infinite scroll in pages of
 * `pageSize` with the same search; "That's all folks!" at the end.
 */
export default function VetList({ items: initial, query, pageSize }: VetListProps) {
  const [items, setItems] = useState(initial);
  const [done, setDone] = useState(initial.length < pageSize);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  async function loadMore() {
    if (loading || done) return;
    setLoading(true);
    setError(false);
    try {
      const data = await execute(VET_LIST_PAGE, { ...query, offset: items.length, limit: pageSize });
      setItems((prev) => [...prev, ...data.vendorServices]);
      if (data.vendorServices.length < pageSize) setDone(true);
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    const el = sentinel.current;
    if (!el || done || error) return;
    const observer = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) void loadMore(); }, { rootMargin: '400px' });
    observer.observe(el);
    return () => observer.disconnect();
  });

  return (
    <section className="vet-list" aria-live="polite">
      {items.map((card) => <VetCardView key={card.id} card={card} />)}
      {error && (
        <p className="alert alert-error" role="alert">
          {SOMETHING_WRONG} <button type="button" className="btn btn-small" onClick={() => void loadMore()}>Retry</button>
        </p>
      )}
      {done ? <p className="vet-list-end">{END_OF_LIST}</p> : <div ref={sentinel} className="vet-list-more">{loading ? 'Loading…' : ''}</div>}
    </section>
  );
}
