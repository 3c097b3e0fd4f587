import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import MyPets from '../../../client/islands/my-pets.tsx';
import type { Pet, PetType } from '../../../contracts/pets.ts';

/** /app/my-pets: the owner's active pets, rendered on the server, with the Add/Update Pet modal in the island. */
export function MyPetsPage({ pets, petTypes }: { pets: Pet[]; petTypes: PetType[] }) {
  return (
    <DashboardLayout title="My Pets">
      <Island name="my-pets" component={MyPets} props={{ pets, petTypes }} />
    </DashboardLayout>
  );
}
