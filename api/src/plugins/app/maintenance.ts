import type { FastifyInstance } from 'fastify';
import { purgeDeletedBlogs } from '../../maintenance/deleted-blogs';
import type { ApiConfig } from '../../config/api-config';
import { purgeBackups } from '../../maintenance/old-backups';
import { DAY, purgeExpiredData } from '../../maintenance/purge';
import fp from 'fastify-plugin';

const EVERY_HOUR = 60 * 60 * 1000;

/** Runs the retention purge (rows and backup files) at start and hourly; the timer never keeps the process alive. */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  const run = async () => {
    try {
      const purged = {
        ...(await purgeExpiredData(app.repos, config)),
        backups: await purgeBackups(config.dataDir, config.enquiryRetentionDays * DAY),
        deletedBlogs: await purgeDeletedBlogs(app.repos, app.images),
      };
      if (
        purged.enquiries > 0 ||
        purged.backups.deleted > 0 ||
        purged.backups.enquiries > 0 ||
        purged.deletedBlogs > 0
      )
        app.log.info(purged, 'retention purge');
    } catch (error) {
      app.log.error({ err: error }, 'retention purge failed');
    }
  };
  await run();
  const timer = setInterval(run, EVERY_HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
