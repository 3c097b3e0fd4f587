import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { CORRECT_FIELDS, checkInput, parseInput } from './forms.ts';
import { ValidationError } from './errors.ts';
import {
  FIELD_LIMITS, RECORD_MESSAGES, requiredMessage, subcategoryOf, YES_NO, type RecordField, type SubcategoryDef,
} from './health-records.ts';
import { dateProblem, isIsoDate } from './record-dates.ts';

export { isIsoDate } from './record-dates.ts';

/**
 * The health record form's rules, built from the subcategory's fields (contracts/health-records.ts).
 * Pure (zod only): the form checks the same rules before sending, the server enforces them. Every
 * problem is keyed by its dotted path ('details.name'), so the message lands at its input.
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One field's schema: absent or blank is null unless the field is required. */
function fieldSchema(field: RecordField): z.ZodType<string | number | null> {
  const required = requiredMessage(field);
  let value: z.ZodType<string | number>;
  switch (field.kind) {
    case 'number': {
      const message = RECORD_MESSAGES.number;
      let n = z.coerce.number({ error: message }).refine(Number.isFinite, message);
      if (field.min !== undefined) n = n.refine((v) => v >= field.min!, `Please enter at least ${field.min}`);
      if (field.max !== undefined) n = n.refine((v) => v <= field.max!, `Please enter at most ${field.max}`);
      value = n;
      break;
    }
    case 'date':
      value = z.string({ error: RECORD_MESSAGES.selectDate }).trim().refine(isIsoDate, RECORD_MESSAGES.selectDate);
      break;
    case 'select':
    case 'yesno': {
      const options = (field.kind === 'yesno' ? YES_NO : field.options ?? []) as readonly string[];
      value = z.string({ error: RECORD_MESSAGES.option }).trim().refine((v) => options.includes(v), RECORD_MESSAGES.option);
      break;
    }
    default: {
      const max = field.kind === 'textarea' ? FIELD_LIMITS.textarea : FIELD_LIMITS.text;
      value = z.string({ error: required }).trim().max(max, `Please use at most ${max} characters`);
    }
  }
  return z.preprocess((v) => (blank(v) ? null : v), field.required ? value.nullable().refine((v) => v !== null, required) : value.nullable());
}

/**
 * The details schema of one subcategory: its fields only (unknown keys are dropped, never stored), each
 * date within its bounds as of `today` ('YYYY-MM-DD', contracts/record-dates.ts).
 */
export function detailsSchema(def: SubcategoryDef, today: string) {
  return z.object(Object.fromEntries(def.fields.map((f) => [f.name, fieldSchema(f)]))).superRefine((details, ctx) => {
    for (const field of def.fields) {
      const value = details[field.name];
      if (field.kind !== 'date' || typeof value !== 'string') continue;
      const problem = dateProblem(field, value, details, today);
      if (problem) ctx.addIssue({ code: 'custom', path: [field.name], message: problem });
    }
  });
}

/** Stored details: the subcategory's fields with a value (empty ones are left out). */
export type RecordDetails = Record<string, string | number>;

const idSchema = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: message }).int(message).positive(message).nullish()).transform((v) => v ?? null);

const headSchema = z.object({
  id: idSchema(RECORD_MESSAGES.notFound),
  petId: idSchema(RECORD_MESSAGES.pet),
  category: z.string().nullish(),
  subcategory: z.string().nullish(),
  fileIds: z.array(z.coerce.number().int().positive('Invalid file')).max(FIELD_LIMITS.files, `Please attach at most ${FIELD_LIMITS.files} files`)
    .nullish().transform((v) => v ?? []),
});

export interface ParsedRecordInput {
  id: number | null;
  petId: number | null;
  def: SubcategoryDef;
  details: RecordDetails;
  fileIds: number[];
}

/**
 * Parses the form's input: which record, pet and subcategory, then the subcategory's fields, dates bounded
 * as of `today` (the server passes latestToday(now)). Throws a ValidationError listing every field's problem
 * at once ('details.date': 'Please select a date').
 */
export function parseRecordInput(raw: unknown, today: string): ParsedRecordInput {
  const head = parseInput(headSchema, raw ?? {}, CORRECT_FIELDS);
  const def = subcategoryOf(String(head.category ?? ''), String(head.subcategory ?? ''));
  const input = (raw ?? {}) as { details?: unknown };
  const problems: Record<string, string> = {};
  if (!def) problems.subcategory = RECORD_MESSAGES.subcategory;
  if (head.id === null && head.petId === null) problems.petId = RECORD_MESSAGES.pet;
  if (def && !def.files && head.fileIds.length > 0) problems.fileIds = RECORD_MESSAGES.fileNotAllowed;
  let details: RecordDetails = {};
  if (def) {
    const checked = checkInput(z.object({ details: detailsSchema(def, today) }), { details: typeof input.details === 'object' && input.details !== null ? input.details : {} });
    if (checked.fields) Object.assign(problems, checked.fields);
    else details = Object.fromEntries(Object.entries(checked.data.details).filter(([, v]) => v !== null)) as RecordDetails;
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(CORRECT_FIELDS, { fields: problems });
  return { id: head.id, petId: head.petId, def: def!, details, fileIds: head.fileIds };
}
