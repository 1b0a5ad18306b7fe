import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetTestNavigation } from './navigation';

// findBy… and waitFor poll for a state that must come; on a loaded machine (two workers, another run beside
// them) a lazily loaded drawer can take longer than the library's default second to appear.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom loads no image and calls every one complete; a browser calls one complete only when it has
// loaded or failed. Here, as in a browser, an image with a source is loading until a test fires its load or
// error event.
if (typeof HTMLImageElement !== 'undefined')
  Object.defineProperty(HTMLImageElement.prototype, 'complete', {
    configurable: true,
    get(this: HTMLImageElement) {
      return !this.getAttribute('src');
    },
  });

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
