import { expect } from 'chai';
import { zipPrefixes } from '../../../../server/domain/listings/nearby-practices.ts';

describe('zip code prefixes of the practices near a person', () => {
  const table: Array<[string, string[]]> = [
    ['97201', ['97201', '972', '9']],
    ['972', ['972', '9']],
    ['97', ['97', '9']],
    ['SW1A 1AA', ['SW1A 1AA', 'SW1', 'S']],
  ];
  for (const [zip, prefixes] of table) {
    it(`${zip}: ${prefixes.join(', ')}`, () => expect(zipPrefixes(zip)).to.deep.equal(prefixes));
  }
});
