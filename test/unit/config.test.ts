import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ConfigError, parseConfig, publicConfig } from '../../server/config.ts';

const run = promisify(execFile);

describe('config', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = parseConfig({});
    expect(config.port).to.equal(3000);
    expect(config.database).to.deep.equal({ kind: 'pglite', dir: './data/pglite' });
    expect(config.redisUrl).to.equal(undefined);
    expect(config.mainDomain).to.equal('petcare.localhost');
    expect(config.videoBaseUrl).to.equal('https://meet.jit.si');
    expect(config.demoData).to.equal(true);
  });

  it('uses PostgreSQL and Redis when their URLs are set', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u@db:5432/app', REDIS_URL: 'redis://cache:6379' });
    expect(config.database).to.deep.equal({ kind: 'pg', url: 'postgres://u@db:5432/app', preparedStatements: true });
    expect(config.redisUrl).to.equal('redis://cache:6379');
  });

  it('turns named statements off for a pooler that cannot keep them', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u@db:5432/app', DATABASE_PREPARED_STATEMENTS: 'off' });
    expect(config.database).to.deep.equal({ kind: 'pg', url: 'postgres://u@db:5432/app', preparedStatements: false });
    expect(() => parseConfig({ DATABASE_URL: 'postgres://u@db:5432/app', DATABASE_PREPARED_STATEMENTS: 'maybe' })).to.throw(ConfigError, /DATABASE_PREPARED_STATEMENTS/);
  });

  it('lists every bad variable by name', () => {
    try {
      parseConfig({ PORT: 'eighty', NODE_ENV: 'staging', OPERATOR_EMAIL: 'nobody' });
      expect.fail('should have thrown');
    } catch (err) {
      expect(err).to.be.instanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).to.contain('PORT');
      expect(problems).to.contain('NODE_ENV');
      expect(problems).to.contain('OPERATOR_EMAIL');
    }
  });

  it('requires SESSION_SECRET in production and no demo data there unless asked', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).to.throw(ConfigError, /SESSION_SECRET/);
    const prod = parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret' });
    expect(prod.demoData).to.equal(false);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret', DEMO_DATA: '1' }).demoData).to.equal(true);
    expect(parseConfig({ DEMO_DATA: '0' }).demoData).to.equal(false);
  });

  it('takes OPS_SECRET_KEY as 32 bytes in hex or base64, derives one outside production, and has none in production without it', () => {
    const hex = 'ab'.repeat(32);
    expect(parseConfig({ OPS_SECRET_KEY: hex }).opsSecretKey!.toString('hex')).to.equal(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(parseConfig({ OPS_SECRET_KEY: base64 }).opsSecretKey!.equals(Buffer.alloc(32, 7))).to.equal(true);
    expect(parseConfig({ OPS_SECRET_KEY: Buffer.alloc(32, 7).toString('base64url') }).opsSecretKey!.equals(Buffer.alloc(32, 7))).to.equal(true);
    for (const bad of ['short', 'ab'.repeat(31), Buffer.alloc(16).toString('base64')]) {
      expect(() => parseConfig({ OPS_SECRET_KEY: bad })).to.throw(ConfigError, /OPS_SECRET_KEY: must be 32 bytes/);
    }
    // Outside production: derived from the session secret, so the same on every start and apart per secret.
    const a = parseConfig({ SESSION_SECRET: 'one-long-session-secret' }).opsSecretKey!;
    expect(a).to.have.length(32);
    expect(parseConfig({ SESSION_SECRET: 'one-long-session-secret' }).opsSecretKey!.equals(a)).to.equal(true);
    expect(parseConfig({ SESSION_SECRET: 'another-session-secret' }).opsSecretKey!.equals(a)).to.equal(false);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret' }).opsSecretKey).to.equal(undefined);
  });

  it('hands pages PayPal\'s public client id only, never its secret', () => {
    expect(publicConfig(parseConfig({})).paypalClientId).to.equal(null);
    const shown = publicConfig(parseConfig({ PAYPAL_CLIENT_ID: 'public-id', PAYPAL_CLIENT_SECRET: 'the-secret-value' }));
    expect(shown.paypalClientId).to.equal('public-id');
    expect(JSON.stringify(shown)).to.not.include('the-secret-value');
  });

  it('exits 1 with a message naming the bad variable when the server starts', async () => {
    try {
      await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '', LOG_LEVEL: 'silent' },
        timeout: 30_000,
      });
      expect.fail('the server should have exited');
    } catch (err) {
      const e = err as { code?: number; stderr?: string };
      expect(e.code).to.equal(1);
      expect(e.stderr).to.contain('PORT');
      expect(e.stderr).to.contain('Invalid configuration');
    }
  });
});
