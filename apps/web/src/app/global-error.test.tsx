// global-error.tsx: the root layout failed, so it has no providers and brings its own document and
// texts. Its own file: it mounts on the document, which React cannot share with earlier test roots.
import { render, screen, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GlobalError from './global-error';

const serverError = Object.assign(new Error('An error occurred in the Server Components render.'), {
  digest: '2811461939',
});

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
});

describe('global-error.tsx', () => {
  const renderDocument = () => {
    const retry = vi.fn();
    // It renders <html> itself, so it is mounted on the document rather than in a container.
    render(<GlobalError error={serverError} retry={retry} />, { container: document });
    return retry;
  };

  it('brings its own document and texts, in Dutch by default', async () => {
    const retry = renderDocument();
    expect(document.documentElement.lang).toBe('nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeTruthy();
    expect(document.title).toBe('Er ging iets mis · Kraam');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('speaks the language of the lang cookie', async () => {
    document.cookie = 'lang=en; path=/';
    renderDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });
});
