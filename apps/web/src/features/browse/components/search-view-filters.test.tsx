import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { SearchView } from './search-view';
import { testNavigation } from '@/test/navigation';

beforeEach(() => {
  testNavigation.pathname = '/categoryAds';
});

const lastQuery = () => {
  const url = String(testNavigation.router.push.mock.lastCall?.[0] ?? '');
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
};

async function openSheet() {
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('presentation');
}

describe('SearchView filters', () => {
  // The URL only changes once the navigation lands: a second change before then must not start from the
  // stale filters and drop the first (a typed maximum lost to a condition box).
  it('keeps a typed maximum price when a condition is ticked straight after', async () => {
    renderWithProviders(
      <SearchView filters={{ search: 'fiets' }} initial={{ data: [], nextCursor: null, total: 0 }} />,
    );
    const sheet = await openSheet();
    const max = within(sheet).getByTestId('price-max');
    fireEvent.change(max, { target: { value: '50' } });
    // As in a browser: pressing the checkbox takes the focus from the price field first.
    fireEvent.blur(max);
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'fiets', priceMax: '50' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Nieuw' }));
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'fiets', priceMax: '50', condition: 'new' }));
  });

  it('keeps both conditions ticked one after the other before the page caught up', async () => {
    renderWithProviders(
      <SearchView filters={{ search: 'fiets' }} initial={{ data: [], nextCursor: null, total: 0 }} />,
      'en',
    );
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'New' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Good' }));
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'fiets', condition: 'new,good' }));
    expect(within(sheet).getByRole('checkbox', { name: 'New' })).toHaveProperty('checked', true);
  });
});
