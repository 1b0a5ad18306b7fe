import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { Booth } from '@kraam/shared';
import { renderAsSeller } from '@/test/render';
import { BoothSettingsForm } from './booth-settings-form';
import { json } from '@/test/fake-api';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

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
};

function renderForm(respond: (path: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(new URL(input as string).pathname, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAsSeller(<BoothSettingsForm />);
  return fetchMock;
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('BoothSettingsForm', () => {
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
    });
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
