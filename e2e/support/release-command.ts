import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, type RunningSite } from './site-server';

export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs a release command of the README (`pnpm release`, `pnpm rollback`) against `site`. */
export function runReleaseCommand(site: RunningSite, args: string[]): CommandResult {
  const result = spawnSync('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...site.env, RELEASED_BY: 'e2e <e2e@clinic.test>' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
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
