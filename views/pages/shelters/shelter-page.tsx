import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import {
  ANNOUNCEMENT_KINDS, SHELTER_LIMITS, SHELTER_MESSAGES, SHELTER_VIEW_DAYS, type ShelterOverview,
} from '../../../contracts/shelters.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { formatDay } from '../../../contracts/day-format.ts';

/** Separators, not words. */
const DOT = ' · ';

export interface ShelterPageView {
  overview: ShelterOverview;
  notice: string | null;
  /** A refused form's message (and which form), shown beside it. */
  error: { form: 'adopt' | 'announce'; petId?: number; message: string } | null;
}

/** The server's messages this page says in its language, by their English (others show as they come). */
const MESSAGE_KEYS = [
  'emailRequired', 'emailInvalid', 'ownEmail', 'alreadyInvited', 'invited', 'kindInvalid', 'subjectRequired', 'bodyRequired', 'noAdopters', 'canceled',
] as const;
const MESSAGE_IDS = new Map<string, MessageId>(MESSAGE_KEYS.map((k) => [SHELTER_MESSAGES[k], `shelter.msg.${k}`]));
/** 'Sent to 3 adopters.' (SHELTER_MESSAGES.sent). */
const SENT = /^Sent to (\d+) adopters?\.$/;

/**
 * /app/shelter (shelter partners): the animals in care (kept as the shelter's own pets, records in Medical Records),
 * adopting one out to an adopter's email, the adoptions made with their read-only record for 30 days, how many
 * adopters activated their records, and updates to adopters. Plain forms: nothing here needs an island.
 */
export function ShelterPage({ view }: { view: ShelterPageView }) {
  const { overview: o, error } = view;
  const intl = useIntl();
  /** A day in the page's language ('Nov 28, 2026', '28 nov 2026'). */
  const day = (iso: string) => formatDay(iso, intl.locale);
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  /** A message of the server's in the page's language; several field messages come joined by spaces. */
  const message = (text: string): string => {
    const id = MESSAGE_IDS.get(text);
    if (id) return say(id);
    const sent = SENT.exec(text);
    if (sent) return say('shelter.msg.sent', { count: Number(sent[1]) });
    const parts = text.split(/(?<=[.!]) /);
    return parts.length > 1 && parts.every((p) => MESSAGE_IDS.has(p)) ? parts.map(message).join(' ') : text;
  };
  return (
    <DashboardLayout title={o.name}>
      <p className="page-lead">
        <FormattedMessage id="shelter.lead" values={{
          pets: (chunks) => <a href="/app/my-pets">{chunks}</a>, records: (chunks) => <a href="/app/medical-records">{chunks}</a>,
        }} />
      </p>
      {view.notice && <p className="alert alert-success" role="status" data-testid="shelter-notice">{message(view.notice)}</p>}
      <dl className="shelter-stats" data-testid="shelter-stats">
        <div><dt>{say('shelter.stats.invited')}</dt><dd data-testid="stat-invited">{o.stats.invited}</dd></div>
        <div><dt>{say('shelter.stats.activated')}</dt><dd data-testid="stat-activated">{o.stats.activated}</dd></div>
        <div><dt>{say('shelter.stats.receiving')}</dt><dd data-testid="stat-receiving">{o.stats.receivingUpdates}</dd></div>
      </dl>

      <h2>{say('shelter.pets.title')}</h2>
      {o.pets.length === 0 ? <EmptyState art="no-pets" message={say('shelter.pets.empty')} testId="shelter-pets-empty" /> : (
        <ul className="shelter-pets" data-testid="shelter-pets">
          {o.pets.map((p) => (
            <li key={p.id} className="shelter-pet" data-pet-id={p.id}>
              <h3>{p.name}{p.breed ? <span className="muted">{DOT + p.breed}</span> : null}</h3>
              <p><a href={`/app/medical-records?pet=${p.id}`}>{say('shelter.pets.records')}</a></p>
              {p.invite ? (
                <div className="shelter-invite">
                  {error?.form === 'adopt' && error.petId === p.id && <p className="field-error" role="alert">{message(error.message)}</p>}
                  <p data-testid="open-invite">{say('shelter.invite.open', { email: p.invite.email, date: day(p.invite.expiresAt) })}</p>
                  <form method="post" action={`/app/shelter/invites/${p.invite.id}/cancel`}>
                    <FormTokenField />
                    <button type="submit" className="btn btn-secondary">{say('shelter.invite.cancel')}</button>
                  </form>
                </div>
              ) : (
                <form method="post" action={`/app/shelter/pets/${p.id}/adopt`} className="shelter-adopt" noValidate>
                  <FormTokenField />
                  <label htmlFor={`adopter-${p.id}`}>{say('shelter.adopt.email')}</label>
                  <input id={`adopter-${p.id}`} name="email" type="email" maxLength={SHELTER_LIMITS.email} required autoComplete="off"
                    aria-describedby={error?.form === 'adopt' && error.petId === p.id ? `adopt-error-${p.id}` : undefined} />
                  {error?.form === 'adopt' && error.petId === p.id && <p className="field-error" id={`adopt-error-${p.id}`} role="alert">{message(error.message)}</p>}
                  <button type="submit" className="btn btn-primary" data-testid="adopt-out">{say('shelter.adopt.submit')}</button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>{say('shelter.adopted.title')}</h2>
      {o.adoptions.length === 0 ? <p className="muted">{say('shelter.adopted.empty')}</p> : (
        <ul className="shelter-adoptions" data-testid="shelter-adoptions">
          {o.adoptions.map((a) => (
            <li key={a.id}>
              <strong>{a.petName}</strong>{say('shelter.adopted.line', { email: a.adopterEmail, date: day(a.acceptedAt) })}
              {a.viewableUntil
                ? <a href={`/app/shelter/adoptions/${a.id}`}>{say('shelter.adopted.record', { date: day(a.viewableUntil) })}</a>
                : <span className="muted">{say('shelter.adopted.gone', { days: SHELTER_VIEW_DAYS })}</span>}
            </li>
          ))}
        </ul>
      )}

      <h2 id="announce-title">{say('shelter.announce.title')}</h2>
      <form method="post" action="/app/shelter/announcements" className="shelter-announce" aria-labelledby="announce-title" noValidate>
        <FormTokenField />
        <fieldset>
          <legend>{say('shelter.announce.what')}</legend>
          {ANNOUNCEMENT_KINDS.map((kind, i) => (
            <label key={kind} className="radio">
              <input type="radio" name="kind" value={kind} defaultChecked={i === 0} /> {say(`shelter.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="announce-subject">{say('shelter.announce.subject')}</label>
        <input id="announce-subject" name="subject" maxLength={SHELTER_LIMITS.subject} required />
        <label htmlFor="announce-body">{say('shelter.announce.body')}</label>
        <textarea id="announce-body" name="body" rows={5} maxLength={SHELTER_LIMITS.body} required />
        {error?.form === 'announce' && <p className="field-error" role="alert">{message(error.message)}</p>}
        <p className="muted">{say('shelter.announce.hint')}</p>
        <button type="submit" className="btn btn-primary" data-testid="announce">{say('shelter.announce.send')}</button>
      </form>
      {o.announcements.length > 0 && (
        <ul className="shelter-sent" data-testid="shelter-sent">
          {o.announcements.map((s, i) => (
            <li key={i}>{say('shelter.announce.sentLine', { date: day(s.sentAt), kind: say(`shelter.kind.${s.kind}`), subject: s.subject, recipients: s.recipients })}</li>
          ))}
        </ul>
      )}
    </DashboardLayout>
  );
}
