import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { savedSearch, signInSaver } from '../saved-search-test-data';
import { SaveSearchDialog } from './save-search-dialog';

// The search page's own query string, sort and paging included: the saved one keeps only the filters.
const PAGE_QUERY = 'sort=newest&search=fiets&postalCode=3500&radiusKm=10&priceMax=150';

function renderDialog(answer: Response, lang: 'nl' | 'en' = 'nl') {
  const api = fakeApi({ [API_PATHS.savedSearchInsert]: answer });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<SaveSearchDialog open query={PAGE_QUERY} onClose={() => undefined} />, lang);
  return api;
}

const sentBody = (api: ReturnType<typeof fakeApi>) =>
  JSON.parse(api.bodyOf(API_PATHS.savedSearchInsert) as string) as unknown;

beforeEach(signInSaver);
afterEach(() => vi.unstubAllGlobals());

describe('the save-search dialog', () => {
  it("saves the page's filters with the chosen frequency and email, the name left to the server", async () => {
    const api = renderDialog(json(200, { data: savedSearch(), message: null }));
    const name = screen.getByRole('textbox', { name: 'Naam' });
    expect(name.getAttribute('placeholder')).toBe('fiets · 3500 + 10 km · tot € 150');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Hoe vaak?' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Dagelijks' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Ook per e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren' }));

    expect(await screen.findByText('Zoekopdracht bewaard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk je bewaarde zoekopdrachten' }).getAttribute('href')).toBe(
      '/dashboard/savedSearches',
    );
    expect(sentBody(api)).toEqual({
      frequency: 'daily',
      email: false,
      query: 'search=fiets&priceMax=150&postalCode=3500&radiusKm=10',
      push: false,
    });
    expect(new Headers(api.calls[0]!.init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('sends the name typed', async () => {
    const api = renderDialog(json(200, { data: savedSearch(), message: null }), 'en');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Fiets voor Anna ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Search saved.')).toBeTruthy();
    expect(sentBody(api)).toMatchObject({ name: 'Fiets voor Anna', frequency: 'instant', email: true });
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    renderDialog(
      json(409, {
        message: 'Je hebt al 50 bewaarde zoekopdrachten. Verwijder er eerst een.',
        code: 'CONFLICT',
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Naam' }), { target: { value: 'Fietsen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(
      await screen.findByText('Je hebt al 50 bewaarde zoekopdrachten. Verwijder er eerst een.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Naam' }).value).toBe('Fietsen');
    expect(screen.queryByText('Zoekopdracht bewaard.')).toBeNull();
  });
});
