/**
 * Each island's budget in kB of gzip, counting what a page with only that island downloads: the shared
 * entry (React, hydration) plus the island's chunk and every chunk it imports. `npm run size` fails the
 * build when one is over. The targets are 100 kB for the schedule calendar and 80 kB for the shelter, order
 * and pet forms; where an island is not there yet its budget is today's size rounded up, so it can only
 * shrink, with the target beside it. Built islands carry GraphQL operations as ids, not text
 * (scripts/vite-document-ids.ts).
 */
export const ISLAND_BUDGETS_KB: Record<string, { budget: number; target?: number }> = {
  // Our own time grid on the browser's Intl (client/islands/schedule-calendar/).
  'schedule-calendar': { budget: 100, target: 100 },
  'shelter-form': { budget: 80, target: 80 },
  // The order and pet rules are valibot (contracts/orders.ts, contracts/pets.ts).
  'order-form': { budget: 80, target: 80 },
  'my-pets': { budget: 80, target: 80 },
  // The Website tab's rich-text editor (TipTap over ProseMirror), loaded on that tab only.
  'website-settings': { budget: 235 },
};

/** Every island not named above. */
export const DEFAULT_BUDGET_KB = 150;
