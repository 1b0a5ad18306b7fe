import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { BottomBar } from './bottom-bar';
import { CategoryDrawerStateProvider } from './category-drawer-state';

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
