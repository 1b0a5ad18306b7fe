import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { savedSearch, signInSaver } from '../saved-search-test-data';
import { SavedSearchList } from './saved-search-list';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const bike = savedSearch();
const car = savedSearch({ id: 6, name: 'Auto', query: 'categoryId=3', frequency: 'off', email: false });

function renderList(searches = [bike, car], lang: 'nl' | 'en' = 'nl') {
  const api = fakeApi({
    [API_PATHS.savedSearches]: json(200, { data: searches, message: null }),
    [API_PATHS.savedSearchDelete]: json(200, { data: null, message: null }),
    [API_PATHS.savedSearchEdit]: (_url, init) =>
      json(200, { data: { ...bike, ...(JSON.parse(init?.body as string) as object) }, message: null }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<SavedSearchList />, lang);
  return api;
}

const calls = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.url.pathname === path);

beforeEach(signInSaver);
afterEach(() => vi.unstubAllGlobals());

describe('the saved searches list', () => {
  it('shows each search in words with its frequency, email and a link to its results', async () => {
    renderList();
    const first = (await screen.findByRole('heading', { name: 'fiets · 3500 + 10 km' })).closest('article')!;
    expect(within(first).getByText('“fiets” · binnen 10 km van 3500 · tot € 150')).toBeTruthy();
    expect(within(first).getByRole('combobox', { name: 'Hoe vaak?' }).textContent).toBe('Direct');
    expect(
      within(first)
        .getByRole('link', { name: 'Resultaten van fiets · 3500 + 10 km openen' })
        .getAttribute('href'),
    ).toBe('/categoryAds?search=fiets&postalCode=3500&radiusKm=10&priceMax=150');
    const second = screen.getByRole('heading', { name: 'Auto' }).closest('article')!;
    expect(within(second).getByText('Gepauzeerd')).toBeTruthy();
    expect(within(second).getByText('1 filter meer')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Hervatten' })).toBeTruthy();
  });

  it('deletes only after the question is answered yes', async () => {
    const api = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'fiets · 3500 + 10 km verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zoekopdracht verwijderen?' });
    expect(
      within(dialog).getByText('Je krijgt dan geen meldingen meer voor “fiets · 3500 + 10 km”.'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    // The page is hidden from the accessibility tree until the dialog has faded out.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api, API_PATHS.savedSearchDelete)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'fiets · 3500 + 10 km' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'fiets · 3500 + 10 km verwijderen' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Zoekopdracht verwijderen?' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'fiets · 3500 + 10 km' })).toBeNull();
    const deletes = calls(api, API_PATHS.savedSearchDelete);
    expect(deletes.map((call) => [call.init?.method, call.url.searchParams.get('id')])).toEqual([
      ['DELETE', '5'],
    ]);
    expect(screen.getByRole('heading', { name: 'Auto' })).toBeTruthy();
  });

  it('pauses a search by turning its frequency off', async () => {
    const api = renderList([bike]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pauzeren' }));
    expect(await screen.findByText('Gepauzeerd')).toBeTruthy();
    const edits = calls(api, API_PATHS.savedSearchEdit);
    expect(edits.map((call) => [call.init?.method, call.init?.body])).toEqual([
      ['PUT', JSON.stringify({ id: 5, frequency: 'off' })],
    ]);
  });

  it('resumes a paused search at the frequency it had, not as instant alerts', async () => {
    const api = renderList([savedSearch({ frequency: 'off', resumeFrequency: 'daily' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Hervatten' }));
    await vi.waitFor(() => expect(screen.queryByText('Gepauzeerd')).toBeNull());
    const edits = calls(api, API_PATHS.savedSearchEdit);
    expect(edits.map((call) => call.init?.body)).toEqual([JSON.stringify({ id: 5, frequency: 'daily' })]);
  });

  it('says there are none yet and where to start', async () => {
    renderList([], 'en');
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/categoryAds');
  });
});
