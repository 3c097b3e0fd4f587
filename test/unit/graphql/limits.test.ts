import { expect } from 'chai';
import { buildSchema, parse, validate } from 'graphql';
import { costLimit, depthLimitRule } from '../../../graphql/limits.ts';

// A recursive schema: the only way to build arbitrarily deep or wide queries.
const schema = buildSchema(`
  type Node { id: ID! name: String children(limit: Int): [Node!]! parent: Node }
  type Query { node: Node nodes(limit: Int): [Node!]! }
`);

function errors(query: string, rules: ReturnType<typeof costLimit>[]) {
  return validate(schema, parse(query), rules).map((e) => e.message);
}

describe('GraphQL limits', () => {
  it('allows a query within the depth limit and refuses a deeper one', () => {
    const nest = (depth: number) => {
      let q = 'id';
      for (let i = 0; i < depth; i++) q = `parent { ${q} }`;
      return `{ node { ${q} } }`;
    };
    expect(errors(nest(6), [depthLimitRule(8)])).to.deep.equal([]);
    expect(errors(nest(10), [depthLimitRule(8)])[0]).to.match(/exceeds maximum operation depth/);
  });

  it('counts list sizes into the cost', () => {
    expect(errors('{ nodes(limit: 10) { id name } }', [costLimit(100)])).to.deep.equal([]);
    const wide = '{ nodes(limit: 100) { children(limit: 100) { id } } }';
    expect(errors(wide, [costLimit(2000)])[0]).to.match(/too expensive: cost 10101/);
  });

  it('follows fragments without looping', () => {
    const q = 'query { nodes(limit: 50) { ...F } } fragment F on Node { id children(limit: 50) { id name } }';
    expect(errors(q, [costLimit(2000)])[0]).to.match(/too expensive/);
  });
});
