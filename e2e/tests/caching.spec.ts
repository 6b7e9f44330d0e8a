import { expect, test } from '../support/fixtures';

// How a redeployed remote reaches visitors: its entry and the remotes list are never cached,
// its content-hashed chunks are cached for good.
test.describe('cache headers of the deployed builds', () => {
  test('remotes.json, remote entries and manifests are no-cache; hashed assets are immutable', async ({
    request,
  }) => {
    for (const path of [
      '/remotes.json',
      '/',
      '/mf-content/remoteEntry.js',
      '/mf-blog/remoteEntry.js',
      '/mf-dashboard/remoteEntry.js',
      '/mf-blog/mf-manifest.json',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }

    const manifest = (await (await request.get('/mf-blog/mf-manifest.json')).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = manifest.exposes[0]?.assets.js.sync[0];
    expect(chunk, 'a hashed chunk named in the manifest').toMatch(/^assets\/.+-[\w-]{8}\.js$/);
    const asset = await request.get(`/mf-blog/${chunk}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('remotes.json names same-origin entries by default', async ({ request }) => {
    expect(await (await request.get('/remotes.json')).json()).toEqual({
      mf_content: '/mf-content/remoteEntry.js',
      mf_blog: '/mf-blog/remoteEntry.js',
      mf_dashboard: '/mf-dashboard/remoteEntry.js',
    });
  });
});
