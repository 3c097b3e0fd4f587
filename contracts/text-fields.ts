import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { tooLongMessage } from './limit-words.ts';

/**
 * A free-text field with a limit people are told: trimmed, at most `max` characters, and when longer the
 * message names the field, the limit and how long the text is. Islands show the same limit as a live counter
 * (`client/lib/bounded-textarea.tsx`).
 */
export function boundedText(label: string, max: number) {
  return z.string().trim().max(max, { error: (issue) => tooLongMessage(label, max, issue.input) });
}
