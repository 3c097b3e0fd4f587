import type { WebsiteRow } from './websites.queries.ts';

/** A clinic's site as GraphQL and pages see it: plain data, never the row (no tenant HTML). */
export interface WebsiteDto {
  id: number;
  name: string;
  logo: string | null;
  subDomain: string | null;
  customDomain: string | null;
}

export function toWebsiteDto(row: WebsiteRow): WebsiteDto {
  return { id: Number(row.id), name: row.name, logo: row.logo, subDomain: row.sub_domain, customDomain: row.custom_domain };
}
