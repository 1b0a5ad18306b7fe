import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { LanguageSwitcher } from './language-switcher';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    refresh.mockClear();
    document.cookie = 'lang=nl; path=/';
    document.documentElement.lang = 'nl';
  });

  it('switches to English: stored choice, cookie, <html lang> and a refresh', () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Taal: Nederlands' }));
    expect(screen.getByRole('menuitem', { name: 'Nederlands' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the active language is chosen again', () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: 'Taal: Nederlands' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Nederlands' }));
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows the name after the flag by default, before it with showName="before", and none with false', () => {
    const { rerender } = renderWithProviders(<LanguageSwitcher />, 'en');
    const order = () => {
      const button = screen.getByRole('button', { name: 'Language: English' });
      const row = button.querySelector('svg')?.parentElement;
      return row ? getComputedStyle(row).flexDirection : '';
    };
    expect(order()).toBe('row');
    rerender(<LanguageSwitcher showName="before" />);
    expect(order()).toBe('row-reverse');
    rerender(<LanguageSwitcher showName="before" reverse />);
    expect(order()).toBe('row');
    expect(screen.getByRole('button', { name: 'Language: English' }).textContent).toContain('English');
    rerender(<LanguageSwitcher showName={false} />);
    expect(screen.getByRole('button', { name: 'Language: English' }).textContent).not.toContain('English');
  });
});
