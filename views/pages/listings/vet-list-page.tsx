import { useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { SOLD_CONSULTATION_TYPES } from '../../../contracts/consultations.ts';
import VetList, { type VetCard, type VetListProps } from '../../../client/islands/vet-list.tsx';
import { VET_LIST_SORTS } from '../../../contracts/review-words.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** The sort options' words in the catalogue, by the URL's `sort` value. */
const SORT_WORDS: Record<(typeof VET_LIST_SORTS)[number]['value'], MessageId> = { '': 'vetList.sort.best', rating: 'vetList.sort.rating' };

/**
 * Only what a card shows travels to the browser: not the raw roster (the strip's slots are already only their
 * instant and clock time; the island spells the ISO form itself).
 */
function toCard(s: VetCard): VetCard {
  return {
    id: s.id, vendorId: s.vendorId, name: s.name, providerName: s.providerName, avatar: s.avatar, specializationNames: s.specializationNames,
    address: s.address, price: s.price, duration: s.duration, type: s.type, productId: s.productId, timezone: s.timezone,
    zoneName: s.zoneName, rating: s.rating, strip: s.strip,
  };
}

/**
 * A card as the island gets it, and its JSON, made once per card the server's card cache keeps (it replaces a card
 * rather than changing it): the same card object on every page that shows it, so its HTML is kept too
 * (MemoElement in the island).
 */
const keptCards = new WeakMap<VetCard, { card: VetCard; json: string }>();
function islandCard(source: VetCard): { card: VetCard; json: string } {
  let kept = keptCards.get(source);
  if (!kept) {
    const card = toCard(source);
    kept = { card, json: JSON.stringify(card) };
    keptCards.set(source, kept);
  }
  return kept;
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
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const cards = items.map(islandCard);
  const props: VetListProps = { items: cards.map((c) => c.card), query, pageSize };
  // The props' JSON from each card's kept JSON: the same text JSON.stringify(props) gives.
  const json = `{"items":[${cards.map((c) => c.json).join(',')}],"query":${JSON.stringify(query)},"pageSize":${JSON.stringify(pageSize)}}`;
  return (
    <MainLayout>
      <div className="container vet-list-page">
        <h1>{t('vetList.title')}</h1>
        <form className="vet-search" method="get" action="/vet-appointments/list" role="search">
          <label>
            <span>{t('vetList.search.name')}</span>
            <input type="search" name="q" defaultValue={query.search} placeholder={t('vetList.search.namePlaceholder')} maxLength={100} />
          </label>
          <label>
            <span>{t('vetList.search.zipcode')}</span>
            <input type="text" name="zip" defaultValue={query.zipcode} inputMode="numeric" maxLength={10} placeholder={t('vetList.search.zipcodePlaceholder')} />
          </label>
          <label>
            <span>{t('vetList.search.consultation')}</span>
            <select name="type" defaultValue={query.type}>
              {SOLD_CONSULTATION_TYPES.map((type) => <option key={type} value={type}>{t(`consultation.${type}`)}</option>)}
            </select>
          </label>
          <label>
            <span>{t('vetList.search.sortBy')}</span>
            <select name="sort" defaultValue={query.sort}>
              {VET_LIST_SORTS.map((o) => <option key={o.value} value={o.value}>{t(SORT_WORDS[o.value])}</option>)}
            </select>
          </label>
          <button type="submit" className="btn btn-primary">{t('vetList.search.submit')}</button>
        </form>
        {items.length === 0 && <p className="vet-list-none">{t('vetList.none')}</p>}
        <Island name="vet-list" component={VetList} props={props} json={json} />
      </div>
    </MainLayout>
  );
}
