import { expect } from 'chai';
import {
  answerProblem, checkIntake, DEFAULT_EMERGENCY_QUESTIONS, INTAKE_LIMITS, INTAKE_MESSAGES, intakeRecord, questionsFor, redFlagsOf,
  redFlagStops, visibleQuestions, withEmergencySet, type IntakeQuestion,
} from '../../../contracts/intake.ts';
import { intakeAnswersSchema, intakeQuestionsSchema } from '../../../contracts/intake-input.ts';
import { checkInput } from '../../../contracts/forms.ts';
import { CONSULTATION_TYPES } from '../../../contracts/consultations.ts';

const DOG = 1;
const CAT = 2;
const q = (id: string, over: Partial<IntakeQuestion> = {}): IntakeQuestion => ({
  id, label: id, kind: 'yesno', types: ['video', 'clinic'], required: false, showIf: null, redFlags: [], ...over,
});

/** A small form: vomiting (yes/no), how often if yes, a dogs-only question, a red-flag choice. */
const FORM: IntakeQuestion[] = [
  q('vomiting', { required: true }),
  q('how-often', { kind: 'number', required: true, showIf: { question: 'vomiting', answer: 'yes' } }),
  q('ate-bone', { showIf: { species: DOG }, redFlags: ['yes'] }),
  q('gums', { kind: 'choice', choices: ['Pink', 'Pale', 'Blue'], redFlags: ['Pale', 'Blue'], types: ['video'] }),
];
const ids = (list: IntakeQuestion[]) => list.map((x) => x.id);

describe('intake rules (contracts/intake.ts)', () => {
  it('asks each consultation type its own questions', () => {
    expect(ids(questionsFor(FORM, 'video'))).to.deep.equal(['vomiting', 'how-often', 'ate-bone', 'gums']);
    expect(ids(questionsFor(FORM, 'clinic'))).to.deep.equal(['vomiting', 'how-often', 'ate-bone']);
    expect(questionsFor(FORM, 'chat')).to.deep.equal([]);
  });

  const shows: Array<[string, number | null, Record<string, string>, string[]]> = [
    ['no answers, species unknown', null, {}, ['vomiting', 'gums']],
    ['vomiting yes shows how often', null, { vomiting: 'yes' }, ['vomiting', 'how-often', 'gums']],
    ['vomiting no hides it', null, { vomiting: 'no' }, ['vomiting', 'gums']],
    ['a dog gets the dogs-only question', DOG, {}, ['vomiting', 'ate-bone', 'gums']],
    ['a cat does not', CAT, { 'ate-bone': 'yes' }, ['vomiting', 'gums']],
  ];
  for (const [name, species, answers, expected] of shows) {
    it(`shows the questions whose condition holds: ${name}`, () => {
      expect(ids(visibleQuestions(FORM, { species }, answers))).to.deep.equal(expected);
    });
  }

  it('holds a condition only while the question it names shows (a chain follows its head)', () => {
    const chain = [q('a'), q('b', { showIf: { question: 'a', answer: 'yes' } }), q('c', { showIf: { question: 'b', answer: 'yes' } })];
    expect(ids(visibleQuestions(chain, { species: null }, { a: 'yes', b: 'yes' }))).to.deep.equal(['a', 'b', 'c']);
    expect(ids(visibleQuestions(chain, { species: null }, { a: 'no', b: 'yes' }))).to.deep.equal(['a']);
  });

  const problems: Array<[Partial<IntakeQuestion>, string | undefined, string | null]> = [
    [{ required: true }, undefined, INTAKE_MESSAGES.required],
    [{ required: true }, '   ', INTAKE_MESSAGES.required],
    [{ required: false }, '', null],
    [{}, 'maybe', INTAKE_MESSAGES.yesno],
    [{}, 'yes', null],
    [{ kind: 'choice', choices: ['A', 'B'] }, 'C', INTAKE_MESSAGES.choice],
    [{ kind: 'choice', choices: ['A', 'B'] }, 'B', null],
    [{ kind: 'number' }, '12.5', null],
    [{ kind: 'number' }, '-3', null],
    [{ kind: 'number' }, '1e9', INTAKE_MESSAGES.number],
    [{ kind: 'number' }, String(INTAKE_LIMITS.number + 1), INTAKE_MESSAGES.number],
    [{ kind: 'date' }, '2026-02-30', INTAKE_MESSAGES.date],
    [{ kind: 'date' }, '2026-02-28', null],
    [{ kind: 'photo' }, 'abc', INTAKE_MESSAGES.photo],
    [{ kind: 'photo' }, '42', null],
    [{ kind: 'text' }, 'x'.repeat(INTAKE_LIMITS.answer + 1), INTAKE_MESSAGES.tooLong],
    [{ kind: 'text' }, 'x'.repeat(INTAKE_LIMITS.answer), null],
  ];
  for (const [over, value, expected] of problems) {
    it(`answers ${JSON.stringify(value)?.slice(0, 20)} to a ${over.kind ?? 'yesno'}${over.required ? ' (required)' : ''} question: ${expected ?? 'taken'}`, () => {
      expect(answerProblem(q('x', over), value)).to.equal(expected);
    });
  }

  it('checks only the questions that show, keeps their answers trimmed, and drops the rest', () => {
    const hidden = checkIntake(FORM, { species: CAT }, { vomiting: ' no ', 'how-often': 'lots', 'ate-bone': 'yes', stray: 'x' });
    expect(hidden).to.deep.equal({ answers: { vomiting: 'no' }, fields: {} });
    const missing = checkIntake(FORM, { species: null }, { vomiting: 'yes' });
    expect(missing.fields).to.deep.equal({ 'intake.how-often': INTAKE_MESSAGES.required });
  });

  it('finds red flags among shown answers only, and they stop every remote type but never a clinic visit', () => {
    const flags = redFlagsOf(FORM, { species: DOG }, { vomiting: 'no', 'ate-bone': 'yes', gums: 'Pink' });
    expect(ids(flags)).to.deep.equal(['ate-bone']);
    expect(ids(redFlagsOf(FORM, { species: CAT }, { 'ate-bone': 'yes', gums: 'Blue' }))).to.deep.equal(['gums']);
    expect(redFlagsOf(FORM, { species: null }, { gums: 'Pink' })).to.deep.equal([]);
    const stops = Object.fromEntries(CONSULTATION_TYPES.map((t) => [t, redFlagStops(t, flags)]));
    // A house visit waits for its day: an emergency goes to the clinic instead.
    expect(stops).to.deep.equal({ clinic: false, video: true, phone: true, chat: true, house: true });
    expect(redFlagStops('video', [])).to.equal(false);
  });

  it('keeps the answers with the words asked and their red flags', () => {
    expect(intakeRecord(FORM, { species: null }, { vomiting: 'yes', 'how-often': '3', gums: 'Pale' })).to.deep.equal([
      { id: 'vomiting', label: 'vomiting', kind: 'yesno', answer: 'yes', redFlag: false },
      { id: 'how-often', label: 'how-often', kind: 'number', answer: '3', redFlag: false },
      { id: 'gums', label: 'gums', kind: 'choice', answer: 'Pale', redFlag: true },
    ]);
  });

  it('adds the emergency set once, each a required yes/no whose yes is a red flag, and the set passes the editor rules', () => {
    const once = withEmergencySet(FORM);
    expect(withEmergencySet(once)).to.deep.equal(once);
    expect(once).to.have.length(FORM.length + DEFAULT_EMERGENCY_QUESTIONS.length);
    expect(ids(once)).to.include.members(['emergency-breathing', 'emergency-poisoning', 'emergency-seizure', 'emergency-bloat']);
    for (const e of DEFAULT_EMERGENCY_QUESTIONS) expect(e).to.include({ kind: 'yesno', required: true }).and.to.have.deep.property('redFlags', ['yes']);
    expect(checkInput(intakeQuestionsSchema, once).fields).to.equal(undefined);
  });
});

