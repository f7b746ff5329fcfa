import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and best practices) on the page as
 * it is now and returns its violations: an empty list is a pass. The script
 * goes in through the DevTools protocol, so the app's CSP need not allow it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are measured on a settled page: a toast fading in is not yet its colour.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 5000 },
  );
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })) as AxeResult;
  });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
  }));
}
