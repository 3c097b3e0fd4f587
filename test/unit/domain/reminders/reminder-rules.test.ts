import { expect } from 'chai';
import { dueAppointmentReminder, healthReminderDue, normalizeReminderHours } from '../../../../server/domain/reminders/reminder-rules.ts';

const SLOT = new Date('2026-03-10T15:00:00Z');
const at = (hoursBefore: number) => new Date(SLOT.getTime() - hoursBefore * 3_600_000);
const LONG_AGO = new Date('2026-03-01T00:00:00Z');

describe('reminder rules (pure)', () => {
  const table: Array<[string, number, Date, number[], number | null]> = [
    ['more than a day ahead: nothing yet', 25, LONG_AGO, [24, 1], null],
    ['exactly 24 hours before: the 24-hour reminder', 24, LONG_AGO, [24, 1], 24],
    ['23 hours before: still the 24-hour reminder', 23, LONG_AGO, [24, 1], 24],
    ['just over an hour before: still the 24-hour reminder (a late run)', 1.01, LONG_AGO, [24, 1], 24],
    ['exactly an hour before: the 1-hour reminder', 1, LONG_AGO, [24, 1], 1],
    ['a minute before: the 1-hour reminder', 1 / 60, LONG_AGO, [24, 1], 1],
    ['at the slot: nothing', 0, LONG_AGO, [24, 1], null],
    ['after the slot: nothing', -1, LONG_AGO, [24, 1], null],
    ['a clinic reminding two days ahead only', 47, LONG_AGO, [48], 48],
    ['hours given in any order and repeated', 2, LONG_AGO, [1, 24, 24, 3], 3],
    ['no reminders set', 2, LONG_AGO, [], null],
    ['booked 3 hours before: no 24-hour reminder', 2, at(3), [24, 1], null],
    ['booked 3 hours before: the 1-hour reminder', 0.5, at(3), [24, 1], 1],
    ['booked exactly when the 24-hour reminder fell due: it is sent', 20, at(24), [24, 1], 24],
  ];
  for (const [name, hoursBefore, createdAt, hours, expected] of table) {
    it(name, () => {
      expect(dueAppointmentReminder({ slot: SLOT, createdAt, hours, now: at(hoursBefore) })).to.equal(expected);
    });
  }

  it('keeps whole hours from 1 to 168, largest first', () => {
    expect(normalizeReminderHours([1, 24, 0, -3, 169, 2.5, '12', 24])).to.deep.equal([24, 12, 1]);
  });

  const health: Array<[string, string, boolean]> = [
    ['2026-03-17', '2026-03-10', true],
    ['2026-03-10', '2026-03-10', true],
    ['2026-03-18', '2026-03-10', false],
    ['2026-03-09', '2026-03-10', false],
    ['not a date', '2026-03-10', false],
  ];
  for (const [due, today, expected] of health) {
    it(`a record due ${due} is ${expected ? '' : 'not '}reminded of on ${today}`, () => {
      expect(healthReminderDue(due, today)).to.equal(expected);
    });
  }
});
