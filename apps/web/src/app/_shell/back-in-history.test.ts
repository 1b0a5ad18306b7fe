import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { backInHistory } from './back-in-history';

function click(init: Partial<MouseEvent<HTMLElement>> = {}) {
  const event = {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    ...init,
  };
  const preventDefault = vi.fn(() => (event.defaultPrevented = true));
  return { event: { ...event, preventDefault } as unknown as MouseEvent<HTMLElement>, preventDefault };
}

function withHistory(canGoBack: boolean) {
  Object.defineProperty(window, 'navigation', { value: { canGoBack }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
});

describe('backInHistory', () => {
  it('goes back to the page on this site the visitor came from', () => {
    withHistory(true);
    const back = vi.fn();
    const { event, preventDefault } = click();
    backInHistory(event, back);
    expect(back).toHaveBeenCalledOnce();
    expect(preventDefault).toHaveBeenCalledOnce();
  });

  it('follows the link for a visitor who arrived on the ad', () => {
    withHistory(false);
    const back = vi.fn();
    const { event, preventDefault } = click();
    backInHistory(event, back);
    expect(back).not.toHaveBeenCalled();
    expect(preventDefault).not.toHaveBeenCalled();
  });

  it('follows the link without the Navigation API and for a click that opens a new tab', () => {
    const back = vi.fn();
    backInHistory(click().event, back);
    withHistory(true);
    backInHistory(click({ ctrlKey: true }).event, back);
    expect(back).not.toHaveBeenCalled();
  });
});
