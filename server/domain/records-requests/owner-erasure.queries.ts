import type { Conn } from '../../db/knex.ts';

/** An erased owner's records requests keep what was paid and when; the signer's name and address go. */
export async function anonymiseRecordsRequestsOf(db: Conn, userId: number): Promise<number> {
  return db('records_requests').where({ user_id: userId }).update({ signer_name: 'Deleted owner', signer_ip: null });
}
