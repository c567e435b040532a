import type { Page } from '@playwright/test';

/**
 * What in the islands' regions does not fit: text cut off by a box that clips (overflow hidden or clip, an ellipsis
 * included), text running out of its own box sideways, boxes sticking out of the fixed-height header, controls
 * overlapping in the header and the footer's bottom row, fixed boxes taller than the viewport, and anything past the
 * viewport's edges. Scrollers built to scroll (the slider's row, the open menu's panel, the notices) and visually
 * hidden text (clip-path inset(50%)) are not counted.
 * Each finding names the element and its text.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const name = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const hidden = new Map<Element, boolean>();
    const isHidden = (element: Element | null): boolean => {
      if (!element) return false;
      const known = hidden.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const value = style.clipPath.startsWith('inset(50%') || style.visibility === 'hidden' || isHidden(element.parentElement);
      hidden.set(element, value);
      return value;
    };
    const clips = (value: string): boolean => value === 'hidden' || value === 'clip';
    const ownText = (element: Element): boolean =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    const viewportWidth = document.documentElement.clientWidth;

    for (const element of document.querySelectorAll('[data-tabiji-island] *')) {
      if (!(element instanceof HTMLElement) || element.getClientRects().length === 0 || isHidden(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents') continue;
      const hasText = (element.textContent ?? '').trim().length > 0;
      if (hasText && clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        findings.push(`${name(element)} cuts off ${element.scrollWidth - element.clientWidth}px of its text sideways`);
      }
      if (hasText && clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1) {
        findings.push(`${name(element)} cuts off ${element.scrollHeight - element.clientHeight}px of its text at the bottom`);
      }
      // Text of its own running out of a box that does not clip (it runs over its neighbours).
      if (ownText(element) && !clips(style.overflowX) && style.overflowX !== 'auto' && element.scrollWidth > element.clientWidth + 1) {
        findings.push(`${name(element)} spills ${element.scrollWidth - element.clientWidth}px of its text sideways`);
      }
      const rect = element.getBoundingClientRect();
      // A fixed box (the notices) must fit the viewport's height: what lies beyond it can never be scrolled to.
      if (style.position === 'fixed' && (rect.top < -1 || rect.bottom > window.innerHeight + 1)) {
        findings.push(`${name(element)} is fixed but runs past the viewport (${Math.round(rect.top)}–${Math.round(rect.bottom)} of ${window.innerHeight}px)`);
      }
      const insideScroller = element.parentElement?.closest('.tabiji-slider__list, .tabiji-hamburger__panel') !== null;
      if (!insideScroller && rect.width > 0 && (rect.right > viewportWidth + 1 || rect.left < -1)) {
        findings.push(`${name(element)} reaches past the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} of ${viewportWidth}px)`);
      }
    }

    // The header is 56px high whatever it holds, and its controls share one row, as do the footer's bottom row's.
    for (const row of document.querySelectorAll('.tabiji-header, .tabiji-footer__bottom')) {
      const rowRect = row.getBoundingClientRect();
      const children = [...row.children].filter((child) => child.getClientRects().length > 0 && !isHidden(child));
      children.forEach((child, index) => {
        const rect = child.getBoundingClientRect();
        if (row.classList.contains('tabiji-header') && (rect.bottom > rowRect.bottom + 1 || rect.top < rowRect.top - 1)) {
          findings.push(`${name(child)} sticks out of the header (${Math.round(rect.top)}–${Math.round(rect.bottom)} in ${Math.round(rowRect.top)}–${Math.round(rowRect.bottom)})`);
        }
        for (const other of children.slice(index + 1)) {
          const next = other.getBoundingClientRect();
          const overlaps = rect.left < next.right - 1 && next.left < rect.right - 1 && rect.top < next.bottom - 1 && next.top < rect.bottom - 1;
          if (overlaps && rect.width > 0 && next.width > 0) findings.push(`${name(child)} overlaps ${name(other)}`);
        }
      });
    }
    return findings;
  });
}
