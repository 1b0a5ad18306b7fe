import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { LanguageChoice } from './language-choice';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

describe('LanguageChoice', () => {
  beforeEach(() => {
    refresh.mockClear();
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
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves the active language alone', () => {
    renderWithProviders(<LanguageChoice />, 'en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});
