import { useIntl } from 'react-intl';
import { STATUS_FILTER_OPTIONS } from '../../../contracts/appointments.ts';
import type { AppointmentFilters } from '../../../contracts/appointments.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/**
 * The filter panel: a plain GET form (it works without JavaScript; Apply submits it),
 * which the island turns into instant filtering through `onChange`. Its words: the page's language's.
 */
export function FilterPanel({ action, filters, listings, zones, zone, onChange }: {
  action: string;
  filters: AppointmentFilters;
  /** The vendor's listings the viewer may see; null for owners (no Listing filter). */
  listings: Array<{ id: number; title: string }> | null;
  zones: string[];
  /** The zone shown selected (the chosen one, else the browser's guess once hydrated). */
  zone: string | null;
  onChange?: (next: AppointmentFilters) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const change = (patch: Partial<AppointmentFilters>) => onChange?.({ ...filters, ...patch });
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  return (
    <form className="appointment-filters" method="get" action={action} aria-label={t('dash.appts.filter.label')}
      onSubmit={(e) => {
        if (!onChange) return;
        e.preventDefault();
      }}>
      <label className="field">
        <span>{t('dash.appts.filter.status')}</span>
        <select name="status" value={filters.status ?? ''} data-testid="filter-status"
          onChange={(e) => change({ status: numberOrNull(e.target.value) })}>
          <option value="">{t('dash.appts.filter.all')}</option>
          {STATUS_FILTER_OPTIONS.map(({ value }) => <option key={value} value={value}>{t(`dash.appts.filter.status.${value}`)}</option>)}
        </select>
      </label>
      {listings && (
        <label className="field">
          <span>{t('dash.appts.filter.listing')}</span>
          <select name="listing" value={filters.listingId ?? ''} data-testid="filter-listing"
            onChange={(e) => change({ listingId: numberOrNull(e.target.value) })}>
            <option value="">{t('dash.appts.filter.all')}</option>
            {listings.map((l) => <option key={l.id} value={l.id}>{l.title}</option>)}
          </select>
        </label>
      )}
      <label className="field">
        <span>{t('dash.appts.filter.sortBy')}</span>
        <select name="sort" value={filters.sort} data-testid="filter-sort"
          onChange={(e) => change({ sort: e.target.value === 'created' ? 'created' : 'slot' })}>
          <option value="slot">{t('dash.appts.filter.sortSlot')}</option>
          <option value="created">{t('dash.appts.filter.sortCreated')}</option>
        </select>
      </label>
      <label className="field">
        <span>{t('dash.appts.filter.zone')}</span>
        <select name="tz" value={zone ?? ''} data-testid="filter-tz" onChange={(e) => change({ tz: e.target.value || null })}>
          {!zone && <option value="">{t('dash.appts.filter.zoneEach')}</option>}
          {zones.map((z) => <option key={z} value={z}>{z}</option>)}
        </select>
      </label>
      <div className="appointment-filter-actions">
        <button type="submit" className="btn btn-secondary btn-small">{t('dash.appts.filter.apply')}</button>
        <a href={action}>{t('dash.appts.filter.clear')}</a>
      </div>
    </form>
  );
}
