import { useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import { FormTokenField } from '../../form-token.tsx';
import ProfileEditor, { type ProfileEditorProps } from '../../../client/islands/profile-editor.tsx';
import PushSettings from '../../../client/islands/push-settings.tsx';
import { CLINIC_PUSH_KINDS, OWNER_PUSH_KINDS, type PushKind } from '../../../contracts/push.ts';
import type { AdopterShelter } from '../../../contracts/shelters.ts';
import type { DataExportView } from '../../../contracts/data-exports.ts';
import { DataExportSection } from './your-data.tsx';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** The space between a shelter's line and its button, as before. */
const SPACE = ' ';
const kindId = (kind: PushKind) => `profile.page.kind.${kind}` as MessageId;

/** The profile editor island, shared by the owner's page and the clinic's My Profile tab. */
export function ProfileEditorIsland(props: ProfileEditorProps) {
  return <Island name="profile-editor" component={ProfileEditor} props={props} />;
}

/** An owner's notifications and shelter updates, under the profile editor. */
export interface OwnerNotificationsView {
  publicKey: string;
  kinds: PushKind[];
  devices: number;
  shelters: AdopterShelter[];
  notice: string | null;
}

function Notifications({ view }: { view: OwnerNotificationsView }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="profile-notifications" id="notifications" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('profile.page.notifications')}</h2>
      {view.notice && <p className="alert alert-success" role="status" data-testid="profile-notice">{view.notice}</p>}
      <p className="muted">{t('profile.page.notificationsLead')}</p>
      <Island name="push-settings" component={PushSettings} props={{ publicKey: view.publicKey }} />
      <form method="post" action="/app/my-profile/notifications" className="push-kinds">
        <FormTokenField />
        <fieldset>
          <legend>{t('profile.page.notifyDevices', { count: view.devices })}</legend>
          {OWNER_PUSH_KINDS.map((kind) => (
            <label key={kind} className="checkbox">
              <input type="checkbox" name="kinds" value={kind} defaultChecked={view.kinds.includes(kind)} /> {t(kindId(kind))}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-secondary" data-testid="push-kinds-save">{t('profile.page.saveChoices')}</button>
      </form>
      {view.shelters.length > 0 && (
        <div id="shelter-updates">
          <h3>{t('profile.page.shelterUpdates')}</h3>
          <ul className="shelter-updates" data-testid="shelter-updates">
            {view.shelters.map((s) => (
              <li key={s.adoptionId}>
                {t(s.receivesUpdates ? 'profile.page.shelterReceiving' : 'profile.page.shelterStopped', { shelter: s.shelterName, pet: s.petName })}{SPACE}
                <form method="post" action={`/app/my-profile/shelter-updates/${s.adoptionId}`} className="inline-form">
                  <FormTokenField />
                  <input type="hidden" name="receive" value={s.receivesUpdates ? '0' : '1'} />
                  <button type="submit" className="btn btn-light" data-testid="shelter-updates-toggle">
                    {t(s.receivesUpdates ? 'profile.page.stopUpdates' : 'profile.page.receiveUpdates')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * A clinic login's My Profile tab: the profile editor, and this device's notifications of new bookings (a clinic
 * login's first device is given every clinic kind; email stays as it is).
 */
export function ClinicProfileTab(props: ProfileEditorProps & { notifications: { publicKey: string; devices: number } }) {
  const { notifications, ...editor } = props;
  const intl = useIntl();
  // The kinds as a phrase inside the sentence: lower case, joined by "and".
  const [first, second] = CLINIC_PUSH_KINDS.map((k) => intl.formatMessage({ id: kindId(k) }).toLocaleLowerCase(intl.locale));
  const kinds = intl.formatMessage({ id: 'profile.page.clinicKinds' }, { first, second });
  return (
    <>
      <ProfileEditorIsland {...editor} />
      <section className="profile-notifications" id="notifications" aria-labelledby="notifications-title">
        <h2 id="notifications-title">{intl.formatMessage({ id: 'profile.page.notifications' })}</h2>
        <p className="muted">
          {intl.formatMessage({ id: 'profile.page.clinicLead' }, { kinds, count: notifications.devices })}
        </p>
        <Island name="push-settings" component={PushSettings} props={{ publicKey: notifications.publicKey }} />
      </section>
    </>
  );
}

/** The owner's "Download my data" section: the latest export and the form asking for one. */
export interface OwnerDataView {
  latest: DataExportView | null;
  notice?: { kind: 'ok' | 'error'; text: string } | null;
}

/** /app/my-profile (owners). */
export function ProfilePage(props: ProfileEditorProps & { notifications?: OwnerNotificationsView; data?: OwnerDataView }) {
  const { notifications, data, ...editor } = props;
  const intl = useIntl();
  return (
    <DashboardLayout titleId="dash.title.myProfile">
      <ProfileEditorIsland {...editor} />
      {notifications && <Notifications view={notifications} />}
      {data && (
        <DataExportSection latest={data.latest} notice={data.notice} action="/app/my-profile/export"
          title={intl.formatMessage({ id: 'profile.data.title' })} intro={intl.formatMessage({ id: 'profile.data.intro' })}
          button={intl.formatMessage({ id: 'profile.data.button' })} />
      )}
    </DashboardLayout>
  );
}
