import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { SearchView } from './search-view';
import { testNavigation } from '@/test/navigation';

beforeEach(() => {
  testNavigation.pathname = '/categoryAds';
});

const categories = [
  { href: '/categoryAds?categoryId=11', label: 'Stadsfietsen' },
  { href: '/categoryAds?categoryId=12', label: 'E-bikes' },
];

describe('SearchView', () => {
  it('puts the category chips in the filter sheet, as a section Categorie, closing it on a choice', async () => {
    renderWithProviders(
      <SearchView
        filters={{ categoryId: '1' }}
        initial={{ data: [], nextCursor: null, total: 0 }}
        categories={categories}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('presentation');
    const section = within(sheet).getByRole('navigation', { name: 'Categorie' });
    expect(within(section).getByRole('link', { name: 'E-bikes' }).getAttribute('href')).toBe(
      '/categoryAds?categoryId=12',
    );
    fireEvent.click(within(section).getByRole('link', { name: 'Stadsfietsen' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
  });

  it.each([
    ['nl', { total: 1250 }, '1.250 advertenties'],
    ['nl', { total: 1 }, '1 advertentie'],
    ['nl', { total: 1000, totalCapped: true }, 'Meer dan 1.000 advertenties'],
    ['en', { total: 1250 }, '1,250 ads'],
    ['en', { total: 1000, totalCapped: true }, 'More than 1,000 ads'],
  ] as const)('counts the results in the page’s language (%s, %o)', (lang, counted, text) => {
    renderWithProviders(
      <SearchView filters={{ search: 'fiets' }} initial={{ data: [], nextCursor: null, ...counted }} />,
      lang,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});
