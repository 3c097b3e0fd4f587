import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { Island } from '../../island.tsx';
import ProfileEditor, { type ProfileEditorProps } from '../../../client/islands/profile-editor.tsx';

/** The profile editor island, shared by the owner's page and the clinic's My Profile tab. */
export function ProfileEditorIsland(props: ProfileEditorProps) {
  return <Island name="profile-editor" component={ProfileEditor} props={props} />;
}

/** /app/my-profile (owners). */
export function ProfilePage(props: ProfileEditorProps) {
  return (
    <DashboardLayout title="My Profile">
      <ProfileEditorIsland {...props} />
    </DashboardLayout>
  );
}
