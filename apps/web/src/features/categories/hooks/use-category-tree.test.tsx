import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { API_PATHS } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import { categoryNode } from '@/test/category-node';
import { fakeApi, json } from '@/test/fake-api';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { useCategoryTree } from './use-category-tree';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

function TreeProbe() {
  const { tree, failed } = useCategoryTree();
  return (
    <p>
      {tree?.map((node) => node.title).join(',') ?? 'none'}
      {failed ? ' (failed)' : ''}
    </p>
  );
}

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useCategoryTree', () => {
  it('shows the stored tree at once, then the fresh one, kept per language and stored again', async () => {
    window.localStorage.setItem('cat', JSON.stringify({ lang: 'nl', tree: [categoryNode(1, 'Oud')] }));
    const api = fakeApi({
      [API_PATHS.categoryTree]: json(200, { data: [categoryNode(2, 'Fietsen')], message: null }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const client = createTestQueryClient();
    renderWithProviders(<TreeProbe />, 'nl', client);
    expect(screen.getByText('Oud')).toBeTruthy();
    await screen.findByText('Fietsen');
    expect(client.getQueryData(apiKey(API_PATHS.categoryTree, { lang: 'nl' }))).toHaveLength(1);
    expect(window.localStorage.getItem('cat')).toContain('Fietsen');
  });

  it("keeps the stored tree when the refresh fails and shows the server's message", async () => {
    window.localStorage.setItem('cat', JSON.stringify({ lang: 'en', tree: [categoryNode(1, 'Bikes')] }));
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [API_PATHS.categoryTree]: json(503, {
          message: 'The service is temporarily unavailable.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      }).fetchMock,
    );
    renderWithProviders(<TreeProbe />, 'en');
    await screen.findByText('Bikes (failed)');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The service is temporarily unavailable.', expect.anything()),
    );
  });
});
