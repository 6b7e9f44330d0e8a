import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectedApi } from '@clinic/page-host';
import { openReleaseStore, releaseBuild, releasePointers } from '@clinic/releases';
import { fakeBuild } from './helpers/fake-deployment';
import { signedInSiteTestApp } from './helpers/site-test-app';

/**
 * Servers on different machines share the database and nothing else (docs/deploying.md): two
 * release stores on two disks, one set of pointers. Only PostgreSQL has servers on many machines.
 */
describe.runIf(process.env.DATABASE_URL)('releases through two servers sharing PostgreSQL', () => {
  const { t } = signedInSiteTestApp();

  /** A server's own store: its own folder, the shared database's pointers. */
  const serverContext = () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-replica-store-'));
    return {
      api: injectedApi(t.app),
      webRoot: t.config.webRoot,
      store: openReleaseStore(releasesDir, releasePointers(t.app, { ...t.config, releasesDir })),
      by: 'a team',
    };
  };

  it('lets one release of an app through at a time: the other is refused as in progress, and both servers end on the same release', async () => {
    const a = serverContext();
    const b = serverContext();
    const outcomes = await Promise.allSettled([
      releaseBuild(a, 'mf-blog', fakeBuild('mf-blog'), 'aaaaaaa'),
      releaseBuild(b, 'mf-blog', fakeBuild('mf-blog'), 'bbbbbbb'),
    ]);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    const live = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('is being gated');
    expect(live).toHaveLength(1);
    const released = (live[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof releaseBuild>>>)
      .value;
    expect(released.live).toBe(true);
    expect((await a.store.active('mf-blog'))?.release).toBe(released.release?.id);
    expect((await b.store.active('mf-blog'))?.release).toBe(released.release?.id);
  });
});
