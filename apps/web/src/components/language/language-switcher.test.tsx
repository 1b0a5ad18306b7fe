import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { LanguageSwitcher } from './language-switcher';
import { testNavigation } from '@/test/navigation';

describe('LanguageSwitcher', () => {
  // The dropdown's code loads on first open; loaded once here, the first test does not wait for its transform.
  beforeAll(() => import('./language-menu'));

  beforeEach(() => {
    document.cookie = 'lang=nl; path=/';
    document.documentElement.lang = 'nl';
  });

  it('switches to English: stored choice, cookie, <html lang> and a refresh', async () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Taal: Nederlands' }));
    expect(await screen.findByRole('menuitem', { name: 'Nederlands' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(testNavigation.router.refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the active language is chosen again', async () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Taal: Nederlands' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Nederlands' }));
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(testNavigation.router.refresh).not.toHaveBeenCalled();
  });

  it('shows the name after the flag by default, before it with showName="before", and none with false', () => {
    const { rerender } = renderWithProviders(<LanguageSwitcher />, 'en');
    // What comes first in the button's face: the flag (an svg) or the name.
    const order = () => {
      const face = screen.getByRole('button', { name: 'Language: English' }).firstElementChild;
      return face?.firstElementChild?.tagName.toLowerCase() === 'svg' ? 'flag first' : 'name first';
    };
    expect(order()).toBe('flag first');
    rerender(<LanguageSwitcher showName="before" />);
    expect(order()).toBe('name first');
    rerender(<LanguageSwitcher showName="before" reverse />);
    expect(order()).toBe('flag first');
    expect(screen.getByRole('button', { name: 'Language: English' }).textContent).toContain('English');
    rerender(<LanguageSwitcher showName={false} />);
    expect(screen.getByRole('button', { name: 'Language: English' }).textContent).not.toContain('English');
  });
});
