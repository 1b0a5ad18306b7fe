import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '@/test/fake-api';
import { aBooth } from '@/test/booth-fixture';
import { renderWithProviders } from '@/test/render';
import { rememberLoginIntent } from '@/lib/login-intent';
import { AdActions } from './ad-actions';

const ad = {
  id: 41,
  title: 'Gazelle damesfiets',
  phone: '+31612345678',
  phoneShown: '06 12345678',
  boothId: 4,
  favoriteCount: 2,
};

const booth = (id: number) => aBooth({ id, name: 'Fietsenkraam', title: '' });

/** Signed in with a booth of its own; each test has its own token, as the booth info is kept per session. */
function signInWithBooth(token: string, boothId: number) {
  window.localStorage.setItem('userInfo', JSON.stringify({ token, userId: 7 }));
  const api = fakeApi({ '/exhibitor/v2/Booth/Get': json(200, { data: booth(boothId), message: null }) });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdActions', () => {
  it('sends guests to log in first for chat and the phone number, saying why, and back to the ad after it', () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<AdActions ad={ad} />);
    expect(screen.getByRole('link', { name: 'Chat met de verkoper' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/dashboard/chat?adId=41')}&intent=chat`,
    );
    expect(screen.getByRole('link', { name: 'Toon telefoonnummer' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/ads/41')}&intent=phone`,
    );
    expect(screen.queryByText('06 12345678')).toBeNull();
  });

  it('shows the number at once to a guest back from the login its button sent them to, once', () => {
    signInWithBooth('returning-token', 99);
    window.history.replaceState(null, '', '/ads/41');
    rememberLoginIntent({ intent: 'phone' }, '/ads/41');
    const first = renderWithProviders(<AdActions ad={ad} />);
    expect(screen.getByRole('link', { name: 'Bel 06 12345678' })).toBeTruthy();
    first.unmount();
    renderWithProviders(<AdActions ad={ad} />);
    expect(screen.getByRole('button', { name: 'Toon telefoonnummer' })).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });

  it('lets a signed-in visitor open the chat and reveal the number as call and WhatsApp links', async () => {
    signInWithBooth('visitor-token', 99);
    renderWithProviders(<AdActions ad={ad} />);
    expect(screen.getByRole('link', { name: 'Chat met de verkoper' }).getAttribute('href')).toBe(
      '/dashboard/chat?adId=41',
    );
    expect(screen.getByRole('button', { name: 'Bewaren' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toon telefoonnummer' }));
    // Shown the Dutch way, dialled in full.
    const call = screen.getByRole('link', { name: 'Bel 06 12345678' });
    expect(call.textContent).toBe('06 12345678');
    expect(call.getAttribute('href')).toBe('tel:+31612345678');
    expect(screen.getByRole('link', { name: 'App via WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/31612345678',
    );
    // The chat's safety warning tells the same story: talking elsewhere is fine, paying in advance is not.
    expect(
      screen.getByText(
        'Bellen of appen mag gerust. Betaal nooit vooruit: betaal pas als je het artikel hebt gezien.',
      ),
    ).toBeTruthy();
    // Once the visitor's own booth is known (another one), nothing changes.
    await waitFor(() => expect(screen.queryByTestId('owner-actions')).toBeNull());
  });

  it('offers no phone button when the seller gave no number', () => {
    signInWithBooth('no-phone-token', 99);
    renderWithProviders(<AdActions ad={{ ...ad, phone: null, phoneShown: null }} />);
    expect(screen.queryByRole('button', { name: 'Toon telefoonnummer' })).toBeNull();
  });

  it("shows the seller edit and the ad's statistics instead of chat and save", async () => {
    signInWithBooth('owner-token', 4);
    renderWithProviders(<AdActions ad={ad} />, 'en');
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/newAds/chooseCategory?edit=41',
    );
    const stats = screen.getByRole('list', { name: "Your ad's statistics" });
    // The view count stands in the ad's heading already: once on the page.
    expect(stats.textContent).not.toContain('Viewed');
    expect(stats.textContent).toContain('Saved as a favourite 2 times');
    expect(screen.queryByRole('link', { name: 'Chat with the seller' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show phone number' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
