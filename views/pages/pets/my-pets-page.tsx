import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import MyPets from '../../../client/islands/my-pets.tsx';
import { PETS_WORD_IDS, type PetsWords } from '../../../client/islands/pets/pets-words.ts';
import type { Pet, PetType } from '../../../contracts/pets.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { petFormWords } from './pet-form-words.ts';

/**
 * /app/my-pets: the owner's active pets and those shared with them ("Shared by <owner>"), rendered on the server,
 * with the Add/Update Pet modal in the island; `notice` after accepting an invitation. The island gets its words
 * and the pet types' names in the page's language as props (no message runtime in its bundle, which the pet form
 * shares with pages met before signing in).
 */
export function MyPetsPage({ pets, petTypes, notice = null }: { pets: Pet[]; petTypes: PetType[]; notice?: string | null }) {
  const intl = useIntl();
  // The words as the catalogue holds them (their `{name}` is filled in by the island).
  const words = Object.fromEntries(PETS_WORD_IDS.map((id) => [id, String(intl.messages[id])])) as PetsWords;
  // A type by its code in the page's language; the stored name for a code the catalogue does not know.
  const typeName = (type: PetType) => {
    const id = `dash.petType.${type.code}` as MessageId;
    return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : type.name;
  };
  const types = petTypes.map((t) => ({ code: t.code, name: typeName(t) }));
  const names = new Map(types.map((t) => [t.code, t.name]));
  return (
    <DashboardLayout titleId="dash.title.myPets">
      {notice && <p className="alert alert-success" role="status" data-testid="pets-notice">{notice}</p>}
      <p className="page-lead">
        <FormattedMessage id="dash.myPets.lead" values={{ link: (chunks) => <a href="/app/sharing">{chunks}</a> }} />
      </p>
      <Island name="my-pets" component={MyPets} props={{ pets: pets.map((p) => ({ ...p, typeName: names.get(p.type) ?? p.typeName })), petTypes: types, words, form: petFormWords(intl) }} />
    </DashboardLayout>
  );
}
