import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../contracts/messages/en.ts';
import { Dialog, useConfirm } from '../lib/dialog.tsx';
import { subcategoryLabelId, subcategoryOf, type HealthRecord } from '../../contracts/health-records.ts';
import { recordTitle } from '../../contracts/record-format.ts';
import { useRecordSay } from '../../views/components/records/record-say.ts';
import { RecordCard } from '../../views/components/records/record-card.tsx';
import { failureText } from '../lib/graphql-client.ts';
import { RecordForm } from './records/record-form.tsx';
import { deleteRecord, reloadWith } from './records/records-api.ts';

export interface HealthRecordsProps {
  petId: number;
  category: string;
  subcategory: string;
  /** The subcategory's records, newest first. */
  records: HealthRecord[];
  /** False for a pet shared with the viewer to see only (the server refuses anyway). */
  canAdd?: boolean;
}

type Editing = { record: HealthRecord | null; key: number } | null;

/**
 * One subcategory of a pet's records on the owner's page: the records (read-only cards, with Edit and
 * Delete on the owner's own), Add in the product's Dialog, Delete after the spec's confirmation (focus on No). After a
 * change the page is drawn again by the server, so the lists, charts and what is due stay one truth.
 */
export default function HealthRecords({ petId, category, subcategory, records, canAdd = true }: HealthRecordsProps) {
  const def = subcategoryOf(category, subcategory)!;
  const intl = useIntl();
  const recordSay = useRecordSay();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const label = say(subcategoryLabelId(def.key) as MessageId);
  const nameOf = (r: HealthRecord) => (r.details.name !== undefined ? String(r.details.name) : recordTitle(r, recordSay));
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [confirmDialog, confirm] = useConfirm();
  const keys = useRef(0);

  function open(record: HealthRecord | null) {
    setEditing({ record, key: ++keys.current });
  }

  async function onDelete(record: HealthRecord) {
    const name = nameOf(record);
    if (!await confirm({
      question: say('health.list.confirmDelete'), detail: name, confirmLabel: say('health.list.delete'), cancelLabel: say('health.opt.No'),
      danger: true, testId: 'record-delete',
    })) return;
    setError(null);
    setDeleting(record.id);
    try {
      await deleteRecord(record.id);
      reloadWith('deleted');
    } catch (err) {
      setError(failureText(err, say('health.list.failed')));
      setDeleting(null);
    }
  }

  return (
    <section className="health-records" aria-labelledby="records-list-title" data-testid="health-records">
      <div className="health-records-head">
        <h3 id="records-list-title">{label}</h3>
        {canAdd && (
          <button type="button" className="btn btn-primary" data-testid="add-record" onClick={() => open(null)}>
            {say('health.list.add', { label: label.toLowerCase() })}
          </button>
        )}
      </div>
      {error && <div className="alert alert-error" role="alert"><strong>{say('health.list.error')}</strong> {error}</div>}
      {records.length === 0 ? <p className="empty" data-testid="records-here-empty">{say('health.emptyHere')}</p> : (
        <div className="records-list">
          {records.map((r) => (
            <RecordCard key={r.id} record={r} actions={r.editable ? (
              <>
                <button type="button" className="btn btn-light btn-small" aria-label={say('health.list.editLabel', { name: nameOf(r) })}
                  onClick={() => open(r)}>{say('health.list.edit')}</button>
                <button type="button" className="btn btn-danger btn-small" disabled={deleting === r.id} aria-label={say('health.list.deleteLabel', { name: nameOf(r) })}
                  onClick={() => void onDelete(r)}>{say(deleting === r.id ? 'health.list.wait' : 'health.list.delete')}</button>
              </>
            ) : undefined} />
          ))}
        </div>
      )}
      <Dialog open={editing !== null} title={say(editing?.record ? 'health.list.editTitle' : 'health.list.addTitle', { label: label.toLowerCase() })} onClose={() => setEditing(null)}
        closeButton closeLabel={say('health.list.close')} className="dialog-wide record-dialog">
        {editing && (
          <RecordForm key={editing.key} def={def} petId={petId} record={editing.record}
            onSaved={() => reloadWith('saved')} onCancel={() => setEditing(null)} />
        )}
      </Dialog>
      {confirmDialog}
    </section>
  );
}
