import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, TEST_API } from '@/test/render';
import { cycle, SearchBox } from './search-box';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push, replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
}));
vi.mock('next/form', () => ({ default: (props: ComponentProps<'form'>) => <form {...props} /> }));

const fetchMock = vi.fn<typeof fetch>();
const suggestions = [
  { from: 'booth', id: 4, title: 'Fietsenwinkel De Ketting', galleryId: null },
  { from: 'ad', id: 104, title: 'Fietshelm Abus', galleryId: null },
];

beforeEach(() => {
  vi.useFakeTimers();
  push.mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ data: suggestions, message: null }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const type = async (value: string) => {
  fireEvent.change(screen.getByRole('combobox'), { target: { value } });
  // The pause in typing, then the answer's way through the query cache.
  await act(() => vi.advanceTimersByTimeAsync(200));
  await act(() => vi.advanceTimersByTimeAsync(10));
};

describe('SearchBox suggestions', () => {
  it('asks for nothing with 2 characters and for suggestions from the third', async () => {
    renderWithProviders(<SearchBox />);
    await type('fi');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');

    await type('fie');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${TEST_API}/public/v2/Search/Get?lang=nl&searchTerm=fie`);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');

    // Back to two characters empties the list.
    await type('fi');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('asks once per term and language: a term typed again is answered from the cache', async () => {
    renderWithProviders(<SearchBox />);
    await type('fiets');
    await type('fietsen');
    await type('fiets');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('moves through the options with the arrow keys and opens a booth with Enter', async () => {
    renderWithProviders(<SearchBox />);
    await type('fiets');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/booth/4');
  });

  it('opens an ad suggestion on click and closes with Escape', async () => {
    renderWithProviders(<SearchBox />);
    await type('fiets');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(screen.getByRole('combobox'));
    fireEvent.mouseDown(screen.getByRole('option', { name: /Fietshelm/ }));
    expect(push).toHaveBeenCalledWith('/ads/104');
  });

  it('ignores a failing suggestion call', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderWithProviders(<SearchBox />);
    await type('fiets');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('cycle', () => {
  it('wraps from the typed text through the options and back', () => {
    expect([cycle(-1, 1, 2), cycle(0, 1, 2), cycle(1, 1, 2), cycle(-1, -1, 2)]).toEqual([0, 1, -1, 1]);
  });
});
