import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { startTestApp } from '../setup/app.ts';
import { CLIENT_OUT_DIR } from '../../server/render/assets.ts';

describe('source maps', () => {
  it('are built but never referenced by the bundles nor served in production', async () => {
    const assets = path.join(CLIENT_OUT_DIR, 'assets');
    const map = fs.readdirSync(assets).find((f) => f.endsWith('.js.map'))!;
    expect(map, 'a map was built').to.be.a('string');
    const bundle = fs.readFileSync(path.join(assets, map.replace(/\.map$/, '')), 'utf8');
    expect(bundle).not.to.contain('sourceMappingURL');
    const prod = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-for-tests' });
    try {
      expect((await prod.fetch(`/assets/${map}`)).status).to.equal(404);
      expect((await prod.fetch(`/assets/${map.replace(/\.map$/, '')}`)).status).to.equal(200);
    } finally {
      await prod.close();
    }
  });
});
