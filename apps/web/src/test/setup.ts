import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetTestNavigation } from './navigation';

// findBy… and waitFor poll for a state that must come; on a loaded machine (two workers, another run beside
// them) a lazily loaded drawer can take longer than the library's default second to appear.
configure({ asyncUtilTimeout: 5_000 });

// Files that mock nothing share one document per worker (scripts/lib/module-isolation.mjs): each test
// leaves it as it found it, without its storage, cookies, language or title.
afterEach(() => {
  cleanup();
  resetTestNavigation();
  // Tests of server code run in the node environment, without a window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
