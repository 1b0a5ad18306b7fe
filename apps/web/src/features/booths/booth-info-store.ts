/** What the header shows of the own booth (SPEC §3 booth info: logo, title). */
export interface BoothInfo {
  id: number;
  title: string;
  name: string;
  logoId: string | null;
}

/**
 * SPEC §4 booth info: loading, loaded, cleared; its load ends in success or failure. `booth` is null
 * when loaded without a booth; `error` keeps the failure's message (SPEC §8).
 */
export interface BoothInfoState {
  status: 'cleared' | 'loading' | 'loaded' | 'failed';
  booth: BoothInfo | null;
  error: string | null;
  /** The session the state belongs to (token and language), so another login never sees it. */
  owner: string | null;
}

export const CLEARED: BoothInfoState = { status: 'cleared', booth: null, error: null, owner: null };

export interface BoothInfoStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => BoothInfoState;
  request: (owner: string) => void;
  success: (owner: string, booth: BoothInfo | null) => void;
  failure: (owner: string, error: string) => void;
  clear: () => void;
}

export function createBoothInfoStore(): BoothInfoStore {
  let state = CLEARED;
  const listeners = new Set<() => void>();
  const set = (next: BoothInfoState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  // An answer for a session that is no longer current (logout, language switch) is dropped.
  const current = (owner: string) => state.owner === owner;
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    request: (owner) =>
      set({ status: 'loading', booth: state.owner === owner ? state.booth : null, error: null, owner }),
    success: (owner, booth) => {
      if (current(owner)) set({ status: 'loaded', booth, error: null, owner });
    },
    failure: (owner, error) => {
      if (current(owner)) set({ status: 'failed', booth: null, error, owner });
    },
    clear: () => set(CLEARED),
  };
}

/** The one store of the page: the header reads it, booth settings update it after a save. */
export const boothInfoStore = createBoothInfoStore();
