import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SHARE_LEVELS, SHARE_LEVEL_LABELS, type CoOwnerShare, type SharedWithMe } from '../../../contracts/co-owners.ts';
import type { Pet } from '../../../contracts/pets.ts';

export interface SharingView {
  /** The owner's own pets, to share one of them. */
  pets: Pet[];
  shares: CoOwnerShare[];
  sharedWithMe: SharedWithMe[];
  notice: string | null;
  /** A refused invitation: what was typed, and the messages by field ('form' for the whole form). */
  sent?: { email: string; pet: string; level: string } | null;
  errors?: Record<string, string>;
}

const STATUS_LABEL: Record<CoOwnerShare['status'], string> = { invited: 'Invitation sent', active: 'Has access', expired: 'Invitation expired' };

function LevelForm({ share }: { share: CoOwnerShare }) {
  return (
    <form method="post" action={`/app/sharing/${share.id}`} className="share-level-form">
      <FormTokenField />
      <input type="hidden" name="action" value="level" />
      <label htmlFor={`share-level-${share.id}`} className="visually-hidden">{`What ${share.email} may do`}</label>
      <select id={`share-level-${share.id}`} name="level" defaultValue={share.level} data-testid="share-level">
        {SHARE_LEVELS.map((l) => <option key={l} value={l}>{SHARE_LEVEL_LABELS[l]}</option>)}
      </select>
      <button type="submit" className="btn btn-secondary" data-testid="share-level-save">Change</button>
    </form>
  );
}

/**
 * /app/sharing (owners): share pets with co-owners. The invite form (an email, one pet or all, a level), the people
 * who have access or an invitation, each with their level to change and Revoke, and the owners who share with the
 * viewer. Plain forms: it works without script.
 */
export function SharingPage({ view }: { view: SharingView }) {
  const errors = view.errors ?? {};
  const sent = view.sent ?? null;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `invite-${name}-error` } : {});
  const message = (name: string) => errors[name] && <p className="field-error" id={`invite-${name}-error`}>{errors[name]}</p>;
  return (
    <DashboardLayout titleId="dash.title.sharing">
      <p className="page-lead">Share your pets with family, a partner or a pet sitter. Each signs in with their own account, and you can change or revoke their access at any time.</p>
      {view.notice && <p className="alert alert-success" role="status" data-testid="sharing-notice">{view.notice}</p>}
      <section className="sharing-section" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        {errors.form && <div className="alert alert-error" role="alert" data-testid="invite-error">{errors.form}</div>}
        <form method="post" action="/app/sharing" className="invite-form" data-testid="invite-form" noValidate>
          <FormTokenField />
          <div className="form-field">
            <label htmlFor="invite-email">Their email</label>
            <input id="invite-email" name="email" type="email" autoComplete="off" defaultValue={sent?.email ?? ''} {...invalid('email')} />
            {message('email')}
          </div>
          <div className="form-field">
            <label htmlFor="invite-pet">Pets</label>
            <select id="invite-pet" name="pet" defaultValue={sent?.pet ?? 'all'} {...invalid('pet')}>
              <option value="all">All my pets (and pets I add later)</option>
              {view.pets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
            {message('pet')}
          </div>
          <fieldset className="form-field invite-levels" {...invalid('level')}>
            <legend>They may</legend>
            {SHARE_LEVELS.map((l) => (
              <label key={l} className="radio-row">
                <input type="radio" name="level" value={l} defaultChecked={(sent?.level ?? 'view') === l} />
                <span>{SHARE_LEVEL_LABELS[l]}</span>
              </label>
            ))}
            {message('level')}
          </fieldset>
          <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="invite-send">Send invitation</button></div>
        </form>
      </section>
      <section className="sharing-section" aria-labelledby="access-title">
        <h2 id="access-title">Who has access</h2>
        {view.shares.length === 0 ? <EmptyState art="pets" message="You share no pets yet." testId="shares-empty" /> : (
          <ul className="share-list" data-testid="shares">
            {view.shares.map((s) => (
              <li key={s.id} className={`share-card share-${s.status}`} data-share-id={s.id}>
                <div className="share-card-text">
                  <h3 className="share-name">{s.name ?? s.email}</h3>
                  {s.name && <p className="share-email">{s.email}</p>}
                  <p className="share-pets">{s.petName ?? 'All your pets'}</p>
                  <p className="share-status" data-testid="share-status">{STATUS_LABEL[s.status]}</p>
                </div>
                <div className="share-actions">
                  <LevelForm share={s} />
                  <form method="post" action={`/app/sharing/${s.id}`}>
                    <FormTokenField />
                    <input type="hidden" name="action" value="revoke" />
                    <button type="submit" className="btn btn-danger" data-testid="share-revoke" aria-label={`Revoke access of ${s.email}`}>Revoke</button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.sharedWithMe.length > 0 && (
        <section className="sharing-section" aria-labelledby="shared-with-me-title">
          <h2 id="shared-with-me-title">Shared with you</h2>
          <ul className="share-list" data-testid="shared-with-me">
            {view.sharedWithMe.map((g) => (
              <li key={g.shareId} className="share-card">
                <div className="share-card-text">
                  <h3 className="share-name">{`Shared by ${g.ownerName}`}</h3>
                  <p className="share-pets">{g.petName ?? 'All their pets'}</p>
                  <p className="share-status">{SHARE_LEVEL_LABELS[g.level]}</p>
                </div>
                <form method="post" action={`/app/sharing/${g.shareId}`} className="share-leave-form">
                  <FormTokenField />
                  <input type="hidden" name="action" value="leave" />
                  <button type="submit" className="btn btn-secondary" data-testid="share-leave" aria-label={`Stop sharing ${g.petName ?? 'the pets'} of ${g.ownerName}`}>Stop sharing</button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      )}
    </DashboardLayout>
  );
}
