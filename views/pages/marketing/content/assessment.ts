import { serviceBySlug } from '../../../components/service-catalog.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';
import { redFlagsOf, redFlagStops, YES, type IntakeQuestion } from '../../../../contracts/intake.ts';

/**
 * The pet health screening: five multiple-choice questions and a pure rule
 * that turns the answers into a suggested kind of consultation. Shared by the
 * island (instant result) and the server (the same result when the form is
 * submitted without JavaScript).
 */
export interface AssessmentQuestion {
  id: string;
  text: string;
  options: Array<{ value: string; label: string }>;
}

export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  {
    id: 'danger',
    text: 'Is your pet struggling to breathe, collapsed, having a seizure or bleeding heavily?',
    options: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes' },
    ],
  },
  {
    id: 'concern',
    text: 'What brings you here?',
    options: [
      { value: 'routine', label: 'A routine check-up or vaccination' },
      { value: 'new', label: 'Something new I have noticed' },
      { value: 'diagnosed', label: 'A diagnosis I would like checked' },
    ],
  },
  {
    id: 'duration',
    text: 'How long has it been going on?',
    options: [
      { value: 'none', label: 'Nothing is wrong' },
      { value: 'today', label: 'Started today' },
      { value: 'days', label: 'A few days' },
      { value: 'weeks', label: 'More than a week' },
    ],
  },
  {
    id: 'appetite',
    text: 'How is your pet eating and drinking?',
    options: [
      { value: 'normal', label: 'As usual' },
      { value: 'less', label: 'Less than usual' },
      { value: 'none', label: 'Nothing for a day or more' },
    ],
  },
  {
    id: 'energy',
    text: 'How is your pet\'s energy?',
    options: [
      { value: 'normal', label: 'As usual' },
      { value: 'quiet', label: 'Quieter than usual' },
      { value: 'lethargic', label: 'Very weak or hard to rouse' },
    ],
  },
];

export type AssessmentAnswers = Record<string, string>;

/** The questionnaire's own words around its questions (English; a page in another language gives their translation). */
export const ASSESSMENT_WORDS = {
  takeTest: 'Take Test',
  kicker: 'Our suggestion',
  missing: 'Please answer every question so we can suggest the right kind of care.',
  /** The suggested service's link: `{name}` is its name. */
  see: 'See {name}',
} as const;

/**
 * The screening's danger question as an intake question, so the assessment and the booking flows decide an
 * emergency by the same rules (contracts/intake.ts): a yes is a red flag, and a red flag rules out online care.
 */
export const ASSESSMENT_RED_FLAGS: readonly IntakeQuestion[] = [{
  id: 'danger', label: ASSESSMENT_QUESTIONS[0].text, kind: 'yesno', types: ['video', 'phone', 'chat', 'clinic'], required: true, redFlags: [YES],
}];

/** True when the answers are emergency signs that online care (a video call, here) cannot take. */
export function isEmergency(answers: AssessmentAnswers): boolean {
  return redFlagStops('video', redFlagsOf(ASSESSMENT_RED_FLAGS, { species: null }, answers));
}

export interface AssessmentResult {
  kind: 'emergency' | 'talk-to-a-vet' | 'second-medical-opinion' | 'vet-appointments' | 'e-consultation';
  title: string;
  reason: string;
  href: string;
  linkLabel: string;
}

/** Keeps only known questions with known option values (query strings are user input). */
export function cleanAnswers(input: Record<string, unknown>): AssessmentAnswers {
  const out: AssessmentAnswers = {};
  for (const q of ASSESSMENT_QUESTIONS) {
    const value = input[q.id];
    if (typeof value === 'string' && q.options.some((o) => o.value === value)) out[q.id] = value;
  }
  return out;
}

function service(kind: Exclude<AssessmentResult['kind'], 'emergency'>, reason: string): AssessmentResult {
  const s = serviceBySlug(kind);
  return { kind, title: s.name, reason, href: s.href, linkLabel: `See ${s.name}` };
}

/**
 * The suggested consultation, or null until every question is answered
 * (except that a "yes" to danger signs answers at once). Urgency wins over
 * convenience: danger signs, then a pet not eating or very weak, then the reason for the visit.
 */
export function suggestConsultation(answers: AssessmentAnswers): AssessmentResult | null {
  if (isEmergency(answers)) {
    // Online care cannot help here: the answer is an emergency clinic, and the in-person practices near the person.
    return {
      kind: 'emergency',
      title: 'Emergency care, now',
      reason: 'These are emergency signs. Go to the nearest emergency vet straight away; do not wait for an online appointment.',
      href: '/vet-appointments/list?type=clinic',
      linkLabel: 'See in-person practices',
    };
  }
  if (ASSESSMENT_QUESTIONS.some((q) => !answers[q.id])) return null;
  if (answers.appetite === 'none' || answers.energy === 'lethargic') {
    return service('talk-to-a-vet', 'Not eating for a day or very low energy should be discussed with a vet today. A phone call tells you whether your pet must be seen.');
  }
  if (answers.concern === 'diagnosed') {
    return service('second-medical-opinion', 'Send the records you have; an independent vet reviews the diagnosis and replies in 24~48 hrs.');
  }
  if (answers.concern === 'routine' || answers.duration === 'none') {
    return service('vet-appointments', 'Check-ups and vaccinations need hands-on care. Book a clinic visit at a time that suits you.');
  }
  if (answers.duration === 'weeks') {
    return service('vet-appointments', 'A problem lasting more than a week deserves a physical examination. Book a clinic visit.');
  }
  return service('e-consultation', `A new, mild problem is a good fit for a ${PRICE_COPY.eConsultation} video call: the vet can look, ask questions and tell you what to do next.`);
}
