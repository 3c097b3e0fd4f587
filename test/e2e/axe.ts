import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core on the page as it stands and returns its serious and critical violations as readable lines.
 * The page must bypass CSP (`page.setBypassCSP(true)` before it loads): axe is injected as an inline script,
 * which our policy (scripts from 'self' only) rightly blocks.
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: axe skips gathering the nodes of passed and incomplete checks.
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
