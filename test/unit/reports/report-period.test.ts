import { expect } from 'chai';
import { reportPeriod } from '../../../server/domain/reports/report-period.ts';
import { ValidationError } from '../../../server/errors.ts';

describe('report period (days in the clinic zone)', () => {
  const now = new Date('2026-11-23T03:30:00Z'); // still 22 November in New York

  it('defaults to the last 30 days ending today in the clinic zone', () => {
    const p = reportPeriod({}, 'America/New_York', now);
    expect(p).to.include({ from: '2026-10-24', to: '2026-11-22', days: 30, zone: 'America/New_York' });
    expect(p.dates).to.have.length(30);
    expect(p.start.toISOString()).to.equal('2026-10-24T04:00:00.000Z'); // EDT midnight
    expect(p.end.toISOString()).to.equal('2026-11-23T05:00:00.000Z'); // EST midnight after the last day
  });

  it('counts wall-clock days across a DST change (a 23-hour day is still one day)', () => {
    const p = reportPeriod({ from: '2026-03-07', to: '2026-03-09' }, 'America/New_York', now);
    expect(p.dates).to.deep.equal(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect((p.end.getTime() - p.start.getTime()) / 3_600_000).to.equal(71);
  });

  it('takes the last N days for a preset, ending today or at `to`', () => {
    expect(reportPeriod({ days: 7 }, 'UTC', now)).to.include({ from: '2026-11-17', to: '2026-11-23', days: 7 });
    expect(reportPeriod({ days: 7, to: '2026-01-07' }, 'UTC', now)).to.include({ from: '2026-01-01', to: '2026-01-07' });
  });

  const bad: Array<[string, { from?: string; to?: string }, string, string]> = [
    ['a date that is not YYYY-MM-DD', { from: '11/01/2026' }, 'from', 'Please enter dates as YYYY-MM-DD.'],
    ['an impossible date', { to: '2026-02-30' }, 'to', 'Please enter dates as YYYY-MM-DD.'],
    ['a start after the end', { from: '2026-11-10', to: '2026-11-01' }, 'from', 'The start date must be on or before the end date.'],
    ['more than 366 days', { from: '2024-01-01', to: '2026-01-01' }, 'from', 'A report covers at most 366 days.'],
  ];
  for (const [name, input, field, message] of bad) {
    it(`refuses ${name} at its field`, () => {
      try {
        reportPeriod(input, 'UTC', now);
        expect.fail('accepted');
      } catch (err) {
        expect(err).to.be.instanceOf(ValidationError);
        expect((err as ValidationError).fields).to.deep.equal({ [field]: message });
      }
    });
  }
});
