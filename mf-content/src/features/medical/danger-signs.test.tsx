import { beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../page-manifest';
import { renderedMedicalPages } from '../../testing/render-medical-page';
import { articleCatalog } from './article-catalog';
import { dangerSigns, type Urgency } from './danger-signs';
import { guidelines } from './guidelines';

const levelOf: Record<Urgency, string> = {
  emergency: '.help-level--emergency',
  sameDay: '.help-level--same-day',
  routine: '.help-level--routine',
};
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const items = (doc: Document, urgency: Urgency) =>
  [...doc.querySelectorAll(`${levelOf[urgency]} li`)].map((li) => li.textContent);

describe('warning signs, from the one table', () => {
  let pages: Map<string, string>;
  beforeAll(async () => {
    pages = await renderedMedicalPages();
  }, 120_000);

  it('every page shows each of its signs at the level the table gives it, and no other sign', () => {
    const byPath = new Map([...articleCatalog.values()].map((article) => [article.path, article]));
    expect(pages.size).toBe(42);
    const textToLevel = new Map<string, Urgency>(
      Object.values(dangerSigns).map((sign) => [sign.text, sign.urgency]),
    );
    for (const [path, html] of pages) {
      const doc = parse(html);
      const help = byPath
        .get(path)!
        .sections.flatMap((section) => section.blocks)
        .find((block) => block.kind === 'help');
      expect(help, path).toBeDefined();
      for (const urgency of ['emergency', 'sameDay', 'routine'] as const) {
        for (const text of items(doc, urgency)) {
          // A level a page gives no sign for shows a general line, which is not a sign.
          if (textToLevel.has(text!))
            expect(textToLevel.get(text!), `${path}: ${text}`).toBe(urgency);
        }
      }
      expect(items(doc, 'emergency').length, path).toBeGreaterThan(0);
    }
  });

  it('/Fever gives the infant thresholds: under 3 months an emergency, 3 to 6 months the same day', () => {
    const fever = parse(pages.get('/Fever')!);
    expect(items(fever, 'emergency').join('\n')).toMatch(
      /under 3 months with a temperature of 38°C \(100\.4°F\) or higher/,
    );
    expect(items(fever, 'sameDay').join('\n')).toMatch(
      /aged 3 to 6 months with a temperature of 39°C \(102\.2°F\) or higher/,
    );
    // The thresholds cite NICE NG143, listed under Sources.
    expect(fever.querySelector('.medical-article__sources')!.textContent).toContain('NG143');
    expect(fever.body.textContent).not.toMatch(/forehead thermometer/i);
  });

  it('gives a number for a low oxygen level wherever a page mentions one', () => {
    for (const [path, html] of pages) {
      const signs = parse(html).querySelectorAll('.help-levels li');
      for (const sign of signs) {
        if (/oxygen (level|reading|saturation)/i.test(sign.textContent!)) {
          expect(sign.textContent, path).toMatch(/92%/);
        }
      }
    }
  });

  it('makes streaks of blood the same-day sign on every page that names coughing up blood', () => {
    for (const [path, html] of pages) {
      const doc = parse(html);
      if (!items(doc, 'emergency').includes(dangerSigns.coughingUpBlood.text)) continue;
      if (
        ['/BronchialArtery', '/ChronicCough', '/Lung', '/Tuberculosis', '/LungCancer'].includes(
          path,
        )
      )
        expect(items(doc, 'sameDay'), path).toContain(dangerSigns.bloodStreaks.text);
    }
    expect(items(parse(pages.get('/LungCancer')!), 'sameDay')).toContain(
      dangerSigns.bloodStreaks.text,
    );
  });

  it('gives breathing rates by age for a child wherever a page names fast breathing in a child', () => {
    for (const path of ['/PneumoniaTreatment', '/FluTreatment']) {
      const emergency = items(parse(pages.get(path)!), 'emergency').join('\n');
      expect(emergency, path).toMatch(
        /60 or more breaths a minute under 2 months, 50 or more at 2 to 12 months, 40 or more at 1 to 5 years/,
      );
    }
  });

  it('puts a hoarse voice or trouble swallowing for over 3 weeks under urgent, not routine', () => {
    const cough = parse(pages.get('/ChronicCough')!);
    expect(items(cough, 'sameDay').join('\n')).toMatch(/hoarse voice for more than 3 weeks/);
    expect(items(cough, 'routine').join('\n')).not.toMatch(/hoarse/);
  });

  it('follows NTEP on /Tuberculosis: a cough of 2 weeks, the helpline and portal, no "DOTS"', () => {
    const tb = parse(pages.get('/Tuberculosis')!).body.textContent!;
    expect(tb).toMatch(/cough of 2 weeks or more/);
    expect(tb).toContain('Ni-kshay Sampark, on 1800-11-6666');
    expect(tb).toContain('nikshay.in');
    expect(tb).not.toMatch(/\bDOTS\b/);
  });

  it('shows every page its last-updated date and its sources, and puts the date in its JSON-LD', () => {
    for (const [path, html] of pages) {
      const doc = parse(html);
      const article = [...articleCatalog.values()].find((a) => a.path === path)!;
      const time = doc.querySelector('.medical-article__note time');
      expect(time?.getAttribute('datetime'), path).toBe(article.updated);
      expect(doc.querySelector('.medical-article__note')!.textContent, path).toMatch(
        /Page last updated \d{1,2} \w+ \d{4}/,
      );
      const links = [...doc.querySelectorAll('.medical-article__sources a')];
      expect(links.length, path).toBeGreaterThan(0);
      const urls = Object.values(guidelines).map((guideline) => guideline.url as string);
      for (const link of links) expect(urls, path).toContain(link.getAttribute('href'));
      const entry = contentPages.find((page) => page.path === path)!;
      expect(entry.structuredData, path).toMatchObject({ dateModified: article.updated });
    }
  });
});
