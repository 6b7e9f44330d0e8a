import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { buildRelease, deployRelease, type SourceEdit } from '../support/release-build';

/** A new export beside the clinic config, in an existing module of `shared`. */
const newerShared: SourceEdit[] = [
  {
    file: 'contracts/src/config/clinic.ts',
    from: "apiBaseUrl: '/api/v1',\n} as const;",
    to: "apiBaseUrl: '/api/v1',\n} as const;\n\nexport const clinicMotto = 'Breathe easy, Panchkula';",
  },
];

const shellFiles = ['index.html', 'server/entry.mjs', 'remotes.json'];
const readShell = (webRoot: string) =>
  shellFiles.map((file) => readFileSync(join(webRoot, 'shell', 'dist', file), 'utf8'));

test.describe('independent deployment', () => {
  test.slow();

  test('a rebuilt remote copied into place is live at the next page load, shell untouched', async ({
    site,
    page,
    isolatedSite: running,
  }) => {
    const shellBefore = readShell(running.webRoot);
    await page.goto(`${running.baseURL}/blogs`);
    await expect(site.heading()).toHaveText('Blogs');

    const dist = buildRelease('mf-blog', {
      app: [
        {
          file: 'src/page-manifest.ts',
          from: "title: 'Blogs',",
          to: "title: 'Blogs and health notes',",
        },
      ],
    });
    deployRelease(running.webRoot, 'mf-blog', dist);

    await expect(async () => {
      await page.reload();
      await expect(site.heading()).toHaveText('Blogs and health notes', { timeout: 1000 });
    }).toPass();
    expect(readShell(running.webRoot)).toEqual(shellBefore);
  });

  test('skew: a remote built on a newer shared works beside the older shell', async ({
    site,
    page,
    request,
    isolatedSite: running,
  }) => {
    const dist = buildRelease('mf-blog', {
      shared: newerShared,
      app: [
        {
          file: 'src/features/blogs/blog-list-page.tsx',
          from: "import { usePublishedBlogs } from './hooks/use-blogs';",
          to: "import { clinicMotto } from '@clinic/contracts/config/clinic';\nimport { usePublishedBlogs } from './hooks/use-blogs';",
        },
        {
          file: 'src/features/blogs/blog-list-page.tsx',
          from: '<h1 className="blog-list__title">{page.title}</h1>',
          to: '<h1 className="blog-list__title">{page.title}</h1>\n      <p>{clinicMotto}</p>',
        },
      ],
    });
    deployRelease(running.webRoot, 'mf-blog', dist);

    // The server renders it with the remote's own shared...
    await expect
      .poll(async () => (await request.get(`${running.baseURL}/blogs`)).text())
      .toContain('Breathe easy, Panchkula');
    // ...and the browser runs it beside the shell's older one, without a fallback or an error.
    await site.openInteractive(`${running.baseURL}/blogs`);
    await expect(page.getByText('Breathe easy, Panchkula')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await site.navigateTo('About');
    await site.navigateTo('Blogs');
    await expect(page.getByText('Breathe easy, Panchkula')).toBeVisible();
    expect(site.errors).toEqual([]);
  });

  test('skew: a shell built on a newer shared works beside the older remotes', async ({
    site,
    page,
    request,
    isolatedSite: running,
  }) => {
    const dist = buildRelease('shell', {
      shared: newerShared,
      app: [
        {
          file: 'src/layout/site-footer.tsx',
          from: "import { clinic } from '@clinic/contracts/config/clinic';",
          to: "import { clinic, clinicMotto } from '@clinic/contracts/config/clinic';",
        },
        {
          file: 'src/layout/site-footer.tsx',
          from: '</footer>',
          to: '<p>{clinicMotto}</p></footer>',
        },
      ],
    });
    deployRelease(running.webRoot, 'shell', dist);

    await expect
      .poll(async () => (await request.get(`${running.baseURL}/COPD`)).text())
      .toContain('Breathe easy, Panchkula');
    for (const [path, heading] of [
      ['/COPD', 'Chronic Obstructive Pulmonary Disease(COPD)'],
      ['/blogs', 'Blogs'],
      ['/signin', 'Staff sign in'],
    ] as const) {
      await site.openInteractive(`${running.baseURL}${path}`);
      await expect(site.heading()).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('Breathe easy, Panchkula');
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
    expect(site.errors).toEqual([]);
  });

  test('a page added to mf-content goes live by deploying mf-content alone: 200, prerendered, in the sitemap and the menu', async ({
    browser,
    request,
    isolatedSite: running,
  }) => {
    const shellBefore = readShell(running.webRoot);
    const dist = buildRelease('mf-content', {
      app: [
        {
          file: 'src/features/medical/medical-pages.ts',
          from: "  { path: '/Tuberculosis', title: 'Tuberculosis (TB) Treatment', article: 'tuberculosis' },",
          to: "  { path: '/Tuberculosis', title: 'Tuberculosis (TB) Treatment', article: 'tuberculosis' },\n  { path: '/Bronchiectasis', title: 'Bronchiectasis Treatment', article: 'bronchiectasis' },",
        },
        { file: 'src/features/medical/articles/bronchiectasis.ts', to: bronchiectasisArticle },
      ],
    });
    expect((await request.get(`${running.baseURL}/Bronchiectasis`)).status()).toBe(404);
    deployRelease(running.webRoot, 'mf-content', dist);

    await expect
      .poll(async () => (await request.get(`${running.baseURL}/Bronchiectasis`)).status())
      .toBe(200);
    const sitemap = await (await request.get(`${running.baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${running.baseURL}/Bronchiectasis</loc>`);

    // Prerendered: with JavaScript off the page holds its heading, and every menu lists it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${running.baseURL}/COPD`);
    // (Inside the closed Treatments menu, so found by its address rather than its role.)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).locator('a[href="/Bronchiectasis"]'),
    ).toHaveText('Bronchiectasis Treatment');
    await page.goto(`${running.baseURL}/Bronchiectasis`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bronchiectasis Treatment');
    await expect(
      page
        .getByRole('complementary', { name: 'Treatments' })
        .getByRole('link', { name: 'Bronchiectasis Treatment' }),
    ).toHaveAttribute('aria-current', 'page');
    await context.close();

    // The shell's files are as they were; the server is the process the fixture started once.
    expect(readShell(running.webRoot)).toEqual(shellBefore);
  });
});

/** A new page's content, as a content team would add it: one article file. */
const bronchiectasisArticle = `import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Bronchiectasis',
  description: 'Bronchiectasis: widened airways that collect mucus and cause repeated chest infections, and how airway clearance and treatment help.',
  hero: 'airways',
  about: { name: 'Bronchiectasis' },
  lastReviewed: '2026-11-23',
  updated: '2026-11-23',
  sources: ['btsBronchoscopy'],
  intro: ['Bronchiectasis is a long-term condition in which the airways are widened and scarred.'],
  sections: [{ heading: 'Treatment', blocks: [{ kind: 'paragraph', text: 'Daily airway clearance.' }] }],
};
`;
