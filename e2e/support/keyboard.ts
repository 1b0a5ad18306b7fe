import type { Locator, Page } from 'playwright-core';

/** How the focused element reads in a failure message: its tag, role, name and text. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (the page body)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const role = element.getAttribute('role');
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`;
  });
}

const isFocused = (target: Locator, within: boolean) =>
  target
    .evaluate(
      (element, inside) =>
        inside ? element.contains(document.activeElement) : element === document.activeElement,
      within,
    )
    .catch(() => false);

interface TabOptions {
  /** Presses before giving up. */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** Done once focus is anywhere inside `target` (a radio group, a list), not on it. */
  within?: boolean;
}

/**
 * Presses Tab (or Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user steps
 * through a page; fails naming where focus went when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false, within = false }: TabOptions = {},
): Promise<void> {
  await target.waitFor();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const seen: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target, within)) return;
    await page.keyboard.press(key);
    if (seen.length < 80) seen.push(await describeFocus(page));
  }
  throw new Error(
    `${target.toString()} was not reached with ${max} × ${key}; focus went through:\n  ${seen.join('\n  ')}`,
  );
}

/**
 * True when the focused element shows that it has the focus: the focus ring (an outline of 2 px or more)
 * on itself or, for a radio, checkbox or switch, on the control around it; for a text field, the
 * outlined field's focused border, or the ring around a plain field's frame.
 */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    // The ring is drawn in a frame after the focus moved (with reduced motion too): read it after two.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const ringOn = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    // A radio, checkbox or switch is an invisible input: the ring is on the ButtonBase around it.
    if (element.matches('input[type="radio"], input[type="checkbox"]')) {
      const base = element.closest('.Mui-focusVisible');
      return base !== null && ringOn(base);
    }
    if (element.matches('input, textarea, [role="combobox"]')) {
      if (element.closest('.MuiInputBase-root.Mui-focused') !== null) return true;
      // A plain field's frame (the search form, the login page's fields) draws its focus around the frame.
      const frame = element.closest('[data-focus-frame]');
      return frame !== null && getComputedStyle(frame).boxShadow !== 'none';
    }
    return element.matches(':focus-visible') && ringOn(element);
  });
}

/** What has the focus, for messages and for checks that it landed where it should. */
export const focused = describeFocus;

/** Presses `key` (an arrow) until `target` has the focus: moving through a menu, a list or radios. */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 40): Promise<void> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target, false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(
    `${target.toString()} was not reached with ${max} × ${key}; focus is on ${await describeFocus(page)}`,
  );
}

/** Types text into whatever has the focus, a key at a time as a person does. */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 5 });
}
