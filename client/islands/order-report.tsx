import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { REPORT_SECTIONS, type OrderReport, type ReportSectionKey } from '../../contracts/order-words.ts';
import { errorText, postJson } from '../lib/post-json.ts';
import { FormStatus, type SaveStatus } from '../lib/form-status.tsx';
import { fill } from '../../contracts/messages/fill.ts';
import type { ToolWords } from './website/rich-text-editor.tsx';

// The editor (TipTap over ProseMirror) is its own chunk, fetched once the island is on screen.
const RichTextEditor = lazy(() => import('./website/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

/**
 * The island's words in the page's language (ids `clinicOrder.report.`), given by the page as one prop so its bundle
 * holds no message runtime; `texts` says the server's known English field messages in that language (empty in English).
 */
export interface ReportWords {
  sections: Readonly<Record<ReportSectionKey, string>>;
  deliver: string;
  wait: string;
  failed: string;
  texts: Readonly<Record<string, string>>;
  /** The editor toolbar's words, the Website tab's (`website.tool.`): `formatting` a `{label}` template. */
  tools: Readonly<Record<Exclude<keyof ToolWords, 'formatting'>, string> & { formatting: string }>;
}

export interface OrderReportProps {
  orderId: number;
  report: OrderReport | null;
  words: ReportWords;
}

const EMPTY: OrderReport = { summary: '', assessment: '', recommendations: '', references: '' };

/**
 * The assigned vet's report: summary, assessment, recommendations and references in the product's rich-text
 * editor, then Deliver, which the server sanitizes, prints as a PDF, files to the pet's record and mails to the owner.
 */
export default function OrderReportIsland({ orderId, report, words }: OrderReportProps) {
  const say = (text: string) => words.texts[text] ?? text;
  const tools: ToolWords = { ...words.tools, formatting: (label) => fill(words.tools.formatting, { label }) };
  const [values, setValues] = useState<OrderReport>(report ?? EMPTY);
  const [mounted, setMounted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ReportSectionKey, string>>>({});
  const [status, setStatus] = useState<SaveStatus>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setMounted(true), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await postJson(`/api/orders/${orderId}/report`, values);
    setBusy(false);
    if (answer.ok) return void window.location.assign(`/app/orders/${orderId}?done=delivered`);
    const fields = answer.body.error?.fields ?? answer.body.fields ?? {};
    setErrors(Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, say(String(text))])) as Partial<Record<ReportSectionKey, string>>);
    setStatus({ kind: 'error', text: say(errorText(answer, words.failed)) });
  }

  return (
    <form className="order-report" onSubmit={submit} noValidate data-testid="order-report">
      {REPORT_SECTIONS.map((s) => (
        <div className="form-field" key={s.key}>
          <label htmlFor={`report-${s.key}`}>{words.sections[s.key]}</label>
          {mounted
            ? (
              <Suspense fallback={<div className="rte rte-loading" />}>
                <RichTextEditor id={`report-${s.key}`} label={words.sections[s.key]} words={tools} value={values[s.key]} onChange={(html) => setValues((v) => ({ ...v, [s.key]: html }))} />
              </Suspense>
            )
            : <div className="rte rte-loading" />}
          {errors[s.key] && <p className="field-error" role="alert">{errors[s.key]}</p>}
        </div>
      ))}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="report-deliver">{busy ? words.wait : words.deliver}</button>
      </div>
      <FormStatus status={status} testId="report-status" />
    </form>
  );
}