describe('intake editor and answer schemas (contracts/intake-input.ts)', () => {
  const fields = (list: unknown) => checkInput(intakeQuestionsSchema, list as never).fields ?? {};

  it('refuses duplicate ids, choice questions without two options, misplaced red flags and conditions on later or unknown questions', () => {
    expect(fields([q('a'), q('a')])).to.have.property('1.id', 'Each question needs its own id');
    expect(fields([q('c', { kind: 'choice', choices: ['Only'] })])).to.have.property('0.choices', 'Give at least two options');
    expect(fields([q('t', { kind: 'text', redFlags: ['yes'] })])).to.have.property('0.redFlags', 'Only yes/no and choice answers can be red flags');
    expect(fields([q('b', { showIf: { question: 'a', answer: 'yes' } }), q('a')])).to.have.property('0.showIf');
    expect(fields([q('a'), q('b', { showIf: { question: 'a', answer: 'perhaps' } })])).to.have.property('1.showIf', 'Choose one of that question\'s answers');
    expect(fields([q('s', { showIf: { species: 9999 } })])).to.have.property('0.showIf.species', 'Unknown species');
    expect(fields([q('n', { types: [] })])).to.have.property('0.types');
    expect(fields(Array.from({ length: INTAKE_LIMITS.questions + 1 }, (_, i) => q(`q${i}`)))).to.have.property('form');
    expect(fields(FORM)).to.deep.equal({});
  });

  it('bounds every answer and the number of answers', () => {
    expect(checkInput(intakeAnswersSchema, { a: 'x'.repeat(INTAKE_LIMITS.answer + 1) }).fields).to.have.property('a');
    const many = Object.fromEntries(Array.from({ length: INTAKE_LIMITS.questions + 1 }, (_, i) => [`q${i}`, 'yes']));
    expect(checkInput(intakeAnswersSchema, many).fields).to.have.property('form');
    expect(checkInput(intakeAnswersSchema, { a: 'yes' }).data).to.deep.equal({ a: 'yes' });
  });
});
