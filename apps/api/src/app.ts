// buildApp(config): cross-cutting plugins first, then the feature modules. Everything the app needs from
// outside (database, cache, log stream) can be passed in, which is how tests run it.
import type { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/client';
import { registerFileCollector } from './files/file-collector-schedule';
import { createFileStore } from './files/file-store';
import { registerJobs } from './jobs/job-queue';
import { createMailer, registerMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';
import { registerExpiryReminders } from './modules/ad-expiry/expiry-reminders';
import { renewalRoutes } from './modules/ad-expiry/renewal-routes';
import { galleryRoutes } from './modules/ad-gallery/gallery-routes';
import { accountRoutes } from './modules/accounts/account-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { advertisementRoutes } from './modules/advertisements/advertisement-routes';
import { registerBids } from './modules/bids/register-bids';
import { registerReviews } from './modules/reviews/register-reviews';
import { boothRoutes } from './modules/booths/booth-routes';
import { browseRoutes } from './modules/browse/browse-routes';
import { createSearchProbe } from './modules/browse/search-match';
import { registerViewBuffer } from './modules/browse/views/register-view-buffer';
import { categoryRoutes } from './modules/categories/category-routes';
import { chatConversationRoutes } from './modules/chat/conversations/chat-conversation-routes';
import type { HubOptions } from './modules/chat/hub/hub-options';
import { registerChatHub } from './modules/chat/hub/register-chat-hub';
import { registerSellerNotes } from './modules/chat/conversations/send-message';
import { fileRoutes } from './modules/files/file-routes';
import { uploadRoutes } from './modules/files/upload-routes';
import { healthRoutes } from './modules/health/health-routes';
import { moderationRoutes } from './modules/moderation/moderation-routes';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { registerFavouriteAlerts } from './modules/favourite-alerts/favourite-alerts';
import { registerNotificationRetention } from './modules/notifications/notification-retention';
import { registerNotifier } from './modules/notifications/notify';
import { pushRoutes } from './modules/notifications/push/push-routes';
import { registerWebPush } from './modules/notifications/push/register-web-push';
import { reportRoutes } from './modules/moderation/report-routes';
import { statementRoutes } from './modules/moderation/statement-routes';
import { placeRoutes } from './modules/places/place-routes';
import { registerAlertJobs } from './modules/saved-searches/alert-jobs';
import { alertUnsubscribeRoutes } from './modules/saved-searches/alert-unsubscribe-routes';
import { registerSavedSearchMatching } from './modules/saved-searches/register-matching';
import { savedSearchRoutes } from './modules/saved-searches/saved-search-routes';
import { staticDataRoutes } from './modules/static-data/static-data-routes';
import { avatarRoutes } from './modules/users/avatar-routes';
import { userRoutes } from './modules/users/user-routes';
import { registerAdEvents } from './plugins/ad-events';
import { registerAuth } from './plugins/auth';
import { createCache, registerCache } from './plugins/cache';
import type { Cache } from './plugins/cache';
import { registerDatabase } from './plugins/db';
import { registerPublicReads } from './plugins/public-reads';
import { frameworkErrors, registerErrorHandlers } from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import { metricsRoutes, registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerGuestPages } from './plugins/guest-pages';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRedis } from './plugins/redis';
import { registerSearchLimit } from './plugins/search-limit';
import { registerRequestIdHeader, requestId } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { registerSignedInGate } from './plugins/signed-in-gate';

export interface AppDeps {
  /** An open database the caller owns; else the app opens one from config and closes it on close(). */
  database?: DatabaseHandle;
  cache?: Cache;
  /** Where pino writes (stdout by default). */
  logStream?: Writable;
  /** Replaces the mailer chosen from config (SMTP_URL or the DATA_DIR/outbox). */
  mailer?: Mailer;
  /** Shorter hub timings and limits (tests). */
  chatHub?: Partial<HubOptions>;
  /** Sees every route as it is registered (tests derive their route tables from it). */
  onRoute?: onRouteHookHandler;
}

export async function buildApp(config: Config, deps: AppDeps = {}) {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    trustProxy: config.trustProxy,
    genReqId: requestId,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const database = deps.database ?? (await openDatabase(config));
  try {
    registerDatabase(
      app,
      database,
      createFileStore(database.db, config.dataDir),
      deps.database === undefined,
    );
    registerCache(app, deps.cache ?? createCache(config, app.log), deps.cache === undefined);
    registerRequestIdHeader(app);
    registerErrorHandlers(app);
    registerAuth(app, config);
    // Before every route, so each is timed; before the chat hub, which adds its gauges.
    registerMetrics(app, database.observer);
    registerPublicReads(app, database, config.databaseReadUrl);
    // Before any route, so every signed-in route is seen.
    registerSignedInGate(app);
    registerMailer(app, deps.mailer ?? createMailer(config, app.log));
    await registerSecurity(app, config);
    registerRedis(app, config);
    registerGuestPages(app, config);
    await registerRateLimit(app);
    registerSearchLimit(app, config);
    registerViewBuffer(app);
    registerNotifier(app);
    registerJobs(app, database, { enabled: config.jobs });
    registerAdEvents(app);
    registerWebPush(app, config);
    registerFileCollector(app);
    await registerOpenApi(app, config);
    // Before every route: @fastify/websocket must see them all, and app.chatDelivery must exist.
    await registerChatHub(app, config, deps.chatHub);

    await app.register(healthRoutes);
    await app.register(metricsRoutes, { config });
    await app.register(categoryRoutes);
    await app.register(staticDataRoutes);
    await app.register(fileRoutes);
    await app.register(placeRoutes);
    await app.register(accountRoutes, { config });
    await app.register(userRoutes);
    await app.register(avatarRoutes);
    await app.register(boothRoutes);
    await app.register(browseRoutes);
    await app.register(uploadRoutes);
    await app.register(galleryRoutes);
    await app.register(advertisementRoutes);
    await app.register(chatConversationRoutes, { config });
    registerSellerNotes(app);
    await registerBids(app);
    await registerReviews(app, config);
    await app.register(reportRoutes, { config });
    await app.register(statementRoutes, { config });
    await app.register(adminRoutes);
    await app.register(moderationRoutes, { config });
    await app.register(notificationRoutes);
    await app.register(pushRoutes);
    const searchProbe = createSearchProbe();
    await app.register(savedSearchRoutes, { probe: searchProbe });
    await app.register(alertUnsubscribeRoutes, { config });
    await app.register(renewalRoutes, { config });
    registerSavedSearchMatching(app, searchProbe, config);
    registerAlertJobs(app, config);
    registerNotificationRetention(app);
    registerExpiryReminders(app, config);
    registerFavouriteAlerts(app, config);
  } catch (error) {
    if (!deps.database) await database.close();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
