import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { CityAutocomplete } from './city-autocomplete';

const UTRECHT = { id: 7, provinceId: 3, name: 'Utrecht', latitude: 52.09, longitude: 5.12 };

function renderChooser(lang: 'nl' | 'en' = 'nl') {
  const onChange = vi.fn();
  const api = fakeApi({ [API_PATHS.cities]: json(200, { data: [UTRECHT], message: null }) });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<CityAutocomplete value={null} onChange={onChange} label="Plaats" />, lang);
  return { api, onChange, cityCalls: () => api.calls.filter((c) => c.url.pathname === API_PATHS.cities) };
}

afterEach(() => vi.unstubAllGlobals());

describe('CityAutocomplete', () => {
  it('asks once per pause in typing, in the page language, and offers the cities found', async () => {
    const { cityCalls, onChange } = renderChooser();
    const box = screen.getByRole('combobox', { name: /Plaats/ });
    // As a person types: into the focused box (MUI puts the chosen city back into a box left unfocused).
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Ut' } });
    fireEvent.change(box, { target: { value: 'Utr' } });
    // Generous wait: the chooser pauses before asking, and a busy machine renders slowly.
    fireEvent.click(await screen.findByRole('option', { name: 'Utrecht' }, { timeout: 5000 }));
    expect(onChange).toHaveBeenCalledWith(UTRECHT);
    const asked = cityCalls().map((call) => call.url.searchParams.get('search'));
    expect(asked).toEqual(['Utr']);
    expect(cityCalls()[0]?.url.searchParams.get('lang')).toBe('nl');
  });

  it('does not search before the minimum number of letters and says how many to type', async () => {
    const { cityCalls } = renderChooser('en');
    const box = screen.getByRole('combobox', { name: /Plaats/ });
    // The typing pause on a clock of the test's: it has passed when the test says so, however busy the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: 'U' } });
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(screen.getByText('Type at least 2 letters')).toBeTruthy();
      expect(cityCalls()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  // MUI's own texts are English: a Dutch page named its buttons 'Open' and 'Clear'.
  it.each([
    ['nl', 'Keuzelijst openen', 'Keuzelijst sluiten'],
    ['en', 'Open the list', 'Close the list'],
  ] as const)('names its buttons in the page language (%s)', async (lang, open, close) => {
    renderChooser(lang);
    expect(screen.getByRole('button', { name: open })).toBeTruthy();
    const box = screen.getByRole('combobox', { name: /Plaats/ });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Utr' } });
    expect(await screen.findByRole('button', { name: close })).toBeTruthy();
  });
});
