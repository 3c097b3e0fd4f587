/**
 * The operator approves a shelter partnership inquiry (as Approve on the operator console's Queues page does):
 *   npm run shelters:approve -- <inquiryId>
 * creates the shelter's account from the inquiry (its email, contact name and shelter name) and mails it a
 * week-long link to choose its password. With the embedded mail default the message is in the outbox
 * (/dev/outbox). Same configuration as the server (DATABASE_URL, SMTP_URL, PUBLIC_URL...).
 */
import { loadConfig } from '../server/config.ts';
import { createDb, migrateLatest } from '../server/db/knex.ts';
import { createAdapters } from '../server/adapters/index.ts';
import { createCaptchaStore } from '../server/adapters/captcha-store.ts';
import { AccountService } from '../server/domain/accounts/account-service.ts';
import { approveShelterInquiry } from '../server/domain/shelters/index.ts';

async function main(): Promise<number> {
  const id = process.argv[2];
  if (!id || !/^\d{1,15}$/.test(id)) {
    console.error('Usage: npm run shelters:approve -- <inquiryId>');
    return 1;
  }
  const config = loadConfig();
  const db = await createDb(config);
  try {
    await migrateLatest(db);
    const adapters = await createAdapters(config, db);
    const captchas = await createCaptchaStore(config, db);
    const accounts = new AccountService(db, adapters, { secret: config.sessionSecret, publicUrl: config.publicUrl, captchas });
    const shelter = await approveShelterInquiry(db, { welcome: (email, name, locale) => accounts.welcomeShelter(email, name, locale) }, Number(id), new Date());
    await captchas.close();
    console.log(`Shelter #${shelter.shelterId} approved: ${shelter.email} was mailed a link to choose its password.`);
    return 0;
  } catch (err) {
    console.error('Approval failed:', err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exit(await main());
