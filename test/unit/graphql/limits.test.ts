import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { buildSchema as buildGraphqlSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { buildSchema } from '../../../graphql/server.ts';
import { LIMITS, graphqlProtection, operationCost } from '../../../graphql/limits.ts';
import { sampleVariables } from './sample-variables.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const islandDocuments = Object.values(JSON.parse(fs.readFileSync(path.join(ROOT, 'client/gql/persisted-documents.json'), 'utf8')) as Record<string, string>);

describe('GraphQL limits', () => {
  let schema: GraphQLSchema;
  const { validationRules, parseOptions } = graphqlProtection(true);
  const refusals = (query: string) => validate(schema, parse(query, parseOptions), validationRules).map((e) => e.message);

  before(() => { schema = buildSchema(); });

  it('lets every operation the islands send through, at their page sizes', () => {
    expect(islandDocuments.length).to.be.greaterThan(20);
    let highest = 0;
    for (const text of islandDocuments) {
      const document = parse(text, parseOptions);
      expect(validate(schema, document, validationRules), text.slice(0, 80)).to.deep.equal([]);
      const cost = operationCost(schema, document, sampleVariables(schema, document, 10));
      expect(cost, text.slice(0, 80)).to.be.a('number').and.at.most(LIMITS.cost);
      highest = Math.max(highest, cost!);
    }
    expect(highest).to.be.greaterThan(20);
  });

  it('refuses the same expensive field asked for under many aliases', () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: vendorServices(limit: 1) { id }`).join(' ')} }`;
    expect(refusals(aliased(LIMITS.aliases))).to.deep.equal([]);
    expect(refusals(aliased(LIMITS.aliases + 1)).join()).to.match(/alias/i);
  });

  it('refuses a query nested deeper than the limit', () => {
    // Our schema has no cycle to nest through; a recursive one shows the rule itself.
    const nodes = buildGraphqlSchema('type Node { id: ID! parent: Node } type Query { node: Node }');
    const nest = (depth: number) => `{ ${'node { '.repeat(1)}${'parent { '.repeat(depth - 2)}id${' }'.repeat(depth - 1)} }`;
    const refused = (q: string) => validate(nodes, parse(q), validationRules).map((e) => e.message).join();
    expect(refused(nest(LIMITS.depth))).to.equal('');
    expect(refused(nest(LIMITS.depth + 1))).to.match(/depth/i);
  });

  it('weighs computed fields by what they cost, and lists by their page size', () => {
    const cost = (q: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(q), variables);
    const plain = cost('{ vendorServices(limit: 5) { id } }')!;
    const roster = cost('{ vendorServices(limit: 5) { id roster } }')!;
    expect(roster - plain).to.equal(5 * 20);
    expect(cost('query ($n: Int) { vendorServices(limit: $n) { id roster } }', { n: 50 })).to.be.greaterThan(LIMITS.cost);
    expect(cost('{ vendorServices { id } }')).to.equal(cost('{ vendorServices(limit: 10) { id } }'));
    expect(cost('{ vendorServices(limit: 100000) { id } }')).to.equal(cost('{ vendorServices(limit: 100) { id } }'));
  });

  it('refuses a document with more tokens than the limit before parsing it whole', () => {
    const long = `{ ${'ping '.repeat(LIMITS.tokens)} }`;
    expect(() => parse(long, parseOptions)).to.throw(/token/i);
  });
});
