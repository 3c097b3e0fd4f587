/**
 * Creates an operator of the marketplace console (/ops):
 *   npm run ops:create-operator -- <email> "<name>"
 * asks for the password (at least 12 characters; a scripted setup pipes it in on the first line), then prints the
 * TOTP secret and its otpauth:// address (for the authenticator app; the sign-in page also shows it as a QR code
 * until the first code is entered) and ten one-time recovery codes. Only hashes of the codes are kept: this is the
 * only time they are shown. Same configuration as the server (DATABASE_URL, OPS_SECRET_KEY...): the secret is
 * stored encrypted under OPS_SECRET_KEY, so production needs it set first.
 */
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../server/config.ts';
import { createDb, migrateLatest } from '../server/db/knex.ts';
import { createOperator } from '../server/domain/ops/index.ts';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let piped = '';
    for await (const chunk of process.stdin) piped += String(chunk);
    return piped.split(/\r?\n/)[0];
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Typed characters are not echoed.
  const output = rl as unknown as { _writeToOutput?: (s: string) => void };
  const question = rl.question('Password (at least 12 characters): ');
  output._writeToOutput = () => undefined;
  const answer = await question;
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<number> {
  const [email, ...names] = process.argv.slice(2);
  const name = names.join(' ').trim();
  if (!email || !name) {
    console.error('Usage: npm run ops:create-operator -- <email> "<name>"');
    return 1;
  }
  const password = await askPassword();
  const config = loadConfig();
  const db = await createDb(config);
  try {
    await migrateLatest(db);
    const operator = await createOperator(db, { email, name, password }, config.opsSecretKey);
    console.log(`Operator #${operator.id} created: ${operator.email}`);
    console.log('');
    console.log('Add this account to an authenticator app (the first sign-in at /ops/login also shows it as a QR code):');
    console.log(`  secret:      ${operator.secret}`);
    console.log(`  otpauth URL: ${operator.otpauthUrl}`);
    console.log('');
    console.log('Recovery codes (each works once; keep them somewhere safe, they are not shown again):');
    for (const code of operator.recoveryCodes) console.log(`  ${code}`);
    return 0;
  } catch (err) {
    console.error('Could not create the operator:', err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exit(await main());
