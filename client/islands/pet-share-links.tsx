import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../contracts/messages/en.ts';
import { SHARE_EXPIRY_DAYS, type ShareLink } from '../../contracts/pet-share-links.ts';
import { failureText } from '../lib/graphql-client.ts';
import { useConfirm } from '../lib/dialog.tsx';
import { createShareLink, revokeShareLink } from './records/records-api.ts';
import { FormStatus } from '../lib/form-status.tsx';

export interface PetShareLinksProps {
  petId: number;
  petName: string;
  links: ShareLink[];
}


/**
 * The owner's share links of one pet: make one (optionally expiring), see those that still work, revoke
 * any. A link opens a read-only page of the pet and its records to whoever holds it.
 */
export default function PetShareLinks({ petId, petName, links: initial }: PetShareLinksProps) {
  const [links, setLinks] = useState(initial);
  const [days, setDays] = useState('');
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const day = (iso: string) => new Date(iso).toLocaleDateString(intl.locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const metaOf = (l: ShareLink) => (l.expiresAt
    ? say('health.share.meta', { created: day(l.createdAt), expires: day(l.expiresAt) })
    : say('health.share.metaNoExpiry', { created: day(l.createdAt) }));

  async function create() {
    setBusy(true);
    setStatus(null);
    try {
      const link = await createShareLink(petId, days ? Number(days) : null);
      setLinks([link, ...links]);
      setStatus({ kind: 'ok', text: say('health.share.created') });
    } catch (err) {
      setStatus({ kind: 'error', text: failureText(err, say('health.share.failed')) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(link: ShareLink) {
    const yes = await confirm({
      question: say('health.share.revokeQuestion'), detail: say('health.share.revokeDetail'), confirmLabel: say('health.share.revoke'),
      cancelLabel: say('health.share.no'), danger: true, testId: 'revoke-share',
    });
    if (!yes) return;
    setStatus(null);
    try {
      await revokeShareLink(link.id);
      setLinks(links.filter((l) => l.id !== link.id));
      setStatus({ kind: 'ok', text: say('health.share.revoked') });
    } catch (err) {
      setStatus({ kind: 'error', text: failureText(err, say('health.share.failed')) });
    }
  }

  return (
    <section className="share-links" aria-labelledby="share-links-title" data-testid="share-links">
      <h2 id="share-links-title">{say('health.share.title', { name: petName })}</h2>
      <p>{say('health.share.lead')}</p>
      <FormStatus status={status} />
      <div className="share-links-new">
        <label htmlFor="share-expiry">{say('health.share.expires')}</label>
        <select id="share-expiry" value={days} onChange={(e) => setDays(e.target.value)}>
          <option value="">{say('health.share.whenRevoked')}</option>
          {SHARE_EXPIRY_DAYS.map((d) => <option key={d} value={d}>{say('health.share.afterDays', { days: d })}</option>)}
        </select>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void create()} data-testid="create-share-link">
          {say(busy ? 'health.share.wait' : 'health.share.create')}
        </button>
      </div>
      {links.length > 0 && (
        <ul className="share-links-list">
          {links.map((l) => (
            <li key={l.id} data-link-id={l.id}>
              <input className="share-link-url" readOnly value={l.url} aria-label={say('health.share.link')} onFocus={(e) => e.currentTarget.select()} data-testid="share-link-url" />
              <span className="share-link-meta">{metaOf(l)}</span>
              <button type="button" className="btn btn-danger btn-small" onClick={() => void revoke(l)} data-testid="revoke-share-link">{say('health.share.revoke')}</button>
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
