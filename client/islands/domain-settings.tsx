import { useState, type FormEvent } from 'react';
import {
  domainsProblems, normalizeCustomDomain, normalizeSubDomain, WEBSITE_MESSAGES, type DomainsInput, type WebsiteSettingsView,
} from '../../contracts/website-words.ts';
import { FormField } from '../lib/form-field.tsx';
import { GqlError, execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { FormStatus } from '../lib/form-status.tsx';
import { useFieldErrors } from '../lib/field-errors.ts';

export interface DomainSettingsProps {
  settings: WebsiteSettingsView;
  mainDomain: string;
  /** The scheme and port sites are reached on here (https in production). */
  siteBase: { protocol: string; port: string };
  /** The placeholder's example for the clinic's own domain (the spec: 'ex: {host}'). */
  exampleHost: string;
}

const SAVE = graphql(`
  mutation SaveDomains($input: DomainsInput!) {
    saveDomains(input: $input) {
      message
      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }
    }
  }
`);
const VERIFY = graphql(`
  mutation VerifyCustomDomain {
    verifyCustomDomain {
      verified message
      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }
    }
  }
`);

/** The settings as the GraphQL answer spells them (optional fields arrive as null or absent). */
export function websiteView(w: {
  exists: boolean; name: string; logo?: string | null; headerSection: string; bodySection: string; subDomain?: string | null;
  customDomain?: string | null; customDomainStatus: string; verification?: { name: string; value: string } | null; siteUrl?: string | null;
}): WebsiteSettingsView {
  return {
    exists: w.exists, name: w.name, logo: w.logo ?? null, headerSection: w.headerSection, bodySection: w.bodySection,
    subDomain: w.subDomain ?? null, customDomain: w.customDomain ?? null,
    customDomainStatus: w.customDomainStatus as WebsiteSettingsView['customDomainStatus'], verification: w.verification ?? null, siteUrl: w.siteUrl ?? null,
  };
}

/**
 * The Domains tab: the dedicated sub-domain (before the main domain, with a preview of the site's address and
 * its admin login), the clinic's own domain, and while that domain is pending, the TXT record that proves it.
 * Invalid input shows its messages and sends nothing.
 */
export default function DomainSettings({ settings: initial, mainDomain, siteBase, exampleHost }: DomainSettingsProps) {
  const [settings, setSettings] = useState(initial);
  const [subDomain, setSubDomain] = useState(initial.subDomain ?? '');
  const [customDomain, setCustomDomain] = useState(initial.customDomain ?? '');
  const { errors, setErrors, follow } = useFieldErrors<DomainsInput>((v) => domainsProblems(v, mainDomain));
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const sub = normalizeSubDomain(subDomain);
  const base = sub ? `${siteBase.protocol}//${sub}.${mainDomain}${siteBase.port ? `:${siteBase.port}` : ''}` : null;

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problems = domainsProblems({ subDomain, customDomain }, mainDomain);
    setErrors(problems);
    setStatus(null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const data = await execute(SAVE, {
        input: { subDomain: normalizeSubDomain(subDomain), customDomain: normalizeCustomDomain(customDomain) },
      });
      const saved = websiteView(data.saveDomains.website);
      setSettings(saved);
      setSubDomain(saved.subDomain ?? '');
      setCustomDomain(saved.customDomain ?? '');
      setStatus({ kind: 'ok', text: data.saveDomains.message });
    } catch (err) {
      if (err instanceof GqlError && (err.code === 'BAD_USER_INPUT' || err.code === 'CONFLICT')) {
        setErrors(err.fields);
        setStatus({ kind: 'error', text: err.message });
      } else setStatus({ kind: 'error', text: failureText(err) });
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setBusy(true);
    setStatus(null);
    try {
      const data = await execute(VERIFY);
      setSettings(websiteView(data.verifyCustomDomain.website));
      setStatus({ kind: data.verifyCustomDomain.verified ? 'ok' : 'error', text: data.verifyCustomDomain.message });
    } catch (err) {
      setStatus({ kind: 'error', text: err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : failureText(err) });
    } finally {
      setBusy(false);
    }
  }

  if (!settings.exists) {
    return <p className="alert alert-info" data-testid="domains-need-website">{WEBSITE_MESSAGES.noWebsite} <a href="/app/settings/site">Website</a></p>;
  }
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `domain-${name}-error` } : {});
  return (
    <form className="domain-settings" onSubmit={save} noValidate data-testid="domain-settings">
      <FormField id="domain-subDomain" label="Dedicated Subdomain" required error={errors.subDomain}>
        <div className="domain-input">
          <input id="domain-subDomain" name="subDomain" value={subDomain} placeholder="ex: happy" autoComplete="off" spellCheck={false}
            onChange={(e) => {
              setSubDomain(e.target.value);
              follow('subDomain', { subDomain: e.target.value, customDomain });
            }} {...invalid('subDomain')} />
          <span className="domain-suffix">.{mainDomain}</span>
        </div>
      </FormField>
      {base && (
        <dl className="domain-preview" data-testid="domain-preview">
          <dt>Your site</dt><dd><a href={base} target="_blank" rel="noreferrer">{base}</a></dd>
          <dt>Admin login</dt><dd>{`${base}/vendor/login`}</dd>
        </dl>
      )}
      <FormField id="domain-customDomain" label="Your Domain" error={errors.customDomain}>
        <input id="domain-customDomain" name="customDomain" value={customDomain} placeholder={`ex: ${exampleHost}`} autoComplete="off"
          spellCheck={false} onChange={(e) => {
            setCustomDomain(e.target.value);
            follow('customDomain', { subDomain, customDomain: e.target.value });
          }} {...invalid('customDomain')} aria-describedby="domain-custom-hint" />
        <p className="field-hint" id="domain-custom-hint">Leave out https:// and www.</p>
      </FormField>
      {settings.customDomain && (
        <div className={`domain-status domain-status-${settings.customDomainStatus}`} data-testid="custom-domain-status">
          {settings.customDomainStatus === 'verified' ? (
            <p><strong>{settings.customDomain}</strong> is verified and shows your site.</p>
          ) : (
            <>
              <p><strong>{settings.customDomain}</strong> is waiting for verification and does not show your site yet.
                Add this TXT record at your domain's DNS provider, then choose Verify:</p>
              <dl className="domain-record">
                <dt>Name</dt><dd><code data-testid="txt-name">{settings.verification?.name}</code></dd>
                <dt>Value</dt><dd><code data-testid="txt-value">{settings.verification?.value}</code></dd>
              </dl>
              <button type="button" className="btn btn-secondary" onClick={() => void verify()} disabled={busy} data-testid="verify-domain">Verify</button>
            </>
          )}
        </div>
      )}
      <FormStatus status={status} testId="domains-status" />
      <p><button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Please Wait...' : 'Update'}</button></p>
    </form>
  );
}
