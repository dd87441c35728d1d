import rateLimit from '@fastify/rate-limit';
import {
  ASSISTANT_EVENTS_CHANNEL,
  CHAT_EVENTS_CHANNEL,
  LIVE_EVENTS_CHANNEL,
  NOTIFICATION_EVENTS_CHANNEL,
  SESSION_EVENTS_CHANNEL,
  type DatabaseHandle,
} from '@jobs/server-db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { logsRequests, type AppConfig } from './config';
import { nulInJson, registerNulGuard } from './lib/nul-guard';
import { genRequestId } from './lib/request-id';
import { resolveJwtSecret } from './lib/jwt-secret';
import { loggerOptions } from './lib/logger';
import { sharedRateLimitStore } from './lib/rate-limit-store';
import { connectRedis } from './lib/redis';
import { serializerCompiler } from './lib/serializer';
import { validatorCompiler } from './lib/validator';
import { lazyChildLoggerFactory, RequestLogController } from './lib/request-logger';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { SessionCache } from './modules/auth/session-cache';
import { createSessionEvents, sessionEventsHandler } from './modules/auth/session-events';
import { createTokenSigner } from './modules/auth/tokens';
import { adminChatRoutesPlugin } from './modules/chat/admin-chat.routes';
import { createChatEvents } from './modules/chat/chat-events';
import { createChatLive } from './modules/chat/chat-live';
import { createChatRepository } from './modules/chat/chat.repository';
import { chatRoutesPlugin } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { createAssistantSharing } from './modules/assistant/assistant-sharing';
import { createAssistantRepository } from './modules/assistant/assistant.repository';
import { assistantRoutesPlugin } from './modules/assistant/assistant.routes';
import { createAssistant } from './modules/assistant/assistant.service';
import type { ProviderConfig } from './modules/assistant/provider';
import { createTemplateTitles } from './modules/assistant/template-titles';
import { ensureTemplateTexts } from './modules/assistant/templates';
import { employerRoutes } from './modules/employer/employer.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { createApplicationsService } from './modules/applications/applications.service';
import { createJobQueue, type JobDefinition } from './lib/jobs';
import { createLegacyJobsMover } from './lib/legacy-jobs';
import { createLifecycle } from './lib/lifecycle';
import { registerMetrics } from './plugins/metrics';
import { accountsRoutes } from './modules/auth/accounts.routes';
import { createAccountsService, type AccountsService } from './modules/auth/accounts.service';
import { applicationStatusEmail, emailJobs } from './modules/email/email-jobs';
import { emailRoutes } from './modules/email/email.routes';
import { createEmailService, type EmailService } from './modules/email/email.service';
import { createMailer, type Mailer } from './modules/email/mailer';
import { createOutbox, type Outbox } from './modules/email/outbox';
import { createOneSignalSender, createPush, pushJobs, type Push } from './modules/push/push';
import { alertEmailChannel, alertPushChannel } from './modules/lists/alert-channels';
import { createUnsubscribeTokens } from './modules/email/unsubscribe-token';
import { healthRoutes } from './modules/health/health.routes';
import { createLiveDelivery } from './modules/live/live-delivery';
import { createLiveRepository } from './modules/live/live.repository';
import { liveRoutesPlugin } from './modules/live/live.routes';
import { createNotificationEvents, type NotificationEvents } from './modules/notifications/notification-events';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { UnreadState } from './modules/notifications/unread-state';
import { usersRoutes } from './modules/users/users.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { profileRoutesPlugin } from './modules/profile/profile.routes';
import { recommendationsRoutesPlugin } from './modules/recommendations/recommendations.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { createDatabaseFileStore, createImageStore, importUploadsFromDisk } from './modules/uploads/image-store';
import { createUploadsRepository } from './modules/uploads/uploads.repository';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { vacanciesRoutes } from './modules/vacancies/vacancies.routes';
import { editorVacanciesRoutes } from './modules/vacancy-admin/editor.routes';
import { employerVacanciesRoutes } from './modules/vacancy-admin/employer-vacancies.routes';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createSearchEngine } from './modules/search/search-engine';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { createListsRepository } from './modules/lists/lists.repository';
import { listsRoutes, seekerListsReader } from './modules/lists/lists.routes';
import {
  createSavedSearchAlerts,
  SAVED_SEARCH_DAILY_JOB,
  SAVED_SEARCH_MATCH_JOB,
} from './modules/lists/saved-search-alerts';
import type { VacancyAdminHooks } from './modules/vacancy-admin/vacancy-admin.service';
import { startStatisticsKeeper } from './lib/embedded-statistics';
import { startPgListener } from './lib/pg-listener';
import { authPlugin } from './plugins/auth';
import { API_PREFIX, registerDocs } from './plugins/docs';
import { registerErrorHandling, registerShutdownRefusal } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';

