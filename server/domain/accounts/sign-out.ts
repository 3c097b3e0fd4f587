import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { setSignedOut } from './accounts.queries.ts';
import { revokeApiTokensOf } from './api-tokens.queries.ts';
import { requireViewer, type Viewer } from './viewer.ts';

/**
 * Logs the viewer out everywhere: every session of theirs that began before now ends (`signed_out_at`, compared
 * with each session's start as a password change is) and every API token of theirs is revoked, together.
 * The caller ends the session the request came with.
 */
export async function signOutEverywhere(db: Db, viewer: Viewer | null, now = new Date()): Promise<void> {
  const who = requireViewer(viewer);
  await inTransaction(db, async (tx) => {
    await setSignedOut(tx, who.kind, who.id, now);
    await revokeApiTokensOf(tx, who.kind, who.id, now);
  });
}
