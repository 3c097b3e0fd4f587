import { expect } from 'chai';
import { pageQuery } from '../../../server/http/page-query.ts';

describe('pageQuery (the address a page\'s tables read their state from)', () => {
  it('keeps plain strings, the first of a repeated key, and drops nested and overlong values', () => {
    expect(pageQuery({ q: 'paws', 'payments.sort': 'amount:desc', page: ['2', '3'], nested: { a: 'b' }, long: 'x'.repeat(201) } as never))
      .to.deep.equal({ q: 'paws', 'payments.sort': 'amount:desc', page: '2' });
  });

  it('reads at most 20 keys', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, String(i)]));
    expect(Object.keys(pageQuery(many))).to.have.length(20);
  });
});
