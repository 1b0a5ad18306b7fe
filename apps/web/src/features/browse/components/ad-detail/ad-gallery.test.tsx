import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AdGallery } from './ad-gallery';

describe('AdGallery', () => {
  it('opens the full-screen viewer, loaded on the first open, and steps through the photos', async () => {
    renderWithProviders(<AdGallery title="Gazelle" imageIds={['a', 'b']} />, 'en');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View photos full screen' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer.textContent).toContain('1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(viewer.textContent).toContain('2 of 2');
  });
});
