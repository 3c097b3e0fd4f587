import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

/**
 * The REST half of the contract, like GraphQL's: request schemas live in `contracts/`, islands call the
 * server through `client/lib/` (one typed postJson, one upload helper), and a schema's problems become
 * field messages in one place (`contracts/forms.ts`: parseInput, checkInput).
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Lines of `files` matching `pattern`, as `file:line: text`. */
function hits(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) => read(file).split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
}

describe('REST contracts', () => {
  it('no route file declares a request schema: they live in contracts/', () => {
    const routes = sources('server/http/routes');
    expect(hits(routes, /from 'zod'|\bz\.(object|strictObject|enum|string|number|coerce|array|union|preprocess)\(/)).to.deep.equal([]);
  });

  it('no island calls fetch itself: JSON calls and uploads go through client/lib', () => {
    expect(hits(sources('client/islands'), /\bfetch\(|XMLHttpRequest/)).to.deep.equal([]);
  });

  it('no zod-issue mapper besides the one in contracts/forms.ts', () => {
    const files = ['server', 'graphql', 'contracts', 'client', 'views'].flatMap(sources)
      .filter((f) => f !== 'contracts/forms.ts' && !f.startsWith('client/gql/'));
    const mappers = [
      ...hits(files, /\.issues\b|path\[0\]|\.flatten\(|(flatten|treeify|prettify)Error\(/),
      ...hits(files, /\bfieldErrors\(/),
    ];
    expect(mappers).to.deep.equal([]);
  });
});
