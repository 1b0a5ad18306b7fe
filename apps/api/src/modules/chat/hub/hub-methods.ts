// What clients may invoke on the hub. Names match case-insensitively, as in SignalR; anything else is
// answered with an error completion.
import { HUB_CLIENT_METHODS } from '@kraam/shared';
import type { HubConnectResult } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { loadViewer } from '../conversations/conversation-access';
import { unreadTotal } from '../conversations/conversation-list';
import { HubMethodError } from './hub-connection';
import type { HubConnection } from './hub-connection';

type HubMethod = (connection: HubConnection, args: unknown[]) => Promise<unknown>;

export function createHubMethods(db: Kysely<Database>) {
  const methods = new Map<string, HubMethod>([
    [
      HUB_CLIENT_METHODS.connect.toLowerCase(),
      // The same total as GET /ChatHub/GetAll's, so the header's dot agrees with the list (admins
      // include the support team's unread conversations).
      async (connection): Promise<HubConnectResult> => ({
        userId: connection.userId,
        unreadTotal: await unreadTotal(db, await loadViewer(db, connection.userId)),
      }),
    ],
  ]);

  return (connection: HubConnection, target: string, args: unknown[]): Promise<unknown> => {
    const method = methods.get(target.toLowerCase());
    if (!method) return Promise.reject(new HubMethodError(`Method '${target}' does not exist.`));
    return method(connection, args);
  };
}
