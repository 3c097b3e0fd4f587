import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import PeerConsultFormIsland from '../../../client/islands/peer-consult-form.tsx';
import { PEER_CONSULT_PROMISE, PEER_CONSULTS_PATH, type PeerConsultFormView } from '../../../contracts/peer-consult-words.ts';

export interface PeerConsultFormPageProps {
  view: PeerConsultFormView;
}

/** The order form for one patient: the question, the pet's records by choice (where the owner shares them), files; then /checkout. */
export function PeerConsultFormPage({ view }: PeerConsultFormPageProps) {
  return (
    <DashboardLayout title={`Peer-to-Peer Consult about ${view.pet.name}`}>
      <p><a href={PEER_CONSULTS_PATH}>← All consults</a></p>
      <p className="page-intro">{PEER_CONSULT_PROMISE}</p>
      <p>{`Patient: ${view.pet.name} (owner: ${view.pet.ownerName})`}</p>
      <Island name="peer-consult-form" component={PeerConsultFormIsland} props={{ view }} />
    </DashboardLayout>
  );
}
