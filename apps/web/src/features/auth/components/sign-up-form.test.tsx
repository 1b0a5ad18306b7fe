import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { API_PATHS } from '@kraam/shared';
import { renderWithProviders } from '@/test/render';
import { fakeApi, json } from '@/test/fake-api';
import { SignUpForm } from './sign-up-form';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('SignUpForm', () => {
  it('checks the shared rules in Dutch before sending anything', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SignUpForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findAllByText('Dit veld is verplicht')).toHaveLength(5);

    fill(/^Voornaam/, 'Annemiek');
    fill(/^Achternaam/, 'de Vries');
    fill(/^E-mailadres/, 'annemiek@');
    fill(/^Telefoonnummer/, '061234');
    fill(/^Wachtwoord/, 'kort');
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(
      screen.getByText(
        'Dit is geen geldig telefoonnummer. Typ het bijvoorbeeld als 06 12345678 of +32 470 12 34 56.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Deze waarde is te klein of te kort (minimaal 8).')).toBeTruthy();

    fill(/^Wachtwoord/, 'wachtwoord1');
    expect(
      await screen.findByText('Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.'),
    ).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says the same in English', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<SignUpForm />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    fill(/^Email address/, 'no-at-sign');
    fill(/^Phone number/, '061234');
    fill(/^Password/, 'password');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(
      screen.getByText(
        'This is not a valid phone number. Type it as, for example, 06 12345678 or +32 470 12 34 56.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('This password is too common. Please choose another one.')).toBeTruthy();
  });

  it("sends the shared body, puts the server's field errors under their fields, then shows the mail step", async () => {
    let answer = json(400, {
      message: 'Controleer de ingevulde gegevens.',
      code: 'VALIDATION_FAILED',
      errors: { email: ['Dit e-mailadres is al in gebruik.'] },
    });
    const api = fakeApi({ [API_PATHS.register]: () => answer });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SignUpForm />);
    fill(/^Voornaam/, ' Annemiek ');
    fill(/^Achternaam/, 'de Vries');
    fill(/^E-mailadres/, 'Annemiek@Kraam.example');
    // Typed the Dutch way, sent with its country code.
    fill(/^Telefoonnummer/, '06-12345678');
    fill(/^Wachtwoord/, 'Zonnebloem-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Dit e-mailadres is al in gebruik.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Controleer de ingevulde gegevens.', expect.anything());
    expect(JSON.parse(api.bodyOf(API_PATHS.register) as string)).toEqual({
      firstName: 'Annemiek',
      lastName: 'de Vries',
      email: 'annemiek@kraam.example',
      phone: '+31612345678',
      password: 'Zonnebloem-2026!',
    });

    answer = json(200, { data: null, message: 'Bijna klaar' });
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check je mail' })).toBeTruthy());
  });
});
