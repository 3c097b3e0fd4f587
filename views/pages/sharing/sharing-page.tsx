import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SHARE_LEVELS, type CoOwnerShare, type SharedWithMe, type ShareLevel } from '../../../contracts/co-owners.ts';
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

/** A level's and a status's words, by their codes. */
export const LEVEL_ID = { view: 'sharing.level.view', manage: 'sharing.level.manage', full: 'sharing.level.full' } as const satisfies Record<ShareLevel, string>;
const STATUS_ID = {
  invited: 'sharing.status.invited', active: 'sharing.status.active', expired: 'sharing.status.expired',
} as const satisfies Record<CoOwnerShare['status'], string>;

function LevelForm({ share }: { share: CoOwnerShare }) {
  const intl = useIntl();
  return (
    <form method="post" action={`/app/sharing/${share.id}`} className="share-level-form">
      <FormTokenField />
      <input type="hidden" name="action" value="level" />
      <label htmlFor={`share-level-${share.id}`} className="visually-hidden">{intl.formatMessage({ id: 'sharing.level.label' }, { email: share.email })}</label>
      <select id={`share-level-${share.id}`} name="level" defaultValue={share.level} data-testid="share-level">
        {SHARE_LEVELS.map((l) => <option key={l} value={l}>{intl.formatMessage({ id: LEVEL_ID[l] })}</option>)}
      </select>
      <button type="submit" className="btn btn-secondary" data-testid="share-level-save"><FormattedMessage id="sharing.level.change" /></button>
    </form>
  );
}

/**
 * /app/sharing (owners): share pets with co-owners. The invite form (an email, one pet or all, a level), the people
 * who have access or an invitation, each with their level to change and Revoke, and the owners who share with the
 * viewer. Plain forms: it works without script.
 */
export function SharingPage({ view }: { view: SharingView }) {
  const intl = useIntl();
  const errors = view.errors ?? {};
  const sent = view.sent ?? null;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `invite-${name}-error` } : {});
  const message = (name: string) => errors[name] && <p className="field-error" id={`invite-${name}-error`}>{errors[name]}</p>;
  return (
    <DashboardLayout titleId="dash.title.sharing">
      <p className="page-lead"><FormattedMessage id="sharing.lead" /></p>
      {view.notice && <p className="alert alert-success" role="status" data-testid="sharing-notice">{view.notice}</p>}
      <section className="sharing-section" aria-labelledby="invite-title">
        <h2 id="invite-title"><FormattedMessage id="sharing.invite.title" /></h2>
        {errors.form && <div className="alert alert-error" role="alert" data-testid="invite-error">{errors.form}</div>}
        <form method="post" action="/app/sharing" className="invite-form" data-testid="invite-form" noValidate>
          <FormTokenField />
          <div className="form-field">
            <label htmlFor="invite-email"><FormattedMessage id="sharing.invite.email" /></label>
            <input id="invite-email" name="email" type="email" autoComplete="off" defaultValue={sent?.email ?? ''} {...invalid('email')} />
            {message('email')}
          </div>
          <div className="form-field">
            <label htmlFor="invite-pet"><FormattedMessage id="sharing.invite.pets" /></label>
            <select id="invite-pet" name="pet" defaultValue={sent?.pet ?? 'all'} {...invalid('pet')}>
              <option value="all">{intl.formatMessage({ id: 'sharing.invite.allPets' })}</option>
              {view.pets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
            {message('pet')}
          </div>
          <fieldset className="form-field invite-levels" {...invalid('level')}>
            <legend><FormattedMessage id="sharing.invite.theyMay" /></legend>
            {SHARE_LEVELS.map((l) => (
              <label key={l} className="radio-row">
                <input type="radio" name="level" value={l} defaultChecked={(sent?.level ?? 'view') === l} />
                <span><FormattedMessage id={LEVEL_ID[l]} /></span>
              </label>
            ))}
            {message('level')}
          </fieldset>
          <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="invite-send"><FormattedMessage id="sharing.invite.send" /></button></div>
        </form>
      </section>
      <section className="sharing-section" aria-labelledby="access-title">
        <h2 id="access-title"><FormattedMessage id="sharing.access.title" /></h2>
        {view.shares.length === 0 ? <EmptyState art="pets" message={intl.formatMessage({ id: 'sharing.access.empty' })} testId="shares-empty" /> : (
          <ul className="share-list" data-testid="shares">
            {view.shares.map((s) => (
              <li key={s.id} className={`share-card share-${s.status}`} data-share-id={s.id}>
                <div className="share-card-text">
                  <h3 className="share-name">{s.name ?? s.email}</h3>
                  {s.name && <p className="share-email">{s.email}</p>}
                  <p className="share-pets">{s.petName ?? intl.formatMessage({ id: 'sharing.access.allYourPets' })}</p>
                  <p className="share-status" data-testid="share-status"><FormattedMessage id={STATUS_ID[s.status]} /></p>
                </div>
                <div className="share-actions">
                  <LevelForm share={s} />
                  <form method="post" action={`/app/sharing/${s.id}`}>
                    <FormTokenField />
                    <input type="hidden" name="action" value="revoke" />
                    <button type="submit" className="btn btn-danger" data-testid="share-revoke" aria-label={intl.formatMessage({ id: 'sharing.revokeLabel' }, { email: s.email })}>
                      <FormattedMessage id="sharing.revoke" />
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.sharedWithMe.length > 0 && (
        <section className="sharing-section" aria-labelledby="shared-with-me-title">
          <h2 id="shared-with-me-title"><FormattedMessage id="sharing.withMe.title" /></h2>
          <ul className="share-list" data-testid="shared-with-me">
            {view.sharedWithMe.map((g) => (
              <li key={g.shareId} className="share-card">
                <div className="share-card-text">
                  <h3 className="share-name"><FormattedMessage id="sharing.withMe.by" values={{ name: g.ownerName }} /></h3>
                  <p className="share-pets">{g.petName ?? intl.formatMessage({ id: 'sharing.withMe.allTheirPets' })}</p>
                  <p className="share-status"><FormattedMessage id={LEVEL_ID[g.level]} /></p>
                </div>
                <form method="post" action={`/app/sharing/${g.shareId}`} className="share-leave-form">
                  <FormTokenField />
                  <input type="hidden" name="action" value="leave" />
                  <button type="submit" className="btn btn-secondary" data-testid="share-leave" aria-label={intl.formatMessage({ id: 'sharing.withMe.leaveLabel' }, {
                    pets: g.petName ?? intl.formatMessage({ id: 'sharing.withMe.thePets' }), name: g.ownerName,
                  })}>
                    <FormattedMessage id="sharing.withMe.leave" />
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      )}
    </DashboardLayout>
  );
}
