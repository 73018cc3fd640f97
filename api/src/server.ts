/**
 * `npm start`: the site and the API on one origin. Reads the environment once (config/env.ts),
 * listens, says where mail goes, and on SIGTERM/SIGINT shuts down gracefully: stop accepting
 * connections, finish in-flight requests, let deliveries under way complete, close the store.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { type Config, ConfigError, loadEnv } from './config/env';
import { createHttpServer } from './http/listen';
import { DataDirInUseError } from './outbox/data-dir-lock';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[api] ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const meranti = await createApp(config).catch((err: unknown) => {
    // Another process owns DATA_DIR: one line, and a non-zero exit (ADR 22).
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(`[api] ${err.message}`);
    process.exit(1);
  });
  const { logger } = meranti;
  const server = createHttpServer(meranti.handler);
  server.listen(config.port, config.host ?? '::');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch((err: NodeJS.ErrnoException) => {
    console.error(`[api] cannot listen on port ${config.port}: ${err.code ?? err.message}`);
    process.exit(1);
  });

  const { port } = server.address() as AddressInfo;
  const host = config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : 'localhost';
  // Plain lines for people (and for scripts waiting for the port); JSON logs follow.
  console.log(`[api] listening on http://${host.includes(':') ? `[${host}]` : host}:${port} (site: ${config.siteDir})`);
  console.log(`[api] mail to ${config.enquiryTo} → ${meranti.mailDestination}`);
  console.log(`[api] instance ${config.instanceId}; submissions kept in ${meranti.store.description}`);
  const { pending } = await meranti.store.stats().catch(() => ({ pending: 0 }));
  if (pending > 0) console.log(`[api] ${pending} accepted submission(s) waiting to be mailed`);
  logger.info({ port, mail: meranti.mailDestination, pendingMail: pending }, 'api started');

  let stopping = false;
  const close = () => {
    const deadline = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    // Stops accepting; idle keep-alive connections are closed, busy ones finish their request.
    server.close(() => {
      void meranti
        .close(Math.min(5_000, config.shutdownTimeoutMs))
        .catch((err: unknown) => logger.error({ err: { message: (err as Error).message } }, 'error while closing'))
        .finally(() => {
          logger.info('stopped');
          console.log('[api] stopped');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: shutting down (finishing requests in flight)`);
    logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    if (config.shutdownDrainMs === 0) return close();
    // Still serving; /healthz says "draining" so the load balancer's health checks take this
    // instance out of the pool before it stops accepting connections.
    meranti.drain();
    console.log(`[api] draining for ${config.shutdownDrainMs} ms (/healthz answers 503)`);
    setTimeout(close, config.shutdownDrainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
