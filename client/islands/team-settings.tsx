import { lazy, Suspense, useMemo, useState } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { TEAM_MESSAGES, type TeamMember } from '../../contracts/team-words.ts';
import { formatPhone } from '../../contracts/account-rules.ts';
import { ConfirmDialog } from '../lib/dialog.tsx';
import { GqlError, execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import type { MessageId } from '../../contracts/messages/en.ts';
import { FormStatus } from '../lib/form-status.tsx';
import type { Draft } from './team/member-form.tsx';
import { useTeamWords } from './team/team-words.ts';

export interface TeamSettingsProps {
  members: TeamMember[];
}

const LIST = graphql(`
  query TeamMembers { teamMembers { id firstName lastName email phone subrole isYou } }
`);
const DELETE = graphql(`
  mutation DeleteTeamMember($id: ID!) { deleteTeamMember(id: $id) { message id } }
`);

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, TeamMember>();
/** The table's columns, headed in the page's language. */
const columnsIn = (t: (id: MessageId) => string) => helper.columns([
  helper.accessor((m) => `${m.firstName} ${m.lastName}`, { id: 'name', header: t('settings.team.col.name') }),
  helper.accessor('email', { header: t('settings.team.col.email') }),
  helper.accessor((m) => formatPhone(m.phone), { id: 'phone', header: t('settings.team.col.mobile') }),
  helper.accessor((m) => t(m.subrole === 'root_admin' ? 'settings.team.role.admin' : 'settings.team.role.member'), { id: 'role', header: t('settings.team.col.role') }),
]);

/** The space between a name and its "you" badge (part of the badge, as before: the name cell reads "Name you"). */
const GAP = ' ';

/** The add or edit form carries the zod rules: a chunk of its own, fetched when Add or Edit is pressed. */
const TeamMemberForm = lazy(() => import('./team/member-form.tsx'));

const EMPTY: Draft = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/**
 * The Team tab: the clinic's logins in a table (TanStack Table), a form to add or edit a sub-user
 * (team/member-form.tsx), and delete with the spec's confirmation.
 */
export default function TeamSettings({ members: initial }: TeamSettingsProps) {
  const { t, say, intl } = useTeamWords();
  const columns = useMemo(() => columnsIn(t), [t]);
  const [members, setMembers] = useState(initial);
  const [draft, setDraft] = useState<Draft | null>(null);
  // Each Add or Edit opens a fresh form.
  const [opened, setOpened] = useState(0);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const table = useTable({ features, columns, data: members });

  const refresh = async () => setMembers((await execute(LIST)).teamMembers.map((m) => ({
    ...m, id: Number(m.id), phone: m.phone ?? null, subrole: m.subrole === 'root_admin' ? 'root_admin' : 'user',
  })));
  const edit = (m: TeamMember | null) => {
    setDraft(m ? { id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email, phone: m.phone ?? '', password: '' } : { ...EMPTY });
    setOpened((n) => n + 1);
    setStatus(null);
  };

  async function saved(message: string) {
    await refresh();
    setDraft(null);
    setStatus({ kind: 'ok', text: say(message) });
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const data = await execute(DELETE, { id: String(deleting.id) });
      await refresh();
      setStatus({ kind: 'ok', text: say(data.deleteTeamMember.message) });
    } catch (err) {
      setStatus({ kind: 'error', text: say(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err)) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <div className="team-settings" data-testid="team-settings">
      {/* After a save or a delete the form is gone: the outcome shows above the table it changed. */}
      <FormStatus status={status} testId="team-status" />
      <p><button type="button" className="btn btn-primary" onClick={() => edit(null)} data-testid="team-add">{t('settings.team.add')}</button></p>
      <div className="table-cards" role="region" aria-label={t('settings.team.tableLabel')}>
        <table className="data-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((h) => <th key={h.id} scope="col"><table.FlexRender header={h} /></th>)}
                <th scope="col"><span className="visually-hidden">{t('settings.team.col.actions')}</span></th>
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-member-id={row.original.id}>
                {row.getAllCells().map((cell, i) => (i === 0
                  ? <th key={cell.id} scope="row"><table.FlexRender cell={cell} />{row.original.isYou && <span className="badge badge-you">{GAP}{t('settings.team.you')}</span>}</th>
                  : <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}><table.FlexRender cell={cell} /></td>))}
                <td className="row-actions">
                  <button type="button" className="btn btn-small btn-light" onClick={() => edit(row.original)}>{t('settings.team.edit')}</button>
                  {!row.original.isYou && row.original.subrole !== 'root_admin' && (
                    <button type="button" className="btn btn-small btn-danger" onClick={() => setDeleting(row.original)}>{t('settings.team.delete')}</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {draft && (
        <Suspense fallback={<p className="booking-hint" role="status">{t('settings.team.loading')}</p>}>
          <TeamMemberForm key={opened} initial={draft} onSaved={saved} onFailed={(text) => setStatus({ kind: 'error', text: say(text) })} onCancel={() => setDraft(null)} />
        </Suspense>
      )}
      <ConfirmDialog open={deleting !== null} question={say(TEAM_MESSAGES.deleteQuestion)} confirmLabel={t('settings.team.yesDelete')} cancelLabel={t('settings.team.no')}
        busyLabel={t('settings.team.pleaseWait')} danger busy={busy}
        onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} testId="team-delete">
        {deleting && <p>{intl.formatMessage({ id: 'settings.team.deleteWho' }, { name: `${deleting.firstName} ${deleting.lastName}`, email: deleting.email })}</p>}
      </ConfirmDialog>
    </div>
  );
}
