import { lazy, Suspense, useState } from 'react';
import { FormField } from '../../lib/form-field.tsx';
import { fetchPetTypes, type Pet, type PetType } from '../pets/pets-api.ts';

// Loaded with the pet types when "Add a pet" is pressed: the order form itself does not need it.
const PetForm = lazy(() => import('../pets/pet-form.tsx'));

/**
 * The second opinion's pet: a select of the owner's pets, and "Add a pet" to
 * create one in place (the pet form, saved at once) which is then selected.
 * The select keeps the name `petId`, so the order form reads it as before.
 */
export function PetField({ pets: initial, defaultPetId, error }: {
  pets: Array<{ id: number; name: string }>;
  defaultPetId: string;
  error?: string;
}) {
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
      <FormField id="order-petId" label="Pet" required error={error}>
        <select id="order-petId" name="petId" value={selected} onChange={(e) => setSelected(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'order-petId-error' : undefined}>
          <option value="">Select a pet</option>
          {pets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      </FormField>
      {pets.length === 0 && !adding && <p className="field-hint">You have not added any pets!</p>}
      {!adding && <button type="button" className="btn btn-secondary" onClick={startAdding} data-testid="order-add-pet">Add a pet</button>}
      {adding && failed && <p className="alert alert-error" role="alert">Sorry! Something went wrong. Please try again later.</p>}
      {adding && !failed && !types && <p className="booking-hint">loading...</p>}
      {adding && types && (
        <div className="card pet-inline" data-testid="order-new-pet">
          <Suspense fallback={<p className="booking-hint">loading...</p>}>
            <PetForm petTypes={types} onSaved={added} onCancel={() => setAdding(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
