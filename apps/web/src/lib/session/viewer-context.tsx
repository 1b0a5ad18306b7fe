'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** Who is looking: the bearer token when signed in; `known` is false until the stored session is read. */
export interface Viewer {
  token: string | null;
  /** The signed-in user's id (chat tells own messages from the other party's by it). */
  userId: number | null;
  known: boolean;
}

// Features may not import the auth feature, so the app hands them the session through this context.
const ViewerContext = createContext<Viewer>({ token: null, userId: null, known: true });

export function ViewerProvider({ value, children }: { value: Viewer; children: ReactNode }) {
  return <ViewerContext value={value}>{children}</ViewerContext>;
}

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
