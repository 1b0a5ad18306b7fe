import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { Booth } from '@kraam/shared';
import { renderAsSeller } from '@/test/render';
import { BoothSettingsForm } from './booth-settings-form';
import { json } from '@/test/fake-api';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const booth: Booth = {
  id: 4,
  name: 'De Ketting',
  title: 'Fietsen',
  description: 'Nagekeken',
  logoId: '3f8e2b8a-3c51-4c59-9d1c-8e7c5e0a1b11',
  bannerId: null,
  email: 'jan@kraam.example',
  website: null,
  socialLinks: { instagram: 'https://instagram.com/ketting' },
  street: 'Dorpsstraat 1',
  postalCode: '3511 AB',
  cityId: 7,
  cityName: 'Utrecht',
  sellerType: 'private',
  companyName: null,
  kvkNumber: null,
  phone: null,
};

function renderForm(respond: (path: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(new URL(input as string).pathname, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAsSeller(<BoothSettingsForm />);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('BoothSettingsForm', () => {
  it('announces the loading booth as a named status, which assistive technology may read', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAsSeller(<BoothSettingsForm />);
    const status = await screen.findByRole('status', { name: 'Je kraam wordt geladen' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    answer(json(200, { data: booth, message: null }));
    await screen.findByLabelText(/^Ondertitel/);
  });

  it('edits an existing booth by sending every field back, and confirms with a toast', async () => {
    const fetchMock = renderForm((path) =>
      json(200, {
        data: path.endsWith('/Booth/Get') ? booth : { ...booth, title: 'Gebruikte fietsen' },
        message: null,
      }),
    );
    fireEvent.change(await screen.findByLabelText(/^Ondertitel/), {
      target: { value: 'Gebruikte fietsen' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kraam opslaan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bijgewerkt'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url as string).toContain('/exhibitor/v2/Booth/Edit');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'De Ketting',
      title: 'Gebruikte fietsen',
      description: 'Nagekeken',
      email: 'jan@kraam.example',
      website: null,
      socialLinks: { instagram: 'https://instagram.com/ketting' },
      street: 'Dorpsstraat 1',
      postalCode: '3511 AB',
      cityId: 7,
      logoId: booth.logoId,
      bannerId: null,
      sellerType: 'private',
      companyName: null,
      kvkNumber: null,
      phone: null,
    });
  });

  it('shows the business details only for Zakelijk, requires them, and explains a wrong KvK number', async () => {
    const fetchMock = renderForm((path, init) =>
      json(200, {
        data: path.endsWith('/Booth/Get')
          ? booth
          : { ...booth, ...(JSON.parse(init?.body as string) as Partial<Booth>) },
        message: null,
      }),
    );
    const trader = await screen.findByRole('radio', { name: 'Zakelijk' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Particulier' }).checked).toBe(true);
    expect(screen.queryByLabelText(/^KvK-nummer/)).toBeNull();
    expect(screen.queryByLabelText(/^Bedrijfsnaam/)).toBeNull();

    fireEvent.click(trader);
    fireEvent.change(await screen.findByLabelText(/^KvK-nummer/), { target: { value: '1234567' } });
    fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kraam opslaan' }));
    expect(await screen.findByText('Een KvK-nummer bestaat uit precies 8 cijfers.')).toBeTruthy();
    // Company name, phone and the booth's email are a trader's legal notice too: all three are missing.
    expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(/^Bedrijfsnaam/), { target: { value: 'De Ketting V.O.F.' } });
    fireEvent.change(screen.getByLabelText(/^KvK-nummer/), { target: { value: '30123456' } });
    fireEvent.change(screen.getByLabelText(/^Telefoonnummer/), { target: { value: '030 123 4567' } });
    fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: 'info@ketting.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kraam opslaan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bijgewerkt'));
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toMatchObject({
      sellerType: 'trader',
      companyName: 'De Ketting V.O.F.',
      kvkNumber: '30123456',
      // Sent as the shared rule reads it: in E.164.
      phone: '+31301234567',
      email: 'info@ketting.example',
    });

    // Back to private: the business details go away and are not sent.
    fireEvent.click(screen.getByRole('radio', { name: 'Particulier' }));
    await waitFor(() => expect(screen.queryByLabelText(/^KvK-nummer/)).toBeNull());
  });

  it('puts the server’s field errors for a trader under the business fields, in English', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        new URL(input as string).pathname.endsWith('/Booth/Get')
          ? json(200, {
              data: {
                ...booth,
                sellerType: 'trader',
                companyName: 'De Ketting V.O.F.',
                kvkNumber: '30123456',
                phone: '+31301234567',
              },
              message: null,
            })
          : json(400, {
              message: 'Please check the data you entered.',
              code: 'VALIDATION_FAILED',
              errors: { kvkNumber: ['A KvK number (Dutch Chamber of Commerce) is exactly 8 digits.'] },
            }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAsSeller(<BoothSettingsForm />, 'en');
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Business' })).checked).toBe(true);
    // The stored E.164 number is shown the way a seller types it.
    expect(screen.getByLabelText<HTMLInputElement>(/^Phone number/).value).toBe('030 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Save booth' }));
    expect(
      await screen.findByText('A KvK number (Dutch Chamber of Commerce) is exactly 8 digits.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Company name/).value).toBe('De Ketting V.O.F.');
  });

  it('creates a booth when there is none, checking the shared rules first and putting server field errors under their fields', async () => {
    const fetchMock = renderForm((path) =>
      path.endsWith('/Booth/Get')
        ? json(404, { message: 'Niet gevonden.', code: 'NOT_FOUND' })
        : json(400, {
            message: 'Controleer de gemarkeerde velden.',
            code: 'VALIDATION_FAILED',
            errors: { website: ['Ongeldig adres.'], 'socialLinks.facebook': ['Ongeldig adres.'] },
          }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Kraam aanmaken' }));
    expect(await screen.findByText('Dit veld is verplicht')).toBeTruthy();
    const name = screen.getByLabelText(/^Naam van je kraam/);
    fireEvent.change(name, { target: { value: 'K' } });
    expect(await screen.findByText('Gebruik minstens 2 tekens')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'De Ketting' } });
    fireEvent.change(screen.getByLabelText(/^Website/), { target: { value: 'ketting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kraam aanmaken' }));
    expect(await screen.findByText('Deze waarde is ongeldig.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(/^Website/), {
      target: { value: 'https://ketting.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kraam aanmaken' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Controleer de gemarkeerde velden.', expect.anything()),
    );
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(screen.getAllByText('Ongeldig adres.')).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>(/^Website/).value).toBe('https://ketting.example');
  });

  it('words the same rules in English', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(404, { message: 'Not found.', code: 'NOT_FOUND' })));
    vi.stubGlobal('fetch', fetchMock);
    renderAsSeller(<BoothSettingsForm />, 'en');
    fireEvent.change(await screen.findByLabelText(/^Booth name/), {
      target: { value: 'K' },
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'jan@' } });
    fireEvent.change(screen.getByLabelText(/^Postal code/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create booth' }));
    expect(await screen.findByText('Use at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This value is invalid.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
