import { expect, test } from '../support/fixtures';

const YOUTUBE = /youtube|ytimg|youtu\.be|googlevideo/;

/**
 * Links staff add through the API appear on the home and media pages (product §10), server-rendered,
 * and a category without links is left out. On a server of its own, so other tests' links
 * cannot fill the categories this one needs empty.
 */
test.describe('managed links', () => {
  test('appear on home and media; an empty category is hidden or says so', async ({
    page,
    site,
    isolatedSite,
    isolatedStaffApi: api,
  }) => {
    const base = isolatedSite.baseURL;

    await page.goto(`${base}/`);
    for (const name of ['Our Patient Stories', 'Trending YouTube', 'Instagram Highlights'])
      await expect(page.getByRole('heading', { name })).toHaveCount(0);

    await api.addLink({
      category: 'homestories',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await api.addLink({ category: 'homeyoutube', url: 'https://youtu.be/aqz-KE-bpKQ' });
    await api.addLink({
      category: 'mediayoutube',
      url: 'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    });
    await api.addLink({
      category: 'mediayoutubelatest',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await api.addLink({ category: 'mediainsta', url: 'https://www.instagram.com/p/Cxyz789/' });

    // In the server's HTML, without JavaScript.
    const html = await (await page.request.get(`${base}/`)).text();
    expect(html).toContain('Our Patient Stories');
    expect(html).toContain('Trending YouTube');
    expect(html).not.toContain('Instagram Highlights');

    await site.openInteractive(`${base}/`);
    const stories = page.getByRole('region', { name: 'Our Patient Stories' });
    await expect(stories.getByRole('button', { name: 'Play Patient story 1' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Trending YouTube' }).getByRole('button', {
        name: 'Play Trending video 1',
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Instagram Highlights' })).toHaveCount(0);

    await site.openInteractive(`${base}/media`);
    await expect(
      page.getByRole('region', { name: 'Latest Video' }).getByRole('button', {
        name: 'Play Latest video',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'YouTube Videos' }).getByRole('button', {
        name: 'Play YouTube video 1',
      }),
    ).toBeVisible();
    const instagram = page.getByRole('region', { name: 'Instagram' });
    await expect(instagram.getByRole('link', { name: /Instagram post 1/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/Cxyz789/',
    );
  });

  test('media page: a friendly line per empty category', async ({ page, isolatedSite }) => {
    await page.goto(`${isolatedSite.baseURL}/media`);
    await expect(page.getByText('Our latest video will appear here soon.')).toBeVisible();
    await expect(page.getByText('No videos here yet.')).toBeVisible();
    await expect(page.getByText('No Instagram posts here yet.')).toBeVisible();
  });

  test('nothing is fetched from YouTube until a thumbnail is clicked', async ({
    page,
    site,
    isolatedSite,
    isolatedStaffApi: api,
  }) => {
    await api.addLink({
      category: 'mediayoutubelatest',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const youtube: string[] = [];
    page.on(
      'request',
      (request) => YOUTUBE.test(new URL(request.url()).hostname) && youtube.push(request.url()),
    );
    // The machine has no internet: the player's page is answered here.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );

    await site.openInteractive(`${isolatedSite.baseURL}/media`);
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: 'Play Latest video' }).click();
    const player = page.locator('iframe[title="Latest video"]');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });
});
