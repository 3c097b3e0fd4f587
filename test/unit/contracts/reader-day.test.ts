import { expect } from 'chai';
import { readerDay } from '../../../contracts/day-format.ts';

describe('a stored day as a signed-in page prints it (contracts/day-format.ts readerDay)', () => {
  const table: Array<[string, string, string]> = [
    ['2026-11-15', 'en-US', '2026-11-15'],
    ['2026-11-15T23:30:00.000Z', 'en', '2026-11-15'],
    ['2026-11-15', 'es-US', '15 nov 2026'],
    ['2026-11-15T23:30:00.000Z', 'es', '15 nov 2026'],
    ['2026-01-05T00:00:00.000Z', 'es-US', '5 ene 2026'],
  ];
  for (const [day, locale, printed] of table) {
    it(`prints ${day} as ${printed} in ${locale}`, () => expect(readerDay(day, locale)).to.equal(printed));
  }
});
