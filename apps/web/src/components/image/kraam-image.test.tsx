import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithProviders, TEST_API } from '@/test/render';
import { ApiBaseProvider } from '@/lib/api/api-base-context';
import { KraamImage } from './kraam-image';

const ID = '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

afterEach(() => vi.restoreAllMocks());

describe('KraamImage', () => {
  it('shows a blurred preview until the full image has loaded', async () => {
    renderWithProviders(<KraamImage id={ID} alt="Fiets" sizes="300px" />);
    const preview = screen.getByTestId('image-preview');
    expect(preview.getAttribute('src')).toBe(`${TEST_API}/public/downloadFileById/${ID}?size=favicon`);
    expect(preview.style.filter).toBe('blur(14px)');

    const full = screen.getByRole('img', { name: 'Fiets' });
    expect(full.getAttribute('src')).toMatch(
      new RegExp(`^${TEST_API}/public/downloadFileById/${ID}\\?w=\\d+&q=75$`),
    );
    expect(full.getAttribute('srcset')).toContain('w=3840&q=75');

    fireEvent.load(full);
    await waitFor(() => expect(screen.queryByTestId('image-preview')).toBeNull());
  });

  it.each([
    [640, 'drops the preview', 'image-preview', null],
    [0, 'shows the placeholder', 'image-placeholder', 'Fiets'],
  ] as const)(
    'takes a photo the browser finished before hydration as it ended (%i px wide: %s)',
    (naturalWidth, _outcome, testId, label) => {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
      renderWithProviders(<KraamImage id={ID} alt="Fiets" sizes="300px" />);
      if (label === null) expect(screen.queryByTestId(testId)).toBeNull();
      else expect(screen.getByTestId(testId).getAttribute('aria-label')).toBe(label);
    },
  );

  it('paints the full image over the preview from the server HTML on, without waiting for scripts', () => {
    // Hidden until a React load handler ran, the photo (the page's largest paint) waited for hydration.
    const html = renderToString(
      <ApiBaseProvider value={TEST_API}>
        <KraamImage id={ID} alt="Fiets" sizes="300px" priority />
      </ApiBaseProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [preview, full] = [...page.querySelectorAll('img')];
    expect(preview?.dataset.testid).toBe('image-preview');
    // Later in the frame and positioned alike, the full image covers the preview as soon as it has loaded.
    expect(full?.getAttribute('alt')).toBe('Fiets');
    expect(full?.style.position).toBe('absolute');
    expect(full?.style.opacity).not.toBe('0');
    expect(full?.style.visibility).not.toBe('hidden');
    expect(full?.getAttribute('fetchpriority')).toBe('high');
    expect(full?.getAttribute('loading')).not.toBe('lazy');
    // And the photo is preloaded from the head, at high priority, as next/image's priority did.
    const preload = page.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(preload?.getAttribute('imagesrcset')).toBe(full?.getAttribute('srcset'));
  });

  it('shows the placeholder when the image fails to load', () => {
    renderWithProviders(<KraamImage id={ID} alt="Fiets" sizes="300px" />);
    fireEvent.error(screen.getByRole('img', { name: 'Fiets' }));
    expect(screen.getByTestId('image-placeholder').getAttribute('aria-label')).toBe('Fiets');
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });

  it('shows the placeholder without an id and requests nothing', () => {
    const { container } = renderWithProviders(<KraamImage id={null} alt="Geen foto" />);
    expect(screen.getByRole('img', { name: 'Geen foto' }).dataset.testid).toBe('image-placeholder');
    expect(container.querySelector('img')).toBeNull();
  });
});
