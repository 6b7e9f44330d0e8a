import { backupDatabase } from '@clinic/api';
import { loadConfig } from '../config/site-config';

/** `pnpm db:backup [target-file]`: api/src/maintenance/backup-database.ts, with the site's settings. */
async function main() {
  const { source, target } = await backupDatabase(loadConfig(), process.argv[2]);
  process.stdout.write(`Backed up ${source} to ${target}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
