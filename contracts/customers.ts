import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { CUSTOMER_SORTS, CUSTOMERS_PAGE_SIZE } from './customer-words.ts';

// The Users table's words and shapes live apart (customer-words.ts), so the table island carries no zod.
export * from './customer-words.ts';

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
