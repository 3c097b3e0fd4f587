import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * Schema problems to field messages, the one way: every form (server and island) keys a message by
 * the field's dotted path ('email', 'consultations.0.schedule.1.to'), so the message lands at
 * the input of that name; problems of the whole input are keyed 'form'. A problem the schema gave no
 * message for reads in our words (`zod-words.ts`), never the library's.
 * `parseInput` (throws) and `checkInput` (answers) are the only readers of a schema's issues.
 */

/** The summary a form shows above its field messages. */
export const CORRECT_FIELDS = 'Please correct the highlighted fields.';

/** What a failed parse holds: zod's error (a `zod` or a `zod/mini` schema alike). */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** A zod schema, classic or mini (contracts/form-fields.ts): both parse this way. */
export interface Parsable {
  safeParse(raw: never): { success: true; data?: unknown } | { success: false; error: IssueList };
}

/** What a schema gives for valid input. */
export type ParsedBy<S extends Parsable> = Extract<ReturnType<S['safeParse']>, { success: true }>['data'];

/** The input a schema reads. */
type InputOf<S extends Parsable> = Parameters<S['safeParse']>[0];

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
 * Checks input without throwing: the parsed value, or every field's first problem (`fields`) and the first
 * problem (`message`), for a form that shows them where it stands.
 */
export function checkInput<S extends Parsable>(schema: S, raw: InputOf<S>):
  { data: ParsedBy<S>; fields?: undefined; message?: undefined } | { data?: undefined; fields: Record<string, string>; message: string } {
  const result = schema.safeParse(raw);
  if (result.success) return { data: result.data as ParsedBy<S> };
  return { fields: fieldErrors(result.error), message: result.error.issues[0]?.message ?? CORRECT_FIELDS };
}

/**
 * Parses input or throws a ValidationError: its message is `message` (else the first problem),
 * its fields every field's first problem.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, raw: unknown, message?: string): z.output<S>;
export function parseInput<S extends Parsable>(schema: S, raw: InputOf<S>, message?: string): ParsedBy<S>;
export function parseInput<S extends Parsable>(schema: S, raw: InputOf<S>, message?: string): ParsedBy<S> {
  const checked = checkInput(schema, raw);
  if (!checked.fields) return checked.data as ParsedBy<S>;
  throw new ValidationError(message ?? checked.message, { fields: checked.fields });
}
