import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * Zod input to field messages, the one way: every form (server and island) keys a message by
 * the field's dotted path ('email', 'consultations.0.schedule.1.to'), so the message lands at
 * the input of that name; problems of the whole input are keyed 'form'. A problem the schema gave no
 * message for reads in our words (`zod-words.ts`, `valibot-words.ts`), never the library's.
 */

/** The summary a form shows above its field messages. */
export const CORRECT_FIELDS = 'Please correct the highlighted fields.';

/** What fieldErrors reads of a failed parse: zod's error, or a light contract's (contracts/light-contract.ts). */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** Field key -> its first message, for every field with a problem (forms report all at once). */
export function fieldErrors(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses input or throws a ValidationError: its message is `message` (else the first problem),
 * its fields every field's first problem.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, message?: string): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new ValidationError(message ?? result.error.issues[0]?.message ?? CORRECT_FIELDS, { fields: fieldErrors(result.error) });
}
