import { expect } from 'chai';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');

/** The restricted-import messages eslint gives `code` as if it were the file at `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layer rules npm run lint holds', function () {
  this.timeout(30_000);

  it('refuses a domain file that imports a route, the renderer or GraphQL', async () => {
    for (const target of ['../../http/routes/index.ts', '../../render/page-cache.ts', '../../../graphql/server.ts']) {
      const problems = await importProblems('server/domain/bookings/lint-probe.ts', `import * as x from '${target}';\nexport { x };\n`);
      expect(problems, target).to.have.length(1);
      expect(problems[0]).to.contain('The domain sits below the routes');
    }
  });

  it('lets the domain import its own area, other areas and the adapters', async () => {
    const code = "import * as a from './booking-times.ts';\nimport * as b from '../payments/refund-service.ts';\nimport * as c from '../../adapters/mail.ts';\nexport { a, b, c };\n";
    expect(await importProblems('server/domain/bookings/lint-probe.ts', code)).to.deep.equal([]);
  });

  it('refuses browser code that imports the server', async () => {
    const problems = await importProblems('client/islands/lint-probe.tsx', "import * as x from '../../server/config.ts';\nexport { x };\n");
    expect(problems).to.have.length(1);
  });
});
