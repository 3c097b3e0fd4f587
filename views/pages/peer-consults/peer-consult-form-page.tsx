import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import PeerConsultFormIsland from '../../../client/islands/peer-consult-form.tsx';
import { PEER_CONSULT_MESSAGES, PEER_CONSULTS_PATH, type PeerConsultFormView } from '../../../contracts/peer-consult-words.ts';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { consultPrice, sayClinicText } from '../orders/clinic-order-texts.ts';
import type { PeerFormWordId, PeerFormWords } from '../../../client/islands/peer-consult-form.tsx';
import { clinicCareEn } from '../../../contracts/messages/en-clinic-care.ts';

/** Every id of the form's words, to read them from the catalogue. */
const PEER_FORM_WORD_IDS = Object.keys(clinicCareEn).filter((id) => id.startsWith('p2p.form.')) as PeerFormWordId[];

export interface PeerConsultFormPageProps {
  view: PeerConsultFormView;
}

/** The order form for one patient: the question, the pet's records by choice (where the owner shares them), files; then /checkout. */
export function PeerConsultFormPage({ view }: PeerConsultFormPageProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const price = consultPrice(intl);
  // The island's words as the catalogue holds them (it fills their `{name}` parts), and the server's known English lines in this language.
  const known = [...Object.values(PEER_CONSULT_MESSAGES), ORDER_FAILED];
  const words: PeerFormWords = {
    ...(Object.fromEntries(PEER_FORM_WORD_IDS.map((id) => [id, String(intl.messages[id])])) as Omit<PeerFormWords, 'texts' | 'price' | 'uploads' | 'count'>),
    price: intl.locale.startsWith('en') ? view.priceLabel : price,
    texts: intl.locale.startsWith('en') ? {} : Object.fromEntries(known.map((text) => [text, sayClinicText(intl, text)]).filter(([from, to]) => from !== to)),
    uploads: { notAttached: String(intl.messages['uploads.notAttached']), failed: String(intl.messages['uploads.failed']) },
    count: { count: String(intl.messages['p2p.count.count']), over: String(intl.messages['p2p.count.over']), locale: intl.locale },
  };
  return (
    <DashboardLayout title={t('p2p.formTitle', { pet: view.pet.name })}>
      <p><a href={PEER_CONSULTS_PATH}>{t('p2p.allConsults')}</a></p>
      <p className="page-intro">{t('p2p.promise', { price })}</p>
      <p>{t('p2p.patient', { pet: view.pet.name, owner: view.pet.ownerName })}</p>
      <Island name="peer-consult-form" component={PeerConsultFormIsland} props={{ view, words }} />
    </DashboardLayout>
  );
}
