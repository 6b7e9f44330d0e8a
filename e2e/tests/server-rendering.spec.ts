import { expect, test } from '../support/fixtures';
import { contentRoutes } from './spec-routes';

/** Every public route of product §2 with its page's H1 in the HTML, and the pages product §10 adds. */
const publicRoutes = [...contentRoutes, '/media', '/blogs', '/signin'];

test.describe('server-rendered pages', () => {
  test('with JavaScript off, every public route holds its H1, header, navbar and footer', async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of publicRoutes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
    const missing = await page.goto('/nope');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await context.close();
  });

  test("a published blog's page carries its own title, description and content in the HTML", async ({
    browser,
    staffApi,
  }) => {
    const blog = await staffApi.publishBlog({
      title: 'Winter smog and your lungs',
      subTitle: 'How Panchkula’s winter air affects asthma, and what helps.',
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`/blog/${blog._id}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter smog and your lungs');
    await expect(page).toHaveTitle(/^Winter smog and your lungs \| /);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'How Panchkula’s winter air affects asthma, and what helps.',
    );
    await page.goto('/blogs');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Winter smog and your lungs' }).first(),
    ).toBeVisible();
    // The list is there, so no loading line that would vanish on hydration and shift it.
    await expect(page.getByText('Loading blogs...')).toHaveCount(0);
    expect((await page.goto('/blog/000000000000000000000000'))?.status()).toBe(404);
    await context.close();
  });

  test('the app takes over without errors, warnings or replacing the server HTML', async ({
    site,
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Hold the remote's code back, mark the server's H1, then let the code arrive.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mf-content/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await site.open('/COPD');
    const heading = site.heading();
    await expect(heading).toHaveText('Chronic Obstructive Pulmonary Disease(COPD)');
    await heading.evaluate((element) => element.setAttribute('data-server-node', 'yes'));
    await page.evaluate(() => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('h1');
    });
    release();
    await page.waitForFunction(() =>
      (
        window as unknown as { __clinic?: { getState(): { remotes: { loaded: string[] } } } }
      ).__clinic
        ?.getState()
        .remotes.loaded.includes('mf_content'),
    );
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(heading).toHaveAttribute('data-server-node', 'yes');
    // No module (nor anything else) was fetched twice for the page.
    expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);

    // The hydrated page is live: in-app navigation works from the remote's own links.
    await page
      .getByRole('complementary', { name: 'Treatments' })
      .getByRole('link', { name: 'Fever Treatment' })
      .click();
    await expect(heading).toHaveText('Fever Treatment');
    await expect(page).toHaveTitle(/^Fever Treatment \| /);

    for (const path of ['/', '/about', '/blogs', '/signin']) await site.openInteractive(path);
    expect(site.errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('head: unique titles, descriptions, canonical URLs, Open Graph and JSON-LD', async ({
    page,
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of ['/', '/about', '/COPD', '/Polysomnography', '/blogs', '/pictures']) {
      await page.goto(path);
      titles.add(await page.title());
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, page.url()).href,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /\S/);
    }
    expect(titles.size).toBe(6);

    await page.goto('/Pictures');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pictures$/);

    const jsonLd = async (path: string) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    };
    expect(await jsonLd('/')).toEqual(['MedicalClinic', 'Physician']);
    expect(await jsonLd('/about')).toEqual(['MedicalClinic', 'Physician', 'BreadcrumbList']);
    expect(await jsonLd('/COPD')).toEqual(['MedicalWebPage', 'BreadcrumbList']);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /signin');
    expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/about', '/COPD', '/Lung', '/pictures', '/blogs'])
      expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+${path}</loc>`));
    expect(sitemap).not.toContain('/dashboard');
    expect(sitemap).not.toContain('/signin');
  });

  test('hashed files and pages are sent compressed with brotli', async ({ request }) => {
    const html = await request.get('/COPD', { headers: { 'accept-encoding': 'br' } });
    expect(html.headers()['content-encoding']).toBe('br');
    // The shell's hashed entry, named in the page's start plan.
    const script = (await html.text()).match(/"entry":"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("the boot data carries JSON-LD only for the page itself, every page's menu and title", async ({
    request,
  }) => {
    const html = await (await request.get('/COPD')).text();
    const boot = html.match(/<script type="application\/json" id="clinic-boot">(.*?)<\/script>/s);
    const pages = (JSON.parse(boot![1]!) as { pages: Record<string, unknown>[] }).pages;
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((entry) => 'structuredData' in entry).map((entry) => entry.path)).toEqual([
      '/COPD',
    ]);
    expect(pages.find((entry) => entry.path === '/BronchialAsthma')).toMatchObject({
      title: expect.any(String),
      menu: { group: 'Treatments' },
    });
  });
});
