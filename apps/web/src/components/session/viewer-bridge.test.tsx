import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { apiKey } from '@/lib/query/query-keys';
import { createTestQueryClient, renderWithProviders } from '@/test/render';

afterEach(() => window.localStorage.clear());

describe('ViewerBridge', () => {
  it('forgets every cached answer when the signed-in user goes in another tab', () => {
    window.localStorage.setItem('userInfo', JSON.stringify({ token: 'tok', userId: 3 }));
    const client = createTestQueryClient();
    renderWithProviders(<p>page</p>, 'nl', client);
    const key = apiKey('/exhibitor/v2/User/Get', { lang: 'nl', viewer: 3 });
    client.setQueryData(key, { firstName: 'Jan' });

    act(() => {
      window.localStorage.removeItem('userInfo');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    });
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
