import { lazy, Suspense, useState } from 'react';
import { FormField } from '../../lib/form-field.tsx';
import { fetchPetTypes, PET_FAILURE, type Pet, type PetType } from '../pets/pets-api.ts';
import { sayText } from '../../../contracts/messages/fill.ts';
import type { PetFormWords } from '../pets/pets-words.ts';

// Loaded with the pet types when "Add a pet" is pressed: the order form itself does not need it.
const PetForm = lazy(() => import('../pets/pet-form.tsx'));

/**
 * The second opinion's pet: a select of the owner's pets, and "Add a pet" to
 * create one in place (the pet form, saved at once) which is then selected.
 * The select keeps the name `petId`, so the order form reads it as before. Its words and the form's are the
 * page's language's (`words`); its message, English from the order's rules or the server, is said through their map.
 */
export function PetField({ pets: initial, defaultPetId, error: english, words }: {
  pets: Array<{ id: number; name: string }>;
  defaultPetId: string;
  error?: string;
  words: PetFormWords;
}) {
  const t = words.words;
  const error = english && sayText(english, words.texts);
  const [pets, setPets] = useState(initial);
  const [selected, setSelected] = useState(defaultPetId);
  const [types, setTypes] = useState<PetType[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);

  function startAdding() {
    setAdding(true);
    if (!types) fetchPetTypes().then(setTypes, () => setFailed(true));
  }

  function added(pet: Pet) {
    setPets((list) => [...list, { id: pet.id, name: pet.name }]);
    setSelected(String(pet.id));
    setAdding(false);
  }

  return (
    <div className="pet-field">
      <FormField id="order-petId" label={t['petForm.field.pet']} required error={error}>
        <select id="order-petId" name="petId" value={selected} onChange={(e) => setSelected(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'order-petId-error' : undefined}>
          <option value="">{t['petForm.field.select']}</option>
          {pets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      </FormField>
      {pets.length === 0 && !adding && <p className="field-hint">{t['petForm.field.none']}</p>}
      {!adding && <button type="button" className="btn btn-secondary" onClick={startAdding} data-testid="order-add-pet">{t['petForm.field.add']}</button>}
      {adding && failed && <p className="alert alert-error" role="alert">{sayText(PET_FAILURE, words.texts)}</p>}
      {adding && !failed && !types && <p className="booking-hint">{t['petForm.field.loading']}</p>}
      {adding && types && (
        <div className="card pet-inline" data-testid="order-new-pet">
          <Suspense fallback={<p className="booking-hint">{t['petForm.field.loading']}</p>}>
            <PetForm petTypes={types} onSaved={added} onCancel={() => setAdding(false)} words={words} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
