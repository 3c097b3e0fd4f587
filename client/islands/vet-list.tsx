import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { execute } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { monogramClass, nameInitials } from '../../views/components/monogram.ts';
import type { ListingRating } from '../../contracts/review-words.ts';
import type { StripDay, StripSlot } from '../../contracts/listings.ts';
import { INTL_LOCALE } from '../../contracts/locale.ts';
import { dateTimeFormat, formatDollars } from '../../contracts/intl-format.ts';
import { MemoElement } from '../../views/subtree-memo.tsx';

/** A specialization, sent by its English name, in the page's language (contracts/messages/en-data-words.ts); another name as it is. */
function specialization(intl: IntlShape, name: string): string {
  const id = `specialization.${name}`;
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id: id as never }) : name;
}

/** A bookable start: epoch ms and its clock time in the listing's zone (its ISO form is `new Date(at).toISOString()`). */
export type VetCardSlot = StripSlot;
export type VetCardDay = StripDay;
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
  /** The listing's zone by its canonical IANA name (the vet list service canonicalizes it). */
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


graphql(`
  fragment VetCardFields on VendorService {
    id vendorId name providerName avatar specializationNames address price duration type productId timezone zoneName
    rating { average count }
    strip: cardStrip
  }
`);

const VET_LIST_PAGE = graphql(`
  query VetListPage($type: String, $offset: Int, $limit: Int, $search: String, $zipcode: String, $sort: String) {
    vendorServices(type: $type, offset: $offset, limit: $limit, search: $search, zipcode: $zipcode, sort: $sort) { ...VetCardFields }
  }
`);


const isoOf = (at: number) => new Date(at).toISOString();
/** The space between inline parts of a card: no word to translate. */
const SPACE = ' ';

/**
 * A day's and a slot's words in the page's language. The server's English labels are kept as they are in
 * English (the spec's "Mon 30 Nov" and "9:00 AM"); another language spells them with Intl from the same facts.
 */
