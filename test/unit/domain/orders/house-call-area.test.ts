import { expect } from 'chai';
import { milesBetween, servedDistance, type ZipPlace } from '../../../../server/domain/orders/house-call-area.ts';

// Coordinates as the zip code directory gives them.
const PLACES: Record<string, ZipPlace> = {
  10011: { state: 'NY', latitude: 40.7402, longitude: -73.9996 }, // Chelsea
  10001: { state: 'NY', latitude: 40.7484, longitude: -73.9967 }, // Midtown, under a mile away
  11215: { state: 'NY', latitude: 40.6627, longitude: -73.9864 }, // Park Slope, about 5.4 miles
  99501: { state: 'AK', latitude: 61.2116, longitude: -149.8761 }, // Anchorage
};
const place = (zip: string) => PLACES[zip] ?? null;

describe('house-call areas (pure)', () => {
  it('measures great-circle miles', () => {
    expect(milesBetween(PLACES[10011], PLACES[10011])).to.equal(0);
    expect(milesBetween(PLACES[10011], PLACES[11215])).to.be.closeTo(5.4, 0.2);
    expect(milesBetween(PLACES[10011], PLACES[99501])).to.be.closeTo(3370, 30);
  });

  const table: Array<[string, { zipcodes: string[]; radius_miles: number | null; center_zipcode: string | null }, string, number | null]> = [
    // [case, area, zip, how far it reaches (null: not served)]
    ['a listed zip code', { zipcodes: ['11215'], radius_miles: null, center_zipcode: null }, '11215', 0],
    ['a zip code not listed, no radius', { zipcodes: ['11215'], radius_miles: null, center_zipcode: null }, '10001', null],
    ['within the radius', { zipcodes: [], radius_miles: 5, center_zipcode: '10011' }, '10001', 0.6],
    ['just past the radius', { zipcodes: [], radius_miles: 5, center_zipcode: '10011' }, '11215', null],
    ['a radius wide enough', { zipcodes: [], radius_miles: 6, center_zipcode: '10011' }, '11215', 5.4],
    ['Anchorage from a New York practice', { zipcodes: ['10001'], radius_miles: 100, center_zipcode: '10011' }, '99501', null],
    ['a zip code the directory does not know', { zipcodes: [], radius_miles: 100, center_zipcode: '10011' }, '00000', null],
    ['listed wins over the radius', { zipcodes: ['11215'], radius_miles: 1, center_zipcode: '10011' }, '11215', 0],
  ];
  for (const [name, area, zip, answer] of table) {
    it(name, () => {
      const miles = servedDistance(area, zip, place);
      if (answer === null) expect(miles).to.equal(null);
      else expect(miles).to.be.closeTo(answer, 0.2);
    });
  }
});
