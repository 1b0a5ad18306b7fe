import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { MAX_IMAGE_BYTES } from '@kraam/shared';
import { renderWithProviders } from '@/test/render';
import { AvatarField } from './avatar-field';
import { json } from '@/test/fake-api';
import type * as ShrinkModule from '@/lib/images/shrink-image';

// The test document decodes no images: the browser's shrinking is proven in e2e/photo-shrinking.e2e.ts.
vi.mock('@/lib/images/shrink-image', async (original) => {
  const real = await original<typeof ShrinkModule>();
  return { ...real, shrinkImage: vi.fn(() => Promise.reject(new real.UndecodableImageError())) };
});

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AvatarField', () => {
  it('shows the initials without a photo and an accessible button that accepts only raster images', () => {
    renderWithProviders(<AvatarField galleryId={null} name="Joris de Vries" onUploaded={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Nog geen profielfoto' }).textContent).toBe('JV');
    // Not the no-image icon, which looks like a broken image.
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: 'Foto wijzigen' })).toBeTruthy();
    expect(screen.getByTestId('avatar-input').getAttribute('accept')).toBe(
      'image/png,image/jpeg,image/gif,image/webp',
    );
  });

  it('makes a file over 1 MB smaller instead of refusing it, and names one it cannot read', async () => {
    renderWithProviders(<AvatarField galleryId={null} name="Joris de Vries" onUploaded={vi.fn()} />);
    pick(new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Dit bestand kan niet als foto worden gelezen. Kies een andere foto.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses other types in English too', () => {
    renderWithProviders(<AvatarField galleryId={null} name="Joris de Vries" onUploaded={vi.fn()} />, 'en');
    pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toMatch(/PNG, JPEG, GIF or WebP/);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads as multipart, reports the new id and toasts; a refusal toasts the server message', async () => {
    const onUploaded = vi.fn();
    const galleryId = '6f1c1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
    fetchMock.mockResolvedValueOnce(json(200, { data: { galleryId }, message: 'Bijgewerkt' }));
    renderWithProviders(<AvatarField galleryId={null} name="Joris de Vries" onUploaded={onUploaded} />);
    pick(new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(galleryId));
    expect(toast.success).toHaveBeenCalledWith('Bijgewerkt');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toEqual(expect.stringContaining('/exhibitor/v2/User/Avatar?lang=nl'));
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.headers as Record<string, string>)['content-type']).toBeUndefined();

    fetchMock.mockResolvedValueOnce(
      json(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Dit bestandstype wordt niet ondersteund.' }),
    );
    pick(new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Dit bestandstype wordt niet ondersteund.', expect.anything()),
    );
  });
});
