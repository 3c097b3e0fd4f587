import { expect } from 'chai';
import { knexForUrl, type Db } from '../../server/db/knex.ts';
import { prepared, preparedWrite } from '../../server/db/prepared.ts';
import { createUser } from '../factories/index.ts';
import { migratedDatabase, type TestDb } from '../setup/db.ts';

/**
 * The hottest reads as named statements (server/db/prepared.ts): parsed once per connection on PostgreSQL, the same
 * rows either way, and plain queries on PGlite or when turned off.
 */
/** Named statements are PostgreSQL's: the embedded database runs these tests' other half (the same rows either way). */
function skipOnPglite(ctx: Mocha.Context, why = 'is sent nothing by name'): void {
  console.log(`      (skipped: DATABASE_URL is not set; PGlite runs in this process and ${why}; the PostgreSQL run covers it)`);
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
    // The pool's one connection alone (the pipeline below is a connection of its own).
    const db = knexForUrl(testDb.url, { min: 1, max: 1 }, { pipelinedReads: false });
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

  describe('pipelined on one connection', () => {
    /** The backend that answers a marked read, and one that answers an unmarked read. */
    const markedPid = async (db: Db) => ((await prepared(db.select(db.raw('pg_backend_pid() as pid')))) as Array<{ pid: number }>)[0].pid;
    const plainPid = async (db: Db) => ((await db.select(db.raw('pg_backend_pid() as pid'))) as Array<{ pid: number }>)[0].pid;
    /** The first marked read starts making the pipeline's connection (and runs on the pool): wait until it is made. */
    async function pipelineMade(db: Db): Promise<number> {
      for (let i = 0; i < 100; i++) {
        const pids = await Promise.all([markedPid(db), markedPid(db)]);
        if (pids[0] === pids[1] && !(await Promise.all([plainPid(db), plainPid(db)])).includes(pids[0])) return pids[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the pipeline connection was never made');
    }
    /** A knex of its own (a pool of four beside its pipeline), destroyed after `use`. */
    async function withDb(use: (db: Db) => Promise<void>): Promise<void> {
      const db = knexForUrl(testDb.url!, { min: 0, max: 4 });
      try {
        await use(db);
      } finally {
        await db.destroy();
      }
    }
    const alive = async (pid: number) => Number(((await testDb.db.raw('select count(*) as n from pg_stat_activity where pid = ?', [pid])) as
      { rows: Array<{ n: number }> }).rows[0].n) > 0;

    it('answers the marked reads issued together from one backend, and the others from the pool', async function () {
      if (!testDb.url) return skipOnPglite(this, 'holds one connection: nothing to pipeline');
      await withDb(async (db) => {
        const pid = await pipelineMade(db);
        expect(new Set(await Promise.all([1, 2, 3, 4, 5].map(() => markedPid(db))))).to.deep.equal(new Set([pid]));
        // Unmarked reads each take a pooled connection, never the pipeline's: one a transaction holds, and another beside
        // it (held, not merely slow, so that a slow machine's connection set-up cannot hand the second the first's).
        await db.transaction(async (trx) => {
          const held = ((await trx.select(trx.raw('pg_backend_pid() as pid'))) as Array<{ pid: number }>)[0].pid;
          const other = await plainPid(db);
          expect([held, other]).to.not.include(pid);
          expect(held).to.not.equal(other);
        });
        // And the rows are the same as the pool's.
        expect(await read(db, userId)).to.deep.equal(await testDb.db('users').select('id', 'email').where({ id: userId }));
      });
    });

    it('names a marked write but never pipelines it: it runs on a pooled connection', async function () {
      if (!testDb.url) return skipOnPglite(this, 'holds one connection: nothing to pipeline');
      await withDb(async (db) => {
        const pid = await pipelineMade(db);
        const written = await Promise.all([1, 2, 3].map(() => preparedWrite(db('users').where({ id: userId })
          .update({ updated_at: db.fn.now() }).returning(db.raw('pg_backend_pid() as pid'))) as Promise<Array<{ pid: number }>>));
        expect(written.map(([row]) => row.pid)).to.not.include(pid);
        // Named on the connection that ran it (a transaction's here, to ask that very connection).
        await db.transaction(async (trx) => {
          await preparedWrite(trx('users').where({ id: userId }).update({ updated_at: trx.fn.now() }));
          const statements = (await trx.raw(`select statement from pg_prepared_statements where name like 'q\\_%'`) as { rows: Array<{ statement: string }> }).rows;
          expect(statements.map((s) => s.statement)).to.include('update "users" set "updated_at" = CURRENT_TIMESTAMP where "id" = $1');
        });
      });
    });

    it('runs a marked read inside a transaction on the transaction\'s connection, seeing its writes', async function () {
      if (!testDb.url) return skipOnPglite(this, 'holds one connection: nothing to pipeline');
      await withDb(async (db) => {
        const pid = await pipelineMade(db);
        await db.transaction(async (trx) => {
          const own = await plainPid(trx);
          expect(own).to.not.equal(pid);
          expect(await markedPid(trx)).to.equal(own);
          const { id } = await createUser(trx);
          expect(await read(trx, id)).to.have.length(1);
        });
      });
    });

    it('fails a failing read alone: the others sent with it answer', async function () {
      if (!testDb.url) return skipOnPglite(this, 'holds one connection: nothing to pipeline');
      await withDb(async (db) => {
        await pipelineMade(db);
        const failing = prepared(db('users').select(db.raw('1 / (id - id) as x')).where({ id: userId }));
        const results = await Promise.allSettled([read(db, userId), failing, read(db, userId), markedPid(db)]);
        expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
        expect(((results[1] as PromiseRejectedResult).reason as Error).message).to.match(/division by zero/);
        expect((results[2] as PromiseFulfilledResult<unknown[]>).value).to.have.length(1);
      });
    });

    it('goes on after its connection is lost (a new one is made), and ends it when the database is closed', async function () {
      if (!testDb.url) return skipOnPglite(this, 'holds one connection: nothing to pipeline');
      let second: number | undefined;
      await withDb(async (db) => {
        const first = await pipelineMade(db);
        await testDb.db.raw('select pg_terminate_backend(?)', [first]);
        for (let i = 0; i < 50 && (await alive(first)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 50));
        // The reads after the loss answer (on the pool until the new connection is made, then on it).
        expect(await read(db, userId)).to.have.length(1);
        second = await pipelineMade(db);
        expect(second).to.not.equal(first);
      });
      expect(second).to.be.a('number');
      for (let i = 0; i < 50 && (await alive(second!)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await alive(second!)).to.equal(false);
    });
  });
});
