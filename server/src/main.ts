// First: React reads NODE_ENV when it is loaded.
import './production-by-default';
import { ConfigError, loadConfig, siteIsLive } from './config/site-config';
import { buildSite } from './build-site';
import { checkReadyToGoLive, SampleContentError } from './go-live-warning';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  try {
    await checkReadyToGoLive(app.log, config.webRoot, {
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
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting, lets in-flight requests finish, then closes the database.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
