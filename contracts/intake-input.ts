import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { CONSULTATION_TYPES } from './consultations.ts';
import { INTAKE_KINDS, INTAKE_LIMITS, NO, YES, type IntakeQuestion } from './intake.ts';
import { PET_TYPES } from './reference.ts';
import { boundedText } from './text-fields.ts';

/**
 * The zod side of intake questions: a clinic's list as the listing editor saves it (GraphQL saveIntakeQuestions), and
 * the answers as the payment call carries them (`bookingRequestSchema.intake`). Which questions show and which answers
 * are red flags is contracts/intake.ts, zod-free, shared by the islands and the server.
 */

const L = INTAKE_LIMITS;

const condition = z.union([
  z.object({ species: z.number().int().refine((code) => PET_TYPES.some((t) => t.code === code), 'Unknown species') }),
  z.object({ question: z.string().max(L.id), answer: z.string().max(L.choice) }),
]).nullish().transform((c) => c ?? null);

const question = z.object({
  id: z.string().trim().min(1, 'Question id is required').max(L.id).regex(/^[a-z0-9-]+$/, 'Letters, digits and dashes only'),
  label: boundedText('Question', L.label).min(1, 'Question is required'),
  kind: z.enum(INTAKE_KINDS, 'Choose the kind of answer'),
  types: z.array(z.enum(CONSULTATION_TYPES, 'Unknown consultation type')).min(1, 'Choose at least one consultation type').max(CONSULTATION_TYPES.length),
  required: z.boolean().default(false),
  choices: z.array(boundedText('Option', L.choice).min(1, 'Option is required')).max(L.choices, `At most ${L.choices} options`).optional(),
  showIf: condition,
  redFlags: z.array(z.string().max(L.choice)).max(L.choices).default([]),
});

/** A clinic's intake questions, checked whole: ids unique, options where they belong, conditions on earlier questions. */
export const intakeQuestionsSchema = z.array(question).max(L.questions, `At most ${L.questions} questions`).superRefine((list, ctx) => {
  const before = new Map<string, (typeof list)[number]>();
  list.forEach((q, i) => {
    const at = (...path: Array<string | number>) => [i, ...path];
    if (before.has(q.id)) ctx.addIssue({ code: 'custom', path: at('id'), message: 'Each question needs its own id' });
    if (q.kind === 'choice') {
      const choices = q.choices ?? [];
      if (choices.length < 2) ctx.addIssue({ code: 'custom', path: at('choices'), message: 'Give at least two options' });
      if (new Set(choices).size !== choices.length) ctx.addIssue({ code: 'custom', path: at('choices'), message: 'Each option can appear once' });
    }
    const answers = q.kind === 'yesno' ? [YES, NO] : q.kind === 'choice' ? q.choices ?? [] : [];
    if (q.redFlags.some((flag) => !answers.includes(flag))) {
      ctx.addIssue({ code: 'custom', path: at('redFlags'), message: 'Only yes/no and choice answers can be red flags' });
    }
    const c = q.showIf;
    if (c && 'question' in c) {
      const target = before.get(c.question);
      const targetAnswers = target?.kind === 'yesno' ? [YES, NO] : target?.kind === 'choice' ? target.choices ?? [] : null;
      if (!targetAnswers) ctx.addIssue({ code: 'custom', path: at('showIf'), message: 'A condition names an earlier yes/no or choice question' });
      else if (!targetAnswers.includes(c.answer)) ctx.addIssue({ code: 'custom', path: at('showIf'), message: 'Choose one of that question\'s answers' });
    }
    before.set(q.id, q);
  });
}).transform((list) => list.map((q): IntakeQuestion => ({
  id: q.id, label: q.label, kind: q.kind, types: [...new Set(q.types)], required: q.required,
  ...(q.kind === 'choice' ? { choices: q.choices ?? [] } : {}),
  showIf: q.showIf, redFlags: q.redFlags,
})));

/** GraphQL saveIntakeQuestions's input. */
export const saveIntakeQuestionsSchema = z.object({
  listingId: z.coerce.number().int().positive(),
  questions: intakeQuestionsSchema,
});

/** The answers a booking carries (question id -> answer), each bounded; which must be there is intake.ts's `checkIntake`. */
export const intakeAnswersSchema = z.record(
  z.string().max(L.id),
  z.string().max(L.answer, `At most ${L.answer} characters`),
).refine((answers) => Object.keys(answers).length <= L.questions, `At most ${L.questions} answers`);
