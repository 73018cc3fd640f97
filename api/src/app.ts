/**
 * The API and the site, as one Express 5 app — created here, listened on by server.ts (or by a
 * test, on port 0). Everything the app needs comes in `options`; what is not given falls back to
 * the defaults of the env module (the environment itself is read only by config/env.ts; server.ts passes it in).
 */
import { timingSafeEqual } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { company } from '@meranti/platform/company';
import { assertCompanyFacts } from '@meranti/platform/company.schema';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { type Config, defaultConfig } from './config/env';
import { eraseHeld } from './data-subject/service';
import { registerDiskMetrics } from './disk-metrics';
import { sendError } from './http/envelope';
import { errorHandler } from './http/errors';
import { createRateLimiter } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { sameOrigin, securityHeaders } from './http/security';
import { type DetailLookups, SiteReadErrors, staticSite } from './http/static-site';
import { registerSubmissionsFirstMetrics, SubmissionsFirst } from './http/submissions-first';
import { balancerProof, isLoopback, isOperator } from './http/trust';
import { createLogger, type Logger } from './logger';
import { mailFolder, purgeMailFiles } from './mail/mail-files';
import { Sender } from './mail/sender';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transport';
import { createMetrics, type Metrics } from './metrics';
import type { OutboxStore } from './outbox/store';
import { releaseChannel } from './releases/channel';
import { previewSecret } from './releases/preview-token';
import { createRumController } from './rum/controller';
import { LoadShedder } from './rum/limits';
import { liveBuilds } from './rum/live-builds';
import { createRumMetrics } from './rum/metrics';
import { openTelemetryStore } from './rum/open';
import { createRumRouter, rumFrontDoor } from './rum/router';
import { createRumService, type RumService } from './rum/service';
import { openSubmissionStore } from './store/open';
import type { SubmissionStore } from './store/submission-store';
import { createSubmissionRouter } from './submissions/endpoint';
import { createSubmissionService } from './submissions/service';
import { createUseCaseRouter } from './use-cases/router';
import { createUseCaseService } from './use-cases/service';

/** Where a visitor's enquiry and a guide's lead are posted: the requests everything else gives way to. */
const CONTACT_PATH = '/api/contact';
const LEADS_PATH = '/api/leads';
const SUBMISSION_PATHS = [CONTACT_PATH, LEADS_PATH];

export type AppOptions = Partial<Config> & {
  /** A logger to use instead of one at `logLevel`. */
  logger?: Logger;
  /** How often at most the site's routing and release files are looked at for a change (default 1 s; tests shorten it). */
  siteReloadCheckMs?: number;
};

/** Options without a database: the app runs on the filesystem store. */
export type FileAppOptions = AppOptions & { databaseUrl?: undefined };

export interface MerantiApp<Store extends SubmissionStore = SubmissionStore> {
  /** The Express app (every route; POST /api/rum too, slower: tests of the app alone). */
  app: Express;
  /**
   * What the server listens with (`createHttpServer(handler)`): beacons straight to the telemetry
   * controller without the Express app's per-request work (rum/router.ts), everything else the app.
   */
  handler: RequestListener;
  config: Config;
  logger: Logger;
  store: Store;
  sender: Sender;
  transport: MailTransport;
  metrics: Metrics;
  /** Real-user telemetry (POST /api/rum): its rollups and their store. */
  telemetry: RumService;
  /** Where mail goes, in words (SMTP server, or the .eml folder). */
  mailDestination: string;
  /** The background upkeep: hand-backs, erasure requests, and the retention of personal data. */
  upkeep: Upkeep;
  /** From now on /healthz answers 503 (draining): a load balancer takes this instance out of its pool. */
  drain(): void;
  /** Stop mailing (waiting up to `timeoutMs` for deliveries under way), flush and close the store. */
  close(timeoutMs?: number): Promise<void>;
}

