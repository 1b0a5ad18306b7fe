import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, TEST_API } from '@/test/render';
import { KraamImage } from './kraam-image';

const ID = '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

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

    expect(full.style.opacity).toBe('0');
    fireEvent.load(full);
    // next/image reports the load after decoding, asynchronously.
    await waitFor(() => expect(screen.queryByTestId('image-preview')).toBeNull());
    expect(screen.getByRole('img', { name: 'Fiets' }).style.opacity).toBe('1');
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
