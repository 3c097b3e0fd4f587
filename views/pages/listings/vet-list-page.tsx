import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { CONSULTATION_TYPE_LABEL, SOLD_CONSULTATION_TYPES } from '../../../contracts/consultations.ts';
import VetList, { type VetCard } from '../../../client/islands/vet-list.tsx';
import { VET_LIST_SORTS } from '../../../contracts/review-words.ts';

const TYPES = SOLD_CONSULTATION_TYPES.map((value) => ({ value, label: CONSULTATION_TYPE_LABEL[value] }));

/**
 * Only what a card shows travels to the browser: not the raw roster, and each slot as its instant and clock time
 * (the island spells the ISO form itself; the props were two thirds slots, each a third ISO text).
 */
function toCard(s: VetCard): VetCard {
  return {
    id: s.id, vendorId: s.vendorId, name: s.name, providerName: s.providerName, avatar: s.avatar, specializationNames: s.specializationNames,
    address: s.address, price: s.price, duration: s.duration, type: s.type, productId: s.productId, timezone: s.timezone,
    zoneName: s.zoneName, rating: s.rating, strip: s.strip.map((d) => ({ date: d.date, label: d.label, slots: d.slots.map(({ at, label }) => ({ at, label })) })),
  };
}

/**
 * /vet-appointments/list: a plain GET search form (so a search is a shareable, indexable URL)
 * and the first page of vets rendered here; the island adds slot picking and infinite scroll.
 */
export function VetListPage({ query, items, pageSize }: {
  query: { search: string; zipcode: string; type: string; sort: string };
  items: VetCard[];
  pageSize: number;
}) {
  return (
    <MainLayout>
      <div className="container vet-list-page">
        <h1>Book a vet appointment</h1>
        <form className="vet-search" method="get" action="/vet-appointments/list" role="search">
          <label>
            <span>Name or specialization</span>
            <input type="search" name="q" defaultValue={query.search} placeholder="e.g. Dermatology or Dr. Lee" maxLength={100} />
          </label>
          <label>
            <span>Zipcode</span>
            <input type="text" name="zip" defaultValue={query.zipcode} inputMode="numeric" maxLength={10} placeholder="e.g. 10011" />
          </label>
          <label>
            <span>Consultation</span>
            <select name="type" defaultValue={query.type}>
              {TYPES.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
            </select>
          </label>
          <label>
            <span>Sort by</span>
            <select name="sort" defaultValue={query.sort}>
              {VET_LIST_SORTS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </label>
          <button type="submit" className="btn btn-primary">Search</button>
        </form>
        {items.length === 0 && <p className="vet-list-none">No vets match your search.</p>}
        <Island name="vet-list" component={VetList} props={{ items: items.map(toCard), query, pageSize }} />
      </div>
    </MainLayout>
  );
}
