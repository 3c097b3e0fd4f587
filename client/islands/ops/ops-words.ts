import type { SiteOpsId } from '../../../contracts/messages/en-site-ops.ts';
import { fill } from '../../../contracts/messages/fill.ts';

/**
 * The console tables' words in the page's language (ids `ops.table.`, contracts/messages/en-site-ops.ts), given by
 * the page (views/pages/ops/ops-table-island.tsx) as one prop with its `Intl` locale for the dates: plain words or
 * `{name}` templates filled with `fill`, so the `ops-table` bundle holds no message runtime.
 */
export type OpsTableWordId = Extract<SiteOpsId, `ops.table.${string}`>;
export interface OpsTableWords {
  /** The page's `Intl` locale ('en-US', 'es-US'): the console's dates in its language. */
  locale: string;
  words: Readonly<Record<OpsTableWordId, string>>;
}

/** Says one of the tables' words, its `{name}` parts filled in. */
export type OpsSay = (id: OpsTableWordId, values?: Readonly<Record<string, string | number>>) => string;
export const opsSayer = (words: OpsTableWords['words']): OpsSay => (id, values) => fill(words[id], values);
