import { useState, type ChangeEvent, type FormEvent } from 'react';
import { PROFILE_MESSAGES, profileNameProblems, type ApiTokenView, type ProfileView } from '../../contracts/profile.ts';
import { useFieldErrors } from '../lib/field-errors.ts';
import { IMAGE_ACCEPT } from '../../contracts/files.ts';
import { FormField } from '../lib/form-field.tsx';
import { GqlError, execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { errorText, fieldTexts, postJson } from '../lib/post-json.ts';
import { uploadFile } from '../lib/upload.ts';
import { AvatarEditor } from './profile/avatar-editor.tsx';
import { FormStatus } from '../lib/form-status.tsx';
import { SignInTokens } from './profile/sign-in-tokens.tsx';
import { DeleteAccount } from './profile/delete-account.tsx';
import { CalendarFeed } from './profile/calendar-feed.tsx';
import type { CalendarFeedView } from '../../contracts/calendar-feed.ts';
import { formatPhone, MESSAGES, passwordProblem } from '../../contracts/account-rules.ts';
import { formAlert } from '../lib/form-alert.ts';
import { useProfileWords } from './profile/profile-words.ts';

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
 * everywhere; owners may delete their account. Its words are the page's language's (ids `profile.edit.`); the English
 * messages of contracts/ and the server are said through `say` just before they show.
 */
export default function ProfileEditor({ profile: initial, tokens, calendarFeed }: ProfileEditorProps) {
  const words = useProfileWords();
  const { t, say, sayFields } = words;
  const [profile, setProfile] = useState(initial);
  const [names, setNames] = useState({ firstName: initial.firstName, lastName: initial.lastName });
  const { errors: nameErrors, setErrors, show: showNameErrors, follow: followName } = useFieldErrors(profileNameProblems);
  const errors = sayFields(nameErrors);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState<string | null>(null);
  const [passwords, setPasswords] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [passwordProblems, setPasswordErrors] = useState<Record<string, string>>({});
  const passwordErrors = sayFields(passwordProblems);
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
      const fields = fieldTexts(answer);
      setPasswordErrors(fields);
      // A refusal shown at its field is not repeated above the form.
      const text = formAlert(errorText(answer, MESSAGES.somethingWrong), fields, PASSWORD_FIELDS);
      setPasswordStatus(text ? { kind: 'error', text } : null);
    }
  }

  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  const shown = (s: Status) => (s ? { kind: s.kind, text: say(s.text) } : null);
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
            ? <img className="avatar avatar-large" src={profile.pic} alt={t('profile.edit.picture')} width={96} height={96} />
            : <span className="avatar avatar-large avatar-initials" aria-hidden="true">{initials}</span>}
          <label className="btn btn-secondary btn-small">
            {t('profile.edit.changePicture')}
            <input type="file" accept={IMAGE_ACCEPT} className="visually-hidden" onChange={choosePicture} data-testid="avatar-file" />
          </label>
          {profile.pic && <button type="button" className="btn btn-light btn-small" onClick={() => void update({ ...names, avatarFileId: null })}>{t('profile.edit.remove')}</button>}
        </div>
        {picking && <AvatarEditor words={words} src={picking} onDone={(png) => void usePicture(png)} onCancel={() => setPicking(null)} />}
        <FormField id="profile-firstName" label={t('profile.edit.firstName')} required error={errors.firstName}>
          <input id="profile-firstName" value={names.firstName} autoComplete="given-name" onChange={(e) => {
            const next = { ...names, firstName: e.target.value };
            setNames(next);
            followName('firstName', next);
          }}
            aria-invalid={errors.firstName ? true : undefined} aria-describedby={errors.firstName ? 'profile-firstName-error' : undefined} />
        </FormField>
        <FormField id="profile-lastName" label={t('profile.edit.lastName')} required error={errors.lastName}>
          <input id="profile-lastName" value={names.lastName} autoComplete="family-name" onChange={(e) => {
            const next = { ...names, lastName: e.target.value };
            setNames(next);
            followName('lastName', next);
          }}
            aria-invalid={errors.lastName ? true : undefined} aria-describedby={errors.lastName ? 'profile-lastName-error' : undefined} />
        </FormField>
        <dl className="appointment-facts">
          <dt>{t('profile.edit.email')}</dt><dd data-testid="profile-email">{profile.email}</dd>
          {profile.phone && <><dt>{t('profile.edit.phone')}</dt><dd>{formatPhone(profile.phone)}</dd></>}
        </dl>
        <FormStatus status={shown(status)} testId="profile-status" />
        <button type="submit" className="btn btn-primary" disabled={busy}>{t(busy ? 'profile.edit.pleaseWait' : 'profile.edit.submit')}</button>
      </form>
      <form onSubmit={(e) => void changePassword(e)} noValidate className="profile-section" data-testid="change-password">
        <h2>{t('profile.edit.changePassword')}</h2>
        {pwField('currentPassword', t('profile.edit.currentPassword'), 'current-password')}
        {pwField('newPassword', t('profile.edit.newPassword'), 'new-password')}
        {pwField('confirm', t('profile.edit.confirmPassword'), 'new-password')}
        <FormStatus status={shown(passwordStatus)} testId="password-status" />
        <button type="submit" className="btn btn-primary">{t('profile.edit.changePassword')}</button>
      </form>
      {calendarFeed && <CalendarFeed initial={calendarFeed} words={words} />}
      <SignInTokens words={words} initial={tokens} loginPath={profile.kind === 'vendor' ? '/vendor/login' : '/login/'} />
      {profile.kind === 'user' && <DeleteAccount words={words} />}
    </div>
  );
}
