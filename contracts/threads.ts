import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { MESSAGE_FILES_MAX, MESSAGE_MAX, SUMMARY_MAX, THREAD_MESSAGES } from './thread-words.ts';
import { boundedText } from './text-fields.ts';

export * from './thread-words.ts';

/**
 * A message to a consultation thread: text (trimmed, at most 4,000 characters) and up to five uploaded files
 * (`thread_attachment`), at least one of the two.
 */
export const sendMessageSchema = z.object({
  body: z.preprocess((v) => (v ?? ''), boundedText('A message', MESSAGE_MAX)),
  fileIds: z.array(z.coerce.number().int().positive(THREAD_MESSAGES.empty).max(Number.MAX_SAFE_INTEGER))
    .max(MESSAGE_FILES_MAX, THREAD_MESSAGES.tooManyFiles).default([]),
}).refine((m) => m.body.length > 0 || m.fileIds.length > 0, { message: THREAD_MESSAGES.empty, path: ['body'] });
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

/** The vet's summary when closing a consultation: filed to the pet's health record as its consultation note. */
export const closeThreadSchema = z.object({
  summary: z.preprocess((v) => (v ?? ''), boundedText('A summary', SUMMARY_MAX)),
}).refine((c) => c.summary.length > 0, { message: THREAD_MESSAGES.summaryRequired, path: ['summary'] });
export type CloseThreadInput = z.input<typeof closeThreadSchema>;

/** Stepping up to a call: the appointment's video room, or a phone call to the owner. */
export const threadCallSchema = z.object({ kind: z.enum(['video', 'phone']) });
