import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { BottomBar } from './bottom-bar';
import { CategoryDrawerStateProvider } from './category-drawer-state';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

describe('BottomBar for a guest', () => {
  it.each([
    ['Plaatsen', '/newAds/chooseCategory', '&intent=newAd'],
    ['Favorieten', '/dashboard/favorites', ''],
    ['Mijn kraam', '/mybooth', ''],
  ])('sends %s to /login with the way back', (name, target, intent) => {
    renderWithProviders(
      <CategoryDrawerStateProvider>
        <BottomBar />
      </CategoryDrawerStateProvider>,
    );
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(target)}${intent}`,
    );
  });
});
