import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { PET_LIMITS, petInputSchema } from '../../../contracts/pets.ts';
import { GqlError, isSessionEnded } from '../../lib/graphql-client.ts';
import { SESSION_ENDED } from '../../../contracts/session.ts';
import { PET_FAILURE, PET_SUCCESS, savePet, type Pet, type PetType } from './pets-api.ts';
import { fill, sayFields, sayText } from '../../../contracts/messages/fill.ts';
import type { PetFormWordId, PetFormWords } from './pets-words.ts';
import { FormField as Field } from '../../lib/form-field.tsx';
import { FormStatus, type SaveStatus } from '../../lib/form-status.tsx';
import { checkFields, useFieldErrors } from '../../lib/field-errors.ts';
import { BoundedTextarea } from '../../lib/bounded-textarea.tsx';
import { counterWith } from '../../lib/counter-words.ts';

export interface PetFormProps {
  /** The pet-type list for the select. */
  petTypes: PetType[];
  /** The pet to update; absent to add one. */
  pet?: Pet | null;
  /** A vendor adding a pet for a customer names them; owners leave it out. */
  userId?: number | null;
  /** Called with the saved pet after the server accepted it. */
  onSaved(pet: Pet): void;
  /** Shows a Cancel button when given. */
  onCancel?(): void;
  /** The form's words in the page's language (views/pages/pets/pet-form-words.ts). */
  words: PetFormWords;
}

type FieldName = 'name' | 'type' | 'breed' | 'notes';

/**
 * Adds or updates a pet: name and type required, breed and notes optional,
 * checked with the server's own schema before sending. Submit reads
 * 'Please Wait...' while saving; success shows 'Submitted successfully!' and
 * calls onSaved, a failure the red Error! alert (in English; the page's language through `words`).
 *
 * It renders a group, not a <form>, so it can sit inline inside another form
 * (the booking wizard, the second-opinion order) without nesting forms; Enter
 * in a one-line field submits it and never the surrounding form.
 */
export function PetForm({ petTypes, pet, userId, onSaved, onCancel, words }: PetFormProps) {
  const uid = useId();
  const t = (id: PetFormWordId, values?: Record<string, string>) => (values ? fill(words.words[id], values) : words.words[id]);
  const count = counterWith(words.intl, (over, values) => t(over ? 'petForm.countOver' : 'petForm.count', { ...values }));
  const [values, setValues] = useState({
    name: pet?.name ?? '', type: pet ? String(pet.type) : '', breed: pet?.breed ?? '', notes: pet?.notes ?? '',
  });
  type Values = { name: string; type: string; breed: string; notes: string };
  const draftOf = (v: Values) => ({ id: savedId, userId: userId ?? null, name: v.name, type: v.type === '' ? null : Number(v.type), breed: v.breed, notes: v.notes });
  // A field marked on Submit clears as soon as its value passes (client/lib/field-errors.ts).
  const { errors: english, setErrors, follow } = useFieldErrors<Values>((v) => checkFields(petInputSchema, draftOf(v)));
  // Every message is said in the page's language just before it shows (English ones the map does not know as they came).
  const errors: Partial<Record<string, string>> = sayFields(english, words.texts);
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'failed' | 'ended'>('idle');
  // After a first successful add, a second Submit updates that pet instead of adding a twin.
  const [savedId, setSavedId] = useState<number | null>(pet?.id ?? null);

  // The outcome beside Submit, in view even at the foot of a scrolled dialog (client/lib/form-status.tsx).
  const saveStatus = useMemo<SaveStatus>(() => (
    status === 'failed' ? { kind: 'error', text: <><strong>{words.words['petForm.error']}</strong> {sayText(PET_FAILURE, words.texts)}</> }
      : status === 'ended' ? { kind: 'error', text: sayText(SESSION_ENDED, words.texts) }
        : status === 'saved' ? { kind: 'ok', text: sayText(PET_SUCCESS, words.texts) } : null
  ), [status, words]);
  const idOf = (field: FieldName) => `${uid}-pet-${field}`;
  const set = (field: FieldName) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    follow(field, next);
  };
  const invalid = (field: FieldName) => (errors[field]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` }
    : {});

  async function submit() {
    if (status === 'busy') return;
    const draft = draftOf(values);
    const problems = checkFields(petInputSchema, draft);
    if (Object.keys(problems).length) {
      setErrors(problems);
      setStatus('idle');
      return;
    }
    setErrors({});
    setStatus('busy');
    try {
      const { pet: saved } = await savePet(draft);
      setSavedId(saved.id);
      setStatus('saved');
      onSaved(saved);
    } catch (err) {
      const fields = err instanceof GqlError && err.code === 'BAD_USER_INPUT' ? err.fields : {};
      const known = Object.fromEntries(Object.entries(fields).filter(([k]) => ['name', 'type', 'breed', 'notes'].includes(k)));
      setErrors(known);
      setStatus(isSessionEnded(err) ? 'ended' : Object.keys(known).length ? 'idle' : 'failed');
    }
  }

  function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  }

  return (
    <div className="pet-form" role="group" aria-label={pet ? t('petForm.updateNamed', { name: pet.name }) : t('petForm.add')}>
      <Field id={idOf('name')} label={t('petForm.name')} required error={errors.name}>
        <input id={idOf('name')} name="name" autoComplete="off" maxLength={PET_LIMITS.name} value={values.name}
          onChange={set('name')} onKeyDown={submitOnEnter} {...invalid('name')} />
      </Field>
      <Field id={idOf('type')} label={t('petForm.type')} required error={errors.type}>
        <select id={idOf('type')} name="type" value={values.type} onChange={set('type')} {...invalid('type')}>
          <option value="">{t('petForm.selectType')}</option>
          {petTypes.map((t) => <option key={t.code} value={t.code}>{t.name}</option>)}
        </select>
      </Field>
      <Field id={idOf('breed')} label={t('petForm.breed')} error={errors.breed}>
        <input id={idOf('breed')} name="breed" autoComplete="off" maxLength={PET_LIMITS.breed} value={values.breed}
          onChange={set('breed')} onKeyDown={submitOnEnter} {...invalid('breed')} />
      </Field>
      <Field id={idOf('notes')} label={t('petForm.notes')} error={errors.notes}>
        <BoundedTextarea id={idOf('notes')} name="notes" max={PET_LIMITS.notes} value={values.notes} count={count}
          onChange={set('notes')} aria-invalid={errors.notes ? true : undefined} describedBy={errors.notes ? `${idOf('notes')}-error` : undefined} />
      </Field>
      <FormStatus status={saveStatus} />
      <div className="form-actions">
        {onCancel && <button type="button" className="btn btn-secondary" onClick={onCancel}>{t('petForm.cancel')}</button>}
        <button type="button" className="btn btn-primary pet-form-submit" disabled={status === 'busy'} onClick={() => void submit()}>
          {t(status === 'busy' ? 'petForm.pleaseWait' : 'petForm.submit')}
        </button>
      </div>
    </div>
  );
}

export default PetForm;
