import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ScrollStrip } from './scroll-strip';

const CARD = 180;
const GAP = 16;
const scrollBy = vi.fn();

/** The test document lays nothing out: give the list the sizes of 8 cards in a strip that shows about 5. */
function layOut(list: HTMLElement, scrollLeft = 0) {
  Object.defineProperties(list, {
    clientWidth: { configurable: true, value: 1000 },
    scrollWidth: { configurable: true, value: 8 * CARD + 7 * GAP },
    scrollLeft: { configurable: true, writable: true, value: scrollLeft },
  });
  for (const item of list.children)
    Object.defineProperty(item, 'offsetWidth', { configurable: true, value: CARD });
  list.style.columnGap = `${GAP}px`;
  fireEvent.scroll(list);
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

const renderStrip = () => {
  renderWithProviders(
    <ScrollStrip heading={<h2>Uitgelicht</h2>} label="Uitgelicht" previousLabel="Vorige" nextLabel="Volgende">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index}>Kaart {index + 1}</li>
      ))}
    </ScrollStrip>,
  );
  return screen.getByRole('list', { name: 'Uitgelicht' });
};

beforeEach(() => {
  scrollBy.mockClear();
  HTMLElement.prototype.scrollBy = scrollBy;
});
afterEach(() => vi.unstubAllGlobals());

describe('ScrollStrip', () => {
  it('shows that there is more: next moves a page of whole cards on, previous is off at the start', () => {
    reducedMotion(false);
    const list = renderStrip();
    layOut(list);
    const previous = screen.getByRole('button', { name: 'Vorige' });
    const next = screen.getByRole('button', { name: 'Volgende' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    // 1000px shows 5 whole cards of 180 + 16.
    expect(scrollBy).toHaveBeenCalledWith({ left: 5 * (CARD + GAP), behavior: 'smooth' });

    layOut(list, 8 * CARD + 7 * GAP - 1000);
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(previous.hasAttribute('disabled')).toBe(false);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -5 * (CARD + GAP), behavior: 'smooth' });
  });

  it('jumps without smooth scrolling when reduced motion is asked for', () => {
    reducedMotion(true);
    const list = renderStrip();
    layOut(list);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 5 * (CARD + GAP), behavior: 'auto' });
  });

  it('has no arrows when every card fits', () => {
    reducedMotion(false);
    const list = renderStrip();
    Object.defineProperties(list, {
      clientWidth: { configurable: true, value: 1000 },
      scrollWidth: { configurable: true, value: 1000 },
    });
    fireEvent.scroll(list);
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
  });
});
