import { expect } from 'chai';
import { isIsoDate, parseRecordInput } from '../../../contracts/health-record-input.ts';
import { SUBCATEGORIES, VISIT_TYPES } from '../../../contracts/health-records.ts';
import { trackerPoints } from '../../../contracts/record-format.ts';
import type { HealthRecord } from '../../../contracts/health-records.ts';

const fieldsOf = (raw: unknown) => {
  try {
    parseRecordInput(raw);
    return null;
  } catch (err) {
    return (err as { fields: Record<string, string> }).fields;
  }
};

describe('the health record form rules', () => {
  it("covers the spec's subcategories and option lists", () => {
    const keys = (c: string) => SUBCATEGORIES.filter((s) => s.category === c).map((s) => s.key);
    expect(keys('history')).to.deep.equal(['conditions', 'surgeries', 'medications', 'allergies', 'immunizations', 'food_plan', 'hospitalizations', 'consultations']);
    expect(keys('trackers')).to.have.length(10);
    expect(keys('documents')).to.have.length(10);
    expect(VISIT_TYPES.length).to.equal(33);
    const docs = SUBCATEGORIES.filter((s) => s.category === 'documents');
    expect(docs.every((d) => d.files && ['name', 'date', 'comment'].every((f) => d.fields.some((x) => x.name === f)))).to.equal(true);
    const due = SUBCATEGORIES.filter((s) => s.fields.some((f) => f.name === 'nextDueDate')).map((s) => s.key);
    expect(due).to.deep.equal(['medications', 'immunizations']);
  });

  it('keeps only the subcategory fields, typed, and leaves out empty ones', () => {
    const parsed = parseRecordInput({
      petId: '4', category: 'trackers', subcategory: 'weight', details: { date: '2026-01-31', lbs: '12.5', oz: '', extra: 'x' }, fileIds: [],
    });
    expect(parsed).to.deep.include({ id: null, petId: 4, details: { date: '2026-01-31', lbs: 12.5 } });
  });

  it('reports every problem at its dotted field', () => {
    expect(fieldsOf({ petId: 1, category: 'history', subcategory: 'conditions', details: { visitType: 'Picnic', urgentCare: 'Maybe' } })).to.deep.equal({
      'details.name': 'Please enter the condition', 'details.date': 'Please select a date',
      'details.visitType': 'Please choose one of the options', 'details.urgentCare': 'Please choose one of the options',
    });
    expect(fieldsOf({ category: 'trackers', subcategory: 'weight', details: { date: '2026-01-01', lbs: -1 } })).to.deep.equal({
      petId: 'Please select a pet', 'details.lbs': 'Please enter at least 0',
    });
  });

  it('knows real calendar days', () => {
    expect(isIsoDate('2024-02-29')).to.equal(true);
    expect(isIsoDate('2026-02-29')).to.equal(false);
    expect(isIsoDate('2026-1-01')).to.equal(false);
  });

  it('orders tracker readings by the day measured, pounds and ounces as one weight', () => {
    const r = (id: number, date: string, lbs: number, oz?: number): HealthRecord => ({
      id, petId: 1, category: 'trackers', subcategory: 'weight', label: 'Weight', details: { date, lbs, ...(oz ? { oz } : {}) }, files: [],
      author: { kind: 'owner', name: '', clinic: null }, editable: true, flags: [], bookingId: null, createdAt: `2026-01-0${id}T00:00:00Z`, updatedAt: '',
    });
    expect(trackerPoints([r(1, '2026-03-01', 50), r(2, '2026-01-01', 48, 8)], 'weight').map((p) => [p.date, p.values.lbs]))
      .to.deep.equal([['2026-01-01', 48.5], ['2026-03-01', 50]]);
  });
});
