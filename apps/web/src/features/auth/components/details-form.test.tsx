import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { API_PATHS, type UserDetails } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { fakeApi, json } from '@/test/fake-api';
import { USER_INFO_KEY } from '@/lib/session/user-info';
import { DetailsForm } from './details-form';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const details: UserDetails = {
  id: 5,
  email: 'anne@kraam.example',
  galleryId: null,
  firstName: 'Annemiek',
  lastName: 'de Vries',
  phone: '+31612345678',
  address: null,
  lang: 'nl',
  priceDropMail: false,
};

beforeEach(() => {
  window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ token: 'tok', userId: 5 }));
});
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DetailsForm', () => {
  it('loads the details under the viewer, saves the shared body and refreshes what shows them', async () => {
    let current = details;
    const api = fakeApi({
      [API_PATHS.userGet]: () => json(200, { data: current, message: null }),
      [API_PATHS.userEdit]: (_url, init) => {
        current = { ...current, ...(JSON.parse(init?.body as string) as Partial<UserDetails>) };
        return json(200, { data: null, message: 'Je gegevens zijn opgeslagen.' });
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const client = createTestQueryClient();
    renderWithProviders(<DetailsForm />, 'nl', client);
    const firstName = await screen.findByLabelText<HTMLInputElement>(/^Voornaam/);
    expect(firstName.value).toBe('Annemiek');

    fireEvent.change(firstName, { target: { value: 'Anne' } });
    fireEvent.change(screen.getByLabelText(/^Telefoonnummer/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('switch', { name: 'E-mail me als een favoriet in prijs daalt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bijgewerkt'));
    expect(JSON.parse(api.bodyOf(API_PATHS.userEdit) as string)).toEqual({
      firstName: 'Anne',
      lastName: 'de Vries',
      phone: null,
      address: null,
      priceDropMail: true,
    });
    const key = apiKey(API_PATHS.userGet, { lang: 'nl', viewer: 5 });
    await waitFor(() =>
      expect(client.getQueryData<UserDetails>(key)).toMatchObject({ firstName: 'Anne', phone: null }),
    );
    // The write made every read of the details stale, so they were asked again.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.pathname === API_PATHS.userGet)).toHaveLength(2),
    );
  });

  it('refuses an emptied name in English without sending', async () => {
    const api = fakeApi({ [API_PATHS.userGet]: json(200, { data: details, message: null }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<DetailsForm />, 'en');
    fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname === API_PATHS.userEdit)).toBe(false);
  });
});
