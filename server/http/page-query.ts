import type { Request } from 'express';

const MAX_KEYS = 20;
const MAX_LENGTH = 200;

/**
 * The page's query string as plain strings, for the tables that read their state from it and build their links on
 * it (client/lib/table-url.ts): the first value of a repeated key, nested or overlong values dropped, at most 20 keys.
 */
export function pageQuery(query: Request['query']): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query).slice(0, MAX_KEYS)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.length <= MAX_LENGTH && key.length <= 60) plain[key] = value;
  }
  return plain;
}
