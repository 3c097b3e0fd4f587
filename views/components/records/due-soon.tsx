import { useIntl } from 'react-intl';
import type { DueItem } from '../../../contracts/health-records.ts';
import { formatDay } from '../../../contracts/record-format.ts';

/** Immunizations and medications due in the next weeks or overdue (the reminders themselves are sent by the appointments area). */
export function DueSoon({ items, pets }: { items: readonly DueItem[]; pets?: ReadonlyMap<number, string> }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const petOf = (d: DueItem) => (pets?.get(d.petId) ? ` (${pets.get(d.petId)})` : '');
  const kindOf = (d: DueItem) => ` · ${intl.formatMessage({ id: d.subcategory === 'immunizations' ? 'health.due.immunization' : 'health.due.medication' })} · ${intl.formatMessage({ id: d.overdue ? 'health.due.overdueSince' : 'health.due.due' })} `;
  return (
    <section className="records-due" aria-labelledby="records-due-title" data-testid="records-due">
      <h2 id="records-due-title">{intl.formatMessage({ id: 'health.due.title' })}</h2>
      <ul>
        {items.map((d) => (
          <li key={d.recordId} className={d.overdue ? 'records-due-overdue' : undefined}>
            <strong>{d.name}</strong>
            {petOf(d)}
            {kindOf(d)}
            <time dateTime={d.nextDueDate}>{formatDay(d.nextDueDate, intl.locale)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
