'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** A stored message of the other party, for an action beside it. */
export interface MessageActionTarget {
  id: number;
  /** The id of the element with the message's text, for the action's aria-describedby. */
  describedBy: string;
}

/**
 * What the page offers beside each message of the other party (reporting it): the app composes it, since
 * the chat may not import another feature.
 */
export type MessageAction = (message: MessageActionTarget) => ReactNode;

const MessageActionContext = createContext<MessageAction | null>(null);

export function MessageActionProvider({
  value,
  children,
}: {
  value: MessageAction | null;
  children: ReactNode;
}) {
  return <MessageActionContext value={value}>{children}</MessageActionContext>;
}

export function useMessageAction(): MessageAction | null {
  return useContext(MessageActionContext);
}
