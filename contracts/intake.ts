import { CONSULTATION_KINDS, CONSULTATION_TYPES, type ConsultationType } from './consultations.ts';

/**
 * Intake questions: what a clinic asks before a visit, which questions show (conditions), which answers are red
 * flags, and whether a red flag stops a remote consultation. Zod-free and pure, so the booking wizard's and the
 * checkout's lazy chunks, the health assessment and the server apply the very same rules: the browser to show the
 * questions and the emergency notice, the server to refuse what the browser should not have sent.
 */

/** The kinds of question a clinic can ask. Answers travel as strings (a photo's is the id of the owner's upload). */
export const INTAKE_KINDS = ['text', 'choice', 'yesno', 'number', 'date', 'photo'] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];

/** Words for each kind, in the listing editor. */
export const INTAKE_KIND_LABEL: Readonly<Record<IntakeKind, string>> = {
  text: 'Short text', choice: 'Choice', yesno: 'Yes / no', number: 'Number', date: 'Date', photo: 'Photo',
};

/** A yes/no question's answers, as stored. */
export const YES = 'yes';
export const NO = 'no';

/** Every bound the editor and the booking enforce. */
export const INTAKE_LIMITS = {
  /** Questions per listing. */
  questions: 30,
  /** A question's id (letters, digits and dashes). */
  id: 40,
  label: 200,
  /** Choices of a choice question, and each choice's length. */
  choices: 12,
  choice: 80,
  /** Any one answer, in characters (a short text's limit). */
  answer: 500,
  /** A number answer's magnitude. */
  number: 1_000_000,
} as const;

/**
 * When a question shows: always (none), when the pet's species is `species` (a PET_TYPES code), or when the
 * answer to an earlier question `question` is `answer` ('yes'/'no', or one of its choices).
 */
export type IntakeCondition = { species: number } | { question: string; answer: string };

export interface IntakeQuestion {
  /** Stable within the listing: answers are keyed by it and conditions name it. */
  id: string;
  label: string;
  kind: IntakeKind;
  /** The consultation types that ask it. */
  types: ConsultationType[];
  required: boolean;
  /** A choice question's options. */
  choices?: string[];
  showIf?: IntakeCondition | null;
  /** The answers that are red flags: 'yes' or 'no' for a yes/no question, some of a choice question's options. */
  redFlags?: string[];
}

/** Answers by question id, as the booking request carries them. */
export type IntakeAnswers = Record<string, string>;

/** What a booking keeps of one answered question (its words as asked, so a later edit of the listing changes nothing). */
export interface IntakeAnswerRecord {
  id: string;
  label: string;
  kind: IntakeKind;
  answer: string;
  redFlag: boolean;
}

/** What the pages know when they decide: the pet's species code, when a pet is named. */
export interface IntakeContext { species: number | null }

export const INTAKE_MESSAGES = {
  required: 'Please answer this question',
  choice: 'Choose one of the options',
  yesno: 'Answer yes or no',
  number: 'Enter a number',
  date: 'Enter a date as YYYY-MM-DD',
  photo: 'Please upload the photo again',
  tooLong: `At most ${INTAKE_LIMITS.answer} characters`,
  /** The server's answer to a remote booking with a red-flag answer. */
  remoteRefused: 'These answers are emergency signs: an online consultation cannot help now. Call an emergency vet now.',
} as const;

/** The emergency notice the wizard and the checkout show instead of the slot (the assessment shares the call line). */
export const EMERGENCY_NOTICE = {
  title: 'Call an emergency vet now',
  body: 'Your answers describe emergency signs. Do not wait for an online appointment: call an emergency vet clinic now and tell them you are on your way.',
  nearTitle: 'In-person practices near this clinic',
  none: 'We list no in-person practice nearby. Call the emergency clinic nearest to you.',
} as const;

/** The questions a consultation type asks, in order. */
export function questionsFor(questions: readonly IntakeQuestion[], type: ConsultationType): IntakeQuestion[] {
  return questions.filter((q) => q.types.includes(type));
}

/**
 * The questions that show, in order, given the context and the answers so far. A condition on an answer holds
 * only when that question itself shows and was answered so; a species condition only when the pet's species is
 * known and is that one.
 */
