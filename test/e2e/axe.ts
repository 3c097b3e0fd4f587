import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core on the page as it stands and returns its serious and critical violations as readable lines.
 * axe is evaluated through the DevTools protocol, as a console would, which our CSP (scripts from 'self' only) does
 * not govern: the page keeps its policy, and a walk that reports CSP violations can audit the same page load.
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  if (!await page.evaluate(() => 'axe' in window)) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: axe skips gathering the nodes of passed and incomplete checks.
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
