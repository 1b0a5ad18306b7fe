import { describe, expect, it, vi } from 'vitest';
import { CLEARED, createBoothInfoStore } from './booth-info-store';

const booth = { id: 3, title: 'Fietsen', name: 'De Ketting', logoId: null };

describe('booth info store', () => {
  it('goes request → loaded, or request → failed with the message kept, and tells its listeners', () => {
    const store = createBoothInfoStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.request('a');
    expect(store.getSnapshot().status).toBe('loading');
    store.success('a', booth);
    expect(store.getSnapshot()).toEqual({ status: 'loaded', booth, error: null, owner: 'a' });
    store.request('a');
    store.failure('a', 'Kraam niet geladen');
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', booth: null, error: 'Kraam niet geladen' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('drops an answer for a session that ended, and clears on logout', () => {
    const store = createBoothInfoStore();
    store.request('old-token');
    store.clear();
    store.success('old-token', booth);
    expect(store.getSnapshot()).toEqual(CLEARED);
    store.request('new-token');
    store.success('old-token', booth);
    expect(store.getSnapshot().status).toBe('loading');
  });
});
