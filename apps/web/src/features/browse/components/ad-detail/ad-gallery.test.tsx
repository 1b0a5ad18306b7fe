import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('names the viewer on the element with role dialog, in Dutch and in English', async () => {
    const { unmount } = renderWithProviders(<AdGallery title="Gazelle" imageIds={['a', 'b']} />, 'nl');
    fireEvent.click(screen.getByRole('button', { name: "Foto's op volledig scherm bekijken" }));
    expect(await screen.findByRole('dialog', { name: "Foto's op volledig scherm" })).toBeTruthy();
    unmount();

    renderWithProviders(<AdGallery title="Gazelle" imageIds={['a', 'b']} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'View photos full screen' }));
    expect(await screen.findByRole('dialog', { name: 'Photos full screen' })).toBeTruthy();
  });

  it('gives focus back to the photo that opened it when Escape closes the viewer', async () => {
    renderWithProviders(<AdGallery title="Gazelle" imageIds={['a', 'b']} />, 'en');
    const opener = screen.getByRole('button', { name: 'View photos full screen' });
    opener.focus();
    fireEvent.click(opener);
    const viewer = await screen.findByRole('dialog');
    await waitFor(() => expect(viewer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
