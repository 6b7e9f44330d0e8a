import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openReleaseStore } from './release-store';
import { releasesPastKeeping } from './retention';

const hours = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 3_600_000);

/** Six releases of one app, each live for ten hours after the one before. */
async function storeWithSixReleases() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-releases-'));
  const store = openReleaseStore(root);
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-build-'));
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${i} */`);
    const release = await store.create('mf-blog', build, {
      commit: 'c',
      releasedBy: 't',
      now: hours(i * 10),
    });
    await store.activate('mf-blog', release.id, 't', hours(i * 10));
    ids.push(release.id);
  }
  return { store, ids };
}

describe('releasesPastKeeping', () => {
  it('keeps the live release, the last three live, and any live within 24 hours', async () => {
    const { store, ids } = await storeWithSixReleases();
    // At hour 50: release 5 live since 50; 4 replaced then; 3 at 40; 2 at 30 (within 24 hours,
    // though not among the last three); 1 at 20 and 0 at 10 (past keeping).
    expect((await releasesPastKeeping(store, 'mf-blog', { now: hours(50) })).sort()).toEqual(
      [ids[0], ids[1]].sort(),
    );
    // Much later, only the last three live are kept.
    expect((await releasesPastKeeping(store, 'mf-blog', { now: hours(500) })).sort()).toEqual(
      [ids[0], ids[1], ids[2]].sort(),
    );
  });

  it('removes a release that never went live once it is older than the window', async () => {
    const { store } = await storeWithSixReleases();
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-build-'));
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), '/* refused */');
    const refused = await store.create('mf-blog', build, {
      commit: 'c',
      releasedBy: 't',
      now: hours(52),
    });
    expect(await releasesPastKeeping(store, 'mf-blog', { now: hours(60) })).not.toContain(
      refused.id,
    );
    expect(await releasesPastKeeping(store, 'mf-blog', { now: hours(80) })).toContain(refused.id);
  });
});
