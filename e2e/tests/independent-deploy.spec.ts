import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/site-server';

/**
 * What the blog team does to ship: change their source, build their remote alone, copy the
 * build over the deployed one. The shell is not rebuilt or touched.
 */
function rebuildBlogRemoteWithHeading(heading: string, outDir: string) {
  const workDir = mkdtempSync(join(tmpdir(), 'mf-blog-release-'));
  const source = join(repoRoot, 'mf-blog');
  for (const entry of ['src', 'index.html', 'vite.config.ts', 'package.json']) {
    cpSync(join(source, entry), join(workDir, entry), { recursive: true });
  }
  symlinkSync(join(source, 'node_modules'), join(workDir, 'node_modules'));
  const pagePath = join(workDir, 'src', 'features', 'blogs', 'blog-list-page.tsx');
  const original = readFileSync(pagePath, 'utf8');
  const changed = original.replace('<h1>Blogs</h1>', `<h1>${heading}</h1>`);
  expect(changed, 'the blog list heading to rewrite').not.toBe(original);
  writeFileSync(pagePath, changed);
  execFileSync(
    join(source, 'node_modules', '.bin', 'vite'),
    ['build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: workDir,
      stdio: 'pipe',
    },
  );
  rmSync(workDir, { recursive: true, force: true });
}

test.describe('independent deployment', () => {
  test('a rebuilt remote copied into place is live at the next page load, shell untouched', async ({
    site,
    page,
    isolatedSite: running,
  }) => {
    test.slow();
    const shellIndex = join(running.webRoot, 'shell', 'dist', 'index.html');
    const shellBefore = readFileSync(shellIndex, 'utf8');

    await page.goto(`${running.baseURL}/blogs`);
    await expect(site.heading()).toHaveText('Blogs');

    const staging = mkdtempSync(join(tmpdir(), 'mf-blog-build-'));
    rebuildBlogRemoteWithHeading('Blogs and health notes', staging);
    const deployed = join(running.webRoot, 'mf-blog', 'dist');
    rmSync(deployed, { recursive: true });
    cpSync(staging, deployed, { recursive: true });
    rmSync(staging, { recursive: true, force: true });

    await page.reload();
    await expect(site.heading()).toHaveText('Blogs and health notes');
    expect(readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
  });
});
