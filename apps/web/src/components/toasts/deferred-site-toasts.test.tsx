import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { DeferredSiteToasts } from './deferred-site-toasts';
import { lazyToast } from '@/lib/toasts/lazy-toast';

describe('DeferredSiteToasts', () => {
  it('shows a toast asked for before the container and react-toastify have loaded', async () => {
    renderWithProviders(<DeferredSiteToasts />);
    // Not with the page: the container mounts once the page is idle.
    expect(document.querySelector('.Toastify')).toBeNull();
    lazyToast('success', 'Toegevoegd aan je favorieten');
    expect(await screen.findByText('Toegevoegd aan je favorieten', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
