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

  it("refuses a domain file that imports another area's *.queries.ts, type-only imports included", async () => {
    const imports = [
      "import { vendorsByIds } from '../vendors/vendors.queries.ts';",
      "import type { PaymentRow } from '../payments/payments.queries.ts';",
      "import { usersByIds } from '../accounts/accounts.queries';",
      "import { insertNotice } from '../../domain/notices/owner-notices.queries.ts';",
    ];
    for (const line of imports) {
      const problems = await importProblems('server/domain/bookings/lint-probe.ts', `${line}\nexport {};\n`);
      expect(problems, line).to.have.length(1);
      expect(problems[0]).to.contain("Another area's tables are its own");
    }
  });

  it("lets a domain file import its own area's queries and another area's index.ts", async () => {
    const code = "import * as a from './bookings.queries.ts';\nimport * as b from '../vendors/index.ts';\nimport type { PaymentRow } from '../payments/index.ts';\nexport { a, b, type PaymentRow };\n";
    expect(await importProblems('server/domain/bookings/lint-probe.ts', code)).to.deep.equal([]);
  });

  it("refuses routes, GraphQL, jobs, tenancy and adapters that import a domain area's *.queries.ts", async () => {
    const cases: Array<[string, string]> = [
      ['server/http/routes/lint-probe.ts', '../../domain/bookings/bookings.queries.ts'],
      ['graphql/resolvers/lint-probe.ts', '../../server/domain/vendors/vendors.queries.ts'],
      ['graphql/lint-probe.ts', '../server/domain/websites/websites.queries.ts'],
      ['server/jobs/lint-probe.ts', '../domain/reminders/reminders.queries.ts'],
      ['server/tenancy/lint-probe.ts', '../domain/websites/websites.queries.ts'],
      ['server/adapters/lint-probe.ts', '../domain/outbox/outbox.queries.ts'],
      ['server/lint-probe.ts', './domain/outbox/outbox.queries.ts'],
    ];
    for (const [file, target] of cases) {
      const problems = await importProblems(file, `import * as x from '${target}';\nexport { x };\n`);
      expect(problems, `${file} -> ${target}`).to.have.length(1);
      expect(problems[0]).to.contain("A domain area's tables are its own");
    }
    const allowed = "import * as x from '../domain/outbox/index.ts';\nimport * as y from './captcha-challenges.queries.ts';\nexport { x, y };\n";
    expect(await importProblems('server/adapters/lint-probe.ts', allowed)).to.deep.equal([]);
  });

  it('refuses browser code that imports the server', async () => {
    const problems = await importProblems('client/islands/lint-probe.tsx', "import * as x from '../../server/config.ts';\nexport { x };\n");
    expect(problems).to.have.length(1);
  });
});
