import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import { injectedApi } from '@clinic/page-host';
import { openReleaseStore, releaseBuild, releasePointers } from '@clinic/releases';
import { fakeBuild } from './helpers/fake-deployment';
import { signedInSiteTestApp } from './helpers/site-test-app';

/** A site deployed whole at this repository's contract, then sent one remote's release. */
const { t } = signedInSiteTestApp();

const release = (dist: string) =>
  releaseBuild(
    {
      api: injectedApi(t.app),
      webRoot: t.config.webRoot,
      store: openReleaseStore(t.config.releasesDir, releasePointers(t.app, t.config)),
      by: 'Test Team <team@clinic.test>',
    },
    'mf-blog',
    dist,
    'abc1234',
  );

/** Makes a build (or the deployed site's) implement `contract`: its server module and manifest. */
function builtFor(dist: string, contract: string) {
  const entry = path.join(dist, 'server', 'entry.mjs');
  const manifestFile = path.join(dist, 'pages.json');
  if (!fs.existsSync(manifestFile)) {
    const shell = fs.readFileSync(entry, 'utf8');
    fs.writeFileSync(
      entry,
      shell.replace(/remoteContract = '[^']*'/, `remoteContract = '${contract}'`),
    );
    return dist;
  }
  fs.writeFileSync(entry, `export default { contract: '${contract}', pages: {}, slices: [] };\n`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as object;
  fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, contract }));
  return dist;
}

describe(`the release gate on a site of remote contract ${REMOTE_CONTRACT}`, () => {
  it('refuses a remote built for the previous major, and takes one of its own', async () => {
    for (const app of ['shell', 'mf-content', 'mf-blog', 'mf-dashboard'])
      builtFor(path.join(t.config.webRoot, app, 'dist'), REMOTE_CONTRACT);
    // The site reads its deployment again at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const major = Number.parseInt(REMOTE_CONTRACT, 10);

    const previous = await release(builtFor(fakeBuild('mf-blog'), `${major - 1}.7`));
    expect(previous.live ? [] : previous.reasons).toEqual([
      `it implements remote contract ${major - 1}.7; the live shell knows ${major}.x`,
    ]);
    const own = await release(builtFor(fakeBuild('mf-blog'), REMOTE_CONTRACT));
    expect(own.live ? [] : own.reasons).toEqual([]);
    expect(own.live).toBe(true);
  });
});
