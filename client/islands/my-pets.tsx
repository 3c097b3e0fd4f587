import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Dialog, useConfirm } from '../lib/dialog.tsx';
import { deletePet, type Pet, type PetType } from './pets/pets-api.ts';
import { EmptyState } from '../../views/components/empty-state.tsx';
import { fill } from '../../contracts/messages/fill.ts';
import type { PetFormWords, PetsWordId, PetsWords } from './pets/pets-words.ts';

export interface MyPetsProps {
  pets: Pet[];
  /** The pet types, named in the page's language. */
  petTypes: PetType[];
  /** The island's words in the page's language. */
  words: PetsWords;
  /** The pet form's, for the modal. */
  form: PetFormWords;
}

/** How long the success message stays before the modal closes (spec: 500 ms). */
const CLOSE_AFTER_MS = 500;

type Editing = { pet: Pet | null; key: number } | null;

// The form and its rules load when Add or Update is first pressed: the list alone needs neither.
const PetForm = lazy(() => import('./pets/pet-form.tsx'));

/** The spec's delete question (its second wording: the pets'). */
export const PET_DELETE_QUESTION = 'Are you sure you wish to delete this item?';

/**
 * My Pets: the owner's pets from the server, an Add/Update Pet modal (the product's Dialog:
 * Escape closes it, focus goes back to the button that opened it) holding the reusable PetForm,
 * and Delete after a confirmation on the same dialog, focus on its No. Its words and the form's are the page's language's, given
 * as props.
 */
export default function MyPets({ pets: initial, petTypes, words, form }: MyPetsProps) {
  const t = (id: PetsWordId, values?: Record<string, string>) => (values ? fill(words[id], values) : words[id]);
  // A saved pet comes back from the server with its type's English name: the page's names are used instead.
  const typeNames = new Map(petTypes.map((type) => [type.code, type.name]));
  const typeName = (pet: Pet) => typeNames.get(pet.type) ?? pet.typeName;
  const [pets, setPets] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keys = useRef(0);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  function open(pet: Pet | null) {
    setFailed(false);
    setEditing({ pet, key: ++keys.current });
  }

  // One path for the close button, Cancel, Escape and the timer (the Dialog puts focus back on the opener).
  function close() {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    setEditing(null);
  }

  function onSaved(saved: Pet) {
    setPets((list) => (list.some((p) => p.id === saved.id) ? list.map((p) => (p.id === saved.id ? { ...saved, sharedBy: p.sharedBy, sharedLevel: p.sharedLevel } : p)) : [...list, saved]));
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, CLOSE_AFTER_MS);
  }

  async function onDelete(pet: Pet) {
    const yes = await confirm({
      question: t('dash.pets.deleteQuestion'), detail: t('dash.pets.deleteDetail', { name: pet.name }),
      confirmLabel: t('dash.pets.deleteNamed', { name: pet.name }), cancelLabel: t('dash.pets.keep'), danger: true, testId: 'pet-delete',
    });
    if (!yes) return;
    setFailed(false);
    setDeleting(pet.id);
    try {
      await deletePet(pet.id);
      setPets((list) => list.filter((p) => p.id !== pet.id));
    } catch {
      setFailed(true);
    } finally {
      setDeleting(null);
    }
  }

  const title = t(editing?.pet ? 'dash.pets.updateTitle' : 'dash.pets.add');
  return (
    <section className="my-pets">
      <p>
        <button type="button" className="btn btn-primary" data-testid="add-pet" onClick={() => open(null)}>{t('dash.pets.add')}</button>
      </p>
      {failed && <div className="alert alert-error" role="alert"><strong>{t('dash.pets.error')}</strong> {t('dash.pets.failure')}</div>}
      {pets.length === 0 ? <EmptyState art="no-pets" message={t('dash.pets.empty')} /> : (
        <div className="table-cards" role="region" aria-label={t('dash.pets.tableLabel')}>
          <table className="table pets-table">
            <thead>
              <tr>
                <th scope="col">{t('dash.pets.name')}</th><th scope="col">{t('dash.pets.type')}</th><th scope="col">{t('dash.pets.breed')}</th>
                <th scope="col"><span className="visually-hidden">{t('dash.pets.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {pets.map((pet) => (
                <tr key={pet.id} data-pet-id={pet.id}>
                  <th scope="row">
                    {pet.name}
                    {pet.sharedBy && <span className="badge badge-shared" data-testid="pet-shared-by">{t('dash.pets.sharedBy', { name: pet.sharedBy })}</span>}
                  </th>
                  <td data-label={t('dash.pets.type')}>{typeName(pet)}</td>
                  <td data-label={t('dash.pets.breed')}>{pet.breed ?? ''}</td>
                  <td className="row-actions">
                    {/* A co-owner edits only at the `full` level and never deletes (server/domain/pets/pet-access.ts decides; this only hides). */}
                    {(!pet.sharedBy || pet.sharedLevel === 'full') && (
                      <button type="button" className="btn btn-light btn-small" aria-label={t('dash.pets.updateNamed', { name: pet.name })} onClick={() => open(pet)}>{t('dash.pets.update')}</button>
                    )}
                    {!pet.sharedBy && (
                      <button type="button" className="btn btn-danger btn-small" aria-label={t('dash.pets.deleteNamed', { name: pet.name })} disabled={deleting === pet.id}
                        onClick={() => void onDelete(pet)}>{t(deleting === pet.id ? 'dash.pets.pleaseWait' : 'dash.pets.delete')}</button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog open={editing !== null} title={title} onClose={close} closeButton className="pet-dialog">
        {editing && (
          <Suspense fallback={<p className="booking-hint">{t('dash.pets.loading')}</p>}>
            <PetForm key={editing.key} petTypes={petTypes} pet={editing.pet} onSaved={onSaved} onCancel={close} words={form} />
          </Suspense>
        )}
      </Dialog>
      {confirmDialog}
    </section>
  );
}
