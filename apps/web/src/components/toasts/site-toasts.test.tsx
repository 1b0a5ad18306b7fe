import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderWithProviders } from '@/test/render';
import { SiteToasts } from './site-toasts';
import { testNavigation } from '@/test/navigation';

/** A dismissed toast plays its exit animation, which never ends in the test document: it is gone once it is leaving. */
function isLeaving(text: string): boolean {
  const node = screen.queryByText(text)?.closest('.Toastify__toast');
  return !node || /exit/.test(node.className);
}

beforeEach(() => {
  testNavigation.pathname = '/login';
});
afterEach(() => {
  act(() => toast.dismiss());
});

describe('SiteToasts', () => {
  it('takes an error toast away when a success follows', async () => {
    renderWithProviders(<SiteToasts />);
    act(() => void toast.error('Gebruikersnaam of wachtwoord onjuist'));
    expect(await screen.findByText('Gebruikersnaam of wachtwoord onjuist')).toBeTruthy();
    act(() => void toast.success('Welkom terug'));
    expect(await screen.findByText('Welkom terug')).toBeTruthy();
    await waitFor(() => expect(isLeaving('Gebruikersnaam of wachtwoord onjuist')).toBe(true));
    expect(isLeaving('Welkom terug')).toBe(false);
  });

  it('takes error toasts away on another page but leaves a success toast', async () => {
    const { rerender } = renderWithProviders(<SiteToasts />);
    act(() => void toast.error('Controleer de ingevulde gegevens'));
    act(() => void toast.success('Je advertentie staat online'));
    act(() => void toast.error('Nog een fout'));
    expect(await screen.findByText('Nog een fout')).toBeTruthy();
    testNavigation.pathname = '/dashboard';
    rerender(<SiteToasts />);
    await waitFor(() => expect(isLeaving('Nog een fout')).toBe(true));
    expect(isLeaving('Je advertentie staat online')).toBe(false);
  });

  it('lays toasts out left-to-right', async () => {
    renderWithProviders(<SiteToasts />);
    act(() => void toast.success('Je advertentie staat online'));
    const text = await screen.findByText('Je advertentie staat online');
    expect(text.closest('.Toastify__toast--rtl')).toBeNull();
  });

  it('announces toasts in a polite live region named in the visitor’s language, each toast an alert', async () => {
    renderWithProviders(<SiteToasts />);
    const region = screen.getByRole('region', { name: 'Meldingen' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => void toast.success('Je advertentie staat online'));
    const alert = await screen.findByRole('alert');
    expect(region.contains(alert)).toBe(true);
    expect(alert.textContent).toContain('Je advertentie staat online');
  });

  it('closes a toast with a button named in the visitor’s language', async () => {
    renderWithProviders(<SiteToasts />, 'en');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    act(() => void toast.error('Check the details you entered'));
    await screen.findByText('Check the details you entered');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(isLeaving('Check the details you entered')).toBe(true));
  });
});
