import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- plain JavaScript (it runs before anything is compiled); its JSDoc gives the types
import { serverBundleIsStale } from '../../../scripts/serve.mjs';

const isStale = serverBundleIsStale as (outDir: string, root: string) => boolean;

describe('the server bundle (scripts/serve.mjs)', () => {
  let root: string;
  let out: string;
  const at = (file: string, seconds: number) => fs.utimesSync(file, seconds, seconds);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-serve-'));
    out = path.join(root, 'dist/server');
    fs.mkdirSync(path.join(root, 'server'), { recursive: true });
    fs.writeFileSync(path.join(root, 'server/a.ts'), 'export {};');
    fs.writeFileSync(path.join(root, 'server/b.ts'), 'export {};');
    at(path.join(root, 'server/a.ts'), 1_000);
    at(path.join(root, 'server/b.ts'), 1_000);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const built = (seconds: number, inputs = ['server/a.ts', 'server/b.ts']) => {
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'inputs.json'), JSON.stringify(inputs));
    at(path.join(out, 'inputs.json'), seconds);
  };

  it('is stale when never built', () => {
    expect(isStale(out, root)).to.equal(true);
  });

  it('is fresh when built after every source it lists', () => {
    built(2_000);
    expect(isStale(out, root)).to.equal(false);
  });

  it('is stale once one of its sources changes, and not for a file it does not list', () => {
    built(2_000);
    fs.writeFileSync(path.join(root, 'server/c.ts'), 'export {};');
    at(path.join(root, 'server/c.ts'), 3_000);
    expect(isStale(out, root)).to.equal(false);
    at(path.join(root, 'server/b.ts'), 3_000);
    expect(isStale(out, root)).to.equal(true);
  });

  it('is stale when a source it lists is gone', () => {
    built(2_000);
    fs.rmSync(path.join(root, 'server/a.ts'));
    expect(isStale(out, root)).to.equal(true);
  });
});
