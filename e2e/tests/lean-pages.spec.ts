import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitUntilLive } from '../support/live-page';
import { appState, holdPageCode, openAsItShows } from '../support/slow-phone';

/** Scripts the page asked for, and when (ms from its navigation start). */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  );

const liveAt = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('clinic:page-live')[0]?.startTime);

const remotesLoaded = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as { __clinic: { getState(): { remotes: { loaded: string[] } } } }
      ).__clinic.getState().remotes.loaded,
  );

/** The browser's data saver, as Chromium's Network Information reports it. */
const turnDataSaverOn = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: Object.assign(new EventTarget(), { saveData: true }),
    }),
  );

/** No remote's file and not the federation runtime: the shell's own scripts only. */
const remoteOrFederation = /^\/(mf-content|mf-blog|mf-dashboard)\/|federation|remoteEntry/;

/**
 * Every request waits 500 ms, as on a mobile network (the browser's own estimate of the round
 * trip says so too): a page's code, several requests one after another, comes later than the
 * prerendered page.
 */
async function slowConnection(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 500,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

test.describe('lean pages (issue 28)', () => {
  test('a page with widgets goes live on the frame first: its menu answers while the page’s code is held, and a tap on a widget then is replayed', async ({
    site,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let letRegionIn = () => {};
    const regionHeld = new Promise<void>((resolve) => (letRegionIn = resolve));
    // mf-content's code, not its pictures: the page loads without it.
    const contentCode = (url: URL) =>
      url.pathname.startsWith('/mf-content/') && url.pathname.endsWith('.js');
    await page.route(contentCode, async (route) => {
      await regionHeld;
      await route.continue();
    });
    await site.open('/about');
    await page.locator('html[data-frame="live"]').waitFor({ state: 'attached' });
    expect(await appState(page)).not.toBe('live');

    // The frame is the shell's: it answers at once.
    const treatments = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Treatments' });
    await treatments.click();
    await expect(treatments).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');

    // The page's own slideshow waits for its code, holding the tap meanwhile.
    const slideshow = page.getByRole('region', { name: /^Pictures of/ });
    await slideshow.getByRole('button', { name: 'Next slide' }).click();
    expect(await appState(page)).toBe('starting');
    letRegionIn();
    await waitUntilLive(page);
    await expect(slideshow.locator('button[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      'Show slide 2',
    );
    // On the page's own clock: mf-content's code was first asked for once the frame was live.
    const frameLive = await page.evaluate(
      () => performance.getEntriesByName('clinic:frame-live')[0]!.startTime,
    );
    const content = (await scriptsFetched(page)).filter((script) =>
      script.path.startsWith('/mf-content/'),
    );
    expect(content.length).toBeGreaterThan(0);
    expect(Math.min(...content.map((script) => script.startTime))).toBeGreaterThanOrEqual(
      frameLive,
    );
    expect(site.errors).toEqual([]);
  });

  test('the skip link, used by keyboard before a page’s own code has arrived, is followed once it has, on the page the server sent', async ({
    site,
    page,
  }) => {
    let letRegionIn = () => {};
    const regionHeld = new Promise<void>((resolve) => (letRegionIn = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/mf-content/') && url.pathname.endsWith('.js'),
      async (route) => {
        await regionHeld;
        await route.continue();
      },
    );
    await site.open('/about');
    await page.locator('html[data-frame="live"]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (window as unknown as { sentHeading: Element | null }).sentHeading =
        document.querySelector('main h1');
    });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // Held, as before a page is live: the new address would have the region rendered anew.
    await page.keyboard.press('Enter');
    expect(await appState(page)).toBe('starting');

    letRegionIn();
    await waitUntilLive(page);
    await expect(page).toHaveURL(/\/about#main$/);
    // Hydrated in place: the heading is the node the server sent, not a new render.
    expect(
      await page.evaluate(
        () =>
          document.querySelector('main h1') ===
          (window as unknown as { sentHeading: Element | null }).sentHeading,
      ),
    ).toBe(true);
    const slideshow = page.getByRole('region', { name: /^Pictures of/ });
    await slideshow.getByRole('button', { name: 'Next slide' }).click();
    await expect(slideshow.locator('button[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      'Show slide 2',
    );
    expect(site.errors).toEqual([]);
  });

  test('a medical page is live on the shell’s scripts alone; then the links in view load their remote, and a click stays in the page', async ({
    site,
    page,
  }) => {
    await site.open('/COPD');
    await waitUntilLive(page);
    const live = await liveAt(page);
    expect(live).toBeGreaterThan(0);
    const beforeLive = (await scriptsFetched(page)).filter((script) => script.startTime <= live!);
    expect(beforeLive.length).toBeGreaterThan(0);
    expect(beforeLive.filter((script) => remoteOrFederation.test(script.path))).toEqual([]);

    // Idle and live: the sidebar's and the navigation's links in view bring their remotes.
    await expect.poll(() => remotesLoaded(page)).toContain('mf_content');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page
      .getByRole('complementary', { name: 'Treatments' })
      .getByRole('link', { name: 'Fever Treatment' })
      .click();
    await expect(site.heading()).toHaveText('Fever Treatment');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(site.errors).toEqual([]);
  });

  test("with the browser's data saver on, nothing is fetched ahead; a link still works", async ({
    site,
    page,
  }) => {
    await turnDataSaverOn(page);
    await site.open('/COPD');
    await waitUntilLive(page);
    // Past the idle warm-up's longest wait (3 s).
    await page.waitForTimeout(4000);
    expect(await remotesLoaded(page)).toEqual([]);
    expect(
      (await scriptsFetched(page)).filter((script) => remoteOrFederation.test(script.path)),
    ).toEqual([]);

    await page
      .getByRole('complementary', { name: 'Treatments' })
      .getByRole('link', { name: 'Fever Treatment' })
      .click();
    await expect(site.heading()).toHaveText('Fever Treatment');
    expect(site.errors).toEqual([]);
  });

  test('leaving a medical page with the data saver on fetches none of its code and never renders it again', async ({
    site,
    page,
  }) => {
    await turnDataSaverOn(page);
    await site.open('/COPD');
    await waitUntilLive(page);
    const before = (await scriptsFetched(page)).length;
    // Each heading the page shows from now on, other than the server's, by its text.
    await page.evaluate(() => {
      const seen: string[] = [];
      let last = document.querySelector('h1');
      (window as unknown as { headings: string[] }).headings = seen;
      new MutationObserver(() => {
        const heading = document.querySelector('h1');
        if (!heading || heading === last) return;
        last = heading;
        seen.push(heading.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });

    await site.navigateTo('Blogs');
    await expect(site.heading()).toHaveText('Blogs');
    const afterClick = (await scriptsFetched(page)).slice(before).map((script) => script.path);
    expect(afterClick.filter((path) => path.startsWith('/mf-content/'))).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { headings: string[] }).headings),
    ).toEqual(['Blogs']);
    expect(site.errors).toEqual([]);
  });

  test('the blog list is ready before the click: its code was loaded from the navigation’s link in view', async ({
    site,
    page,
  }) => {
    await site.open('/COPD');
    await waitUntilLive(page);
    await expect
      .poll(async () =>
        (await scriptsFetched(page)).some((script) =>
          /\/mf-blog\/.*blog-list-page/.test(script.path),
        ),
      )
      .toBe(true);
    const before = (await scriptsFetched(page)).length;
    await site.navigateTo('Blogs');
    await expect(site.heading()).toHaveText('Blogs');
    // The page's code was all here: the click fetched no script.
    expect((await scriptsFetched(page)).slice(before).map((script) => script.path)).toEqual([]);
  });

  test('on a slow connection, a link tapped before the page is live is followed at once, not held for the code', async ({
    site,
    page,
  }) => {
    await slowConnection(page);
    await holdPageCode(page);
    await openAsItShows(page, '/COPD');
    await site.navigateTo('Blogs');
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(site.heading()).toHaveText('Blogs');
    // The prerendered page, read while its code is still held back.
    expect(await appState(page)).not.toBe('live');
    expect(site.errors).toEqual([]);
  });

  test('on a slow connection, a navigation link clicked before its remote has loaded is an ordinary navigation to the prerendered page', async ({
    site,
    page,
  }) => {
    await slowConnection(page);
    // mf-blog's files are held while the visitor is on /COPD: its code stays on its way.
    const held: string[] = [];
    await page.route('**/mf-blog/**', (route) => {
      if (new URL(page.url()).pathname === '/COPD') held.push(route.request().url());
      else void route.continue();
    });
    await site.open('/COPD');
    await waitUntilLive(page);
    expect(await remotesLoaded(page)).not.toContain('mf_blog');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await site.navigateTo('Blogs');
    await expect(site.heading()).toHaveText('Blogs');
    await waitUntilLive(page);
    // A new document: the browser followed the link, and the page came alive on its own.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
    expect(site.errors).toEqual([]);
  });

  test('a page carries its own styles, not every page’s of its remote; a page reached in the browser brings its own', async ({
    site,
    page,
    request,
  }) => {
    const copd = await (await request.get('/COPD')).text();
    expect(copd).toContain('.medical-page');
    // The home and about pages are mf-content's too: their styles stay out of a medical page.
    expect(copd).not.toContain('.home-hero');
    expect(copd).not.toContain('.about-page');
    expect(await (await request.get('/')).text()).toContain('.home-hero');

    await site.open('/COPD');
    await waitUntilLive(page);
    await expect.poll(() => remotesLoaded(page)).toContain('mf_content');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await site.navigateTo('About');
    await expect(site.heading()).toContainText('About');
    const slide = page.locator('.about-page__slide').first();
    await expect(slide).toBeVisible();
    // The about page's own stylesheet arrived with its code: its slides have rounded corners.
    await expect
      .poll(() => slide.evaluate((element) => getComputedStyle(element).borderTopLeftRadius))
      .not.toBe('0px');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(site.errors).toEqual([]);
  });
});
