import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ESLint } from 'eslint';
import { CONVERTED_FILES } from '../../../contracts/messages/converted.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const RULE = 'formatjs/no-literal-string-in-jsx';

/** The words-outside-the-catalogue problems eslint finds in `code` as if it were the file at `file`. */
async function literalProblems(eslint: ESLint, file: string, code?: string): Promise<string[]> {
  const [result] = code === undefined
    ? await eslint.lintFiles([path.join(root, file)])
    : await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => `${file}:${m.line}: ${m.message}`);
}

describe('the converted files say nothing to people outside the catalogue', function () {
  this.timeout(60_000);
  const eslint = new ESLint({ cwd: root });

  it('lists files that exist', () => {
    for (const file of CONVERTED_FILES) expect(fs.existsSync(path.join(root, file)), file).to.equal(true);
  });

  it('finds no words in the JSX text or the read attributes of any converted file', async () => {
    const problems = (await Promise.all(CONVERTED_FILES.map((file) => literalProblems(eslint, file)))).flat();
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('refuses a word written in a converted file, in text and in a label, placeholder, alt or aria text', async () => {
    const file = CONVERTED_FILES.find((f) => f.endsWith('.tsx'))!;
    const cases = [
      'export const A = () => <p>Book a vet</p>;\n',
      'export const B = () => <input placeholder="e.g. 10011" />;\n',
      'export const C = () => <nav aria-label="Main" />;\n',
      'export const D = () => <img alt="A dog" src="/d.png" />;\n',
      "export const E = () => <p>{'Loading…'}</p>;\n",
    ];
    for (const code of cases) expect(await literalProblems(eslint, file, code), code).to.have.length.greaterThan(0);
    expect(await literalProblems(eslint, file, 'export const F = ({ t }: { t: string }) => <p className="x">{t}</p>;\n')).to.deep.equal([]);
  });

  it('does not apply to a file not converted yet', async () => {
    expect(await literalProblems(eslint, 'views/pages/orders/lint-probe.tsx', 'export const A = () => <p>Book a vet</p>;\n')).to.deep.equal([]);
  });
});
