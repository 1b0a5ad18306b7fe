export interface ReceivedPush {
  clientHash: string;
  ttl: string | null;
  urgency: string | null;
  topic: string | null;
}

export function startLocalPushService(): Promise<{
  /** http://localhost:<port>: subscribe at /subscribe, read at /get-notifications. */
  origin: string;
  /** The headers of every push posted so far, oldest first. */
  received(): ReceivedPush[];
  close(): Promise<void>;
}>;
