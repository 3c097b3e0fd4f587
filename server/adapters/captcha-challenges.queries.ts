import type { Conn } from '../db/knex.ts';

/** Keeps a challenge's answer until `ttlMs` from the database's now. */
export async function insertCaptchaChallenge(db: Conn, id: string, answer: string, ttlMs: number): Promise<void> {
  await db.raw(`insert into captcha_challenges (id, answer, expires_at) values (?, ?, now() + (? * interval '1 millisecond'))`, [id, answer, ttlMs]);
}

/**
 * Deletes the challenge and returns its answer when it had not expired. One
 * statement, so of two attempts racing on one id only one gets the row.
 */
export async function takeCaptchaChallenge(db: Conn, id: string): Promise<string | null> {
  const result = await db.raw(`delete from captcha_challenges where id = ? returning answer, expires_at > now() as live`, [id]);
  const row = (result.rows ?? result)[0] as { answer: string; live: boolean } | undefined;
  return row && row.live ? row.answer : null;
}

export async function deleteExpiredCaptchaChallenges(db: Conn): Promise<void> {
  await db('captcha_challenges').where('expires_at', '<=', db.fn.now()).delete();
}