/** How often the recurring expiry job runs (a pg-boss schedule). */
const EXPIRE_CHECK_EVERY_MS = 15 * 60_000;
/** How often due daily saved-search alerts are looked for (each goes out once a day at most). */
const DAILY_ALERTS_CHECK_EVERY_MS = 15 * 60_000;

/** How often the unread-message e-mail scan and the daily digest run. */
const UNREAD_SCAN_EVERY_MS = 60_000;
const DIGEST_EVERY_MS = 15 * 60_000;

export type BuildAppOptions = {
  config: AppConfig;
  /** Where e-mail goes (tests pass a recorder); otherwise SMTP per the config. */
  mailer?: Mailer;
  database: DatabaseHandle;
  /** A ready pino logger (main.ts, tests that read logs); otherwise one is made from the config. */
  logger?: FastifyBaseLogger;
  /** Close the database when the app closes (default true). */
  closeDatabase?: boolean;
};

/**
 * Builds the API without listening: main.ts listens, tests use `app.inject`. Routes may still be
 * added until the first inject or `ready()`.
 */
export const buildApp = async ({
  config,
  database,
  logger,
  mailer: givenMailer,
  closeDatabase = true,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    genReqId: genRequestId,
    requestIdHeader: false,
    // One line per answered request in production (LOG_REQUESTS), none in development.
    logController: new RequestLogController(logsRequests(config)),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    // Slow clients (slowloris, half-open sockets) must not hold connections forever: the request
    // line and headers, then the whole request, each have a deadline (408 and close), an idle
    // socket closes, and a keep-alive one waits a short while for its next request. Node checks
    // the deadlines every `connectionsCheckingInterval` (30 s by default: too coarse for them).
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
    childLoggerFactory: lazyChildLoggerFactory,
    // Requests arriving during shutdown: our envelope with Retry-After (registerShutdownRefusal).
    return503OnClosing: false,
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // JSON only: no text/plain (a CORS "simple" type) so a cross-site form cannot post to us; an
  // empty JSON body (a bare POST from a client that always sets the header) counts as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const nul = nulInJson(text, parsed);
      return nul ? done(nul, undefined) : done(null, parsed);
    });
  });
  registerNulGuard(app);

  const securityHeaders = await registerSecurity(app, config);
  registerShutdownRefusal(app);
  const redis = config.REDIS_URL ? await connectRedis(config, app.log) : undefined;
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore({ redis, prefix: `${config.REDIS_KEY_PREFIX}ratelimit:`, log: app.log }),
  });
  await registerDocs(app, config, securityHeaders);

  const sessionCacheTtlMs = config.SESSION_CACHE_TTL_SECONDS * 1000;
  const repo = createAuthRepository(database.db);
  const sessions = new SessionCache(sessionCacheTtlMs, config.SESSION_CACHE_MAX_ENTRIES, repo.loadSessionState);
  const notificationsRepo = createNotificationsRepository(database.db);
  const unreadState = new UnreadState(
    config.NOTIFICATION_STATE_TTL_SECONDS * 1000,
    config.NOTIFICATION_STATE_MAX_ENTRIES,
    notificationsRepo.newestUnread,
  );
  const notificationEvents = createNotificationEvents(unreadState, app.log);
  const chatEvents = createChatEvents(app.log);
  const assistantSharing = createAssistantSharing(app.log);
  const liveRepo = createLiveRepository(database.db);
  const live = createLiveDelivery({
    repo: liveRepo,
    log: app.log,
    maxStreamsPerUser: config.LIVE_MAX_STREAMS_PER_USER,
    retentionMs: config.LIVE_RETENTION_MINUTES * 60_000,
  });
  // One LISTEN connection (PostgreSQL) keeps every instance's in-memory state in step.
  const listener = await startPgListener(
    database,
    {
      [SESSION_EVENTS_CHANNEL]: sessionEventsHandler(sessions),
      [NOTIFICATION_EVENTS_CHANNEL]: notificationEvents.handler,
      [CHAT_EVENTS_CHANNEL]: chatEvents.handler,
      [LIVE_EVENTS_CHANNEL]: live.handler,
      [ASSISTANT_EVENTS_CHANNEL]: assistantSharing.handler,
    },
    app.log,
  );
  notificationEvents.attach(listener);
  chatEvents.attach(listener);
  live.attach(listener);
  assistantSharing.attach(listener);
  // Every new notification also goes to its recipients' event streams (the poll stays on; the apps dedupe by id).
  const notificationPublisher: NotificationEvents = {
    publish: async (event) => {
      await notificationEvents.events.publish(event);
      if (event.kind === 'created' && event.userIds.length > 0) {
        void liveRepo.notificationsAt(event.userIds, event.createdAt).then(
          (found) => live.publishNotifications(found),
          (error: unknown) => app.log.warn({ err: error }, 'could not read new notifications for live delivery'),
        );
      }
    },
  };
  const events = createSessionEvents(sessions, listener, app.log);
  const jwtSecret = resolveJwtSecret(config);
  const signer = createTokenSigner(jwtSecret);
  const hashParams = { N: 2 ** config.PASSWORD_HASH_LOG_N, r: 8, p: 1 };
  const statistics = await startStatisticsKeeper(database, app.log);
  const chatRepo = createChatRepository(database.db);
  const chatLive = createChatLive({ live, log: app.log });
  const assistantRepo = createAssistantRepository(database.db);
  await ensureTemplateTexts(assistantRepo);
  const templateTitles = createTemplateTitles(assistantRepo);
  // The language-model provider (none: the built-in answers), for the chat assistant and the
  // applications' cover-letter drafts alike.
  const assistantProvider: ProviderConfig | undefined = config.ASSISTANT_API_BASE_URL
    ? {
        baseUrl: config.ASSISTANT_API_BASE_URL,
        apiKey: config.ASSISTANT_API_KEY,
        model: config.ASSISTANT_MODEL,
        timeoutMs: config.ASSISTANT_TIMEOUT_MS,
      }
    : undefined;
  const assistant = createAssistant({
    app,
    repo: assistantRepo,
    log: app.log,
    ratePerMinute: config.ASSISTANT_RATE_LIMIT_PER_MINUTE,
    onTyping: (chatId, seekerId, typing) => void chatLive.typing(chatId, seekerId, typing),
    sharing: assistantSharing,
    provider: assistantProvider,
  });
  // One search engine (the in-memory index and the text matches) for search, the saved-search
  // alerts and the catalog (similar vacancies, the categories' counts).
  const searchEngine = createSearchEngine(database.db);
  const search = createSearchService(database.db, searchEngine);
  const catalog = createCatalogRepository(database.db, searchEngine);
  const listsRepo = createListsRepository(database.db);
  const seekerListsOf = seekerListsReader(listsRepo);
  // Push through OneSignal when configured (both its app id and REST API key); otherwise none.
  const pushSender =
    config.ONESIGNAL_APP_ID && config.ONESIGNAL_API_KEY
      ? createOneSignalSender(
          {
            appId: config.ONESIGNAL_APP_ID,
            apiKey: config.ONESIGNAL_API_KEY,
            apiUrl: config.ONESIGNAL_API_URL,
            timeoutMs: config.ONESIGNAL_TIMEOUT_MS,
          },
          app.log,
        )
      : undefined;
  // The durable queue (pg-boss): due jobs are claimed by whichever instance polls first. Its jobs
  // call services made below (only when they run, after the app is built).
  const jobDefinitions: Record<string, JobDefinition> = {
    ...assistant.jobs,
    'applications.expire': {
      everyMs: EXPIRE_CHECK_EVERY_MS,
      run: async (_payload, { log }) => {
        const expired = await applications.expireIdle(config.APPLICATION_EXPIRE_DAYS);
        if (expired > 0) log.info({ expired }, 'applications expired');
      },
    },
    ...emailJobs(() => email, { unreadEveryMs: UNREAD_SCAN_EVERY_MS, digestEveryMs: DIGEST_EVERY_MS }),
    ...pushJobs(pushSender),
    [SAVED_SEARCH_MATCH_JOB]: {
      run: async (payload, { log }) => {
        const matched = await savedSearchAlerts.matchPublished(Number(payload['vacancy_id']));
        if (matched > 0) log.info({ matched, vacancyId: payload['vacancy_id'] }, 'saved searches matched');
      },
    },
    [SAVED_SEARCH_DAILY_JOB]: {
      everyMs: DAILY_ALERTS_CHECK_EVERY_MS,
      run: async () => {
        await savedSearchAlerts.sendDaily();
      },
    },
  };
  const jobQueue = createJobQueue({
    database,
    log: app.log,
    pollIntervalMs: config.JOBS_POLL_INTERVAL_MS,
    maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_INTERVAL_SECONDS,
    definitions: jobDefinitions,
  });
  assistant.attachQueue(jobQueue);
  const outbox = createOutbox({ queue: jobQueue, appOrigins: config.APP_ORIGINS });
  const push = createPush({ queue: jobQueue, enabled: pushSender !== undefined, appOrigins: config.APP_ORIGINS });
  // Every saved-search alert: in-app, e-mail (the outbox, per the `alerts` e-mail setting) and push.
  const savedSearchAlerts = createSavedSearchAlerts({
    db: database.db,
    search,
    notificationEvents: notificationPublisher,
    log: app.log,
    channels: [alertEmailChannel(outbox, config.APP_ORIGINS), alertPushChannel(push)],
  });
  const mailer = givenMailer ?? createMailer(config.SMTP_URL, app.log);
  const email = createEmailService({
    db: database.db,
    outbox,
    mailer,
    tokens: createUnsubscribeTokens(jwtSecret),
    log: app.log,
    from: config.EMAIL_FROM,
    apiPublicUrl: config.API_PUBLIC_URL,
    unreadDelayMs: config.EMAIL_UNREAD_DELAY_MINUTES * 60_000,
  });
  const accounts = createAccountsService({ db: database.db, outbox, events, hashParams });
  const auth = createAuthService({
    repo,
    signer,
    events,
    hashParams,
    refreshGraceMs: config.REFRESH_REUSE_GRACE_SECONDS * 1000,
    onRegistered: accounts.onRegistered,
  });

  const notifications = createNotificationsService({
    repo: notificationsRepo,
    state: unreadState,
    events: notificationPublisher,
  });
  const chat = createChatService({
    repo: chatRepo,
    assistant: assistant.hook,
    // Not the publisher: a send writes its notifications' live events in its own statement.
    notificationEvents: notificationEvents.events,
    live: chatLive,
    onWrites: statistics.noteWrites,
    cacheLatestPages: true,
    // One process owns the embedded database: nothing else writes its messages. PostgreSQL
    // instances tell each other (chat events); a page is trusted for a bounded time all the same.
    latestPageTtlMs: database.kind === 'pglite' ? Number.POSITIVE_INFINITY : config.HISTORY_PAGE_CACHE_TTL_MS,
    chatEvents: chatEvents.events,
    // A message's push jobs are stored with it (only when push is configured: otherwise a send
    // stays one statement).
    inSendTransaction: push.enabled ? push.messagePushes : undefined,
  });
  chatEvents.bind(chat.pagesCache);
  assistant.attach(chat.storeAssistantReply);
  const applications = createApplicationsService({
    db: database.db,
    chat,
    log: app.log,
    onStatusChange: applicationStatusEmail(outbox),
    provider: assistantProvider,
  });
  // A vacancy made public (any path of the editors' and employers' routes) is matched against the
  // saved searches off the request, by a job enqueued in the same transaction.
  const vacancyHooks: VacancyAdminHooks = {
    onPublished: (tx, vacancyId) =>
      jobQueue.enqueue(SAVED_SEARCH_MATCH_JOB, { vacancy_id: vacancyId }, { executor: tx }),
  };
  await jobQueue.start();
  // Jobs an instance of the previous release left in its `jobs` table (a rolling upgrade): into
  // pg-boss now and, on instances that poll, every minute.
  const legacyJobs = createLegacyJobsMover({
    db: database.db,
    queue: jobQueue,
    definitions: jobDefinitions,
    log: app.log,
  });
  const moveLegacyJobs = () =>
    legacyJobs
      .move()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not move the previous release’s jobs'));
  await moveLegacyJobs();
  const legacyJobsTimer =
    config.JOBS_POLL_INTERVAL_MS > 0
      ? setInterval(() => void moveLegacyJobs(), config.JOBS_MAINTENANCE_INTERVAL_SECONDS * 1000)
      : undefined;
  legacyJobsTimer?.unref();

  const lifecycle = createLifecycle();
  // However the close begins (a signal in main.ts, a test), readiness says so at once.
  app.addHook('preClose', (done) => {
    lifecycle.startDraining();
    done();
  });
  registerMetrics(app, {
    database,
    queueCounts: jobQueue.counts,
    openStreams: live.openStreams,
    token: config.METRICS_TOKEN,
  });

  const uploadFileStore = createDatabaseFileStore(database.db);
  await importUploadsFromDisk(database.db, uploadFileStore, config.DATA_DIR, app.log);
  const imageStore = createImageStore(config.DATA_DIR, uploadFileStore);
  await app.register(authPlugin, { signer, sessions });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, lifecycle });
      await api.register(authRoutes, { auth, config, apiPrefix: API_PREFIX });
      await api.register(accountsRoutes, { accounts, config });
      await api.register(emailRoutes, { email });
      await api.register(usersRoutes, { db: database.db, events });
      await api.register(profileRoutesPlugin, { db: database.db });
      await api.register(countriesRoutes);
      await api.register(recommendationsRoutesPlugin, { db: database.db });
      await api.register(servicesRoutes, { db: database.db, chat });
      await api.register(uploadsRoutes, { db: database.db, config, store: imageStore });
      await api.register(imagesRoutes, {
        db: database.db,
        store: imageStore,
        concurrency: config.IMAGE_RENDER_CONCURRENCY,
        maxWaiting: config.IMAGE_RENDER_QUEUE_MAX,
        cacheMaxBytes: config.IMAGE_CACHE_MAX_BYTES,
        cacheMaxFiles: config.IMAGE_CACHE_MAX_FILES,
        maxPixels: config.UPLOAD_MAX_PIXELS,
      });
      await api.register(employerRoutes, { db: database.db });
      await api.register(vacanciesRoutes, { db: database.db, seekerListsOf });
      await api.register(employerVacanciesRoutes, { db: database.db, hooks: vacancyHooks });
      await api.register(editorVacanciesRoutes, {
        db: database.db,
        notificationEvents: notificationPublisher,
        hooks: vacancyHooks,
      });
      await api.register(categoriesRoutes, { db: database.db });
      await api.register(searchRoutes, { repo: search, seekerListsOf });
      await api.register(catalogRoutes, {
        repo: catalog,
        seekerListsOf,
        siteOrigin: config.APP_ORIGINS[0] ?? 'http://localhost:4200',
      });
      await api.register(seoRoutes, {
        db: database.db,
        catalog,
        siteOrigin: config.APP_ORIGINS[0] ?? 'http://localhost:4200',
        apiPrefix: API_PREFIX,
      });
      await api.register(chatRoutesPlugin, { chat, localizeTitles: templateTitles.localize });
      await api.register(assistantRoutesPlugin, {
        repo: assistantRepo,
        uploads: createUploadsRepository(database.db),
        assistant,
        titles: templateTitles,
      });
      await api.register(adminChatRoutesPlugin, { chat });
      await api.register(notificationsRoutes, { notifications });
      await api.register(applicationsRoutes, { applications });
      await api.register(listsRoutes, { lists: listsRepo });
      await api.register(liveRoutesPlugin, {
        live,
        sessions,
        heartbeatMs: config.LIVE_HEARTBEAT_MS,
        retryMs: 3000,
      });
    },
    { prefix: API_PREFIX },
  );

  // Event streams never end by themselves: they end first, so that closing waits for nothing.
  app.addHook('preClose', (done) => {
    live.close();
    done();
  });
  // The event log keeps the replay window only (every instance prunes: a cheap indexed delete).
  const pruneTimer = setInterval(() => {
    live.prune().catch((error: unknown) => app.log.warn({ err: error }, 'could not prune the live event log'));
  }, 60_000);
  pruneTimer.unref();

  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    clearInterval(legacyJobsTimer);
    await jobQueue.stop();
    mailer.close();
    await assistant.whenIdle();
    assistantSharing.close();
    await listener.close();
    await statistics.close();
    await redis?.quit().catch(() => redis.disconnect());
    if (closeDatabase) await database.close();
  });

  app.decorate('jobQueue', jobQueue);
  app.decorate('lifecycle', lifecycle);
  app.decorate('outbox', outbox);
  app.decorate('push', push);
  app.decorate('email', email);
  app.decorate('accounts', accounts);
  app.decorate('applications', applications);
  app.decorate('savedSearchAlerts', savedSearchAlerts);
  return app;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (tests run due jobs with it). */
    jobQueue: ReturnType<typeof createJobQueue>;
    /** Readiness: main.ts starts draining on SIGTERM/SIGINT before it closes the server. */
    lifecycle: ReturnType<typeof createLifecycle>;
    applications: ReturnType<typeof createApplicationsService>;
    /** `enqueueEmail(tx, …)`: e-mail written in the caller's transaction (modules/email/outbox.ts). */
    outbox: Outbox;
    /** Push notifications (OneSignal), when configured. */
    push: Push;
    email: EmailService;
    accounts: AccountsService;
    /** Saved-search alerts (tests send the daily ones at a chosen time). */
    savedSearchAlerts: ReturnType<typeof createSavedSearchAlerts>;
  }
}
