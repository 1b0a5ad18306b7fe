import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { MobileSearchDialog } from './mobile-search-dialog';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
}));
vi.mock('next/form', () => ({ default: (props: ComponentProps<'form'>) => <form {...props} /> }));

describe('MobileSearchDialog', () => {
  it.each([
    ['nl', 'Zoeken'],
    ['en', 'Search'],
  ] as const)('is named on the element with role dialog (%s)', async (lang, name) => {
    renderWithProviders(<MobileSearchDialog open onClose={() => undefined} />, lang);
    expect(await screen.findByRole('dialog', { name })).toBeTruthy();
  });
});
