import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { generate } from '@graphql-codegen/cli';
import config from '../../../codegen.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The checked-in generated files must be what `npm run codegen` writes from today's schema and operations. */
describe('generated GraphQL types', function () {
  this.timeout(120_000);

  it('are up to date with the schema and the islands\' operations (run `npm run codegen`)', async () => {
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      const outputs = await generate({ ...config, silent: true }, false);
      expect(outputs.length).to.be.greaterThan(3);
      for (const output of outputs) {
        const onDisk = fs.readFileSync(path.resolve(ROOT, output.filename), 'utf8');
        expect(onDisk, `${path.relative(ROOT, output.filename)} is stale`).to.equal(output.content);
      }
    } finally {
      process.chdir(cwd);
    }
  });
});
