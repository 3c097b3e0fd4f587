import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import {
  ANNOUNCEMENT_KINDS, ANNOUNCEMENT_KIND_LABELS, SHELTER_LIMITS, SHELTER_VIEW_DAYS, type ShelterOverview,
} from '../../../contracts/shelters.ts';

export interface ShelterPageView {
  overview: ShelterOverview;
  notice: string | null;
  /** A refused form's message (and which form), shown beside it. */
  error: { form: 'adopt' | 'announce'; petId?: number; message: string } | null;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * /app/shelter (shelter partners): the animals in care (kept as the shelter's own pets, records in Medical Records),
 * adopting one out to an adopter's email, the adoptions made with their read-only record for 30 days, how many
 * adopters activated their records, and updates to adopters. Plain forms: nothing here needs an island.
 */
export function ShelterPage({ view }: { view: ShelterPageView }) {
  const { overview: o, error } = view;
  return (
    <DashboardLayout title={o.name}>
      <p className="page-lead">
        Keep each animal in your care with its records in <a href="/app/my-pets">My Pets</a> and <a href="/app/medical-records">Medical Records</a>.
        When one is adopted, send the adopter an invite: when they accept, the pet and its whole record move to their account.
      </p>
      {view.notice && <p className="alert alert-success" role="status" data-testid="shelter-notice">{view.notice}</p>}
      <dl className="shelter-stats" data-testid="shelter-stats">
        <div><dt>Adopters invited</dt><dd data-testid="stat-invited">{o.stats.invited}</dd></div>
        <div><dt>Activated their records</dt><dd data-testid="stat-activated">{o.stats.activated}</dd></div>
        <div><dt>Receive your updates</dt><dd data-testid="stat-receiving">{o.stats.receivingUpdates}</dd></div>
      </dl>

      <h2>Animals in your care</h2>
      {o.pets.length === 0 ? <EmptyState art="no-pets" message="No animals yet: add them in My Pets." testId="shelter-pets-empty" /> : (
        <ul className="shelter-pets" data-testid="shelter-pets">
          {o.pets.map((p) => (
            <li key={p.id} className="shelter-pet" data-pet-id={p.id}>
              <h3>{p.name}{p.breed ? <span className="muted">{` · ${p.breed}`}</span> : null}</h3>
              <p><a href={`/app/medical-records?pet=${p.id}`}>Records</a></p>
              {p.invite ? (
                <div className="shelter-invite">
                  {error?.form === 'adopt' && error.petId === p.id && <p className="field-error" role="alert">{error.message}</p>}
                  <p data-testid="open-invite">{`Invite sent to ${p.invite.email}, open until ${day(p.invite.expiresAt)}.`}</p>
                  <form method="post" action={`/app/shelter/invites/${p.invite.id}/cancel`}>
                    <FormTokenField />
                    <button type="submit" className="btn btn-secondary">Cancel invite</button>
                  </form>
                </div>
              ) : (
                <form method="post" action={`/app/shelter/pets/${p.id}/adopt`} className="shelter-adopt" noValidate>
                  <FormTokenField />
                  <label htmlFor={`adopter-${p.id}`}>Adopter&rsquo;s email</label>
                  <input id={`adopter-${p.id}`} name="email" type="email" maxLength={SHELTER_LIMITS.email} required autoComplete="off"
                    aria-describedby={error?.form === 'adopt' && error.petId === p.id ? `adopt-error-${p.id}` : undefined} />
                  {error?.form === 'adopt' && error.petId === p.id && <p className="field-error" id={`adopt-error-${p.id}`} role="alert">{error.message}</p>}
                  <button type="submit" className="btn btn-primary" data-testid="adopt-out">Adopt out</button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>Adopted</h2>
      {o.adoptions.length === 0 ? <p className="muted">No adoptions yet.</p> : (
        <ul className="shelter-adoptions" data-testid="shelter-adoptions">
          {o.adoptions.map((a) => (
            <li key={a.id}>
              <strong>{a.petName}</strong>{` · ${a.adopterEmail} · adopted ${day(a.acceptedAt)} · `}
              {a.viewableUntil
                ? <a href={`/app/shelter/adoptions/${a.id}`}>{`Read-only record until ${day(a.viewableUntil)}`}</a>
                : <span className="muted">{`Record no longer shown (${SHELTER_VIEW_DAYS} days after adoption)`}</span>}
            </li>
          ))}
        </ul>
      )}

      <h2 id="announce-title">Send your adopters an update</h2>
      <form method="post" action="/app/shelter/announcements" className="shelter-announce" aria-labelledby="announce-title" noValidate>
        <FormTokenField />
        <fieldset>
          <legend>What is it?</legend>
          {ANNOUNCEMENT_KINDS.map((kind, i) => (
            <label key={kind} className="radio">
              <input type="radio" name="kind" value={kind} defaultChecked={i === 0} /> {ANNOUNCEMENT_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="announce-subject">Subject</label>
        <input id="announce-subject" name="subject" maxLength={SHELTER_LIMITS.subject} required />
        <label htmlFor="announce-body">Message</label>
        <textarea id="announce-body" name="body" rows={5} maxLength={SHELTER_LIMITS.body} required />
        {error?.form === 'announce' && <p className="field-error" role="alert">{error.message}</p>}
        <p className="muted">Sent by email, and as a notification to adopters who turned them on. Each adopter can stop your updates.</p>
        <button type="submit" className="btn btn-primary" data-testid="announce">Send</button>
      </form>
      {o.announcements.length > 0 && (
        <ul className="shelter-sent" data-testid="shelter-sent">
          {o.announcements.map((s, i) => (
            <li key={i}>{`${day(s.sentAt)} · ${ANNOUNCEMENT_KIND_LABELS[s.kind]}: ${s.subject} (${s.recipients})`}</li>
          ))}
        </ul>
      )}
    </DashboardLayout>
  );
}
