import * as z from 'zod/mini';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';

/*
 * Field rules shared by the contracts whose island must stay small (the shelter, order and pet forms). They
 * are written with `zod/mini`: the same zod as every other contract (one parser, one set of words,
 * `contracts/zod-words.ts`), but as functions the bundler keeps only when used, so such an island ships a
 * few kB of rules rather than all of zod. The server parses with the very same schemas.
 */

/** A form field read as text: missing or not text becomes '' (so the field's "required" words apply), then trimmed. */
export const formText = () => z.pipe(z.unknown(), z.transform((x): string => (typeof x === 'string' ? x.trim() : '')));

/** A field an object may leave out: its rules then run on '' (a missing field reads as an empty one). */
export const missingAsEmpty = <S extends z.ZodMiniType<unknown, unknown>>(schema: S) => z.prefault(schema, '' as z.input<S>);

/**
 * A required id or code from a select, a form post or GraphQL: numbers and numeric strings; a missing
 * value, '', 0, a fraction or anything else gets `message`.
 */
export function requiredPositiveInteger(message: string) {
  return z.prefault(z.pipe(
    z.pipe(z.unknown(), z.transform((x) => (x === null || x === undefined ? Number.NaN : Number(x)))),
    z.number(message).check(z.refine(Number.isInteger, message), z.gte(1, message)),
  ), null);
}
