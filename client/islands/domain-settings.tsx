import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  domainsProblems, normalizeCustomDomain, normalizeSubDomain, WEBSITE_MESSAGES, type DomainsInput, type WebsiteSettingsView,
} from '../../contracts/website-words.ts';
import { FormField } from '../lib/form-field.tsx';
import { GqlError, execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import type { MessageId } from '../../contracts/messages/en.ts';
import { FormStatus } from '../lib/form-status.tsx';
import { useFieldErrors } from '../lib/field-errors.ts';
import { websiteView } from './website/website-view.ts';

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

/** The English sentences of contracts/website-words.ts this tab shows (its checks', the server's), each said by its id. */
const SAID = ['updated', 'domainTaken', 'subDomainRequired', 'subDomainTooShort', 'subDomainTooLong', 'subDomainCharacters',
  'subDomainReserved', 'customDomainInvalid', 'customDomainOurs', 'noCustomDomain', 'notVerifiedYet', 'verified'] as const;
const ID_OF = new Map<string, MessageId>(SAID.map((key) => [WEBSITE_MESSAGES[key], `settings.domains.text.${key}`]));

/**
 * The Domains tab: the dedicated sub-domain (before the main domain, with a preview of the site's address and
 * its admin login), the clinic's own domain, and while that domain is pending, the TXT record that proves it.
 * Invalid input shows its messages and sends nothing. Its words are the page's language's (ids `settings.domains.`),
 * the English sentences of its checks and of the server said through their ids (`say`).
 */
export default function DomainSettings({ settings: initial, mainDomain, siteBase, exampleHost }: DomainSettingsProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const say = (text: string | undefined) => {
    const id = text && ID_OF.get(text);
    return id ? t(id) : text;
  };
  const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
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
    return (
      <p className="alert alert-info" data-testid="domains-need-website">
        {intl.formatMessage({ id: 'settings.domains.noWebsite' }, { a: (chunks: ReactNode[]) => <a href="/app/settings/site">{chunks}</a> })}
      </p>
    );
  }
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `domain-${name}-error` } : {});
  return (
    <form className="domain-settings" onSubmit={save} noValidate data-testid="domain-settings">
      <FormField id="domain-subDomain" label={t('settings.domains.subDomain')} required error={say(errors.subDomain)}>
        <div className="domain-input">
          <input id="domain-subDomain" name="subDomain" value={subDomain} placeholder={t('settings.domains.subDomainPlaceholder')} autoComplete="off" spellCheck={false}
            onChange={(e) => {
              setSubDomain(e.target.value);
              follow('subDomain', { subDomain: e.target.value, customDomain });
            }} {...invalid('subDomain')} />
          <span className="domain-suffix">{t('settings.domains.suffix', { domain: mainDomain })}</span>
        </div>
      </FormField>
      {base && (
        <dl className="domain-preview" data-testid="domain-preview">
          <dt>{t('settings.domains.yourSite')}</dt><dd><a href={base} target="_blank" rel="noreferrer">{base}</a></dd>
          <dt>{t('settings.domains.adminLogin')}</dt><dd>{t('settings.domains.adminLoginUrl', { base })}</dd>
        </dl>
      )}
      <FormField id="domain-customDomain" label={t('settings.domains.customDomain')} error={say(errors.customDomain)}>
        <input id="domain-customDomain" name="customDomain" value={customDomain} placeholder={t('settings.domains.customPlaceholder', { host: exampleHost })} autoComplete="off"
          spellCheck={false} onChange={(e) => {
            setCustomDomain(e.target.value);
            follow('customDomain', { subDomain, customDomain: e.target.value });
          }} {...invalid('customDomain')} aria-describedby="domain-custom-hint" />
        <p className="field-hint" id="domain-custom-hint">{t('settings.domains.customHint')}</p>
      </FormField>
      {settings.customDomain && (
        <div className={`domain-status domain-status-${settings.customDomainStatus}`} data-testid="custom-domain-status">
          {settings.customDomainStatus === 'verified' ? (
            <p>{intl.formatMessage({ id: 'settings.domains.verified' }, { domain: settings.customDomain, b: bold })}</p>
          ) : (
            <>
              <p>{intl.formatMessage({ id: 'settings.domains.pending' }, { domain: settings.customDomain, b: bold })}</p>
              <dl className="domain-record">
                <dt>{t('settings.domains.txtName')}</dt><dd><code data-testid="txt-name">{settings.verification?.name}</code></dd>
                <dt>{t('settings.domains.txtValue')}</dt><dd><code data-testid="txt-value">{settings.verification?.value}</code></dd>
              </dl>
              <button type="button" className="btn btn-secondary" onClick={() => void verify()} disabled={busy} data-testid="verify-domain">{t('settings.domains.verify')}</button>
            </>
          )}
        </div>
      )}
      <FormStatus status={status} say={say} testId="domains-status" />
      <p><button type="submit" className="btn btn-primary" disabled={busy}>{t(busy ? 'settings.domains.pleaseWait' : 'settings.domains.update')}</button></p>
    </form>
  );
}
