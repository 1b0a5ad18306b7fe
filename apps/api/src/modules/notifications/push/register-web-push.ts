// app.webPush: what other modules (and notify()) use to reach a user's browsers without an open tab. Each
// push is a job on the queue (decision 0042), queued only for users who have subscribed a browser.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import { WEB_PUSH_JOB, deliverPush, pushJobSchema } from './push-delivery';
import type { PushJob, PushSettings } from './push-delivery';
import { usersWithSubscriptions } from './push-subscription-repository';
import { vapidKeys } from './vapid-keys';

export interface WebPush {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  extraServiceOrigins: readonly string[];
  /** Queues a push of each new notification to its user's browsers. Never throws. */
  notificationsMade(made: readonly { userId: number; notificationId: number }[]): Promise<void>;
  /** Queues a chat message's push to recipients who have no open tab. Never throws. */
  chatMessage(
    userIds: readonly number[],
    message: { conversationId: number; sender: string; text: string },
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webPush: WebPush;
  }
}

/** The chat push's preview: the job keeps no more of a message than the push shows. */
const PREVIEW_KEPT = 200;

export function registerWebPush(app: FastifyInstance, config: Pick<Config, 'webPush' | 'dataDir'>): void {
  const settings: PushSettings = {
    keys: vapidKeys(config.webPush, config.dataDir),
    subject: config.webPush.subject,
  };

  const queue = async (jobs: readonly PushJob[]) => {
    try {
      const subscribed = await usersWithSubscriptions(app.db, [...new Set(jobs.map((job) => job.userId))]);
      for (const job of jobs) if (subscribed.has(job.userId)) await app.jobs.send(WEB_PUSH_JOB, job);
    } catch (error) {
      app.log.error({ err: error }, 'push not queued');
    }
  };

  app.decorate('webPush', {
    publicKey: settings.keys.publicKey,
    extraServiceOrigins: config.webPush.extraServiceOrigins,
    notificationsMade: (made) =>
      queue(made.map(({ userId, notificationId }) => ({ kind: 'notification', userId, notificationId }))),
    chatMessage: (userIds, message) =>
      queue(
        userIds.map((userId) => ({
          kind: 'chat',
          userId,
          ...message,
          text: message.text.slice(0, PREVIEW_KEPT),
        })),
      ),
  } satisfies WebPush);

  app.jobs.define({
    name: WEB_PUSH_JOB,
    run: (data) => deliverPush(app, settings, pushJobSchema.parse(data)),
  });
}
