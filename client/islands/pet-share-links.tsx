import { useState } from 'react';
import { SHARE_EXPIRY_DAYS, SHARE_MESSAGES, type ShareLink } from '../../contracts/pet-share-links.ts';
import { RECORD_MESSAGES } from '../../contracts/health-records.ts';
import { failureText } from '../lib/graphql-client.ts';
import { useConfirm } from '../lib/dialog.tsx';
import { createShareLink, revokeShareLink } from './records/records-api.ts';
import { FormStatus } from '../lib/form-status.tsx';

export interface PetShareLinksProps {
  petId: number;
  petName: string;
  links: ShareLink[];
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

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

  async function create() {
    setBusy(true);
    setStatus(null);
    try {
      const link = await createShareLink(petId, days ? Number(days) : null);
      setLinks([link, ...links]);
      setStatus({ kind: 'ok', text: SHARE_MESSAGES.created });
    } catch (err) {
      setStatus({ kind: 'error', text: failureText(err, RECORD_MESSAGES.failed) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(link: ShareLink) {
    const yes = await confirm({
      question: SHARE_MESSAGES.revokeQuestion, detail: SHARE_MESSAGES.revokeDetail, confirmLabel: 'Revoke', danger: true, testId: 'revoke-share',
    });
    if (!yes) return;
    setStatus(null);
    try {
      await revokeShareLink(link.id);
      setLinks(links.filter((l) => l.id !== link.id));
      setStatus({ kind: 'ok', text: SHARE_MESSAGES.revoked });
    } catch (err) {
      setStatus({ kind: 'error', text: failureText(err, RECORD_MESSAGES.failed) });
    }
  }

  return (
    <section className="share-links" aria-labelledby="share-links-title" data-testid="share-links">
      <h2 id="share-links-title">{`Share ${petName}'s record`}</h2>
      <p>A share link opens a read-only page of this pet and its records, without signing in. Revoke it when it is no longer needed.</p>
      <FormStatus status={status} />
      <div className="share-links-new">
        <label htmlFor="share-expiry">Expires</label>
        <select id="share-expiry" value={days} onChange={(e) => setDays(e.target.value)}>
          <option value="">When revoked</option>
          {SHARE_EXPIRY_DAYS.map((d) => <option key={d} value={d}>{`After ${d} day${d === 1 ? '' : 's'}`}</option>)}
        </select>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void create()} data-testid="create-share-link">
          {busy ? 'Please Wait...' : 'Create share link'}
        </button>
      </div>
      {links.length > 0 && (
        <ul className="share-links-list">
          {links.map((l) => (
            <li key={l.id} data-link-id={l.id}>
              <input className="share-link-url" readOnly value={l.url} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} data-testid="share-link-url" />
              <span className="share-link-meta">{`Created ${day(l.createdAt)} · ${l.expiresAt ? `expires ${day(l.expiresAt)}` : 'no expiry'}`}</span>
              <button type="button" className="btn btn-danger btn-small" onClick={() => void revoke(l)} data-testid="revoke-share-link">Revoke</button>
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
