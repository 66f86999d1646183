import type { Locator, Page } from '@playwright/test';

/**
 * What sticks out sideways inside a box: the box scrolling sideways, an element reaching past its
 * container, or content spilling out of an element. Inside a box that scrolls sideways on purpose
 * (a code listing, a wide table) the content may be wider; the scrolling box itself must fit.
 */
export function overflowsIn(box: Locator): Promise<string[]> {
  return box.evaluate((root) => {
    const found: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    // A box of `display: contents` has no rectangle: its container is the next box up.
    const containerOf = (el: Element) => {
      let up = el.parentElement!;
      while (up !== root && getComputedStyle(up).display === 'contents') up = up.parentElement!;
      return up;
    };
    const insideScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
        if (scrolls(up)) return true;
      }
      return false;
    };
    if (root.scrollWidth > root.clientWidth)
      found.push(`${describe(root)} is ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    for (const el of root.querySelectorAll('*')) {
      if (insideScroller(el)) continue;
      const rect = el.getBoundingClientRect();
      // Visually hidden labels are 1 px boxes that sit on their container's edge.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const outer = containerOf(el).getBoundingClientRect();
      const out = Math.max(rect.right - outer.right, outer.left - rect.left);
      if (out > 1) found.push(`${describe(el)} reaches ${Math.round(out)} px past its container`);
      const style = getComputedStyle(el);
      // A cell cut with an ellipsis is shortened on purpose (result-table.tsx).
      if (!scrolls(el) && style.textOverflow !== 'ellipsis' && el.clientWidth > 0) {
        const spill = el.scrollWidth - el.clientWidth;
        if (spill > 1) found.push(`${describe(el)} holds ${spill} px more than it shows`);
      }
    }
    return found;
  });
}

/** How far the page itself scrolls sideways: 0 when everything fits the window. */
export const pageOverflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      document.body.scrollWidth - document.body.clientWidth,
    ),
  );
