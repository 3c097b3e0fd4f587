import { expect } from 'chai';
import { cleanAnswers, suggestConsultation } from '../../../../views/pages/marketing/content/assessment.ts';

const BASE = { danger: 'no', concern: 'new', duration: 'today', appetite: 'normal', energy: 'normal' };

describe('suggestConsultation', () => {
  const table: Array<[string, Record<string, string>, string | null]> = [
    ['danger signs answer at once', { danger: 'yes' }, 'emergency'],
    ['danger signs beat everything else', { ...BASE, danger: 'yes', concern: 'routine' }, 'emergency'],
    ['incomplete answers give no result', { danger: 'no', concern: 'new' }, null],
    ['a new mild problem today', BASE, 'e-consultation'],
    ['a new problem for a few days', { ...BASE, duration: 'days' }, 'e-consultation'],
    ['not eating for a day', { ...BASE, appetite: 'none' }, 'talk-to-a-vet'],
    ['very weak', { ...BASE, energy: 'lethargic' }, 'talk-to-a-vet'],
    ['urgency beats a diagnosis review', { ...BASE, concern: 'diagnosed', energy: 'lethargic' }, 'talk-to-a-vet'],
    ['a diagnosis to check', { ...BASE, concern: 'diagnosed' }, 'second-medical-opinion'],
    ['a routine check-up', { ...BASE, concern: 'routine', duration: 'none' }, 'vet-appointments'],
    ['nothing wrong', { ...BASE, duration: 'none' }, 'vet-appointments'],
    ['a problem lasting weeks', { ...BASE, duration: 'weeks' }, 'vet-appointments'],
    ['eating less and quieter, new today', { ...BASE, appetite: 'less', energy: 'quiet' }, 'e-consultation'],
  ];
  for (const [label, answers, kind] of table) {
    it(label, () => {
      expect(suggestConsultation(answers)?.kind ?? null).to.equal(kind);
    });
  }

  it('sends danger signs to in-person practices, never to our own phone number', () => {
    expect(suggestConsultation({ danger: 'yes' })).to.deep.include({ kind: 'emergency', href: '/vet-appointments/list?type=clinic' });
  });

  it('links each suggestion to a real service page', () => {
    expect(suggestConsultation({ ...BASE, concern: 'diagnosed' })?.href).to.equal('/second-medical-opinion/');
  });
});

describe('cleanAnswers', () => {
  it('keeps known questions with known values only', () => {
    expect(cleanAnswers({ danger: 'no', energy: 'zzz', extra: 'x', concern: ['new'] })).to.deep.equal({ danger: 'no' });
  });
});
