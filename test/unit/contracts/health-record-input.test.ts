import { expect } from 'chai';
import { isIsoDate, parseRecordInput } from '../../../contracts/health-record-input.ts';
import { latestToday, localToday } from '../../../contracts/record-dates.ts';
import { SUBCATEGORIES, VISIT_TYPES } from '../../../contracts/health-records.ts';
import { trackerPoints } from '../../../contracts/record-format.ts';
import type { HealthRecord } from '../../../contracts/health-records.ts';

const TODAY = '2026-03-15';

const fieldsOf = (raw: unknown, today = TODAY) => {
  try {
    parseRecordInput(raw, today);
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
    }, TODAY);
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

  it('bounds every date: a day that happened is not in the future nor over 50 years back, a due date not before its record nor 5 years ahead', () => {
    const history = (subcategory: string, details: Record<string, string>) => fieldsOf({ petId: 1, category: 'history', subcategory, details: { name: 'X', ...details } });
    expect(history('conditions', { date: '2030-01-01' })).to.deep.equal({ 'details.date': 'This date is in the future. Please enter the day it happened.' });
    expect(history('conditions', { date: '2026-03-16' })).to.deep.equal({ 'details.date': 'This date is in the future. Please enter the day it happened.' });
    expect(history('conditions', { date: TODAY })).to.equal(null);
    expect(history('immunizations', { date: '1899-06-01' })).to.deep.equal({ 'details.date': 'Please enter a date in 1976 or later' });
    expect(history('immunizations', { date: '1976-01-01' })).to.equal(null);
    expect(history('medications', { date: '2026-02-01', nextDueDate: '2026-01-31' }))
      .to.deep.equal({ 'details.nextDueDate': 'The next due date cannot be before the start date' });
    expect(history('immunizations', { date: '2026-02-01', nextDueDate: '2026-02-01' })).to.equal(null);
    // Overdue is a fact worth keeping; decades ahead is a typing slip.
    expect(history('immunizations', { date: '2025-02-01', nextDueDate: '2025-03-01' })).to.equal(null);
    expect(history('immunizations', { date: '2026-02-01', nextDueDate: '2031-03-16' })).to.deep.equal({ 'details.nextDueDate': 'Please enter a date within the next 5 years' });
    expect(history('immunizations', { date: '2026-02-01', nextDueDate: '2031-03-15' })).to.equal(null);
    expect(history('hospitalizations', { date: '2026-02-10', dischargeDate: '2026-02-09' }))
      .to.deep.equal({ 'details.dischargeDate': 'The discharge date cannot be before the admission date' });
    expect(history('hospitalizations', { date: '2026-02-10', dischargeDate: '2026-04-01' }))
      .to.deep.equal({ 'details.dischargeDate': 'This date is in the future. Please enter the day it happened.' });
    // Every subcategory's own date is a day that happened: trackers and documents too.
    for (const def of SUBCATEGORIES) {
      const fields = fieldsOf({ petId: 1, category: def.category, subcategory: def.key, details: { date: '2027-01-01' } });
      expect(fields?.['details.date'], def.key).to.equal('This date is in the future. Please enter the day it happened.');
    }
    // Other problems are reported with the dates', all at once.
    expect(history('conditions', { name: '', date: '2030-01-01' })).to.deep.equal({
      'details.name': 'Please enter the condition', 'details.date': 'This date is in the future. Please enter the day it happened.',
    });
  });

  it("takes today as the latest calendar day anywhere on the server, the browser's own in the form", () => {
    expect(latestToday(new Date('2026-03-15T09:59:59Z'))).to.equal('2026-03-15');
    expect(latestToday(new Date('2026-03-15T10:00:00Z'))).to.equal('2026-03-16');
    expect(localToday(new Date(2026, 2, 5, 23, 30))).to.equal('2026-03-05');
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
