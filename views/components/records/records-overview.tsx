import { useIntl } from 'react-intl';
import { categoryLabelId, RECORD_CATEGORIES, subcategoriesOf, type HealthRecord } from '../../../contracts/health-records.ts';
import { RecordCard } from './record-card.tsx';

/**
 * A set of records read-only, grouped by category then subcategory in the spec's order (newest first
 * within each): the customer page, the appointment tab and the share page. `pets` names the pet on each
 * card when the records span several.
 */
export function RecordsOverview({ records, pets, headingLevel = 3 }: {
  records: readonly HealthRecord[];
  pets?: ReadonlyMap<number, string>;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  if (records.length === 0) return <p className="empty" data-testid="records-empty">{intl.formatMessage({ id: 'health.empty' })}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="records-overview" data-testid="records-overview">
      {RECORD_CATEGORIES.map((category) => {
        const groups = subcategoriesOf(category)
          .map((def) => ({ def, items: records.filter((r) => r.category === category && r.subcategory === def.key) }))
          .filter((g) => g.items.length > 0);
        if (groups.length === 0) return null;
        return (
          <section key={category} className="records-category" aria-label={intl.formatMessage({ id: categoryLabelId(category) })}>
            <Heading>{intl.formatMessage({ id: categoryLabelId(category) })}</Heading>
            {groups.map(({ def, items }) => (
              <div key={def.key} className="records-group">
                {items.map((r) => <RecordCard key={r.id} record={r} petName={pets?.get(r.petId)} />)}
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
