import * as v from 'valibot';
import { parseInput, type IssueList } from './forms.ts';
import { valibotWords } from './valibot-words.ts';

/**
 * A contract for a form whose island must stay small: the rules in valibot (each rule a function the
 * bundler keeps only when used: a few kB where all of zod is about 25), called the way our zod contracts
 * are (`safeParse`, `parse`), with problems in the same field-keyed shape (`contracts/forms.ts`).
 */
export function lightContract<S extends v.GenericSchema>(schema: S) {
  type Output = v.InferOutput<S>;
  return {
    /** The valibot schema itself (for tools that walk a contract's fields). */
    schema,
    safeParse(raw: unknown): { success: true; data: Output; error?: undefined } | { success: false; error: IssueList } {
      // A check without a message of its own reads in our words, never valibot's.
      const result = v.safeParse(schema, raw, { message: valibotWords });
      if (result.success) return { success: true, data: result.output };
      return {
        success: false,
        error: {
          issues: result.issues.map((issue) => ({
            message: issue.message, path: (issue.path ?? []).map((item) => item.key as PropertyKey),
            // Which check failed and its limit, for whoever needs more than the words (the contract walk in test/unit/contracts).
            type: issue.type, requirement: issue.requirement,
          })),
        },
      };
    },
    /** The output, or a ValidationError with every field's first problem. */
    parse(raw: unknown): Output {
      return parseInput(this, raw) as Output;
    },
  };
}

/**
 * A required id or code from a select, a form post or GraphQL: numbers and numeric strings; a missing
 * value, '', 0, a fraction or anything else gets `message` (as zod's coerced positive integer did).
 */
export function requiredPositiveInteger(message: string) {
  return v.optional(v.pipe(
    v.unknown(),
    v.transform((x) => (x === null || x === undefined ? Number.NaN : Number(x))),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
  ), null);
}
