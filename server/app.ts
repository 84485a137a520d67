import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { registerClientApp } from './plugins/client-app';
import { registerPublicAnswerCache, signalWrites } from './plugins/public-answer-cache';
import type { PageRenderer } from './plugins/server-render';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/error-handling';
import { registerInputGuard } from './plugins/input-guard';
import { registerLanguage } from './plugins/language';
import { logRedaction } from './plugins/log-redaction';
import { registerRateLimit } from './plugins/rate-limit';
import { openRedis } from './services/redis';
import { createStorage } from './services/storage';
import { createRedisLoginThrottleStore } from './services/login-throttle';
import { registerSecurityHeaders } from './plugins/security-headers';
import { adminAccountRoutes } from './routes/admin-account';
import { adminApplicationRoutes } from './routes/admin-applications';
import { adminHireRequestRoutes } from './routes/admin-hire-requests';
import { adminPaymentRoutes } from './routes/admin-payments';
import { adminFinanceRoutes } from './routes/admin-finance';
import { staffRoutes } from './routes/staff';
import { adminContentRoutes } from './routes/admin-content';
import { adminSearchRoutes } from './routes/admin-search';
import { adminNotificationRoutes } from './routes/admin-notifications';
import { adminTuitionRoutes } from './routes/admin-tuitions';
import { adminUsersRoutes } from './routes/admin-users';
import { adminTutorRoutes } from './routes/admin-tutors';
import { adminStudentRequestRoutes } from './routes/admin-student-requests';
import { adminShortlistRoutes } from './routes/admin-shortlists';
import { myRequestRoutes } from './routes/my-requests';
import { applicationRoutes } from './routes/applications';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { languageRoutes } from './routes/language';
import { memberRoutes } from './routes/member';
import { memberNotificationRoutes } from './routes/member-notifications';
import { myWorkRoutes } from './routes/my-work';
import { memberReportRoutes } from './routes/member-reports';
import { tuitionRoutes } from './routes/tuitions';
import { tutorRequestRoutes } from './routes/tutor-requests';
import { tutorCvRoutes } from './routes/tutor-cv';
import { tutorRoutes } from './routes/tutors';
import { uploadsRoutes } from './routes/uploads';
import { createChangeSignal } from './services/change-signal';
import { createAuthService } from './services/auth';
import { systemClock, type Clock } from './services/clock';
import type { Mailer } from './services/mail';
import { createSmsGateway, createSmsService, type SmsGateway } from './services/sms';
import { createAppQueue } from './services/app-queue';
import { setMailPublicUrl } from './services/member-notifications';
import type { Queue } from './services/queue';
import { startServerI18n } from './i18n';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (server/services/queue.ts); tests call app.queue.drain(). */
    queue: Queue;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Where SMS go; unset: the gateway of the configuration (SMS_URL, else the SMS outbox). */
  sms?: SmsGateway;
  clock?: Clock;
  /** Where pino writes (stdout when unset); tests read the log through it. */
  logStream?: NodeJS.WritableStream;
  /** The public pages' server render; unset: the built one next to the client (dist/ssr), when there is one. */
  pageRenderer?: PageRenderer | null;
}

