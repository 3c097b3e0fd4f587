import type { DueItem } from '../../../contracts/health-records.ts';
import { formatDay } from '../../../contracts/record-format.ts';

/** Immunizations and medications due in the next weeks or overdue (the reminders themselves are sent by the appointments area). */
export function DueSoon({ items, pets }: { items: readonly DueItem[]; pets?: ReadonlyMap<number, string> }) {
  if (items.length === 0) return null;
  return (
    <section className="records-due" aria-labelledby="records-due-title" data-testid="records-due">
      <h2 id="records-due-title">Due soon</h2>
      <ul>
        {items.map((d) => (
          <li key={d.recordId} className={d.overdue ? 'records-due-overdue' : undefined}>
            <strong>{d.name}</strong>
            {pets?.get(d.petId) ? ` (${pets.get(d.petId)})` : ''}
            {` · ${d.subcategory === 'immunizations' ? 'Immunization' : 'Medication'} · ${d.overdue ? 'overdue since' : 'due'} `}
            <time dateTime={d.nextDueDate}>{formatDay(d.nextDueDate)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