function stripWords(intl: IntlShape, timezone: string) {
  const english = intl.locale === INTL_LOCALE.en;
  return {
    day: (d: VetCardDay) => (english ? d.label
      : dateTimeFormat(intl.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d.date}T12:00:00Z`))),
    slot: (s: VetCardSlot) => (english ? s.label : dateTimeFormat(intl.locale, { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(s.at)),
  };
}

/** The listing's rating in words: "4.5 out of 5 (12 reviews)", or that it has none yet. */
function ratingText(intl: IntlShape, r: ListingRating): string {
  if (!r.count || r.average === null) return intl.formatMessage({ id: 'vetList.noReviews' });
  const average = intl.formatNumber(r.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return intl.formatMessage({ id: 'vetList.rating' }, { average, count: r.count });
}

/** Where Book leads: the checkout with the chosen listing, consultation and slot. */
export function checkoutHref(card: VetCard, slotIso: string): string {
  const q = new URLSearchParams({
    paymentType: '300', productId: String(card.productId), vendorId: String(card.vendorId), vendorServiceId: String(card.id),
    type: card.type, for_ts: slotIso, listingTZ: card.timezone,
  });
  return `/checkout?${q.toString()}`;
}

/** A card: its chosen day and slot; what it shows is VetCardBody's, kept by the server per card (MemoElement). */
function VetCardView({ card }: { card: VetCard }) {
  const [dayIndex, setDayIndex] = useState(() => firstDayWithSlots(card));
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <MemoElement tag="article" of={card} attrs={{ className: 'vet-card', 'data-listing-id': card.id }}>
      <VetCardBody card={card} dayIndex={dayIndex} picked={picked} onDay={setDayIndex} onPick={setPicked} />
    </MemoElement>
  );
}

const firstDayWithSlots = (card: VetCard) => Math.max(0, card.strip.findIndex((d) => d.slots.length > 0));

function VetCardBody({ card, dayIndex, picked, onDay, onPick }: {
  card: VetCard; dayIndex: number; picked: number | null; onDay: (index: number) => void; onPick: (at: number | null) => void;
}) {
  const intl = useIntl();
  const words = stripWords(intl, card.timezone);
  const day = card.strip[dayIndex];
  const pickedSlot = picked !== null ? card.strip.flatMap((d) => d.slots).find((s) => s.at === picked) : null;
  return (
    <>
      <header className="vet-card-head">
        {card.avatar
          ? <img className="vet-avatar" src={card.avatar} alt="" width={64} height={64} />
          : <span className={`vet-avatar monogram ${monogramClass(card.providerName)}`} aria-hidden="true">{nameInitials(card.providerName)}</span>}
        <div className="vet-card-who">
          <h2 className="vet-card-title">{card.providerName}</h2>
          <p className="vet-card-clinic">{card.name}</p>
          {card.specializationNames.length > 0 && <p className="vet-card-specs">{card.specializationNames.map((n) => specialization(intl, n)).join(', ')}</p>}
          {card.address && <p className="vet-card-address">{card.address}</p>}
          <p className="vet-card-rating" data-testid="vet-card-rating">
            {card.rating.count > 0 && card.rating.average !== null && <span className="stars" aria-hidden="true">{'★'.repeat(Math.round(card.rating.average))}</span>}
            {SPACE}{ratingText(intl, card.rating)}
          </p>
        </div>
        <p className="vet-card-price">
          <FormattedMessage id="vetList.price" values={{
            price: <strong>{formatDollars(intl.locale, card.price)}</strong>, minutes: card.duration, unit: (chunks) => <span>{chunks}</span>,
          }} />
        </p>
      </header>
      {/* The days scroll sideways inside their own box on a phone; the frame fades the edge that has more. */}
      <div className="slot-strip-frame">
        <div className="slot-strip" role="group" aria-label={intl.formatMessage({ id: 'vetList.days' }, { name: card.providerName })}>
          {card.strip.map((d, i) => (
            <button key={d.date} type="button" className="slot-day" aria-pressed={i === dayIndex} onClick={() => onDay(i)}>
              {words.day(d)}
            </button>
          ))}
        </div>
      </div>
      <p className="slot-zone">{intl.formatMessage({ id: 'vetList.zone' }, { zone: card.timezone, abbreviation: card.zoneName })}</p>
      {day && day.slots.length > 0 ? (
        <ul className="slot-list" aria-label={intl.formatMessage({ id: 'vetList.timesOn' }, { day: words.day(day) })}>
          {day.slots.map((s) => (
            <li key={s.at}>
              <button type="button" className="slot" data-slot={isoOf(s.at)} aria-pressed={picked === s.at} onClick={() => onPick(picked === s.at ? null : s.at)}>
                {words.slot(s)}
              </button>
            </li>
          ))}
        </ul>
      ) : <p className="slot-empty">{intl.formatMessage({ id: 'vetList.noSlots' })}</p>}
      <p className="vet-card-book">
        {pickedSlot ? (
          <a className="btn btn-primary" href={checkoutHref(card, isoOf(pickedSlot.at))} data-testid="book">
            {intl.formatMessage({ id: 'vetList.bookAt' }, { time: words.slot(pickedSlot), abbreviation: card.zoneName })}
          </a>
        ) : (
          <span className="btn btn-primary" aria-disabled="true" data-testid="book">{intl.formatMessage({ id: 'vetList.book' })}</span>
        )}
        {SPACE}<a className="vet-card-waitlist" href={`/app/waitlist/join?listingId=${card.id}&type=${card.type}`} data-testid="waitlist-link">
          {intl.formatMessage({ id: 'vetList.waitlist' })}
        </a>
      </p>
    </>
  );
}

/**
 * The public vet list: cards rendered on the server, then infinite scroll in pages of
 * `pageSize` with the same search; "That's all folks!" at the end.
 */
export default function VetList({ items: initial, query, pageSize }: VetListProps) {
  const intl = useIntl();
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
          {intl.formatMessage({ id: 'vetList.error' })}{SPACE}
          <button type="button" className="btn btn-small" onClick={() => void loadMore()}>{intl.formatMessage({ id: 'vetList.retry' })}</button>
        </p>
      )}
      {done
        ? <p className="vet-list-end">{intl.formatMessage({ id: 'vetList.end' })}</p>
        : <div ref={sentinel} className="vet-list-more">{loading ? intl.formatMessage({ id: 'vetList.loading' }) : ''}</div>}
    </section>
  );
}
