import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Files that mock nothing share one document per worker (scripts/lib/module-isolation.mjs): each test
// leaves it as it found it, without its storage, cookies, language or title.
afterEach(() => {
  cleanup();
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