/** The app on the store the configuration names: PostgreSQL with `databaseUrl`, else files in `dataDir`. */
export async function createApp(options: FileAppOptions): Promise<MerantiApp<OutboxStore>>;
export async function createApp(options?: AppOptions): Promise<MerantiApp>;
export async function createApp(options: AppOptions = {}): Promise<MerantiApp> {
  const { logger: givenLogger, siteReloadCheckMs, ...overrides } = options;
  const config: Config = {
    ...defaultConfig(),
    ...(Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as Partial<Config>),
  };
  assertCompanyFacts(company);
  const logger = givenLogger ?? createLogger(config.logLevel, config.instanceId);

  return assembleApp(config, logger, await openSubmissionStore(config, logger), siteReloadCheckMs);
}

/** The app around an open store: the same for either store. */
function assembleApp<Store extends SubmissionStore>(
  config: Config,
  logger: Logger,
  store: Store,
  siteReloadCheckMs?: number,
): MerantiApp<Store> {
  const metrics = createMetrics(store);
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, { maxConnections: config.smtpMaxConnections, insecure: config.smtpInsecure })
    : createFileTransport(mailFolder(config.dataDir));
  if (config.smtpUrl && config.smtpInsecure)
    logger.warn({ event: 'mail.smtp_insecure' }, 'SMTP_INSECURE=1: the SMTP credentials may be sent without TLS');
  const sender = new Sender(
    store.deliveryQueue(),
    transport,
    { to: config.enquiryTo, from: config.enquiryFrom },
    {
      retryBaseMs: config.mailRetryBaseMs,
      retryMaxMs: config.mailRetryMaxMs,
      deadAfterMs: config.deadLetterAfterMs,
      logger,
      metrics: metrics.pipeline,
    },
  );
  sender.start();
  const upkeep = startUpkeep(store, config, logger);

  const submissions = createSubmissionService({ store, minFillMs: config.minFillMs, logger, metrics: metrics.pipeline });
  const rateLimiter = createRateLimiter({
    perMinute: config.rateLimitPerMinute,
    burst: config.rateLimitBurst,
    store: store.rateLimitStore?.(),
  });
  const guards = [sameOrigin(config.siteUrl), rateLimiter.middleware];

  // Telemetry: its own limits and store, never the enquiries' (ADR 24).
  registerDiskMetrics(metrics.registry, config.dataDir);
  const rumMetrics = createRumMetrics(metrics.registry, liveBuilds(config.siteDir));
  const telemetry = createRumService({
    store: openTelemetryStore(config, store),
    metrics: rumMetrics,
    logger,
    flushMs: config.rum.flushMs,
    retentionMs: config.rum.retentionMs,
  });
  const shedder = new LoadShedder(config.rum.shedLagMs);
  // Enquiries and leads go first: beacons wait while one is in flight (counted from its first byte).
  const submissionsFirst = new SubmissionsFirst(config.rum.waitForEnquiriesMs);
  registerSubmissionsFirstMetrics(metrics.registry, submissionsFirst);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(SUBMISSION_PATHS, (req, res, next) => {
    if (req.method === 'POST') submissionsFirst.track(res);
    next();
  });
  app.use(balancerProof(config.balancerSecret));
  app.use(securityHeaders(config.siteUrl, config.assetsBase));
  app.use(requestLog(logger));
  app.use(metrics.http);

  const siteReadErrors = new SiteReadErrors();
  let draining = false;
  // The detail (instance, backlog, what is wrong) for this machine and the load balancer only;
  // anyone else learns whether the instance serves: ok, or draining (503).
  app.get('/healthz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const detail = isOperator(req);
    if (draining) {
      res.status(503).json(detail ? { status: 'draining', instance: config.instanceId } : { status: 'draining' });
      return;
    }
    res.json(detail ? await health(store, config.instanceId, siteReadErrors) : { status: 'ok' });
  });
  app.get('/metrics', metricsAccess(config.metricsToken), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.use(CONTACT_PATH, createSubmissionRouter({ kind: 'contact', submissions, guards }));
  app.use(LEADS_PATH, createSubmissionRouter({ kind: 'lead', submissions, guards }));
  const rum = createRumController({
    service: telemetry,
    metrics: rumMetrics,
    limits: config.rum,
    shedder,
    submissionsFirst,
    siteUrl: config.siteUrl,
    // What Express does to every request it handles: `req.ip` then follows the app's TRUST_PROXY.
    asExpressRequest: (req) => Object.setPrototypeOf(req, app.request) as Request,
  });
  app.use('/api/rum', createRumRouter(rum));
  const useCases = createUseCaseService({ testFixtures: config.useCaseTestFixtures });
  app.use('/api/use-cases', createUseCaseRouter({ service: useCases }));
  app.use('/api', (_req, res) => sendError(res, 404, 'Not found'));

  app.use(compression());
  // `/use-cases/<slug>` with no page of its own: 200 when the API has the case study, else 404.
  const lookups: DetailLookups = { useCaseBySlug: ({ slug }) => slug !== undefined && useCases.findBySlug(slug) !== undefined };
  // Which build each visitor gets (live, a canary's candidate, a preview): decided here, served by staticSite.
  let secret: string | undefined;
  app.use(
    releaseChannel({
      siteDir: config.siteDir,
      secret: () => (secret ??= previewSecret(config)),
      secureCookies: config.siteUrl.startsWith('https:'),
      logger,
      ...(siteReloadCheckMs === undefined ? {} : { reloadCheckMs: siteReloadCheckMs }),
    }),
  );
  app.use(
    staticSite({
      siteDir: config.siteDir,
      logger,
      lookups,
      readErrors: siteReadErrors,
      ...(siteReloadCheckMs === undefined ? {} : { reloadCheckMs: siteReloadCheckMs }),
    }),
  );
  app.use(errorHandler(logger));

  let closing: Promise<void> | undefined;
  return {
    app,
    handler: rumFrontDoor(app, rum),
    config,
    logger,
    store,
    sender,
    transport,
    metrics,
    telemetry,
    mailDestination: transport.description,
    upkeep,
    drain() {
      draining = true;
    },
    close(timeoutMs = config.shutdownTimeoutMs) {
      closing ??= (async () => {
        rateLimiter.close();
        await upkeep.stop();
        shedder.close();
        // Its last rollups, before the store (and, with PostgreSQL, the pool it shares) closes.
        await telemetry.close().catch((err: unknown) => logger.warn({ err: { detail: (err as Error).message } }, 'telemetry not flushed'));
        await sender.stop(timeoutMs);
        await transport.close(true);
        // Deliveries cut short by closing the transport hand their submissions back.
        await sender.settled(1_000);
        await store.close();
      })();
      return closing;
    },
  };
}

