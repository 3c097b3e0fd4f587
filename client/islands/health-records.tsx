import { useEffect, useRef, useState } from 'react';
import { NO_RECORDS_HERE, RECORD_MESSAGES, subcategoryOf, type HealthRecord } from '../../contracts/health-records.ts';
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
}

type Editing = { record: HealthRecord | null; key: number } | null;

/**
 * One subcategory of a pet's records on the owner's page: the records (read-only cards, with Edit and
 * Delete on the owner's own), Add in a native <dialog>, Delete after the spec's confirmation. After a
 * change the page is drawn again by the server, so the lists, charts and what is due stay one truth.
 */
export default function HealthRecords({ petId, category, subcategory, records }: HealthRecordsProps) {
  const def = subcategoryOf(category, subcategory)!;
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const keys = useRef(0);

  useEffect(() => {
    if (editing && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [editing]);

  function open(record: HealthRecord | null, button: HTMLElement) {
    opener.current = button;
    setEditing({ record, key: ++keys.current });
  }

  function onClosed() {
    setEditing(null);
    opener.current?.focus();
  }

  async function onDelete(record: HealthRecord) {
    if (!window.confirm(RECORD_MESSAGES.confirmDelete)) return;
    setError(null);
    setDeleting(record.id);
    try {
      await deleteRecord(record.id);
      reloadWith('deleted');
    } catch (err) {
      setError(failureText(err, RECORD_MESSAGES.failed));
      setDeleting(null);
    }
  }

  return (
    <section className="health-records" aria-labelledby="records-list-title" data-testid="health-records">
      <div className="health-records-head">
        <h3 id="records-list-title">{def.label}</h3>
        <button type="button" className="btn btn-primary" data-testid="add-record" onClick={(e) => open(null, e.currentTarget)}>
          {`Add ${def.label.toLowerCase()}`}
        </button>
      </div>
      {error && <div className="alert alert-error" role="alert"><strong>Error!</strong> {error}</div>}
      {records.length === 0 ? <p className="empty" data-testid="records-here-empty">{NO_RECORDS_HERE}</p> : (
        <div className="records-list">
          {records.map((r) => (
            <RecordCard key={r.id} record={r} actions={r.editable ? (
              <>
                <button type="button" className="btn btn-light btn-small" aria-label={`Edit ${String(r.details.name ?? r.label)}`}
                  onClick={(e) => open(r, e.currentTarget)}>Edit</button>
                <button type="button" className="btn btn-danger btn-small" disabled={deleting === r.id} aria-label={`Delete ${String(r.details.name ?? r.label)}`}
                  onClick={() => void onDelete(r)}>{deleting === r.id ? 'Please Wait...' : 'Delete'}</button>
              </>
            ) : undefined} />
          ))}
        </div>
      )}
      <dialog ref={dialog} className="pet-dialog record-dialog" aria-labelledby="record-dialog-title" onClose={onClosed}>
        {editing && (
          <>
            <div className="pet-dialog-head">
              <h2 id="record-dialog-title">{`${editing.record ? 'Edit' : 'Add'} ${def.label.toLowerCase()}`}</h2>
              <button type="button" className="pet-dialog-close" aria-label="Close" onClick={() => dialog.current?.close()}>×</button>
            </div>
            <RecordForm key={editing.key} def={def} petId={petId} record={editing.record}
              onSaved={() => reloadWith('saved')} onCancel={() => dialog.current?.close()} />
          </>
        )}
      </dialog>
    </section>
  );
}
