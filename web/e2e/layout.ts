import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect } from './fixtures';

/** Elements that stick out of the screen to the right (or the page scrolls sideways). */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      out.push(
        `page scrolls sideways: ${String(document.documentElement.scrollWidth)} > ${String(width)}`,
      );
    }
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Clipped on purpose by a scrolling or hidden-overflow ancestor: not seen wide.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'hidden' || o === 'auto' || o === 'scroll' || o === 'clip') {
          clipped = true;
          break;
        }
      }
      if (!clipped && (r.right > width + 1 || r.left < -1)) {
        out.push(
          `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 40)} ${String(Math.round(r.left))}–${String(Math.round(r.right))}`,
        );
      }
    }
    return out.slice(0, 5);
  });
}

/** A 390-pixel-wide phone shows the page without sideways scrolling, and axe finds nothing. */
export async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
}
