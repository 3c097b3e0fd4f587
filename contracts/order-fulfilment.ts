import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { boundedText } from './text-fields.ts';
import { FULFILMENT_MESSAGES as M, MAX_ORDER_FILES, ORDER_MESSAGE_MAX, REPORT_SECTION_MAX } from './order-words.ts';

export * from './order-words.ts';

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

export const assignSchema = z.object({ loginId: id(M.assigneeRequired) });

export const questionSchema = z.object({
  text: boundedText('Your question', ORDER_MESSAGE_MAX).min(1, M.questionRequired),
});

export const answerSchema = z.object({
  text: boundedText('Your answer', ORDER_MESSAGE_MAX).min(1, M.answerRequired),
  files: z.array(id('Please attach only your uploads')).max(MAX_ORDER_FILES, `Please attach at most ${MAX_ORDER_FILES} files`).default([]),
});

const section = (label: string, required?: string) => {
  const text = boundedText(label, REPORT_SECTION_MAX);
  return required ? text.refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', required) : text.default('');
};

/** The report the assigned vet delivers: HTML from the editor, sanitized again by the server. */
export const reportSchema = z.object({
  summary: section('Summary', M.summaryRequired),
  assessment: section('Assessment', M.assessmentRequired),
  recommendations: section('Recommendations', M.recommendationsRequired),
  references: section('References'),
});
export type ReportInput = z.output<typeof reportSchema>;
