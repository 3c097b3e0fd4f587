import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../lib/form-field.tsx';
import { FormStatus, type SaveStatus } from '../../lib/form-status.tsx';
import { GqlError, failureText } from '../../lib/graphql-client.ts';
import { FIELD_LIMITS, RECORD_MESSAGES, requiredMessage, YES_NO, type HealthRecord, type RecordField, type SubcategoryDef } from '../../../contracts/health-records.ts';
import { dateProblem, earliestRecordDay, isIsoDate, localToday } from '../../../contracts/record-dates.ts';
import { saveRecord, uploadRecordFile } from './records-api.ts';
import { fieldLabel, optionLabel, recordSayOf } from '../../../contracts/record-format.ts';
import { recordText } from './record-texts.ts';
import { BoundedTextarea } from '../../lib/bounded-textarea.tsx';
import { counterWith } from '../../lib/counter-words.ts';

/**
 * The form's own check of the required fields and dates, with the server's date bounds as of the
 * browser's today (the server checks all again, as of the latest today anywhere).
 */
function check(def: SubcategoryDef, values: Record<string, string>, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  for (const f of def.fields) {
    const v = trimmed[f.name] ?? '';
    const key = `details.${f.name}`;
    if (f.required && !v) problems[key] = requiredMessage(f);
    else if (v && f.kind === 'date') {
      const problem = isIsoDate(v) ? dateProblem(f, v, trimmed, today) : RECORD_MESSAGES.selectDate;
      if (problem) problems[key] = problem;
    } else if (v && f.kind === 'number' && !Number.isFinite(Number(v))) problems[key] = RECORD_MESSAGES.number;
  }
  return problems;
}

/** The input's min and max for a date field, so the browser's picker offers only days the form accepts. */
function dateRange(field: RecordField, today: string): { min?: string; max?: string } {
  if (field.when === 'past') return { min: earliestRecordDay(today), max: today };
  return {};
}

function Control({ field, id, value, error, today, onChange }: {
  field: RecordField; id: string; value: string; error?: string; today: string; onChange: (v: string) => void;
}) {
  const intl = useIntl();
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, 'aria-required': field.required || undefined };
  switch (field.kind) {
    case 'textarea':
      return <BoundedTextarea id={id} name={field.name} rows={3} value={value} max={FIELD_LIMITS.textarea} onChange={(e) => onChange(e.target.value)}
        aria-invalid={aria['aria-invalid']} describedBy={aria['aria-describedby']} count={counterWith(intl.locale, (over, values) => intl.formatMessage({ id: over ? 'health.form.countOver' : 'health.form.count' }, { ...values }))} />;
    case 'select':
    case 'yesno': {
      const options = field.kind === 'yesno' ? YES_NO : field.options ?? [];
      return (
        <select id={id} name={field.name} value={value} onChange={(e) => onChange(e.target.value)} {...aria}>
          <option value="">{intl.formatMessage({ id: 'health.form.select' })}</option>
          {options.map((o) => <option key={o} value={o}>{field.kind === 'yesno' ? intl.formatMessage({ id: o === 'Yes' ? 'health.opt.Yes' : 'health.opt.No' }) : optionLabel(field, o, recordSayOf(intl))}</option>)}
        </select>
      );
    }
    case 'number':
      return (
        <span className="record-number">
          <input id={id} name={field.name} type="number" inputMode="decimal" step="any" min={field.min} max={field.max} value={value}
            onChange={(e) => onChange(e.target.value)} {...aria} />
          {field.unit && <span className="record-unit">{field.unit}</span>}
        </span>
      );
    case 'date':
      return <input id={id} name={field.name} type="date" {...dateRange(field, today)} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
    default:
      return <input id={id} name={field.name} type="text" value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
  }
}

/**
 * Adds or edits one record of a subcategory: every field of the spec's list with its required mark,
 * and for documents the files (uploaded one by one through signed private uploads before the record is
 * saved, kept or removed on edit). Field messages from the server land at their inputs.
 */
export function RecordForm({ def, petId, record, onSaved, onCancel }: {
  def: SubcategoryDef; petId: number; record: HealthRecord | null; onSaved: (message: string) => void; onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(
    () => Object.fromEntries(def.fields.map((f) => [f.name, record?.details[f.name] === undefined ? '' : String(record.details[f.name])])),
  );
  const [kept, setKept] = useState(record?.files ?? []);
  const [picked, setPicked] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>(null);
  const [busy, setBusy] = useState(false);
  // The form opens in the browser only (in a dialog), so the browser's calendar is the one to read.
  const [today] = useState(() => localToday(new Date()));
  const intl = useIntl();
  const say = recordSayOf(intl);
  const text = (english: string) => recordText(intl, def, english);
  const shown = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, text(v)]));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problems = check(def, values, today);
    setErrors(problems);
    setStatus(null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const fileIds = kept.map((f) => f.id);
      for (const file of picked) {
        const uploaded = await uploadRecordFile(file, (name) => intl.formatMessage({ id: 'health.form.uploadFailed' }, { name }));
        if ('error' in uploaded) {
          setErrors({ fileIds: uploaded.error });
          return;
        }
        fileIds.push(uploaded.fileId);
      }
      const details = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
      onSaved(await saveRecord({ id: record?.id ?? null, petId, category: def.category, subcategory: def.key, details, fileIds }));
    } catch (err) {
      if (err instanceof GqlError && err.code === 'BAD_USER_INPUT') setErrors(err.fields);
      setStatus({ kind: 'error', text: err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? text(err.message) : failureText(err, intl.formatMessage({ id: 'health.list.failed' })) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="record-form" onSubmit={(e) => void submit(e)} noValidate data-testid="record-form">
      {def.fields.map((f) => {
        const id = `record-${f.name}`;
        return (
          <FormField key={f.name} id={id} label={fieldLabel(def.key, f, say)} required={f.required} error={shown[`details.${f.name}`]}>
            <Control field={f} id={id} value={values[f.name] ?? ''} error={shown[`details.${f.name}`]} today={today} onChange={(v) => setValues({ ...values, [f.name]: v })} />
          </FormField>
        );
      })}
      {def.files && (
        <FormField id="record-files" label={intl.formatMessage({ id: 'health.form.files' })} error={shown.fileIds}>
          {kept.length > 0 && (
            <ul className="record-files">
              {kept.map((f) => (
                <li key={f.id}>{f.name} <button type="button" className="btn btn-light btn-small" onClick={() => setKept(kept.filter((k) => k.id !== f.id))}
                  aria-label={intl.formatMessage({ id: 'health.form.removeLabel' }, { name: f.name })}>{intl.formatMessage({ id: 'health.form.remove' })}</button></li>
              ))}
            </ul>
          )}
          <input id="record-files" type="file" multiple data-testid="record-file-input"
            onChange={(e) => setPicked([...(e.currentTarget.files ?? [])])} />
        </FormField>
      )}
      <FormStatus status={status} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="record-submit">{intl.formatMessage({ id: busy ? 'health.list.wait' : 'health.form.submit' })}</button>
        <button type="button" className="btn btn-light" onClick={onCancel}>{intl.formatMessage({ id: 'health.form.cancel' })}</button>
      </div>
    </form>
  );
}
