import { expect } from 'chai';
import { islandSizes, overBudget, type Manifest } from '../../../scripts/island-sizes.ts';

const manifest: Manifest = {
  'client/entry.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'client/styles.css': { file: 'assets/styles.css', isEntry: true },
  '_zod.js': { file: 'assets/zod.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_zod.js', '_react.js'] },
  'client/islands/shelter-form.tsx': { file: 'assets/shelter.js', isDynamicEntry: true, imports: ['_forms.js', '_zod.js'] },
  'client/islands/video-countdown.tsx': { file: 'assets/video.js', isDynamicEntry: true },
  'client/islands/booking-wizard/paypal-payment.tsx': { file: 'assets/paypal.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'assets/entry.js': 10_000, 'assets/react.js': 50_000, 'assets/zod.js': 30_000, 'assets/forms.js': 2_000, 'assets/shelter.js': 3_000,
  'assets/video.js': 1_000, 'assets/paypal.js': 99_000, 'assets/styles.css': 5_000,
};

describe('island sizes', () => {
  it("counts the entry, the island and what it imports, each file once, and not lazy sub-chunks or the stylesheet", () => {
    const result = islandSizes(manifest, (f) => sizes[f]);
    expect(result.map((r) => [r.island, r.bytes])).to.deep.equal([['shelter-form', 95_000], ['video-countdown', 61_000]]);
    expect(result[0].files).to.have.members(['assets/entry.js', 'assets/react.js', 'assets/shelter.js', 'assets/forms.js', 'assets/zod.js']);
  });

  it('names the islands over their budget', () => {
    const sizes = [
      { island: 'shelter-form', bytes: 101 * 1024, files: [] }, { island: 'video-countdown', bytes: 20 * 1024, files: [] },
      { island: 'website-settings', bytes: 151 * 1024, files: [] },
    ];
    expect(overBudget(sizes, { 'shelter-form': { budget: 100 } }, 150)).to.deep.equal([
      { island: 'shelter-form', kb: 101, budget: 100 }, { island: 'website-settings', kb: 151, budget: 150 },
    ]);
  });
});
