import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { procedureRoutes, treatmentRoutes } from './spec-routes';

/** The JSON-LD fields these pages must carry (product §10.5); absent ones fail the expectations. */
interface JsonLdBlock {
  '@type': string;
  about?: { '@type': string; name: string };
  lastReviewed?: string;
  reviewedBy?: { '@type': string };
  audience?: string;
}

const medicalRoutes = ['/Lung', ...treatmentRoutes, ...procedureRoutes];
const words = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

test.describe('medical pages, as a search engine and a patient without JavaScript see them', () => {
  test.use({ javaScriptEnabled: false });

  test('each of the 42 pages is served with its H1 and at least 600 words in <main>', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of medicalRoutes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      const text = await page.locator('main').innerText();
      expect(words(text), `${path} words in <main>`).toBeGreaterThanOrEqual(600);
    }
  });

  test('each page describes itself to search engines: title, description and JSON-LD', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const titles = new Set<string>();
    for (const path of medicalRoutes) {
      await page.goto(path);
      const h1 = await page.getByRole('heading', { level: 1 }).innerText();
      const title = await page.title();
      expect(title, path).toContain(h1);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, `${path} description`).toBeGreaterThanOrEqual(120);
      expect(description?.length, `${path} description`).toBeLessThanOrEqual(160);

      const blocks = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as JsonLdBlock);
      const types = blocks.map((block) => block['@type']);
      expect(types, path).toEqual(['MedicalWebPage', 'BreadcrumbList']);
      const webPage = blocks[0]!;
      // The /Lung hub is about lung diseases, the conditions it links.
      expect(webPage.about?.['@type']).toBe(
        treatmentRoutes.includes(path) || path === '/Lung'
          ? 'MedicalCondition'
          : 'MedicalProcedure',
      );
      expect(webPage.about?.name.length).toBeGreaterThan(2);
      // A fresh site holds no medical review, so no page may claim one (decision 0081).
      expect(webPage.lastReviewed, path).toBeUndefined();
      expect(webPage.reviewedBy, path).toBeUndefined();
      expect(webPage.audience).toBe('https://schema.org/Patient');
    }
    expect(titles.size).toBe(medicalRoutes.length);
  });
});

test.describe('medical pages in the browser', () => {
  const checked = [
    '/COPD',
    '/Lung',
    '/AsthmaTreatment',
    '/Tuberculosis',
    '/ObstructiveSleep',
    '/Bronchoscopy',
    '/BiPAPCPAP',
    '/Polysomnography',
    '/AllergyTestingImmunotherapy',
    '/EBUSTBNA',
  ];

  for (const width of [375, 1280]) {
    test(`ten pages hydrate without console errors and pass axe at ${width} px`, async ({
      page,
      site,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      for (const path of checked) {
        await site.openInteractive(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the sidebar marks the current page and moves between siblings', async ({ page, site }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.openInteractive('/Bronchoscopy');
    const sidebar = page.getByRole('complementary', { name: 'Procedures' });
    await expect(sidebar.getByRole('link')).toHaveCount(20);
    await expect(sidebar.getByRole('link', { name: 'Bronchoscopy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sidebar.getByRole('link', { name: 'Thoracoscopy' }).click();
    await expect(page).toHaveURL(/\/Thoracoscopy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thoracoscopy');
    await expect(page.getByText(/1 to 4 days/).first()).toBeVisible();
  });
});

test.describe('a medical review recorded for the page’s current text (decision 0081)', () => {
  test.use({ javaScriptEnabled: false });

  test('shows no review, then the reviewer, the date and the next review, also in the JSON-LD', async ({
    page,
    isolatedSite,
    isolatedStaffApi,
  }) => {
    const url = `${isolatedSite.baseURL}/Sarcoidosis`;
    const webPage = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as JsonLdBlock)
        .find((block) => block['@type'] === 'MedicalWebPage')!;
    await page.goto(url);
    await expect(page.getByText(/Reviewed by/)).toHaveCount(0);
    expect((await webPage()).lastReviewed).toBeUndefined();

    // The hash of the text the page shows, as its manifest entry in the boot data carries it.
    const boot = JSON.parse((await page.locator('#clinic-boot').textContent())!) as {
      pages: { path: string; structuredData?: { textHash?: string } }[];
    };
    const textHash = boot.pages.find((entry) => entry.path === '/Sarcoidosis')!.structuredData!
      .textHash!;
    expect(textHash).toMatch(/^[0-9a-f]{64}$/);
    await isolatedStaffApi.recordMedicalReview('/Sarcoidosis', textHash);

    await page.goto(url);
    const note = page.getByText(/^Reviewed by /);
    await expect(note).toHaveText(
      /^Reviewed by .+ on \d{1,2} \w+ \d{4} · Next review due \d{1,2} \w+ \d{4}$/,
    );
    const block = await webPage();
    expect(block.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(block.reviewedBy?.['@type']).toBe('Physician');
    const [reviewed, due] = await note
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(reviewed).toBe(block.lastReviewed);
    expect(Number(due!.slice(0, 4)) - Number(reviewed!.slice(0, 4))).toBe(1);
  });
});
