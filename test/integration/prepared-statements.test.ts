import { expect } from 'chai';
import { knexForUrl, type Db } from '../../server/db/knex.ts';
import { prepared } from '../../server/db/prepared.ts';
import { createUser } from '../factories/index.ts';
import { migratedDatabase, type TestDb } from '../setup/db.ts';

/**
 * The hottest reads as named statements (server/db/prepared.ts): parsed once per connection on PostgreSQL, the same
 * rows either way, and plain queries on PGlite or when turned off.
 */
/** Named statements are PostgreSQL's: the embedded database runs these tests' other half (the same rows either way). */
function skipOnPglite(ctx: Mocha.Context): void {
  console.log('      (skipped: DATABASE_URL is not set; PGlite runs in this process and is sent nothing by name; the PostgreSQL run covers it)');
  ctx.skip();
}

describe('prepared statements for the hottest reads', () => {
  let testDb: TestDb;
  let userId: number;

  before(async () => {
    testDb = await migratedDatabase();
    userId = (await createUser(testDb.db)).id;
  });
  after(async () => { await testDb.destroy(); });

  const read = (db: Db, id: number) => prepared(db('users').select('id', 'email').where({ id }));
  /** The statements this connection has prepared by name (the pool holds one connection in these knexes). */
  const named = async (db: Db) => (await db.raw(`select name, statement from pg_prepared_statements where name like 'q\\_%'`) as
    { rows: Array<{ name: string; statement: string }> }).rows;

  it('answers the same rows as the unmarked query, on either database', async () => {
    const plain = await testDb.db('users').select('id', 'email').where({ id: userId });
    expect(plain).to.have.length(1);
    for (let i = 0; i < 3; i++) expect(await read(testDb.db, userId)).to.deep.equal(plain);
  });

  it('on PostgreSQL parses a marked read once per connection, one statement per SQL text, with any values', async function () {
    if (!testDb.url) return skipOnPglite(this);
    const db = knexForUrl(testDb.url, { min: 1, max: 1 });
    try {
      await read(db, userId);
      await read(db, userId + 1000);
      expect(await read(db, userId)).to.have.length(1);
      const once = await named(db);
      expect(once).to.have.length(1);
      expect(once[0].statement).to.match(/^select "id", "email" from "users" where "id" = \$1$/);
      // Another text (another column) is another statement; an unmarked query is none.
      await prepared(db('users').select('id').where({ id: userId }));
      await db('users').select('email').where({ id: userId });
      expect((await named(db)).map((s) => s.statement).sort()).to.deep.equal([
        'select "id" from "users" where "id" = $1', 'select "id", "email" from "users" where "id" = $1',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('sends nothing by name when turned off (DATABASE_PREPARED_STATEMENTS=off)', async function () {
    if (!testDb.url) return skipOnPglite(this);
    const db = knexForUrl(testDb.url, { min: 1, max: 1 }, { preparedStatements: false });
    try {
      expect(await read(db, userId)).to.have.length(1);
      expect(await named(db)).to.deep.equal([]);
    } finally {
      await db.destroy();
    }
  });
});
