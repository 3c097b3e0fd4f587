import { useState, type ChangeEvent, type FormEvent } from 'react';
import { PROFILE_MESSAGES, profileNameProblems, type ApiTokenView, type ProfileView } from '../../contracts/profile.ts';
import { useFieldErrors } from '../lib/field-errors.ts';
import { IMAGE_ACCEPT } from '../../contracts/files.ts';
import { FormField } from '../lib/form-field.tsx';
import { GqlError, execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { errorText, postJson } from '../lib/post-json.ts';
import { uploadFile } from '../lib/upload.ts';
import { AvatarEditor } from './profile/avatar-editor.tsx';
import { FormStatus } from '../lib/form-status.tsx';
import { SignInTokens } from './profile/sign-in-tokens.tsx';
import { DeleteAccount } from './profile/delete-account.tsx';
import { CalendarFeed } from './profile/calendar-feed.tsx';
import type { CalendarFeedView } from '../../contracts/calendar-feed.ts';
import { formatPhone, MESSAGES, passwordProblem } from '../../contracts/account-rules.ts';
import { formAlert } from '../lib/form-alert.ts';

export interface ProfileEditorProps {
  profile: ProfileView;
  /** The person's API tokens (never the tokens themselves). */
  tokens: ApiTokenView[];
  /** A clinic login's calendar subscription (never its address); absent for owners. */
  calendarFeed?: CalendarFeedView | null;
}

const UPDATE = graphql(`
  mutation UpdateMyProfile($input: ProfileInput!) {
    updateMyProfile(input: $input) { message profile { kind firstName lastName email phone pic } }
  }
`);
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

type Status = { kind: 'ok' | 'error'; text: string } | null;

/**
 * My Profile: first and last name (required), the avatar editor (crop and zoom, uploaded as a 150x150 picture),
 * email and phone shown read-only, Change Password (current, new, confirmation; every other session and every API
 * token ends), a clinic login's calendar subscription, and signing in: the person's API tokens, each revocable, and Log out
 * everywhere; owners may delete their account.
 */
export default function ProfileEditor({ profile: initial, tokens, calendarFeed }: ProfileEditorProps) {
  const [profile, setProfile] = useState(initial);
  const [names, setNames] = useState({ firstName: initial.firstName, lastName: initial.lastName });
  const { errors, setErrors, show: showNameErrors, follow: followName } = useFieldErrors(profileNameProblems);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState<string | null>(null);
  const [passwords, setPasswords] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>({});
  const [passwordStatus, setPasswordStatus] = useState<Status>(null);

  async function update(input: { firstName: string; lastName: string; avatarFileId?: number | null }) {
    setBusy(true);
    setStatus(null);
    try {
      const data = await execute(UPDATE, { input });
      const p = data.updateMyProfile.profile;
      setProfile({ ...p, kind: p.kind === 'vendor' ? 'vendor' : 'user', phone: p.phone ?? null, pic: p.pic ?? null });
      setErrors({});
      setStatus({ kind: 'ok', text: data.updateMyProfile.message });
    } catch (err) {
      if (err instanceof GqlError && err.code === 'BAD_USER_INPUT') setErrors(err.fields);
      setStatus({ kind: 'error', text: err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err) });
    } finally {
      setBusy(false);
    }
  }

  function saveNames(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (Object.keys(showNameErrors(names)).length) return;
    void update(names);
  }

  function choosePicture(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (file) setPicking(URL.createObjectURL(file));
  }

  async function usePicture(png: Blob) {
    setPicking(null);
    setBusy(true);
    const upload = await uploadFile('public', 'user_avatar', png, 'avatar.png');
    if (!('fileId' in upload)) {
      setBusy(false);
      setStatus({ kind: 'error', text: upload.refused ? errorText(upload.refused, PROFILE_MESSAGES.avatarFailed) : PROFILE_MESSAGES.avatarFailed });
      return;
    }
    await update({ ...names, avatarFileId: upload.fileId });
  }

  async function changePassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!passwords.currentPassword) problems.currentPassword = MESSAGES.currentPasswordRequired;
    const weak = passwordProblem(passwords.newPassword);
    if (weak) problems.newPassword = weak;
    else if (passwords.newPassword === passwords.currentPassword) problems.newPassword = MESSAGES.samePassword;
    if (passwords.confirm !== passwords.newPassword) problems.confirm = MESSAGES.confirmMismatch;
    setPasswordErrors(problems);
    setPasswordStatus(null);
    if (Object.keys(problems).length) return;
    const answer = await postJson('/api/account/change_password', {
      ...passwords, email: profile.email, role: profile.kind,
    });
    if (answer.ok) {
      setPasswords({ currentPassword: '', newPassword: '', confirm: '' });
      setPasswordStatus({ kind: 'ok', text: answer.body.msg ?? MESSAGES.passwordReset });
    } else {
      const fields = answer.body.error?.fields ?? {};
      setPasswordErrors(fields);
      // A refusal shown at its field is not repeated above the form.
      const text = formAlert(errorText(answer, MESSAGES.somethingWrong), fields, PASSWORD_FIELDS);
      setPasswordStatus(text ? { kind: 'error', text } : null);
    }
  }

  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  const pwField = (name: keyof typeof passwords, label: string, auto: string) => (
    <FormField id={`password-${name}`} label={label} required error={passwordErrors[name]}>
      <input id={`password-${name}`} type="password" autoComplete={auto} value={passwords[name]}
        onChange={(e) => setPasswords({ ...passwords, [name]: e.target.value })}
        aria-invalid={passwordErrors[name] ? true : undefined} aria-describedby={passwordErrors[name] ? `password-${name}-error` : undefined} />
    </FormField>
  );

  return (
    <div className="profile-editor" data-testid="profile-editor">
      <form onSubmit={saveNames} noValidate className="profile-section">
        <div className="profile-avatar">
          {profile.pic
            ? <img className="avatar avatar-large" src={profile.pic} alt="Your picture" width={96} height={96} />
            : <span className="avatar avatar-large avatar-initials" aria-hidden="true">{initials}</span>}
          <label className="btn btn-secondary btn-small">
            Change picture
            <input type="file" accept={IMAGE_ACCEPT} className="visually-hidden" onChange={choosePicture} data-testid="avatar-file" />
          </label>
          {profile.pic && <button type="button" className="btn btn-light btn-small" onClick={() => void update({ ...names, avatarFileId: null })}>Remove</button>}
        </div>
        {picking && <AvatarEditor src={picking} onDone={(png) => void usePicture(png)} onCancel={() => setPicking(null)} />}
        <FormField id="profile-firstName" label="First name" required error={errors.firstName}>
          <input id="profile-firstName" value={names.firstName} autoComplete="given-name" onChange={(e) => {
            const next = { ...names, firstName: e.target.value };
            setNames(next);
            followName('firstName', next);
          }}
            aria-invalid={errors.firstName ? true : undefined} aria-describedby={errors.firstName ? 'profile-firstName-error' : undefined} />
        </FormField>
        <FormField id="profile-lastName" label="Last name" required error={errors.lastName}>
          <input id="profile-lastName" value={names.lastName} autoComplete="family-name" onChange={(e) => {
            const next = { ...names, lastName: e.target.value };
            setNames(next);
            followName('lastName', next);
          }}
            aria-invalid={errors.lastName ? true : undefined} aria-describedby={errors.lastName ? 'profile-lastName-error' : undefined} />
        </FormField>
        <dl className="appointment-facts">
          <dt>Email</dt><dd data-testid="profile-email">{profile.email}</dd>
          {profile.phone && <><dt>Phone</dt><dd>{formatPhone(profile.phone)}</dd></>}
        </dl>
        <FormStatus status={status} testId="profile-status" />
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Please Wait...' : 'Submit'}</button>
      </form>
      <form onSubmit={(e) => void changePassword(e)} noValidate className="profile-section" data-testid="change-password">
        <h2>Change Password</h2>
        {pwField('currentPassword', 'Current password', 'current-password')}
        {pwField('newPassword', 'New password', 'new-password')}
        {pwField('confirm', 'Confirm new password', 'new-password')}
        <FormStatus status={passwordStatus} testId="password-status" />
        <button type="submit" className="btn btn-primary">Change Password</button>
      </form>
      {calendarFeed && <CalendarFeed initial={calendarFeed} />}
      <SignInTokens initial={tokens} loginPath={profile.kind === 'vendor' ? '/vendor/login' : '/login/'} />
      {profile.kind === 'user' && <DeleteAccount />}
    </div>
  );
}
