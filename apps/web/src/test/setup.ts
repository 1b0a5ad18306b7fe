import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // Tests of server code run in the node environment, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
