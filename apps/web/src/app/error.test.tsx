// error.tsx: a page that threw, shown inside the site's providers in the visitor's language.
import { screen, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import PageError from './error';

const serverError = Object.assign(new Error('An error occurred in the Server Components render.'), {
  digest: '2811461939',
});

describe('error.tsx', () => {
  it.each([
    {
      lang: 'nl',
      title: 'Er ging iets mis',
      retryLabel: 'Opnieuw proberen',
      home: 'Terug naar de homepage',
      reference: 'Foutcode: 2811461939',
    },
    {
      lang: 'en',
      title: 'Something went wrong',
      retryLabel: 'Try again',
      home: 'Back to the home page',
      reference: 'Error code: 2811461939',
    },
  ] as const)(
    'says what happened in $lang, with a retry, a way home and the reference',
    async ({ lang, title, retryLabel, home, reference }) => {
      const retry = vi.fn();
      renderWithProviders(<PageError error={serverError} retry={retry} />, lang);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/');
      expect(screen.getByText(reference)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: retryLabel }));
      expect(retry).toHaveBeenCalledOnce();
    },
  );

  it('shows no reference for an error without a digest, nor its message', async () => {
    renderWithProviders(<PageError error={new Error('secret detail')} retry={vi.fn()} />, 'en');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.queryByText(/Error code/)).toBeNull();
    expect(screen.queryByText(/secret detail/)).toBeNull();
  });
});
