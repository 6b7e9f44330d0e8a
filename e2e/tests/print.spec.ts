import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, test } from '../support/fixtures';

/** What Chromium's print preview holds, as the text of the PDF it makes (print media, A4). */
async function printedText(page: Page): Promise<string> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test.describe('a medical page on paper', () => {
  test('/COPD prints as its article: title, text, warning signs, sources and address, no chrome', async ({
    page,
    site,
  }) => {
    await site.openInteractive('/COPD');
    const text = await printedText(page);

    // The article.
    expect(text).toContain('Chronic Obstructive Pulmonary Disease(COPD)');
    expect(text).toContain('COPD cannot be cured. But it is treatable.');
    expect(text).toContain('When to get help');
    expect(text).toMatch(/call 112 or 108 \(ambulance\)/);
    expect(text).toContain('An oxygen level below the level your doctor set for you');
    expect(text).toContain('Sources');
    expect(text).toMatch(/goldcopd\.org/);
    expect(text).toMatch(/Page last updated \d{1,2} \w+ \d{4}/);
    expect(text).toMatch(/This page: http:\/\/127\.0\.0\.1:\d+\/COPD/);

    // Not the site's header, navbar, footer, WhatsApp button, enquiry popup, breadcrumb or sidebar.
    for (const chrome of [
      'Skip to content',
      'Book Appointment',
      'Pictures Gallery',
      'Chat with the clinic on WhatsApp',
      'For Enquiry',
      'from one consultant who knows your history',
      '©',
      'Sleep Disordered Breathing',
      'Lung Diseases',
    ]) {
      expect(text, chrome).not.toContain(chrome);
    }
    // The screen still has them all.
    await site.expectShellChrome();
  });
});
