import { expect } from 'chai';
import { documentIds } from '../../../scripts/vite-document-ids.ts';
import { graphql } from '../../../client/gql/gql.ts';

// The pets island's own operation and fragment, as codegen saw them.
const PETS_SOURCE = 'query Pets($u: ID) { pets(userId: $u) { ...PetFields } }';
const FRAGMENT_SOURCE = 'fragment PetFields on Pet { id name type typeName breed notes sharedBy sharedLevel }';

/** The plugin's transform, called as the bundler would; `error` throws like the bundler's. */
function transform(code: string, id = '/app/client/islands/pets/pets-api.ts'): { code: string } | null {
  const plugin = documentIds();
  const context = { error: (message: string) => { throw new Error(message); } };
  return (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call(context, code, id);
}

describe('built islands carry GraphQL operations as ids', () => {
  it('replaces an operation with its trusted document id and a fragment with nothing, keeping every line in place', () => {
    const hash = (graphql(PETS_SOURCE) as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(hash).to.match(/^sha256:[0-9a-f]{64}$/);
    const code = [
      "import { graphql } from '../../gql/gql.ts';",
      `graphql(\`${FRAGMENT_SOURCE}\`);`,
      `const PETS = graphql(\`${PETS_SOURCE}\`);`,
      'const MULTI = graphql(`',
      '  query TeamMembers { teamMembers { id firstName lastName email phone subrole isYou } }',
      '`);',
      'export { PETS };',
    ].join('\n');
    const out = transform(code)!.code;
    expect(out).to.not.include('graphql');
    expect(out).to.not.include('fragment');
    expect(out).to.include(`const PETS = ({ __meta__: { hash: "${hash}" } })`);
    expect(out).to.match(/const MULTI = \(\{ __meta__: \{ hash: "sha256:[0-9a-f]{64}" \} \}\n\n\)/);
    expect(out.split('\n')).to.have.length(code.split('\n').length);
    expect(out.split('\n').indexOf('export { PETS };')).to.equal(code.split('\n').indexOf('export { PETS };'));
  });

  it('fails the build for an operation that codegen has not seen', () => {
    const code = "import { graphql } from '../gql/gql.ts';\nconst Q = graphql(`query Nope { nope }`);\n";
    expect(() => transform(code, '/app/client/islands/x.tsx')).to.throw(/run npm run codegen/);
  });

  it('leaves files without the import, and the generated documents themselves, alone', () => {
    expect(transform('const a = 1;')).to.equal(null);
    expect(transform("import { graphql } from '../gql/gql.ts';\n", '/app/client/gql/index.ts')).to.equal(null);
  });
});
