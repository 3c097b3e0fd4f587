import { useState, type FormEvent } from 'react';
import { teamMemberSchema } from '../../../contracts/team.ts';
import { FormField } from '../../lib/form-field.tsx';
import { checkFields, useFieldErrors } from '../../lib/field-errors.ts';
import { GqlError, execute, failureText } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { useTeamWords } from './team-words.ts';

export type Draft = { id?: number; firstName: string; lastName: string; email: string; phone: string; password: string };

const SAVE = graphql(`
  mutation SaveTeamMember($input: TeamMemberInput!) {
    saveTeamMember(input: $input) { message invited member { id } }
  }
`);

const check = (v: Draft) => checkFields(teamMemberSchema, v);

/**
 * The Team tab's add or edit form, a chunk of its own fetched when Add or Edit is pressed (it carries the
 * server's zod rules, checked before sending): first name, last name, email and mobile required; the password
 * optional on edit, and on create, when the new member is emailed a link to choose one.
 */
export default function TeamMemberForm({ initial, onSaved, onFailed, onCancel }: {
  initial: Draft;
  /** The save went through: the tab reloads its table, closes the form and says `message`. */
  onSaved: (message: string) => Promise<void>;
  onFailed: (text: string) => void;
  onCancel: () => void;
}) {
  const { t, say } = useTeamWords();
  const [draft, setDraft] = useState(initial);
  const { errors, setErrors, show, follow } = useFieldErrors<Draft>(check);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (Object.keys(show(draft)).length) return;
    setBusy(true);
    setErrors({});
    try {
      const data = await execute(SAVE, {
        input: { ...draft, id: draft.id ? String(draft.id) : undefined, password: draft.password || undefined },
      });
      await onSaved(data.saveTeamMember.message);
    } catch (err) {
      if (err instanceof GqlError && (err.code === 'BAD_USER_INPUT' || err.code === 'CONFLICT')) setErrors(err.fields);
      onFailed(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Draft, label: MessageId, type = 'text', required = true, hint?: MessageId) => (
    <FormField id={`team-${name}`} label={t(label)} required={required} error={errors[name] && say(errors[name])}>
      <input id={`team-${name}`} name={name} type={type} value={draft[name] as string} autoComplete={name === 'password' ? 'new-password' : 'off'}
        onChange={(e) => {
          const next = { ...draft, [name]: e.target.value };
          setDraft(next);
          follow(name, next);
        }}
        aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `team-${name}-error` : undefined} />
      {hint && <p className="field-hint">{t(hint)}</p>}
    </FormField>
  );

  return (
    <form className="team-form card-panel" onSubmit={save} noValidate data-testid="team-form">
      <h2>{t(draft.id ? 'settings.team.editHeading' : 'settings.team.add')}</h2>
      {field('firstName', 'settings.team.firstName')}
      {field('lastName', 'settings.team.lastName')}
      {field('email', 'settings.team.email', 'email')}
      {field('phone', 'settings.team.mobile', 'tel')}
      {field('password', 'settings.team.password', 'password', false, draft.id ? 'settings.team.passwordKeep' : 'settings.team.passwordInvite')}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>{t(busy ? 'settings.team.pleaseWait' : 'settings.team.submit')}</button>
        <button type="button" className="btn btn-light" onClick={onCancel}>{t('settings.team.cancel')}</button>
      </div>
    </form>
  );
}
