import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import { FormTokenField } from '../../form-token.tsx';
import ProfileEditor, { type ProfileEditorProps } from '../../../client/islands/profile-editor.tsx';
import PushSettings from '../../../client/islands/push-settings.tsx';
import { CLINIC_PUSH_KINDS, OWNER_PUSH_KINDS, PUSH_KINDS, type PushKind } from '../../../contracts/push.ts';
import type { AdopterShelter } from '../../../contracts/shelters.ts';
import type { DataExportView } from '../../../contracts/data-exports.ts';
import { DataExportSection } from './your-data.tsx';

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
  return (
    <section className="profile-notifications" id="notifications" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      {view.notice && <p className="alert alert-success" role="status" data-testid="profile-notice">{view.notice}</p>}
      <p className="muted">Emails and text messages keep coming as before; notifications on your phone or computer come besides them.</p>
      <Island name="push-settings" component={PushSettings} props={{ publicKey: view.publicKey }} />
      <form method="post" action="/app/my-profile/notifications" className="push-kinds">
        <FormTokenField />
        <fieldset>
          <legend>{`Notify my devices (${view.devices}) of`}</legend>
          {OWNER_PUSH_KINDS.map((kind) => (
            <label key={kind} className="checkbox">
              <input type="checkbox" name="kinds" value={kind} defaultChecked={view.kinds.includes(kind)} /> {PUSH_KINDS[kind].label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-secondary" data-testid="push-kinds-save">Save choices</button>
      </form>
      {view.shelters.length > 0 && (
        <div id="shelter-updates">
          <h3>Updates from shelters</h3>
          <ul className="shelter-updates" data-testid="shelter-updates">
            {view.shelters.map((s) => (
              <li key={s.adoptionId}>
                {`${s.shelterName} (${s.petName}): ${s.receivesUpdates ? 'you receive its updates' : 'updates stopped'} `}
                <form method="post" action={`/app/my-profile/shelter-updates/${s.adoptionId}`} className="inline-form">
                  <FormTokenField />
                  <input type="hidden" name="receive" value={s.receivesUpdates ? '0' : '1'} />
                  <button type="submit" className="btn btn-light" data-testid="shelter-updates-toggle">
                    {s.receivesUpdates ? 'Stop updates' : 'Receive updates'}
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
  return (
    <>
      <ProfileEditorIsland {...editor} />
      <section className="profile-notifications" id="notifications" aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <p className="muted">
          {`Turn them on to hear of ${CLINIC_PUSH_KINDS.map((k) => PUSH_KINDS[k].label.toLowerCase()).join(' and ')} on this phone or computer, besides the emails (${notifications.devices} ${notifications.devices === 1 ? 'device' : 'devices'} so far).`}
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
  return (
    <DashboardLayout titleId="dash.title.myProfile">
      <ProfileEditorIsland {...editor} />
      {notifications && <Notifications view={notifications} />}
      {data && (
        <DataExportSection latest={data.latest} notice={data.notice} action="/app/my-profile/export" title="Your data"
          intro="A ZIP file of everything we keep about you and your pets: your account, pets, health records and vaccinations, appointments, payments, orders, records requests, message transcripts and shares, with the files you uploaded and each pet's record as a PDF."
          button="Download my data" />
      )}
    </DashboardLayout>
  );
}
