'use client';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocationKey } from './use-location-key';

interface CategoryDrawerState {
  open: boolean;
  show: () => void;
  close: () => void;
  toggle: () => void;
}

export const CATEGORY_DRAWER_ID = 'category-drawer';

const Context = createContext<CategoryDrawerState | null>(null);

/**
 * Open/closed state of the left category drawer, shared by the header, the bottom bar and the drawer.
 * The drawer remembers the location it was opened at and counts as closed anywhere else, so any
 * route change closes it without an effect (SPEC §4).
 */
export function CategoryDrawerStateProvider({ children }: { children: ReactNode }) {
  const location = useLocationKey();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;

  const value = useMemo<CategoryDrawerState>(
    () => ({
      open,
      show: () => setOpenAt(location),
      close: () => setOpenAt(null),
      toggle: () => setOpenAt(open ? null : location),
    }),
    [open, location],
  );

  return <Context value={value}>{children}</Context>;
}

export function useCategoryDrawer(): CategoryDrawerState {
  const state = useContext(Context);
  if (!state) throw new Error('useCategoryDrawer needs a CategoryDrawerStateProvider');
  return state;
}
