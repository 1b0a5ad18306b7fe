import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, type Booth } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import { fakeApi, json } from '@/test/fake-api';
import { createTestQueryClient, renderAsSeller } from '@/test/render';
import { aBooth } from '@/test/booth-fixture';
import { BoothHeaderLink } from './booth-header-link';
import { BoothSettingsForm } from './booth-settings-form';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const booth = aBooth({ id: 4, name: 'De Ketting', title: 'Fietsen' });

beforeEach(() => window.localStorage.setItem('userInfo', JSON.stringify({ token: 'token', userId: 9 })));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the own booth read', () => {
  it('is one cache entry for the header and booth settings, under the viewer, refreshed by a save', async () => {
    let stored = booth;
    const api = fakeApi({
      [API_PATHS.boothGet]: () => json(200, { data: stored, message: null }),
      [API_PATHS.boothEdit]: (_url, init) => {
        stored = { ...stored, ...(JSON.parse(init?.body as string) as Partial<Booth>) };
        return json(200, { data: stored, message: 'Je kraam is opgeslagen.' });
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const client = createTestQueryClient();
    renderAsSeller(
      <>
        <BoothHeaderLink />
        <BoothSettingsForm />
      </>,
      'nl',
      client,
    );
    await screen.findByLabelText('Mijn kraam: Fietsen');
    expect(api.calls.filter((call) => call.url.pathname === API_PATHS.boothGet)).toHaveLength(1);
    expect(client.getQueryData(apiKey(API_PATHS.boothGet, { lang: 'nl', viewer: 9 }))).toEqual(booth);

    fireEvent.change(screen.getByLabelText(/^Ondertitel/), {
      target: { value: 'Gebruikte fietsen' },
    });
    fireEvent.click(screen.getByText('Kraam opslaan'));
    await screen.findByLabelText('Mijn kraam: Gebruikte fietsen');
    // The save made the booth reads stale: they were asked again.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.pathname === API_PATHS.boothGet)).toHaveLength(2),
    );
  });
});
