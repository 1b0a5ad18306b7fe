import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { API_PATHS } from '@kraam/shared';
import { renderWithProviders } from '@/test/render';
import { fakeApi, json } from '@/test/fake-api';
import { ResetPasswordForm } from './reset-password-form';
import { SecurityForm } from './security-form';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push, replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/resetpasswrod',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  push.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordForm', () => {
  it('wants the same new password twice, in Dutch and English, and sends nothing until it is', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    const { unmount } = renderWithProviders(<ResetPasswordForm token="a-token-from-the-mail" />);
    fill(/^Nieuw wachtwoord/, 'Tulpenveld-2027?');
    fill(/^Herhaal nieuw wachtwoord/, 'Tulpenveld-2028?');
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('De wachtwoorden zijn niet gelijk')).toBeTruthy();
    unmount();

    renderWithProviders(<ResetPasswordForm token="a-token-from-the-mail" />, 'en');
    fill(/^New password/, 'Tulpenveld-2027?');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fill(/^Repeat new password/, 'Tulpenveld-2028?');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token with the new password and goes to /login', async () => {
    const api = fakeApi({
      [API_PATHS.resetPassword]: json(200, { data: null, message: 'Je wachtwoord is gewijzigd.' }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ResetPasswordForm token="a-token-from-the-mail" />);
    fill(/^Nieuw wachtwoord/, 'Tulpenveld-2027?');
    fill(/^Herhaal nieuw wachtwoord/, 'Tulpenveld-2027?');
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'));
    expect(toast.success).toHaveBeenCalledWith('Je wachtwoord is gewijzigd.');
    expect(JSON.parse(api.bodyOf(API_PATHS.resetPassword) as string)).toEqual({
      token: 'a-token-from-the-mail',
      password: 'Tulpenveld-2027?',
    });
  });
});

describe('SecurityForm', () => {
  it("puts the server's wrong-current-password error under that field and empties the form after a change", async () => {
    let answer = json(400, {
      message: 'Controleer de ingevulde gegevens.',
      code: 'VALIDATION_FAILED',
      errors: { currentPassword: ['Het huidige wachtwoord klopt niet.'] },
    });
    const api = fakeApi({ [API_PATHS.userChangePassword]: () => answer });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SecurityForm />);
    fill(/^Huidig wachtwoord/, 'verkeerd');
    fill(/^Nieuw wachtwoord/, 'Tulpenveld-2027?');
    fill(/^Herhaal nieuw wachtwoord/, 'Tulpenveld-2027?');
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('Het huidige wachtwoord klopt niet.')).toBeTruthy();
    expect(JSON.parse(api.bodyOf(API_PATHS.userChangePassword) as string)).toEqual({
      currentPassword: 'verkeerd',
      newPassword: 'Tulpenveld-2027?',
    });

    answer = json(200, { data: null, message: 'Je wachtwoord is gewijzigd.' });
    fill(/^Huidig wachtwoord/, 'Zonnebloem-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Je wachtwoord is gewijzigd.'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Huidig wachtwoord/).value).toBe(''));
  });
});
