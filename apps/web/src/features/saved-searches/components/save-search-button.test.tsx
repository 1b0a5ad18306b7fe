import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { rememberLoginIntent } from '@/lib/login-intent';
import { renderWithProviders } from '@/test/render';
import { signInSaver } from '../saved-search-test-data';
import { SaveSearchButton } from './save-search-button';
import { testNavigation } from '@/test/navigation';

beforeEach(() => {
  testNavigation.pathname = '/categoryAds';
  testNavigation.searchParams = new URLSearchParams('search=fiets');
});

beforeEach(() => {
  window.history.replaceState(null, '', '/categoryAds?search=fiets');
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the 'save search' button", () => {
  it('sends a guest to log in, to come back to this search with the dialog', () => {
    renderWithProviders(<SaveSearchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar zoekopdracht' }));
    expect(testNavigation.router.push).toHaveBeenCalledWith(
      '/login?next=%2FcategoryAds%3Fsearch%3Dfiets&intent=saveSearch',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the dialog for a user', async () => {
    signInSaver();
    renderWithProviders(<SaveSearchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar zoekopdracht' }));
    expect(await screen.findByRole('dialog', { name: 'Zoekopdracht bewaren' })).toBeTruthy();
    expect(testNavigation.router.push).not.toHaveBeenCalled();
  });

  it('opens the dialog once for the user who logged in to save this search', async () => {
    rememberLoginIntent({ intent: 'saveSearch' }, '/categoryAds?search=fiets');
    signInSaver();
    renderWithProviders(<SaveSearchButton />);
    expect(await screen.findByRole('dialog', { name: 'Zoekopdracht bewaren' })).toBeTruthy();
    expect(window.sessionStorage.getItem('loginIntent')).toBeNull();
  });
});
