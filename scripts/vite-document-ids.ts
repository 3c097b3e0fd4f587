import type { Plugin } from 'vite';
import { graphql as generated } from '../client/gql/gql.ts';

/** Codegen's lookup, by any text (its overloads accept only the texts it generated). */
const lookUp = generated as unknown as (source: string) => { __meta__?: { hash?: string; fragmentName?: string } };

const GQL_IMPORT = /^import \{ graphql \} from '(?:\.\.\/)+gql\/gql\.ts';\n/m;
// A template literal without `${`: codegen reads documents that interpolate nothing (`$var` is GraphQL's).
const CALL = /\bgraphql\((`(?:[^`$]|\$(?!\{))*`)\)/g;

/**
 * Production builds carry each GraphQL operation as its trusted document id only. Codegen's `graphql()`
 * looks an operation's text up in a map of every operation's text, so an island calling it ships all of
 * them (about 5 kB gzip, in every island with a form). This build step replaces each `graphql(`...`)` call
 * in client code with `{ __meta__: { hash } }`, the operation's id from the same generated map, and drops
 * the import; a fragment's call becomes `undefined` (fragments travel inside their operations' stored
 * text). The server resolves the id to the stored text (graphql/trusted-documents.ts). An operation
 * missing from the map fails the build: its text changed since `npm run codegen`.
 * The dev server keeps `graphql()` as written, text included.
 */
export function documentIds(): Plugin {
  return {
    name: 'petcare:graphql-document-ids',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/client\/(?!gql\/).*\.tsx?$/.test(id) || !GQL_IMPORT.test(code)) return null;
      // Every line stays where it was (the literal's line breaks are kept), so the source map still holds.
      const out = code.replace(GQL_IMPORT, '\n').replace(CALL, (_call, literal: string) => {
        const source = literal.slice(1, -1);
        const document = lookUp(source);
        const lines = '\n'.repeat(source.split('\n').length - 1);
        if (document.__meta__?.hash) return `({ __meta__: { hash: ${JSON.stringify(document.__meta__.hash)} } }${lines})`;
        if (document.__meta__?.fragmentName) return `undefined${lines}`;
        this.error(`${id}: a GraphQL document is not in client/gql (run npm run codegen):${source}`);
      });
      if (/\bgraphql\(/.test(out)) this.error(`${id}: a graphql() call this build step cannot read (a document must be one plain template literal)`);
      return { code: out, map: null };
    },
  };
}
