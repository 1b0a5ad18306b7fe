// The site's toasts as spies for each test of a file, on react-toastify's own `toast` (restored after the
// test), so the file reads what was shown without rendering the container and without replacing the module,
// and shares its modules with the others (scripts/lib/module-isolation.mjs).
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from 'react-toastify';

const KINDS = ['success', 'error', 'info', 'warning'] as const;

export function spyOnToastsInEachTest(): void {
  beforeEach(() => {
    for (const kind of KINDS) vi.spyOn(toast, kind).mockReturnValue('test-toast');
  });
  afterEach(() => {
    for (const kind of KINDS) vi.mocked(toast[kind]).mockRestore();
  });
}
