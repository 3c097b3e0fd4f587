/**
 * Hides a reported review from every page and rating (as Hide review on the operator console's Queues page does):
 *   npm run reviews:hide -- <review id>
 * The review's listing rating is recomputed and its vet list card moves at once (the listing's cache version);
 * a clinic site page a web process keeps shows it without the review once that page expires.
 */
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/knex.ts';
import { reviewService } from '../server/domain/reviews/review-service.ts';

const WORDS = {
  hidden: (id: number) => `Review ${id} is hidden.`,
  already: (id: number) => `Review ${id} was already hidden.`,
  missing: (id: number) => `There is no review ${id}.`,
} as const;

async function main(): Promise<number> {
  const arg = process.argv[2] ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(arg)) {
    console.error('Usage: npm run reviews:hide -- <review id>');
    return 1;
  }
  const id = Number(arg);
  const db = await createDb(loadConfig());
  try {
    const reviews = reviewService(db, {
      appointmentDetail: () => Promise.reject(new Error('not used by hide')), publicContentChanged: () => undefined,
    });
    const outcome = await reviews.hide(id, new Date());
    console.log(WORDS[outcome](id));
    return outcome === 'missing' ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
