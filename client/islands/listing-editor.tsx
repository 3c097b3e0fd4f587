import { FOLLOW_UP_HOURS, RESPONSE_TARGET_HOURS } from '../../contracts/listing-messages.ts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { execute, GqlError } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { SOMETHING_WRONG } from '../../contracts/errors.ts';
import { CORRECT_FIELDS } from '../../contracts/forms.ts';
import { errorText } from '../lib/post-json.ts';
import { uploadFile } from '../lib/upload.ts';
import { CANCELLATION_HOURS, DURATION, WEEKDAYS, type ListingView, type ScheduleRow } from '../../contracts/listings.ts';
import { CONSULTATION_TYPE_LABEL, CONSULTATION_TYPES, E_CONSULTATION_TERMS, isEConsultation } from '../../contracts/consultations.ts';
import { canonicalZone, zoneChoices } from '../../contracts/time-zone.ts';
import { zoneName } from '../../contracts/day-format.ts';
import { FormStatus } from '../lib/form-status.tsx';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../contracts/messages/en.ts';
import { sayPractice, sayPracticeFields } from '../lib/practice-texts.ts';

const SAVE_LISTING = graphql(`
  mutation SaveListing($input: SaveListingInput!) { saveListing(input: $input) { message listing { id avatar } } }
`);

const DAYS = WEEKDAYS;
const TYPES = CONSULTATION_TYPES.map((value) => ({ value, label: CONSULTATION_TYPE_LABEL[value] }));
type TextField = 'title' | 'line1' | 'line2' | 'address' | 'zipcode' | 'city' | 'state' | 'country' | 'education';

type Row = ScheduleRow;
interface ConsultationForm { type: string; enabled: boolean; duration: string; price: string; schedule: Row[] }

/** The listing as the dashboard reads it (type-only: no server code reaches the browser). */
export type EditorListing = Omit<ListingView, 'vendorId'>;

export interface ListingEditorProps {
  listing: EditorListing | null;
  team: Array<{ id: number; name: string; subrole: string }>;
  /** A root admin of a clinic with several logins names the owner; a sub-user owns what they leave unowned. */
  ownerRequired: boolean;
  specializations: Array<{ code: number; name: string }>;
}

const NEW_CONSULTATION: ConsultationForm = {
  type: 'clinic', enabled: true, duration: '30', price: '50', schedule: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], from: '09:00', to: '17:00' }],
};
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function Field({ name, errors }: { name: string; errors: Record<string, string> }) {
  return errors[name] ? <span className="field-error" id={`err-${name}`}>{errors[name]}</span> : null;
}

/**
 * The listing editor: details, owner and managers, profile, and consultations with an enable
 * switch, type, duration, price and schedule rows (15-minute steps). Saves through saveListing;
 * new versus update is decided by the id.
 */
