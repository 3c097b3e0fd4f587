import { expect } from 'chai';
import { lazyRules } from '../../../client/lib/lazy-rules.ts';

describe('lazyRules: a form\'s rules fetched apart from its island', () => {
  it('fetches the module once, however often the form asks', async () => {
    let loads = 0;
    const lazy = lazyRules(async () => { loads += 1; return { rule: 'r' }; });
    lazy.prefetch();
    lazy.prefetch();
    expect(await lazy.rules()).to.deep.equal({ rule: 'r' });
    expect(await lazy.rules()).to.deep.equal({ rule: 'r' });
    expect(loads).to.equal(1);
  });

  it('answers null when the fetch fails, so the form is sent as it is, and tries again at the next call', async () => {
    let loads = 0;
    const lazy = lazyRules(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { rule: 'r' };
    });
    lazy.prefetch();
    expect(await lazy.rules()).to.equal(null);
    expect(await lazy.rules()).to.deep.equal({ rule: 'r' });
    expect(loads).to.equal(2);
  });
});
