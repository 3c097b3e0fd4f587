import type { Conn } from '../../db/knex.ts';
import type { Locale } from '../../../contracts/locale.ts';

export interface ShelterInquiryRow {
  id: number;
  name: string;
  company: string;
  email: string;
  number: string | null;
  comments: string | null;
  /** The language the form was sent in (null: sent before it was stored, English). */
  locale: Locale | null;
  created_at: Date;
}

export type NewShelterInquiry = Pick<ShelterInquiryRow, 'name' | 'company' | 'email' | 'number' | 'comments'> & { locale?: Locale | null };

/** Stores one enquiry as typed (escaping happens where it is displayed). */
export async function insertShelterInquiry(db: Conn, inquiry: NewShelterInquiry): Promise<ShelterInquiryRow> {
  const [row] = await db('shelter_inquiries')
    .insert(inquiry)
    .returning(['id', 'name', 'company', 'email', 'number', 'comments', 'locale', 'created_at']);
  return { ...row, id: Number(row.id) };
}

/** Newest first. */
export function latestShelterInquiries(db: Conn, limit = 50): Promise<ShelterInquiryRow[]> {
  return db('shelter_inquiries')
    .select('id', 'name', 'company', 'email', 'number', 'comments', 'locale', 'created_at')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** One enquiry by id (the operator's approval reads it). */
export function shelterInquiryById(db: Conn, id: number): Promise<ShelterInquiryRow | undefined> {
  return db('shelter_inquiries').select('id', 'name', 'company', 'email', 'number', 'comments', 'locale', 'created_at').where({ id }).first();
}
