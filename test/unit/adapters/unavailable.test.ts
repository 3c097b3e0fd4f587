import { expect } from 'chai';
import { isUnavailable, unavailableError } from '../../../server/adapters/unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const named = (name: string) => Object.assign(new Error('x'), { name });

describe('isUnavailable: PostgreSQL or Redis out of reach, not a bug', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['connection refused', withCode('ECONNREFUSED'), true],
    ['connection reset', withCode('ECONNRESET'), true],
    ['PostgreSQL shutting down (57P01)', withCode('57P01'), true],
    ['PostgreSQL starting up (57P03)', withCode('57P03'), true],
    ['PostgreSQL connection failure (08006)', withCode('08006'), true],
    ['too many connections (53300)', withCode('53300'), true],
    ['knex pool timeout', named('KnexTimeoutError'), true],
    ['pg lost connection behind knex\'s SQL', new Error('select 1 - Connection terminated unexpectedly'), true],
    ['pg connect timeout', new Error('timeout expired'), true],
    ['Redis offline', new Error('The client is offline'), true],
    ['Redis closed', new Error('The client is closed'), true],
    ['Redis socket lost', new Error('Socket closed unexpectedly'), true],
    ['refused on every address', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {}), true],
    ['wrapped cause', new Error('outer', { cause: withCode('ECONNREFUSED') }), true],
    ['unique violation (23505)', withCode('23505'), false],
    ['syntax error (42601)', withCode('42601'), false],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['a message merely mentioning a timeout', new Error('the payment timeout expired for order 5'), false],
    ['nothing', undefined, false],
    ['a string', 'ECONNREFUSED', false],
  ];
  for (const [label, err, expected] of cases) {
    it(`${label}: ${expected}`, () => expect(isUnavailable(err)).to.equal(expected));
  }

  it('answers 503 with the message, keeping the cause', () => {
    const cause = withCode('ECONNREFUSED');
    const err = unavailableError(cause)!;
    expect([err.status, err.code, err.message, err.cause]).to.deep.equal([503, 'UNAVAILABLE', 'Service temporarily unavailable', cause]);
    expect(unavailableError(new Error('bug'))).to.equal(null);
  });
});
