import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_OUT_DIR } from '../../../server/render/assets.ts';

interface ManifestEntry { file: string; imports?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean }

/** The built islands (the root hook builds them once): PayPal's browser code must stay out of their static imports. */
describe('PayPal\'s browser code is its own lazily loaded chunk', () => {
  // Read once the root hook has built (or rebuilt) the assets, not when the file loads.
  let manifest: Record<string, ManifestEntry> = {};
  before(() => {
    manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_OUT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  });
  const PAYPAL = 'client/islands/booking-wizard/paypal-payment.tsx';

  /** Every chunk a chunk statically imports, itself included: what the browser fetches before it runs. */
  function staticClosure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
    return seen;
  }
  const code = (key: string) => fs.readFileSync(path.join(CLIENT_OUT_DIR, manifest[key].file), 'utf8');

  it('is fetched only through a dynamic import, never with the checkout or the booking wizard', () => {
    expect(manifest[PAYPAL], 'paypal-payment.tsx is a chunk of its own').to.include({ isDynamicEntry: true });
    expect(Object.values(manifest).some((entry) => entry.dynamicImports?.includes(PAYPAL))).to.equal(true);
    for (const island of ['client/islands/checkout.tsx', 'client/islands/booking-wizard.tsx']) {
      const closure = staticClosure(island);
      expect([...closure], island).to.not.include(PAYPAL);
      // The SDK loader's own code (it names PayPal's script host) is in none of the island's static chunks.
      for (const key of closure) expect(code(key), `${island} -> ${key}`).to.not.include('www.paypal.com/sdk/js');
    }
    expect(code(PAYPAL)).to.include('www.paypal.com/sdk/js');
  });
});
