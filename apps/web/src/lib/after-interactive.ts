/**
 * Runs `task` once the page has loaded and the browser is idle, so work that no first paint needs (the
 * chat client, the toasts) stays out of the way of hydration. Answers a cancel function.
 */
export function afterInteractive(task: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(task, { timeout: 3_000 });
    } else {
      // Safari has no requestIdleCallback.
      timer = setTimeout(task, 200);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
