import { useState, type FormEvent } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { TEAM_MESSAGES, teamMemberSchema, type TeamMember } from '../../contracts/team.ts';
import { FormField } from '../lib/form-field.tsx';
import { formatPhone } from '../../contracts/account-rules.ts';
import { ConfirmDialog } from '../lib/dialog.tsx';
import { checkFields, useFieldErrors } from '../lib/field-errors.ts';
import { GqlError, execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { FormStatus } from '../lib/form-status.tsx';

export interface TeamSettingsProps {
  members: TeamMember[];
}

const LIST = graphql(`
  query TeamMembers { teamMembers { id firstName lastName email phone subrole isYou } }
`);
const SAVE = graphql(`
  mutation SaveTeamMember($input: TeamMemberInput!) {
    saveTeamMember(input: $input) { message invited member { id } }
  }
`);
const DELETE = graphql(`
  mutation DeleteTeamMember($id: ID!) { deleteTeamMember(id: $id) { message id } }
`);

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, TeamMember>();
const columns = helper.columns([
  helper.accessor((m) => `${m.firstName} ${m.lastName}`, { id: 'name', header: 'Name' }),
  helper.accessor('email', { header: 'Email' }),
  helper.accessor((m) => formatPhone(m.phone), { id: 'phone', header: 'Mobile' }),
  helper.accessor((m) => (m.subrole === 'root_admin' ? 'Administrator' : 'Team member'), { id: 'role', header: 'Role' }),
]);

type Draft = { id?: number; firstName: string; lastName: string; email: string; phone: string; password: string };
const EMPTY: Draft = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/**
 * The Team tab: the clinic's logins in a table (TanStack Table), a form to add or edit a sub-user (first
 * name, last name, email and mobile required; the password optional on edit, and on create, when the new
 * member is emailed a link to choose one), and delete with the spec's confirmation.
 */
export default function TeamSettings({ members: initial }: TeamSettingsProps) {
  const [members, setMembers] = useState(initial);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { errors, setErrors, show, follow } = useFieldErrors<Draft>((v) => checkFields(teamMemberSchema, v));
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const table = useTable({ features, columns, data: members });

  const refresh = async () => setMembers((await execute(LIST)).teamMembers.map((m) => ({
    ...m, id: Number(m.id), phone: m.phone ?? null, subrole: m.subrole === 'root_admin' ? 'root_admin' : 'user',
  })));
  const edit = (m: TeamMember | null) => {
    setDraft(m ? { id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email, phone: m.phone ?? '', password: '' } : { ...EMPTY });
    setErrors({});
    setStatus(null);
  };

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!draft) return;
    if (Object.keys(show(draft)).length) return;
    setBusy(true);
    setErrors({});
    try {
      const data = await execute(SAVE, {
        input: { ...draft, id: draft.id ? String(draft.id) : undefined, password: draft.password || undefined },
      });
      await refresh();
      setDraft(null);
      setStatus({ kind: 'ok', text: data.saveTeamMember.message });
    } catch (err) {
      if (err instanceof GqlError && (err.code === 'BAD_USER_INPUT' || err.code === 'CONFLICT')) setErrors(err.fields);
      setStatus({ kind: 'error', text: err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err) });
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const data = await execute(DELETE, { id: String(deleting.id) });
      await refresh();
      setStatus({ kind: 'ok', text: data.deleteTeamMember.message });
    } catch (err) {
      setStatus({ kind: 'error', text: err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const field = (name: keyof Draft, label: string, type = 'text', required = true, hint?: string) => (
    <FormField id={`team-${name}`} label={label} required={required} error={errors[name]}>
      <input id={`team-${name}`} name={name} type={type} value={draft![name] as string} autoComplete={name === 'password' ? 'new-password' : 'off'}
        onChange={(e) => {
          const next = { ...draft!, [name]: e.target.value };
          setDraft(next);
          follow(name, next);
        }}
        aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `team-${name}-error` : undefined} />
      {hint && <p className="field-hint">{hint}</p>}
    </FormField>
  );

  return (
    <div className="team-settings" data-testid="team-settings">
      {/* After a save or a delete the form is gone: the outcome shows above the table it changed. */}
      <FormStatus status={status} testId="team-status" />
      <p><button type="button" className="btn btn-primary" onClick={() => edit(null)} data-testid="team-add">Add team member</button></p>
      <div className="table-cards" role="region" aria-label="Team">
        <table className="data-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((h) => <th key={h.id} scope="col"><table.FlexRender header={h} /></th>)}
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-member-id={row.original.id}>
                {row.getAllCells().map((cell, i) => (i === 0
                  ? <th key={cell.id} scope="row"><table.FlexRender cell={cell} />{row.original.isYou && <span className="badge badge-you"> you</span>}</th>
                  : <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}><table.FlexRender cell={cell} /></td>))}
                <td className="row-actions">
                  <button type="button" className="btn btn-small btn-light" onClick={() => edit(row.original)}>Edit</button>
                  {!row.original.isYou && row.original.subrole !== 'root_admin' && (
                    <button type="button" className="btn btn-small btn-danger" onClick={() => setDeleting(row.original)}>Delete</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {draft && (
        <form className="team-form card-panel" onSubmit={save} noValidate data-testid="team-form">
          <h2>{draft.id ? 'Edit team member' : 'Add team member'}</h2>
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
          {field('email', 'Email', 'email')}
          {field('phone', 'Mobile', 'tel')}
          {field('password', 'Password', 'password', false, draft.id
            ? 'Leave empty to keep the current password.'
            : 'Optional: without one, we email them a link to choose their own.')}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Please Wait...' : 'Submit'}</button>
            <button type="button" className="btn btn-light" onClick={() => setDraft(null)}>Cancel</button>
          </div>
        </form>
      )}
      <ConfirmDialog open={deleting !== null} question={TEAM_MESSAGES.deleteQuestion} confirmLabel="Yes, delete" danger busy={busy}
        onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} testId="team-delete">
        {deleting && <p>{`${deleting.firstName} ${deleting.lastName} (${deleting.email})`}</p>}
      </ConfirmDialog>
    </div>
  );
}
