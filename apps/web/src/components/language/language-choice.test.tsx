import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { LanguageChoice } from './language-choice';
import { testNavigation } from '@/test/navigation';

describe('LanguageChoice', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'lang=nl; path=/';
    document.documentElement.lang = 'nl';
  });

  it('switches to English in one tap: stored choice, cookie, <html lang> and a refresh', () => {
    renderWithProviders(<LanguageChoice />);
    const group = screen.getByRole('group', { name: 'Taal' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nederlands' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(testNavigation.router.refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves the active language alone', () => {
    renderWithProviders(<LanguageChoice />, 'en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(testNavigation.router.refresh).not.toHaveBeenCalled();
  });
});
