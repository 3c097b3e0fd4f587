import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HealthRecord } from '../../../contracts/health-records.ts';
import { flagText, formatDay, recordLines, recordTitle, subcategoryLabel } from '../../../contracts/record-format.ts';
import { useRecordSay } from './record-say.ts';

const SEPARATOR = ' · ';

/**
 * One health record, read-only: its title and date, every filled field with its unit, its files, the
 * range flags of a tracker reading, and a clinic's signature. The records page, the customer page, the
 * appointment's Medical Records tab and the share page all draw records with this; `actions` is where the
 * owner's page puts Edit and Delete.
 */
export function RecordCard({ record, petName, actions }: { record: HealthRecord; petName?: string; actions?: ReactNode }) {
  const intl = useIntl();
  const say = useRecordSay();
  const date = typeof record.details.date === 'string' ? record.details.date : null;
  const lines = recordLines(record, ['name', 'date'], say);
  return (
    <article className="record-card" data-record-id={record.id} data-subcategory={record.subcategory}>
      <header className="record-card-head">
        <h4 className="record-card-title">{recordTitle(record, say)}</h4>
        <p className="record-card-meta">
          {petName && <span className="record-card-pet">{petName}{SEPARATOR}</span>}
          <span>{subcategoryLabel(record.category, record.subcategory, say)}</span>
          {date && <>{SEPARATOR}<time dateTime={date}>{formatDay(date, say.locale)}</time></>}
        </p>
      </header>
      {lines.length > 0 && (
        <dl className="record-fields">
          {lines.map((l) => (
            <div key={l.name} className={`record-field record-field-${l.name}`}><dt>{l.label}</dt><dd>{l.value}</dd></div>
          ))}
        </dl>
      )}
      {record.flags.length > 0 && (
        <ul className="record-flags" aria-label={intl.formatMessage({ id: 'health.card.flags' })}>
          {record.flags.map((f) => <li key={f} className="record-flag">{flagText(f, say)}</li>)}
        </ul>
      )}
      {record.files.length > 0 && (
        <ul className="record-files" aria-label={intl.formatMessage({ id: 'health.card.files' })}>
          {record.files.map((f) => (
            <li key={f.id}>
              {f.url ? <a href={f.url} target="_blank" rel="noopener noreferrer" data-testid="record-file">{f.name}</a> : <span>{f.name}</span>}
            </li>
          ))}
        </ul>
      )}
      {record.author.kind === 'clinic' && (
        <p className="record-signature" data-testid="record-signature">
          {record.author.clinic
            ? intl.formatMessage({ id: 'health.card.signedByAt' }, { name: record.author.name, clinic: record.author.clinic })
            : intl.formatMessage({ id: 'health.card.signedBy' }, { name: record.author.name })}
        </p>
      )}
      {actions && <div className="record-actions">{actions}</div>}
    </article>
  );
}
