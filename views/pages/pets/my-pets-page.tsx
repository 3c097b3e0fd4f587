import { FormattedMessage } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import MyPets from '../../../client/islands/my-pets.tsx';
import type { Pet, PetType } from '../../../contracts/pets.ts';

/**
 * /app/my-pets: the owner's active pets and those shared with them ("Shared by <owner>"), rendered on the server,
 * with the Add/Update Pet modal in the island; `notice` after accepting an invitation.
 */
export function MyPetsPage({ pets, petTypes, notice = null }: { pets: Pet[]; petTypes: PetType[]; notice?: string | null }) {
  return (
    <DashboardLayout titleId="dash.title.myPets">
      {notice && <p className="alert alert-success" role="status" data-testid="pets-notice">{notice}</p>}
      <p className="page-lead">
        <FormattedMessage id="dash.pets.lead" values={{ link: (chunks) => <a href="/app/sharing">{chunks}</a> }} />
      </p>
      <Island name="my-pets" component={MyPets} props={{ pets, petTypes }} />
    </DashboardLayout>
  );
}
