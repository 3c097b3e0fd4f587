import { expect } from 'chai';
import { dateTimeFormat, dayInZone, zonedFormat } from '../../../contracts/intl-format.ts';
import { isZone } from '../../../contracts/time-zone.ts';
import { dateParts } from '../../../client/islands/appointments/appointment-format.ts';

describe('shared Intl formatters', () => {
  it('hands out one formatter per locale and options, and another for other options', () => {
    const a = dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric' });
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric' })).to.equal(a);
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', minute: 'numeric' })).not.to.equal(a);
    const zoned = zonedFormat('en-US', { hour: 'numeric' });
    expect(zoned('Asia/Tokyo')).to.equal(zoned('Asia/Tokyo'));
    expect(zoned('Asia/Tokyo').resolvedOptions().timeZone).to.equal('Asia/Tokyo');
  });

  it('throws for an unknown zone as the constructor does, so isZone still refuses it', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).to.throw(RangeError);
    expect(isZone('Mars/Olympus')).to.equal(false);
    expect(isZone('America/Chicago')).to.equal(true);
  });

  it('reads the calendar day of an instant in a zone', () => {
    const instant = new Date('2026-03-08T04:30:00Z');
    expect(dayInZone(instant, 'America/New_York')).to.equal('2026-03-07');
    expect(dayInZone(instant, 'Asia/Kolkata')).to.equal('2026-03-08');
  });

  it('gives each caller its own copy of remembered date parts', () => {
    const first = dateParts('2026-03-09T13:30:00Z', 'America/New_York');
    first.time = 'changed';
    expect(dateParts('2026-03-09T13:30:00Z', 'America/New_York')).to.deep.equal({ weekday: 'Mon', day: '9', month: 'Mar', year: '2026', time: '9:30 AM' });
  });
});
