import { expect } from 'chai';
import bcrypt from 'bcryptjs';
import { bcryptCostFor, hashPassword } from '../../../../server/domain/accounts/authentication.ts';

describe('password hashing cost (authentication.ts)', () => {
  it('hashes at cost 10 wherever the server runs for people, and at 4 only in a test run', () => {
    for (const env of ['production', 'development', undefined, '']) expect(bcryptCostFor(env), String(env)).to.equal(10);
    expect(bcryptCostFor('test')).to.equal(4);
  });

  it('checks a hash at the cost it was made with, so a cost-10 hash still signs in', async () => {
    const stored = await bcrypt.hash('correct horse', 10);
    expect(bcrypt.getRounds(stored)).to.equal(10);
    expect(await bcrypt.compare('correct horse', stored)).to.equal(true);
    const made = await hashPassword('correct horse');
    expect(bcrypt.getRounds(made)).to.equal(bcryptCostFor(process.env.NODE_ENV));
    expect(await bcrypt.compare('correct horse', made)).to.equal(true);
  });
});
