// First: React reads NODE_ENV when it is loaded.
import './production-by-default';
import { ConfigError, loadConfig, siteIsLive } from './config/site-config';
import { buildSite } from './build-site';
import { checkReadyToGoLive, SampleContentError } from './go-live-warning';
import { carryOverConfiguredReviews } from './listed-reviews';

async function main() {
  // Whatever the server writes (SQLite's journals, release copies, temporary files) is its
  // user's only; the folders it keeps are closed to others as well (private-files.ts).
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line naming the setting, for whoever reads the container log.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildSite(config);
  await carryOverConfiguredReviews(app, config.webRoot);
  try {
    await checkReadyToGoLive(app.log, {
      publicOrigin: config.publicOrigin,
      live: siteIsLive(config),
      allowSampleContent: process.env.ALLOW_SAMPLE_CONTENT,
    });
  } catch (error) {
    if (error instanceof SampleContentError) {
      // Before listening: a balancer never sends a patient to a site full of sample values.
      process.stderr.write(`${error.message}\n`);
      await app.close();
      process.exit(1);
    }
    throw error;
  }
  const { drainMs, graceMs } = config.shutdown;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Not-ready first: a balancer stops sending requests here within its check interval
    // (DRAIN_SECONDS, docs/deploying.md), and only then does the server stop accepting.
    app.readiness.drain();
    app.log.info({ signal, drainMs }, 'shutting down');
    setTimeout(() => process.exit(1), drainMs + graceMs).unref();
    setTimeout(() => {
      // close() stops accepting, lets in-flight requests finish, then closes the database.
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, drainMs).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Before listening: a balancer's first check already finds the main pages composed.
  await app.readiness.warmUp(warmUpHost(config));
  await app.listen({ port: config.port, host: config.host });
}

/** The Host the warm-up's requests carry: the one pages are composed for, so the cache holds them. */
const warmUpHost = (config: { publicOrigin: string | undefined }) =>
  config.publicOrigin ? new URL(config.publicOrigin).host : 'localhost';

main().catch((error: unknown) => {
  process.stderr.write(
    `Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