/** The whole HTTP application, without listening: main.ts listens, tests use app.inject(). */
export async function buildApp({ config, db, mailer, sms: smsGateway, clock = systemClock, logStream, pageRenderer }: AppDeps) {
  startServerI18n();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...logRedaction,
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  // Before compression: it rewrites each JSON answer's message in the request's language (issue 16).
  registerLanguage(app, { db });
  // Successful writes reach every process's caches (public answers below, pages in client-app.ts).
  const changes = createChangeSignal({ databaseUrl: config.DATABASE_URL, db, log: app.log });
  app.addHook('onClose', () => changes.close());
  signalWrites(app, changes);
  registerPublicAnswerCache(app, { signal: changes, cacheMs: config.PUBLIC_CACHE_MS });

  // External plugins first (fastify/demo's order): headers, rate limits, docs; then the app's own.
  await registerSecurityHeaders(app);
  await registerCompression(app);
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await registerRateLimit(app, { redis, prefix: config.REDIS_PREFIX });
  await registerApiDocs(app);
  registerAuth(app, { db, clock });

  const storage = createStorage(config);
  const sms = createSmsService({
    db,
    clock,
    log: app.log,
    gateway:
      smsGateway ??
      createSmsGateway({
        url: config.SMS_URL,
        apiKey: config.SMS_API_KEY,
        senderId: config.SMS_SENDER_ID,
        method: config.SMS_METHOD,
        outboxDir: config.SMS_OUTBOX_DIR,
      }),
    limits: { perNumberPerHour: config.SMS_PER_NUMBER_PER_HOUR, perMemberPerHour: config.SMS_PER_MEMBER_PER_HOUR },
  });
  const auth = createAuthService({
    db,
    mailer,
    sms,
    clock,
    log: app.log,
    ...(redis ? { loginThrottleStore: createRedisLoginThrottleStore(redis, config.REDIS_PREFIX) } : {}),
  });
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, auth, rateLimitMax: config.RATE_LIMIT_MAX });
  await app.register(languageRoutes, { db, clock });
  await app.register(adminAccountRoutes, { db, clock, rateLimitMax: config.RATE_LIMIT_MAX });
  await app.register(adminUsersRoutes, { db, clock, documents: storage.documents });
  await app.register(adminSearchRoutes, { db });
  await app.register(adminNotificationRoutes, { db });
  await app.register(tuitionRoutes, { db, clock });
  await app.register(adminTuitionRoutes, { db, clock });
  await app.register(applicationRoutes, { db, clock });
  await app.register(tutorRoutes, { db, clock, rateLimitMax: config.RATE_LIMIT_MAX });
  await app.register(tutorCvRoutes, { db, clock, rateLimitMax: config.RATE_LIMIT_MAX });
  await app.register(adminApplicationRoutes, { db, clock });
  await app.register(tutorRequestRoutes, { db, clock, rateLimitMax: config.RATE_LIMIT_MAX });
  await app.register(adminHireRequestRoutes, { db, clock });
  await app.register(adminPaymentRoutes, { db, clock });
  await app.register(adminFinanceRoutes, { db, clock });
  await app.register(staffRoutes, { db, clock });
  await app.register(contentRoutes, { db });
  await app.register(uploadsRoutes, { uploadsDir: config.UPLOADS_DIR, storage });
  await app.register(adminContentRoutes, { db, clock, images: storage.images });
  await app.register(adminTutorRoutes, { db, clock, dataDir: config.DATA_DIR });
  await app.register(adminStudentRequestRoutes, { db, clock });
  await app.register(myRequestRoutes, { db, clock });
  await app.register(adminShortlistRoutes, { db, clock });
  await app.register(memberRoutes, {
    db,
    clock,
    dataDir: config.DATA_DIR,
    uploadsDir: config.UPLOADS_DIR,
    documents: storage.documents,
  });
  await app.register(myWorkRoutes, { db, clock });
  await app.register(memberReportRoutes, { db, clock });

  await app.register(memberNotificationRoutes, { db, clock });

  // The queue's worker runs in every server process (SKIP LOCKED shares the jobs out); it stops before the database.
  setMailPublicUrl(config.PUBLIC_URL);
  const queue = createAppQueue({
    db,
    mailer,
    sms,
    clock,
    pollMs: config.QUEUE_POLL_MS,
    lockMs: config.QUEUE_LOCK_MS,
    backoffMs: config.QUEUE_RETRY_MS,
    log: app.log,
  });
  app.decorate('queue', queue);
  if (config.QUEUE_WORKER) {
    app.addHook('onReady', async () => queue.start());
    // A request's transaction has committed once it is answered: its mails go out now rather than at the next poll.
    app.addHook('onResponse', async () => queue.wakeIfQueued());
  }
  app.addHook('onClose', async () => queue.stop());

  await registerClientApp(app, { clientDir: config.CLIENT_DIR, renderer: pageRenderer, changes });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
