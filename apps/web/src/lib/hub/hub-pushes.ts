/** A hub push's arguments as the client hands them over; each listener checks them against the contract. */
export type HubPushListener = (...args: unknown[]) => void;

/** The part of a hub connection that takes handlers (the official client's `on`). */
export interface HubPushSource {
  on(method: string, handler: HubPushListener): void;
}

// Tab-wide, like the connection itself: the feature that opens the hub (chat) need not know which other
// features listen to it, and those need not import it (features never import each other).
const listeners = new Map<string, Set<HubPushListener>>();
const sources = new Map<HubPushSource, Set<string>>();
const startListeners = new Set<() => void>();

function attach(source: HubPushSource, method: string): void {
  const attached = sources.get(source);
  if (!attached || attached.has(method)) return;
  attached.add(method);
  source.on(method, (...args) => {
    for (const listener of [...(listeners.get(method) ?? [])]) listener(...args);
  });
}

/** Hears every push of `method` on the tab's hub connection, whenever it is (re)opened. */
export function listenToHub(method: string, listener: HubPushListener): () => void {
  const forMethod = listeners.get(method) ?? new Set<HubPushListener>();
  listeners.set(method, forMethod);
  forMethod.add(listener);
  for (const source of sources.keys()) attach(source, method);
  return () => {
    forMethod.delete(listener);
  };
}

/**
 * Hears each (re)start of the connection: pushes sent while it was down are lost, so a listener reloads
 * what they would have changed.
 */
export function listenToHubStarts(listener: () => void): () => void {
  startListeners.add(listener);
  return () => {
    startListeners.delete(listener);
  };
}

/** For the connection: hands the listened-to methods' pushes on, until the returned call detaches it. */
export function shareHubPushes(source: HubPushSource): () => void {
  sources.set(source, new Set());
  for (const method of listeners.keys()) attach(source, method);
  return () => {
    sources.delete(source);
  };
}

/** For the connection: it has (re)started. */
export function announceHubStart(): void {
  for (const listener of [...startListeners]) listener();
}
