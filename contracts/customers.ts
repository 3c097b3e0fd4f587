import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';

/**
 * A clinic's customers (the spec's Users page, /app/users, root admin only): the owners who have an
 * appointment with the clinic or whom it registered at its desk, never every owner of the marketplace.
 */

/** The spec's page size for the Users table. */
export const CUSTOMERS_PAGE_SIZE = 10;
export const NO_RECORDS = 'No Records Found';
export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** Columns the table sorts by on the server. */
export const CUSTOMER_SORTS = ['id', 'name', 'email', 'phone', 'since'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const filterText = z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v || undefined);

/** The Users table's query: contains-filters per column (case-insensitive), a sort, a page. */
export const customerQuerySchema = z.object({
  name: filterText,
  email: filterText,
  phone: filterText,
  sort: z.enum(CUSTOMER_SORTS, 'Unknown sort').default('id'),
  desc: z.boolean().default(true),
  limit: z.number().int().min(1).max(50).default(CUSTOMERS_PAGE_SIZE),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;
export type CustomerQueryParsed = z.output<typeof customerQuerySchema>;

/** The Users table's query as its URL holds it: filters, sort and offset. */
export interface CustomersQueryView {
  name: string;
  email: string;
  phone: string;
  sort: CustomerSort;
  desc: boolean;
  offset: number;
}

export interface CustomerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** When the owner became this clinic's customer (first appointment or desk registration), ISO. */
  since: string | null;
  appointments: number;
  pets: number;
}

export interface CustomerPage {
  rows: CustomerRow[];
  total: number;
}

/** One customer's contact on their page: a row without the counts. */
export type CustomerProfile = Omit<CustomerRow, 'appointments' | 'pets'>;
