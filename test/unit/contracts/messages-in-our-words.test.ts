import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { z } from 'zod';
import '../../../contracts/zod-words.ts';

/**
 * Every schema the contracts export (zod and zod/mini alike) is fed empty, wrong-typed and
 * over-long values in every field, nested ones too; no message may be the library's own, and a "too long"
 * message must say the limit. A new contract is walked without editing this test.
 */

const DIR = path.resolve(import.meta.dirname, '../../../contracts');
const LONG = 'x'.repeat(5000);
const en = z.locales.en().localeError as (issue: unknown) => string | { message: string } | undefined;

type Def = { type: string; innerType?: Schema; in?: Schema; out?: Schema; shape?: Record<string, Schema>; element?: Schema; options?: Schema[] };
type Schema = { _zod?: { def: Def } };

/** The shape a zod schema takes once its wrappers are off: an object's fields, a list's item, or a leaf. */
function unwrap(s: Schema | undefined, depth = 0): { fields?: Record<string, Schema>; item?: Schema } {
  if (!s || depth > 12) return {};
  const def = s._zod?.def;
  if (!def) return {};
  if (def.type === 'object') return { fields: def.shape };
  if (def.type === 'array') return { item: def.element };
  if (def.innerType) return unwrap(def.innerType, depth + 1);
  // A pipe: its input side, unless that is only a transform (z.preprocess), then what it feeds.
  if (def.type === 'pipe') return unwrap(def.in?._zod?.def.type === 'transform' ? def.out : def.in, depth + 1);
  if (def.type === 'union' && def.options) return unwrap(def.options.find((o) => unwrap(o).fields) ?? def.options[0], depth + 1);
  return {};
}

/** A value for every field of the shape, each made by `leaf`, nested objects and lists filled the same way. */
function fill(s: Schema | undefined, leaf: unknown, depth = 0): unknown {
  const { fields, item } = unwrap(s);
  if (fields && depth < 4) return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fill(v, leaf, depth + 1)]));
  if (item && depth < 4) return [fill(item, leaf, depth + 1)];
  return leaf;
}

interface Found { message: string; code?: string; maximum?: unknown; path: PropertyKey[] }
interface Walked { name: string; parse(raw: unknown): Found[]; schema: Schema }

/** Every exported schema of every contract module (a `zod/mini` schema is a zod schema too: both are zod's core type). */
async function contractSchemas(): Promise<Walked[]> {
  const found: Walked[] = [];
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = await import(path.join(DIR, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof z.core.$ZodType) {
        found.push({
          name: `${file} ${name}`, schema: value as unknown as Schema,
          parse: (raw) => {
            const r = z.safeParse(value, raw, { reportInput: true });
            return r.success ? [] : r.error.issues.map((i) => ({ ...i, path: [...i.path] }) as unknown as Found);
          },
        });
      }
    }
  }
  return found;
}

/** Why a message is the library's and not ours, or null when it is ours. */
function libraryWords(issue: Found): string | null {
  const zodOwn = issue.code ? en(issue) : undefined;
  const zodText = typeof zodOwn === 'string' ? zodOwn : zodOwn?.message;
  if (zodText && issue.message === zodText) return "zod's English";
  if (/^Invalid (input|type|length|key|value|option|element|format|union|email|url)\b|^Too (big|small)\b|^Unrecognized key/.test(issue.message)) return "a library's pattern";
  return null;
}

/**
 * A too-long problem must name its limit ('2,000' or '2000'). A phone number is the one exception: past its
 * length it is simply not a number, which its message says.
 */
function missesLimit(issue: Found): boolean {
  if (/valid phone number|must be 10 digits/.test(issue.message)) return false;
  const limit = issue.code === 'too_big' && typeof issue.maximum === 'number' ? issue.maximum : null;
  if (limit === null || limit >= 5000) return false;
  return !issue.message.includes(String(limit)) && !issue.message.includes(limit.toLocaleString('en-US'));
}

describe('contracts: every schema speaks in our words', () => {
  let schemas: Walked[] = [];
  before(async () => { schemas = await contractSchemas(); });

  it('finds the contract schemas to walk', () => {
    expect(schemas.length).to.be.greaterThan(15);
    expect(schemas.map((s) => s.name)).to.include.members(['accounts.ts registerSchema', 'orders.ts secondOpinionSchema', 'appointment-input.ts cancelInputSchema']);
  });

  it('never answers empty, wrong-typed or over-long input with a library message, and says the limit of what is too long', () => {
    const problems: string[] = [];
    for (const s of schemas) {
      const inputs: Array<[string, unknown]> = [
        ['nothing', undefined], ['an empty object', {}], ['empty fields', fill(s.schema, '')], ['null fields', fill(s.schema, null)],
        ['numbers for fields', fill(s.schema, 12345)], ['over-long fields', fill(s.schema, LONG)], ['text for fields', fill(s.schema, 'abc')],
      ];
      for (const [label, raw] of inputs) {
        for (const issue of s.parse(raw)) {
          const why = libraryWords(issue);
          if (why) problems.push(`${s.name} given ${label}: ${issue.path.join('.') || '(whole)'} says ${JSON.stringify(issue.message)} (${why})`);
          if (missesLimit(issue)) problems.push(`${s.name} given ${label}: ${issue.path.join('.')} says ${JSON.stringify(issue.message)} without its limit`);
        }
      }
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('installs our words wherever a browser chunk can load zod: every module importing zod (or zod/mini) also imports contracts/zod-words.ts', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = ['contracts', 'client', 'views'].flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('gql/')).map((f) => path.join(dir, f)));
    const missing = files.filter((file) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      return /^import (?!type )[^;]*from 'zod(\/mini)?';/m.test(source) && !/^import '(\.\/|[./]*contracts\/)zod-words\.ts';/m.test(source);
    });
    expect(missing).to.deep.equal([]);
  });

  it('checks input with one schema library: no module imports another one', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = ['contracts', 'client', 'views', 'server', 'graphql'].flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(dir, f)));
    const others = files.filter((file) => /from '(valibot|yup|joi|superstruct|arktype|@sinclair\/typebox)'/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(others).to.deep.equal([]);
  });
});