export default function ListingEditor({ listing, team, ownerRequired, specializations }: ListingEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  /** A zone's option: its IANA name (the value), with its name in the page's language beside it outside English. */
  const zoneOption = (z: string) => (intl.locale.startsWith('en') ? z : `${z} (${zoneName(z, intl.locale)})`);
  const typeLabel = (type: string, english: string) => (Object.hasOwn(intl.messages, `consultation.${type}`) ? t(`consultation.${type}` as MessageId) : english);
  const p = listing?.profile ?? {};
  const [id, setId] = useState<number | null>(listing?.id ?? null);
  const [f, setF] = useState({
    title: listing?.title ?? '', line1: listing?.line1 ?? '', line2: listing?.line2 ?? '', address: listing?.address ?? '',
    timezone: listing ? canonicalZone(listing.timezone) : 'America/New_York',
    vendorLoginId: listing?.vendorLoginId ? String(listing.vendorLoginId) : '', managers: listing?.managers ?? [],
    zipcode: str(p.zipcode), city: str(p.city), state: str(p.state), country: str(p.country) || 'US', education: str(p.education),
    specializations: Array.isArray(p.specializations) ? (p.specializations as number[]) : [],
    cancellationHours: String(listing?.cancellationHours ?? CANCELLATION_HOURS.default),
    followUpHours: String(listing?.followUpHours ?? FOLLOW_UP_HOURS.default),
    responseTargetHours: listing ? (listing.responseTargetHours === null ? '' : String(listing.responseTargetHours)) : String(RESPONSE_TARGET_HOURS.default),
  });
  const [consultations, setConsultations] = useState<ConsultationForm[]>(
    listing?.consultations.map((c) => ({ ...c, duration: String(c.duration), price: String(c.price) })) ?? [NEW_CONSULTATION],
  );
  // The picture: what is shown, and the upload to attach (null removes it, undefined keeps the saved one).
  const [avatar, setAvatar] = useState<{ url: string | null; fileId?: number | null }>({ url: listing?.avatar ?? null });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // After a refused save, the first field with a problem takes the focus (every problem is marked at once).
  useEffect(() => {
    if (Object.keys(errors).length) form.current?.querySelector<HTMLElement>(':is(input, select, textarea)[aria-invalid="true"]')?.focus();
  }, [errors]);
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `err-${name}` } : {});

  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const updateC = (i: number, patch: Partial<ConsultationForm>) => setConsultations(consultations.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const updateRow = (i: number, r: number, patch: Partial<Row>) =>
    updateC(i, { schedule: consultations[i].schedule.map((row, k) => (k === r ? { ...row, ...patch } : row)) });
  const num = (v: string) => (v.trim() === '' ? null : Number(v));

  /** Uploads a chosen picture (signed, then PUT to storage); the save attaches it, and the server checks it is an image. */
  async function choosePicture(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setUploading(true);
    setErrors((x) => ({ ...x, avatar: '' }));
    const upload = await uploadFile('public', 'vendor_services_avatar', file, file.name);
    if ('fileId' in upload) setAvatar({ url: URL.createObjectURL(file), fileId: upload.fileId });
    else setErrors((x) => ({ ...x, avatar: sayPractice(intl, upload.refused ? errorText(upload.refused, 'The picture could not be uploaded.') : 'The picture could not be uploaded. Please try again.') }));
    setUploading(false);
  }

  async function save(e: { preventDefault(): void }) {
    e.preventDefault();
    setStatus(null);
    const input = {
      ...(id ? { id: String(id) } : {}),
      title: f.title, line1: f.line1, line2: f.line2, address: f.address, timezone: f.timezone,
      ...(avatar.fileId !== undefined ? { avatarFileId: avatar.fileId } : {}),
      vendorLoginId: f.vendorLoginId || null, managers: f.managers.map(String),
      profile: { zipcode: f.zipcode, city: f.city, state: f.state, country: f.country, education: f.education, specializations: f.specializations },
      consultations: consultations.map((c) => ({ type: c.type, enabled: c.enabled, duration: num(c.duration), price: num(c.price), schedule: c.schedule })),
      cancellationHours: num(f.cancellationHours),
      followUpHours: num(f.followUpHours),
      responseTargetHours: num(f.responseTargetHours),
    };
    // The server's own rules, checked here first: every problem at its field before anything is sent. They are
    // zod, fetched at the first save rather than with the page; should that fetch fail, the server checks them.
    const rules = await import('../../contracts/listing-input.ts').catch(() => null);
    if (rules) {
      const checked = rules.checkListingInput(input);
      const teamProblems = rules.listingTeamProblems(
        { owner: f.vendorLoginId ? Number(f.vendorLoginId) : null, managers: f.managers.map(Number) }, team.map((t) => t.id), ownerRequired,
      );
      if (checked.fields || Object.keys(teamProblems).length) {
        setErrors(sayPracticeFields(intl, { ...teamProblems, ...checked.fields }));
        setStatus({ kind: 'error', text: sayPractice(intl, CORRECT_FIELDS) });
        return;
      }
    }
    setSaving(true);
    try {
      const data = await execute(SAVE_LISTING, { input });
      const newId = Number(data.saveListing.listing.id);
      if (!id) window.history.replaceState(null, '', `/app/listings/item?id=${newId}`);
      setId(newId);
      setAvatar({ url: data.saveListing.listing.avatar ?? null });
      setErrors({});
      setStatus({ kind: 'ok', text: sayPractice(intl, data.saveListing.message) });
    } catch (err) {
      const known = err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR';
      setErrors(err instanceof GqlError ? sayPracticeFields(intl, err.fields) : {});
      setStatus({ kind: 'error', text: sayPractice(intl, known ? (err as GqlError).message : SOMETHING_WRONG) });
    } finally {
      setSaving(false);
    }
  }

  const text = (k: TextField, required = false) => (
    <label className="form-field">
      <span>{required ? t('listingEd.required', { label: t(`listingEd.field.${k}`) }) : t(`listingEd.field.${k}`)}</span>
      <input name={k} value={f[k] as string} onChange={set(k)} {...invalid(k)} />
      <Field name={k} errors={errors} />
    </label>
  );

  return (
    <form className="listing-editor" onSubmit={save} noValidate ref={form}>
      <fieldset>
        <legend>{t('listingEd.practice')}</legend>
        {text('title', true)}
        {text('line1', true)}
        {text('line2')}
        {text('address')}
        <div className="form-field">
          <label htmlFor="listing-avatar">{t('listingEd.picture')}</label>
          <div className="avatar-field">
            {avatar.url
              ? <img className="avatar-preview" src={avatar.url} alt={t('listingEd.pictureAlt')} width={96} height={96} />
              : <span className="avatar-empty">{t('listingEd.noPicture')}</span>}
            <input id="listing-avatar" name="avatar" type="file" accept="image/png,image/jpeg,image/webp,image/gif" disabled={uploading}
              onChange={(e) => void choosePicture(e)} {...invalid('avatar')} />
            {avatar.url && <button type="button" className="btn btn-small btn-light" onClick={() => setAvatar({ url: null, fileId: null })}>{t('listingEd.removePicture')}</button>}
          </div>
          <Field name="avatar" errors={errors} />
        </div>
        <label className="form-field">
          <span>{t('listingEd.required', { label: t('listingEd.timezone') })}</span>
          <select name="timezone" value={f.timezone} onChange={set('timezone')}>
            {zoneChoices(f.timezone).map((z) => <option key={z} value={z}>{zoneOption(z)}</option>)}
          </select>
          <Field name="timezone" errors={errors} />
        </label>
        <label className="form-field">
          <span>{t('listingEd.cancellationHours')}</span>
          <input type="number" name="cancellationHours" min={CANCELLATION_HOURS.min} max={CANCELLATION_HOURS.max} step={1}
            value={f.cancellationHours} onChange={set('cancellationHours')} data-testid="cancellation-hours" />
          <Field name="cancellationHours" errors={errors} />
        </label>
        <label className="form-field">
          <span>{t('listingEd.followUpHours')}</span>
          <input type="number" name="followUpHours" min={FOLLOW_UP_HOURS.min} max={FOLLOW_UP_HOURS.max} step={1}
            value={f.followUpHours} onChange={set('followUpHours')} {...invalid('followUpHours')} data-testid="follow-up-hours" />
          <Field name="followUpHours" errors={errors} />
        </label>
        <label className="form-field">
          <span>{t('listingEd.responseTargetHours')}</span>
          <input type="number" name="responseTargetHours" min={RESPONSE_TARGET_HOURS.min} max={RESPONSE_TARGET_HOURS.max} step={1}
            value={f.responseTargetHours} onChange={set('responseTargetHours')} {...invalid('responseTargetHours')} data-testid="response-target-hours" />
          <Field name="responseTargetHours" errors={errors} />
        </label>
        {team.length > 1 && (
          <label className="form-field">
            <span>{t('listingEd.required', { label: t('listingEd.owner') })}</span>
            <select name="vendorLoginId" value={f.vendorLoginId} onChange={set('vendorLoginId')} {...invalid('vendorLoginId')}>
              <option value="">{t('listingEd.choose')}</option>
              {team.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
            </select>
            <Field name="vendorLoginId" errors={errors} />
          </label>
        )}
        {team.some((t) => t.subrole !== 'root_admin') && (
          <fieldset className="form-field">
            <legend>{t('listingEd.managers')}</legend>
            {team.filter((t) => t.subrole !== 'root_admin').map((t) => (
              <label key={t.id} className="check">
                <input type="checkbox" checked={f.managers.includes(t.id)}
                  onChange={(e) => setF({ ...f, managers: e.target.checked ? [...f.managers, t.id] : f.managers.filter((m) => m !== t.id) })} />
                {t.name}
              </label>
            ))}
            <Field name="managers" errors={errors} />
          </fieldset>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('listingEd.profile')}</legend>
        {text('zipcode')}
        {text('city')}
        {text('state')}
        {text('country')}
        {text('education')}
        <label className="form-field">
          <span>{t('listingEd.specializations')}</span>
          <select multiple name="specializations" value={f.specializations.map(String)} size={6}
            onChange={(e) => setF({ ...f, specializations: Array.from(e.target.selectedOptions, (o) => Number(o.value)) })}>
            {specializations.map((s) => <option key={s.code} value={s.code}>{t(`specialization.${s.name}` as MessageId)}</option>)}
          </select>
        </label>
      </fieldset>
      <h2>{t('listingEd.consultations')}</h2>
      <Field name="consultations" errors={errors} />
      {consultations.map((c, i) => (
        <fieldset key={i} className="consultation-form" data-consultation={i}>
          <legend>{t('listingEd.consultation', { n: i + 1 })}</legend>
          <label className="switch">
            <input type="checkbox" role="switch" checked={c.enabled} onChange={(e) => updateC(i, { enabled: e.target.checked })} />
            {c.enabled ? t('listingEd.enabled') : t('listingEd.disabled')}
          </label>
          <label className="form-field"><span>{t('listingEd.required', { label: t('listingEd.type') })}</span>
            <select name={`consultations.${i}.type`} value={c.type} onChange={(e) => updateC(i, { type: e.target.value })} {...invalid(`consultations.${i}.type`)}>
              {TYPES.map((t) => <option key={t.value} value={t.value}>{typeLabel(t.value, t.label)}</option>)}
            </select>
            <Field name={`consultations.${i}.type`} errors={errors} />
          </label>
          <label className="form-field"><span>{t('listingEd.required', { label: t('listingEd.duration') })}</span>
            <input name={`consultations.${i}.duration`} type="number" min={DURATION.min} max={DURATION.max} step={DURATION.step} value={c.duration} onChange={(e) => updateC(i, { duration: e.target.value })}
              {...invalid(`consultations.${i}.duration`)} />
            <Field name={`consultations.${i}.duration`} errors={errors} />
          </label>
          <label className="form-field"><span>{t('listingEd.required', { label: t('listingEd.price') })}</span>
            <input name={`consultations.${i}.price`} type="number" min={0} step={1} value={c.price} onChange={(e) => updateC(i, { price: e.target.value })}
              {...invalid(`consultations.${i}.price`)} />
            <Field name={`consultations.${i}.price`} errors={errors} />
          </label>
          {c.type === E_CONSULTATION_TERMS.type && (
            <p className="field-hint" data-testid={`e-consultation-hint-${i}`}>
              {isEConsultation({ type: c.type, enabled: c.enabled, duration: Number(c.duration), price: Number(c.price) })
                ? t('listingEd.eConsultation.offered')
                : t('listingEd.eConsultation.terms', { min: E_CONSULTATION_TERMS.minMinutes, max: E_CONSULTATION_TERMS.maxMinutes, price: `$${E_CONSULTATION_TERMS.price}` })}
            </p>
          )}
          <Field name={`consultations.${i}.schedule`} errors={errors} />
          {c.schedule.map((row, r) => {
            const key = `consultations.${i}.schedule.${r}`;
            return (
              <div key={r} className="schedule-row" data-row={r}>
                <span className="schedule-days">
                  {DAYS.map((d) => (
                    <label key={d} className="check">
                      <input type="checkbox" checked={row.days.includes(d)}
                        onChange={(e) => updateRow(i, r, { days: e.target.checked ? DAYS.filter((x) => x === d || row.days.includes(x)) : row.days.filter((x) => x !== d) })}
                        {...invalid(`${key}.days`)} />
                      {t(`listingEd.day.${d}`)}
                    </label>
                  ))}
                </span>
                <label>{t('listingEd.from')} <input type="time" step={900} name={`${key}.from`} value={row.from} onChange={(e) => updateRow(i, r, { from: e.target.value })}
                  {...invalid(`${key}.from`)} /></label>
                <label>{t('listingEd.to')} <input type="time" step={900} name={`${key}.to`} value={row.to} onChange={(e) => updateRow(i, r, { to: e.target.value })}
                  {...invalid(`${key}.to`)} /></label>
                {r > 0 && (
                  <button type="button" className="btn btn-small" onClick={() => updateC(i, { schedule: c.schedule.filter((_, k) => k !== r) })}>{t('listingEd.removeRow')}</button>
                )}
                <Field name={`${key}.days`} errors={errors} />
                <Field name={`${key}.from`} errors={errors} />
                <Field name={`${key}.to`} errors={errors} />
              </div>
            );
          })}
          <button type="button" className="btn btn-small" onClick={() => updateC(i, { schedule: [...c.schedule, { days: ['Mon'], from: '09:00', to: '12:00' }] })}>
            {t('listingEd.addRow')}
          </button>
          {consultations.length > 1 && (
            <button type="button" className="btn btn-small" onClick={() => setConsultations(consultations.filter((_, j) => j !== i))}>{t('listingEd.removeConsultation')}</button>
          )}
        </fieldset>
      ))}
      {consultations.length < 4 && (
        <p><button type="button" className="btn" onClick={() => setConsultations([...consultations, { ...NEW_CONSULTATION, type: TYPES.find((t) => !consultations.some((c) => c.type === t.value))?.value ?? 'clinic' }])}>
          {t('listingEd.addConsultation')}
        </button></p>
      )}
      <FormStatus status={status} testId="listing-status" />
      <p><button type="submit" className="btn btn-primary" disabled={saving || uploading}>{saving ? t('listingEd.pleaseWait') : t('listingEd.submit')}</button></p>
    </form>
  );
}
