import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { injectedApi } from '@clinic/page-host';
import { openReleaseStore, releaseBuild, releasePointers } from '@clinic/releases';
import { writeFakeApp } from './helpers/fake-deployment';
import { runReleaseCommand } from './helpers/release-cli';
import { createSiteTestApp, type SiteTestApp } from './helpers/site-test-app';

/**
 * RELEASE_KEEP_HOURS, the operator's setting for how long a replaced release stays served
 * (decision 0027), reaches the clean-up `pnpm release` runs after each activation.
 */
let t: SiteTestApp;
beforeAll(async () => {
  t = await createSiteTestApp();
});
afterAll(() => t.close());

/** A build of mf-blog different from every other. */
function build(n: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-keep-'));
  writeFakeApp(dir, 'mf-blog');
  fs.writeFileSync(path.join(dir, 'mf-blog', 'dist', 'note.txt'), `build ${n}`);
  return path.join(dir, 'mf-blog', 'dist');
}

it('removes a replaced release at once with RELEASE_KEEP_HOURS=0 (the last three live stay), and keeps it 24 h without', async () => {
  const store = openReleaseStore(t.config.releasesDir, releasePointers(t.app, t.config));
  const context = { api: injectedApi(t.app), webRoot: t.config.webRoot, store, by: 'test' };
  const ids: string[] = [];
  for (const n of [1, 2, 3]) {
    const outcome = await releaseBuild(context, 'mf-blog', build(n), 'abc1234');
    ids.push(outcome.release!.id);
  }
  const env = {
    DATA_DIR: t.config.dataDir,
    WEB_ROOT: t.config.webRoot,
    RELEASES_DIR: t.config.releasesDir,
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
  };
  // Unset: release 1 is no longer among the last three live, but was live minutes ago.
  const fourth = await runReleaseCommand(['release', 'mf-blog', '--from', build(4)], env);
  expect(fourth.stdout).toMatch(/mf-blog [0-9a-f]{12} is live/);
  expect(fourth.stdout).not.toContain('removed');
  // Four releases, and the build folder live before the first, kept as a release for rollback.
  const baseline = (await store.history('mf-blog')).find(
    (event) => event.event === 'baseline',
  )!.release;
  expect(store.list('mf-blog')).toHaveLength(5);

  const fifth = await runReleaseCommand(['release', 'mf-blog', '--from', build(5)], {
    ...env,
    RELEASE_KEEP_HOURS: '0',
  });
  expect(fifth.stdout).toContain(`removed old release ${ids[0]}`);
  expect(fifth.stdout).toContain(`removed old release ${ids[1]}`);
  expect(fifth.stdout).toContain(`removed old release ${baseline}`);
  expect(store.list('mf-blog').map((release) => release.id)).not.toContain(ids[1]);
  expect(store.list('mf-blog')).toHaveLength(3);
  expect((await t.app.inject(`/releases/mf-blog/${ids[0]}/remoteEntry.js`)).statusCode).toBe(404);
  if (t.config.databaseUrl) {
    // Servers sharing PostgreSQL keep each release there too: the same ones, no more.
    const inDatabase = await sql<{ release: string }>`
      select release from release_records where app = 'mf-blog'`.execute(t.app.db);
    expect(inDatabase.rows.map((row) => row.release).sort()).toEqual(
      store
        .list('mf-blog')
        .map((release) => release.id)
        .sort(),
    );
  }
  expect((await t.app.inject(`/releases/mf-blog/${ids[2]}/remoteEntry.js`)).statusCode).toBe(200);

  const refused = await runReleaseCommand(['list'], {
    ...env,
    RELEASE_KEEP_HOURS: 'a day',
  }).catch((error: { stderr: string }) => error.stderr);
  expect(refused).toContain('Invalid setting RELEASE_KEEP_HOURS');
  // Five releases, each gated in sandboxes, and two made by the command, which waits for a
  // server to serve it (decision 0072): more than the default 30 s on a loaded machine.
}, 90_000);
