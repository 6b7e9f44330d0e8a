import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import { mergeDeployment } from './merged-deployment';
import type { RemoteBuild } from './remote-build';
import type { ShellBuild } from './shell-build';

const shell: ShellBuild = {
  stamp: 'shell-1',
  dist: '/web/shell/dist',
  remotes: {
    mf_content: '/mf-content/remoteEntry.js',
    mf_blog: '/mf-blog/remoteEntry.js',
    mf_dashboard: '/mf-dashboard/remoteEntry.js',
  },
};

const page = (path: string): PageDefinition => ({
  path,
  key: 'page',
  title: path,
  description: '',
});

const build = (stamp: string, paths: string[]): RemoteBuild => ({
  stamp,
  entryUrl: `/releases/${stamp}/remoteEntry.js`,
  manifest: {
    remote: 'mf_blog',
    contract: '2.2',
    buildId: stamp,
    builtAt: '2026-11-25T00:00:00.000Z',
    pages: paths.map(page),
  },
  server: {
    name: 'mf_blog',
    url: `file:///releases/${stamp}/server/entry.mjs`,
    folder: `/releases/${stamp}`,
    version: stamp,
    assetBase: `/releases/${stamp}/`,
    homes: [],
  },
  preload: { scripts: [], base: '/', exposeStyles: [], pageStyles: [], css: new Map() },
});

describe('mergeDeployment', () => {
  it('lists every remote page once, leaving a path two remotes claim to the first, and says so', () => {
    const warnings: string[] = [];
    const deployment = mergeDeployment(
      shell,
      [
        ['mf_content', build('content-1', ['/', '/COPD'])],
        ['mf_blog', build('blog-1', ['/blogs', '/COPD'])],
        ['mf_dashboard', undefined],
      ],
      { warn: (_detail, message) => void warnings.push(message) },
    );
    expect(deployment.pages.map((entry) => [entry.path, entry.remote])).toEqual([
      ['/', 'mf_content'],
      ['/COPD', 'mf_content'],
      ['/blogs', 'mf_blog'],
    ]);
    expect(deployment.collisions).toEqual([{ path: '/COPD', remote: 'mf_blog' }]);
    expect(warnings).toEqual(['two remotes claim one path; the first keeps it']);
    // A remote with a build is loaded from its own entry; one without keeps the shell's.
    expect(deployment.remotes.mf_blog).toBe('/releases/blog-1/remoteEntry.js');
    expect(deployment.remotes.mf_dashboard).toBe('/mf-dashboard/remoteEntry.js');
  });

  it('has a version that changes when any build does', () => {
    const log = { warn: () => undefined };
    const version = (blog: string) =>
      mergeDeployment(shell, [['mf_blog', build(blog, ['/blogs'])]], log).version;
    expect(version('blog-1')).toBe(version('blog-1'));
    expect(version('blog-2')).not.toBe(version('blog-1'));
    expect(mergeDeployment({ ...shell, stamp: 'shell-2' }, [], log).version).not.toBe(
      mergeDeployment(shell, [], log).version,
    );
  });

  it("keeps each page's styles for composing, out of the pages the browser gets", () => {
    const styled = build('content-2', ['/COPD']);
    const withStyles: RemoteBuild = {
      ...styled,
      manifest: {
        ...styled.manifest,
        pages: [{ ...page('/COPD'), styles: ['assets/medical.css'] }, page('/privacy')],
      },
    };
    const deployment = mergeDeployment(shell, [['mf_content', withStyles]], { warn: () => {} });
    expect(deployment.pageStyles).toEqual(new Map([['/COPD', ['assets/medical.css']]]));
    expect(deployment.pages.map((entry) => Object.keys(entry).includes('styles'))).toEqual([
      false,
      false,
    ]);
  });

  it("gives the browser each public page key's files as URLs in the remote's folder, less the remote's own scripts, none of a staff page's", () => {
    const built = build('content-3', []);
    const withScripts: RemoteBuild = {
      ...built,
      manifest: {
        ...built.manifest,
        pages: [
          { ...page('/COPD'), key: 'medical' },
          { ...page('/dashboard'), key: 'dashboard', protected: true },
        ],
        pageFiles: {
          medical: ['assets/medical.js', 'assets/share.js'],
          dashboard: ['assets/dashboard.js'],
        },
      },
      preload: {
        ...built.preload,
        base: '/releases/content-3/',
        scripts: ['/releases/content-3/remoteEntry.js', '/releases/content-3/assets/share.js'],
      },
    };
    const deployment = mergeDeployment(
      shell,
      [
        ['mf_content', withScripts],
        ['mf_blog', build('blog-2', ['/blogs'])],
      ],
      { warn: () => {} },
    );
    expect(deployment.pageFiles).toEqual({
      mf_content: { medical: ['/releases/content-3/assets/medical.js'] },
    });
  });
});
