import { useEffect, useState } from 'react';
import { GqlError } from '../../lib/graphql-client.ts';
import { PET_LIMITS } from '../../../contracts/pet-words.ts';
import { emptyNewPet, type PetChoice } from './pet-choice.ts';
import { fetchPets, fetchPetTypes, type Pet, type PetType } from '../pets/pets-api.ts';
import { SOMETHING_WRONG } from '../../../contracts/errors.ts';
import { useSay } from './words.tsx';

/**
 * Which pet the consult is for. Lists the customer's pets (an owner's own; for
 * a vendor, a customer's when they are already its customer) and offers to add
 * a pet in place; a new pet is saved with the booking, so an abandoned booking
 * leaves no half-made records.
 */
export function PetStep({ userId, value, errors, onChange }: {
  /** The customer when a vendor books; null for an owner booking for themselves. */
  userId: number | null;
  value: PetChoice | null;
  errors: Record<string, string>;
  onChange: (choice: PetChoice | null) => void;
}) {
  const say = useSay();
  const [pets, setPets] = useState<Pet[] | null>(null);
  const [types, setTypes] = useState<PetType[]>([]);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let live = true;
    setPets(null);
    fetchPetTypes().then((list) => { if (live) setTypes(list); }, () => { if (live) setLoadError(true); });
    fetchPets(userId)
      .then((list) => {
        if (!live) return;
        // A pet shared with the owner only to see its records cannot be booked for (pets/pet-access.ts).
        const bookable = list.filter((p) => p.sharedLevel !== 'view');
        setPets(bookable);
        if (bookable.length === 0) onChange(emptyNewPet());
      }, (err: unknown) => {
        if (!live) return;
        // A vendor's first booking for someone: their pets are not the vendor's to see yet, a new one can still be named.
        if (err instanceof GqlError && err.code === 'FORBIDDEN') {
          setPets([]);
          onChange(emptyNewPet());
        } else setLoadError(true);
      });
    return () => { live = false; };
    // onChange is the parent's state setter: the list depends on the customer only.
  }, [userId]);

  if (loadError) return <p className="alert alert-error" role="alert">{say.text(SOMETHING_WRONG)}</p>;
  if (pets === null) return <p className="booking-hint">{say('booking.loading')}</p>;

  const adding = value?.kind === 'new';
  const setNew = (field: 'name' | 'type' | 'breed', v: string) => {
    const current = value?.kind === 'new' ? value : emptyNewPet() as Extract<PetChoice, { kind: 'new' }>;
    onChange({ ...current, [field]: v });
  };
  return (
    <fieldset className="pet-step" data-testid="pet-step" aria-describedby={errors.pet ? 'wizard-pet-error' : undefined}>
      <legend>{say('booking.pet.legend')}</legend>
      {pets.length > 0 && (
        <ul className="pet-choices">
          {pets.map((p) => (
            <li key={p.id}>
              <label>
                <input type="radio" name="wizard-pet" checked={value?.kind === 'existing' && value.id === p.id}
                  onChange={() => onChange({ kind: 'existing', id: p.id, name: p.name, type: Number(p.type) })} aria-invalid={errors.pet ? true : undefined} />
                {say.parts('booking.pet.choice', { name: p.name, kind: <span key="kind" className="pet-kind">{[p.typeName, p.breed].filter(Boolean).join(', ')}</span> })}
                {p.sharedBy && <span className="pet-kind" data-testid="pet-shared-by">{say('booking.pet.sharedBy', { name: p.sharedBy })}</span>}
              </label>
            </li>
          ))}
          <li>
            <label>
              <input type="radio" name="wizard-pet" checked={adding} onChange={() => onChange(emptyNewPet())} data-testid="add-pet" />
              {say('booking.afterInput', { text: say('booking.pet.add') })}
            </label>
          </li>
        </ul>
      )}
      {adding && (
        <div className="new-pet" data-testid="new-pet">
          <div className="form-field">
            <label htmlFor="wizard-pet-name">{say('booking.pet.name')}</label>
            <input id="wizard-pet-name" value={value.name} maxLength={PET_LIMITS.name} onChange={(e) => setNew('name', e.target.value)}
              aria-invalid={errors.petName ? true : undefined} aria-describedby={errors.petName ? 'wizard-pet-name-error' : undefined} />
            {errors.petName && <p className="field-error" id="wizard-pet-name-error">{errors.petName}</p>}
          </div>
          <div className="form-field">
            <label htmlFor="wizard-pet-type">{say('booking.pet.type')}</label>
            <select id="wizard-pet-type" value={value.type} onChange={(e) => setNew('type', e.target.value)}
              aria-invalid={errors.petType ? true : undefined} aria-describedby={errors.petType ? 'wizard-pet-type-error' : undefined}>
              <option value="">{say('booking.pet.selectType')}</option>
              {types.map((t) => <option key={t.code} value={t.code}>{t.name}</option>)}
            </select>
            {errors.petType && <p className="field-error" id="wizard-pet-type-error">{errors.petType}</p>}
          </div>
          <div className="form-field">
            <label htmlFor="wizard-pet-breed">{say('booking.pet.breed')}</label>
            <input id="wizard-pet-breed" value={value.breed} maxLength={PET_LIMITS.breed} onChange={(e) => setNew('breed', e.target.value)} />
          </div>
        </div>
      )}
      {errors.pet && <p className="field-error" id="wizard-pet-error" role="alert">{errors.pet}</p>}
    </fieldset>
  );
}
