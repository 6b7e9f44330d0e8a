import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPnpm, type CommandResult } from './pnpm-command';
import type { RunningSite } from './site-server';

/** Runs a release command of the README (`pnpm release`, `pnpm rollback`) against `site`. */
export function runReleaseCommand(site: RunningSite, args: string[]): CommandResult {
  return runPnpm(args, { ...site.env, RELEASED_BY: 'e2e <e2e@clinic.test>' });
}

/**
 * A copy of the site's build of `app` that differs by one file: a new release of the same code,
 * as a team's rebuild with an unrelated change would be.
 */
export function variantOfBuild(site: RunningSite, app: string, marker: string): string {
  const dir = mkdtempSync(join(tmpdir(), `clinic-${app}-`));
  cpSync(join(site.webRoot, app, 'dist'), dir, { recursive: true });
  writeFileSync(join(dir, 'release-note.txt'), marker);
  return dir;
}

/** The release id of `app` a composed page names (its entry's release-scoped URL). */
export async function releaseNamedBy(site: RunningSite, path: string, app: string) {
  const html = await (await fetch(`${site.baseURL}${path}`)).text();
  return new RegExp(`/releases/${app}/([0-9a-f]{12})/remoteEntry\\.js`).exec(html)?.[1];
}