export function visibleQuestions(questions: readonly IntakeQuestion[], ctx: IntakeContext, answers: IntakeAnswers): IntakeQuestion[] {
  const shown = new Set<string>();
  const out: IntakeQuestion[] = [];
  for (const q of questions) {
    const c = q.showIf;
    const visible = !c ? true
      : 'species' in c ? ctx.species !== null && ctx.species === c.species
        : shown.has(c.question) && answers[c.question] === c.answer;
    if (visible) {
      shown.add(q.id);
      out.push(q);
    }
  }
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why an answer to `q` cannot be taken, or null. An empty answer is a problem only when the question is required. */
export function answerProblem(q: IntakeQuestion, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return q.required ? INTAKE_MESSAGES.required : null;
  if (value.length > INTAKE_LIMITS.answer) return INTAKE_MESSAGES.tooLong;
  switch (q.kind) {
    case 'choice': return (q.choices ?? []).includes(value) ? null : INTAKE_MESSAGES.choice;
    case 'yesno': return value === YES || value === NO ? null : INTAKE_MESSAGES.yesno;
    case 'number': {
      const n = Number(value);
      return /^-?\d+(\.\d+)?$/.test(value) && Math.abs(n) <= INTAKE_LIMITS.number ? null : INTAKE_MESSAGES.number;
    }
    case 'date': {
      if (!DATE.test(value)) return INTAKE_MESSAGES.date;
      const d = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? null : INTAKE_MESSAGES.date;
    }
    case 'photo': return /^[1-9]\d{0,14}$/.test(value) ? null : INTAKE_MESSAGES.photo;
    default: return null;
  }
}

/** The field key a question's problem is shown at ('intake.<id>'), in the browser and in the server's answer. */
export const intakeField = (id: string) => `intake.${id}`;

/**
 * Checks the answers to the questions that show: every problem keyed by its field, and the answers kept (trimmed,
 * only those of questions that show; anything else sent is dropped).
 */
export function checkIntake(
  questions: readonly IntakeQuestion[], ctx: IntakeContext, answers: IntakeAnswers,
): { answers: IntakeAnswers; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const kept: IntakeAnswers = {};
  for (const q of visibleQuestions(questions, ctx, answers)) {
    const problem = answerProblem(q, answers[q.id]);
    if (problem) fields[intakeField(q.id)] = problem;
    else if (answers[q.id]?.trim()) kept[q.id] = answers[q.id].trim();
  }
  return { answers: kept, fields };
}

/** The questions that show whose answer is one the clinic marked as a red flag. */
export function redFlagsOf(questions: readonly IntakeQuestion[], ctx: IntakeContext, answers: IntakeAnswers): IntakeQuestion[] {
  return visibleQuestions(questions, ctx, answers).filter((q) => {
    const value = answers[q.id]?.trim();
    return value !== undefined && value !== '' && (q.redFlags ?? []).includes(value);
  });
}

/** A red flag stops every consultation not held at the clinic (video, phone, chat: CONSULTATION_KINDS says which). */
export function redFlagStops(type: ConsultationType, redFlags: readonly IntakeQuestion[]): boolean {
  return redFlags.length > 0 && !CONSULTATION_KINDS[type].atClinic;
}

/** The answers as a booking keeps them: each shown and answered question with its words, and whether it is a red flag. */
export function intakeRecord(questions: readonly IntakeQuestion[], ctx: IntakeContext, answers: IntakeAnswers): IntakeAnswerRecord[] {
  const flagged = new Set(redFlagsOf(questions, ctx, answers).map((q) => q.id));
  return visibleQuestions(questions, ctx, answers)
    .filter((q) => answers[q.id]?.trim())
    .map((q) => ({ id: q.id, label: q.label, kind: q.kind, answer: answers[q.id].trim(), redFlag: flagged.has(q.id) }));
}

/** An answer as people read it: Yes/No for a yes/no question, 'Photo attached' for a photo, else the answer. */
export function answerText(record: Pick<IntakeAnswerRecord, 'kind' | 'answer'>): string {
  if (record.kind === 'yesno') return record.answer === YES ? 'Yes' : 'No';
  if (record.kind === 'photo') return 'Photo attached';
  return record.answer;
}

const ALL_TYPES = [...CONSULTATION_TYPES];
const emergency = (id: string, label: string): IntakeQuestion => ({
  id, label, kind: 'yesno', types: ALL_TYPES, required: true, redFlags: [YES], showIf: null,
});

/**
 * The product's emergency set: signs that need hands-on care at once. A clinic adds them with one click in the
 * listing editor (they are then its own questions, to edit or remove); a yes stops a remote booking.
 */
export const DEFAULT_EMERGENCY_QUESTIONS: readonly IntakeQuestion[] = [
  emergency('emergency-breathing', 'Is your pet struggling to breathe?'),
  emergency('emergency-poisoning', 'Do you think your pet has eaten something poisonous?'),
  emergency('emergency-seizure', 'Has your pet had a seizure or collapsed?'),
  emergency('emergency-bloat', 'Is your pet\'s belly swollen and hard, or is it retching without bringing anything up?'),
  emergency('emergency-bleeding', 'Is your pet bleeding heavily?'),
];

/** The emergency set added to a clinic's list: those not there already, appended. */
export function withEmergencySet(questions: readonly IntakeQuestion[]): IntakeQuestion[] {
  const have = new Set(questions.map((q) => q.id));
  return [...questions, ...DEFAULT_EMERGENCY_QUESTIONS.filter((q) => !have.has(q.id)).map((q) => ({ ...q, types: [...q.types], redFlags: [...(q.redFlags ?? [])] }))]
    .slice(0, INTAKE_LIMITS.questions);
}
