import { useIntl, type IntlShape } from 'react-intl';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { WebsiteInput, WebsiteSettingsView } from '../../contracts/websites.ts';
import { WEBSITE_MESSAGES } from '../../contracts/website-words.ts';
import { checkFields, useFieldErrors } from '../lib/field-errors.ts';
import { IMAGE_ACCEPT } from '../../contracts/files.ts';
import { FormField } from '../lib/form-field.tsx';
import { GqlError, execute, failureText } from '../lib/graphql-client.ts';
import { graphql } from '../gql/gql.ts';
import { websiteView } from './website/website-view.ts';
import { errorText } from '../lib/post-json.ts';
import { uploadFile } from '../lib/upload.ts';
import { FormStatus } from '../lib/form-status.tsx';
import type { ToolWords } from './website/rich-text-editor.tsx';
import type { MessageId } from '../../contracts/messages/en.ts';

export interface WebsiteSettingsProps {
  settings: WebsiteSettingsView;
}

const SAVE = graphql(`
  mutation SaveWebsite($input: WebsiteInput!) {
    saveWebsite(input: $input) {
      message
      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }
    }
  }
`);

// The rich-text editor (TipTap over ProseMirror, most of this tab's weight) is its own chunk, fetched once the
// tab is on screen: the page itself stays small and the editor arrives a moment later.
const LazyRichTextEditor = lazy(() => import('./website/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

/** The editor's empty frame: what the server renders and what shows while the editor loads. */
function EditorFrame({ id }: { id: string }) {
  return <div className="rte" data-testid={`${id}-editor`} />;
}

type EditorProps = { id: string; label: string; value: string; onChange: (html: string) => void; words: ToolWords };

/** The editor once the page runs in a browser (the server and the first render show its frame, so hydration matches). */
function RichTextEditor(props: EditorProps & { mounted: boolean }) {
  const { mounted, ...editor } = props;
  if (!mounted) return <EditorFrame id={editor.id} />;
  return <Suspense fallback={<EditorFrame id={editor.id} />}><LazyRichTextEditor {...editor} /></Suspense>;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The site's home as visitors will see it, for the live preview: the header section, where the booking
 * widget goes, and the body section, with the page's own stylesheet. It is shown in a frame sandboxed
 * without scripts (same origin, so our stylesheet, logo and a just-chosen image load), so nothing typed
 * into the editor can run.
 */
function previewDocument(intl: IntlShape, name: string, logo: string | null, header: string, body: string): string {
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => `<link rel="stylesheet" href="${escape(l.href)}">`).join('');
  const brand = logo ? `<img src="${escape(logo)}" alt="${escape(name)}" width="160" height="40" style="object-fit:contain">` : `<strong>${escape(name || intl.formatMessage({ id: 'website.previewClinic' }))}</strong>`;
  return `<!doctype html><html><head><meta charset="utf-8">${styles}</head><body class="site-preview">`
    + `<header class="site-header"><div class="container header-inner">${brand}</div></header>`
    + `<main class="container vendor-home"><section class="vendor-section">${header}</section>`
    + `<div class="preview-widget">${escape(intl.formatMessage({ id: 'website.previewWidget' }))}</div>`
    + `<section class="vendor-section">${body}</section></main></body></html>`;
}

/**
 * The Website tab: brand name (required), logo (an image, shown at 320x80), and the header and body
 * sections in a rich-text editor, with a live preview of the site's home. The first save creates the site.
 */
export default function WebsiteSettings({ settings: initial }: WebsiteSettingsProps) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  // The server's and the form rules' English messages the tab knows, in the page's language (others as they come).
  const texts: Record<string, string> = {
    [WEBSITE_MESSAGES.updated]: say('website.text.updated'), [WEBSITE_MESSAGES.brandRequired]: say('website.text.brandRequired'),
    'At most 120 characters': say('website.text.brandTooLong'), [WEBSITE_MESSAGES.htmlTooLong]: say('website.text.htmlTooLong'),
  };
  const said = (text: string | undefined) => (text ? texts[text] ?? text : text);
  const tools = useMemo((): ToolWords => ({
    formatting: (label) => intl.formatMessage({ id: 'website.tool.formatting' }, { label }),
    bold: intl.formatMessage({ id: 'website.tool.bold' }), italic: intl.formatMessage({ id: 'website.tool.italic' }),
    heading: intl.formatMessage({ id: 'website.tool.heading' }), subheading: intl.formatMessage({ id: 'website.tool.subheading' }),
    bullets: intl.formatMessage({ id: 'website.tool.bullets' }), numbers: intl.formatMessage({ id: 'website.tool.numbers' }),
    link: intl.formatMessage({ id: 'website.tool.link' }), undo: intl.formatMessage({ id: 'website.tool.undo' }),
    redo: intl.formatMessage({ id: 'website.tool.redo' }), linkPrompt: intl.formatMessage({ id: 'website.tool.linkPrompt' }),
  }), [intl]);
  const [settings, setSettings] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [logo, setLogo] = useState<{ url: string | null; fileId?: number | null }>({ url: initial.logo });
  const [header, setHeader] = useState(initial.headerSection);
  const [body, setBody] = useState(initial.bodySection);
  // The server's rules (zod), fetched with the editor once the tab is on screen; a save before they arrive is checked by the server alone.
  const [rules, setRules] = useState<typeof import('../../contracts/websites.ts') | null>(null);
  useEffect(() => { import('../../contracts/websites.ts').then(setRules, () => undefined); }, []);
  const check = useCallback((v: WebsiteInput) => (rules ? checkFields(rules.websiteInputSchema, v) : {}), [rules]);
  const { errors, setErrors, show, follow } = useFieldErrors<WebsiteInput>(check);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [mounted, setMounted] = useState(false);
  // The preview reads the page's stylesheet links: built in the browser only, after the first render.
  useEffect(() => setMounted(true), []);
  const preview = useMemo(() => (mounted ? previewDocument(intl, name, logo.url, header, body) : ''), [intl, mounted, name, logo.url, header, body]);

  async function chooseLogo(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setUploading(true);
    setErrors((x) => ({ ...x, logo: '' }));
    const upload = await uploadFile('public', 'brand_logo', file, file.name);
    if ('fileId' in upload) setLogo({ url: URL.createObjectURL(file), fileId: upload.fileId });
    else setErrors((x) => ({ ...x, logo: upload.refused ? errorText(upload.refused, say('website.logoFailed')) : say('website.logoFailedRetry') }));
    setUploading(false);
  }

  const inputWith = (change: Partial<WebsiteInput>): WebsiteInput => ({
    name, headerSection: header, bodySection: body, ...(logo.fileId !== undefined ? { logoFileId: logo.fileId } : {}), ...change,
  });

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = inputWith({});
    if (Object.keys(show(input)).length) {
      setStatus(null);
      return;
    }
    setBusy(true);
    setStatus(null);
    setErrors({});
    try {
      const data = await execute(SAVE, { input });
      const saved = websiteView(data.saveWebsite.website);
      setSettings(saved);
      setLogo({ url: saved.logo });
      setStatus({ kind: 'ok', text: texts[data.saveWebsite.message] ?? data.saveWebsite.message });
    } catch (err) {
      if (err instanceof GqlError && err.code === 'BAD_USER_INPUT') {
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k === 'logoFileId' ? 'logo' : k, v])));
        setStatus({ kind: 'error', text: said(err.message)! });
      } else setStatus({ kind: 'error', text: failureText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="website-settings" onSubmit={save} noValidate data-testid="website-settings">
      {!settings.subDomain && settings.exists && (
        <p className="alert alert-info">{intl.formatMessage({ id: 'website.noAddress' }, { link: (text) => <a href="/app/settings/domains">{text}</a> })}</p>
      )}
      {settings.siteUrl && <p className="site-address">{say('website.yourSite')}<a href={settings.siteUrl} target="_blank" rel="noreferrer">{settings.siteUrl}</a></p>}
      <div className="website-columns">
        <div className="website-fields">
          <FormField id="website-name" label={say('website.brandName')} required error={said(errors.name)}>
            <input id="website-name" name="name" value={name} onChange={(e) => {
                setName(e.target.value);
                follow('name', inputWith({ name: e.target.value }));
              }} maxLength={120}
              aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'website-name-error' : undefined} />
          </FormField>
          <FormField id="website-logo" label={say('website.logo')} error={said(errors.logo) || undefined}>
            <div className="logo-field">
              {logo.url ? <img className="logo-preview" src={logo.url} alt={say('website.logoAlt')} width={320} height={80} /> : <span className="logo-empty">{say('website.noLogo')}</span>}
              <input id="website-logo" type="file" accept={IMAGE_ACCEPT} onChange={(e) => void chooseLogo(e)} disabled={uploading} />
              {logo.url && <button type="button" className="btn btn-small btn-light" onClick={() => setLogo({ url: null, fileId: null })}>{say('website.removeLogo')}</button>}
              <p className="field-hint">{say('website.logoHint')}</p>
            </div>
          </FormField>
          <div className="form-field">
            <span className="form-label" id="website-header-label">{say('website.header')}</span>
            <RichTextEditor mounted={mounted} id="website-header" label={say('website.header')} words={tools} value={initial.headerSection} onChange={(v) => {
              setHeader(v);
              follow('headerSection', inputWith({ headerSection: v }));
            }} />
            {errors.headerSection && <p className="field-error">{said(errors.headerSection)}</p>}
          </div>
          <div className="form-field">
            <span className="form-label" id="website-body-label">{say('website.body')}</span>
            <RichTextEditor mounted={mounted} id="website-body" label={say('website.body')} words={tools} value={initial.bodySection} onChange={(v) => {
              setBody(v);
              follow('bodySection', inputWith({ bodySection: v }));
            }} />
            {errors.bodySection && <p className="field-error">{said(errors.bodySection)}</p>}
          </div>
          <FormStatus status={status} testId="website-status" />
          <p><button type="submit" className="btn btn-primary" disabled={busy || uploading}>{busy ? say('website.wait') : say('website.save')}</button></p>
        </div>
        <div className="website-preview">
          <p className="form-label">{say('website.livePreview')}</p>
          {preview && <iframe title={say('website.previewTitle')} sandbox="allow-same-origin" srcDoc={preview} data-testid="website-preview" />}
        </div>
      </div>
      <noscript><p className="alert alert-info">{say('website.noScript')}</p></noscript>
    </form>
  );
}
