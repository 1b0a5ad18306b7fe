import type { OpenChatConnection } from './open-chat-connection';

/**
 * openChatConnection, its code loaded on first use: the hub client, the hub's contract and the checks of
 * its pushes stay out of every page's first load (a guest never opens a connection).
 */
export const openChatConnectionLazily: OpenChatConnection = (apiBase, token, handlers) => {
  let stopped = false;
  let close: (() => void) | undefined;
  void import('./open-chat-connection').then(
    ({ openChatConnection }) => {
      if (!stopped) close = openChatConnection(apiBase, token, handlers);
    },
    () => {
      // Offline: the site works on without live chat.
      if (!stopped) handlers.onState('disconnected');
    },
  );
  return () => {
    stopped = true;
    close?.();
  };
};
