import { expect } from 'chai';
import { hashToken, newToken, readToken } from '../../../../server/domain/accounts/token.ts';

describe('API token form (token.ts)', () => {
  it('names its person and carries 256 random bits; two tokens never repeat', () => {
    const a = newToken({ kind: 'user', id: 12 });
    const b = newToken({ kind: 'user', id: 12 });
    expect(a).to.match(/^pc_u12_[A-Za-z0-9_-]{43}$/);
    expect(a).to.not.equal(b);
    expect(newToken({ kind: 'vendor', id: 7 })).to.match(/^pc_v7_/);
  });

  it('reads back the person and the hash of a well-formed token', () => {
    const token = newToken({ kind: 'vendor', id: 345 });
    expect(readToken(token)).to.deep.equal({ kind: 'vendor', id: 345, hash: hashToken(token) });
    expect(readToken(` ${token} `)?.hash).to.equal(hashToken(token));
    expect(hashToken(token)).to.match(/^[0-9a-f]{64}$/).and.not.contain(token.slice(-43));
  });

  const malformed: Array<[string, string]> = [
    ['empty', ''],
    ['a signed JWT of the old kind', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2ln'],
    ['an unknown kind', `pc_x1_${'a'.repeat(43)}`],
    ['a zero id', `pc_u0_${'a'.repeat(43)}`],
    ['a leading-zero id', `pc_u01_${'a'.repeat(43)}`],
    ['an id beyond safe integers', `pc_u99999999999999999_${'a'.repeat(43)}`],
    ['a short secret', `pc_u1_${'a'.repeat(42)}`],
    ['a long secret', `pc_u1_${'a'.repeat(44)}`],
    ['a character outside base64url', `pc_u1_${'a'.repeat(42)}+`],
  ];
  for (const [label, token] of malformed) {
    it(`refuses ${label}`, () => {
      expect(readToken(token)).to.equal(null);
    });
  }
});