export interface Upkeep {
  /**
   * Runs the retention round as of `now` (the tests' clock): the personal data of mailed
   * submissions leaves the store, then delivery records, quarantine, dead letters and .eml files
   * past their retention go.
   */
  retention(now?: number): Promise<void>;
  /** Takes in what `npm run enquiries` handed over: released or retried submissions, erasures. */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background upkeep. Every REQUEUE_POLL_MS (where the store needs that): take in what `npm run
 * enquiries -- release|retry` handed back and carry out the erasures `erase` handed over. Once at
 * start and then every half of DELIVERED_DATA_MINUTES (at most hourly): the retention round — so
 * a mailed submission's personal data is gone from the store within DELIVERED_DATA_MINUTES.
 */
function startUpkeep(store: SubmissionStore, config: Config, logger: Logger): Upkeep {
  const fail = (what: string) => (err: unknown) => logger.error({ err: { message: (err as Error).message } }, `${what} failed`);
  const mailDir = mailFolder(config.dataDir);
  let polling: Promise<void> | undefined;
  const poll = () => {
    polling ??= (async () => {
      const added = await store.ingestRequeued?.().catch(fail('requeue'));
      if (added) logger.info({ count: added, status: 'requeued' }, 'released or retried submissions queued for mail');
      for (const request of (await store.takeRequests?.().catch(fail('erasure requests'))) ?? []) {
        const report = await eraseHeld(store, mailDir, request.email).catch(fail('erasure'));
        if (!report) continue;
        await request.answer(report).catch(fail('erasure answer'));
        logger.info(
          { event: 'data-subject.erasure', erasureId: report.erasureId, items: report.items.length },
          'personal data erased on request',
        );
      }
    })().finally(() => {
      polling = undefined;
    });
    return polling;
  };
  let retaining: Promise<void> | undefined;
  const retention = (now = Date.now()) => {
    retaining ??= (async () => {
      const delivered = await store.purgeDelivered(now).catch(fail('compaction'));
      if (delivered && delivered.personalData + delivered.records > 0)
        logger.info({ ...delivered }, 'personal data of mailed submissions removed; delivery records past the retention dropped');
      const purged = {
        quarantine: await store.purgeQuarantine(now).catch(fail('quarantine purge')),
        deadLetters: await store.purgeDeadLetters(now).catch(fail('dead-letter purge')),
        mailFiles: await purgeMailFiles(mailDir, config.mailFilesRetentionMs, now).catch(fail('.eml purge')),
      };
      if (Object.values(purged).some((n) => n)) logger.info(purged, 'past their retention: deleted');
    })().finally(() => {
      retaining = undefined;
    });
    return retaining;
  };
  const polls = store.ingestRequeued || store.takeRequests ? setInterval(() => void poll(), config.requeuePollMs) : undefined;
  polls?.unref();
  void poll();
  void retention();
  const rounds = setInterval(() => void retention(), Math.min(3_600_000, Math.floor(config.deliveredDataMs / 2)));
  rounds.unref();
  return {
    retention,
    poll,
    async stop() {
      clearInterval(polls);
      clearInterval(rounds);
      await Promise.allSettled([polling, retaining]);
    },
  };
}

/** How long /healthz waits for the store before calling it unreachable. */
const HEALTH_TIMEOUT_MS = 1_500;

/**
 * GET /healthz (its detail): 200 while this process serves. `status: 'degraded'` when the store
 * does not answer (PostgreSQL down or restarting): submissions are then answered 503 with
 * Retry-After, the site and GET endpoints still work, and the instance takes submissions again by
 * itself once the database is back — so it stays in the load balancer's pool (ADR 18). Also
 * `degraded`, with `siteError`, while the site's files failed to be read (EMFILE, EIO …) within the
 * last minute: those requests were answered 503.
 */
async function health(store: SubmissionStore, instance: string, siteReadErrors: SiteReadErrors): Promise<Record<string, unknown>> {
  const siteFault = siteReadErrors.recent();
  const site = siteFault
    ? {
        status: 'degraded',
        siteError: `the site's files could not be read (${siteFault.code}) at ${new Date(siteFault.at).toISOString()}: those requests were answered 503 (${siteReadErrors.count} since start)`,
      }
    : {};
  let timer: NodeJS.Timeout | undefined;
  try {
    const stats = await Promise.race([
      store.stats(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', instance, pendingMail: stats.pending, ...site };
  } catch {
    return {
      status: 'degraded',
      instance,
      pendingMail: null,
      error: 'the store does not answer: submissions are refused (503) until it is back',
      ...site,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** /metrics: with METRICS_TOKEN set, `Authorization: Bearer <token>`; without, loopback clients only. */
function metricsAccess(token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return (req, res, next) => {
    if (expected) {
      const given = Buffer.from(req.get('authorization') ?? '');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
      res.setHeader('WWW-Authenticate', 'Bearer');
      return sendError(res, 401, 'Unauthorized');
    }
    if (isLoopback(req.ip)) return next();
    return sendError(res, 404, 'Not found');
  };
}
