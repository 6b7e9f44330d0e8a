import { beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../page-manifest';
import { renderedMedicalPages } from '../../testing/render-medical-page';
import { articleCatalog } from './article-catalog';
import { items, parse } from '../../testing/help-levels';
import { dangerSigns, type Urgency } from './danger-signs';
import { guidelineHref, guidelines } from './guidelines';

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

  it('names each sign by what it is, once: no generated twins, no wording twice', () => {
    const ids = Object.keys(dangerSigns);
    // A twin made from the same words ("chestPainVeryFast2") names nothing the first does not.
    for (const id of ids.filter((name) => /\d$/.test(name)))
      expect(ids, id).not.toContain(id.replace(/\d+$/, ''));

    const texts = Object.values(dangerSigns).map((sign) => sign.text);
    expect(new Set(texts).size).toBe(texts.length);
    // Blue lips were worded 15 ways; every page now shows the one sign.
    const blue = new Set(
      [...pages.values()].flatMap((html) =>
        [...parse(html).querySelectorAll('.help-levels li')]
          .map((li) => li.textContent!)
          .filter((text) => /\bblue\b(?! \(salbutamol)/i.test(text)),
      ),
    );
    expect([...blue]).toEqual([dangerSigns.blueOrGreyLips.text]);
  });

  it('words every emergency sign to follow "…, if you have:"', () => {
    for (const [path, html] of pages)
      for (const text of items(parse(html), 'emergency'))
        expect(text, path).not.toMatch(/^(Is|Has|Have|Notice|Develop|Stops|You|Your)\b/);
  });

  it('gives each sign one level on every page: TB, hoarseness, a wound or drain site, fast breathing, sharp pain', () => {
    const docs = [...pages.values()].map(parse);
    const levelsOf = (pattern: RegExp) =>
      new Set(
        docs.flatMap((doc) =>
          (['emergency', 'sameDay', 'routine'] as const).filter((urgency) =>
            items(doc, urgency).some((text) => pattern.test(text)),
          ),
        ),
      );
    expect([...levelsOf(/\bTB\b test|night sweats/)]).toEqual(['sameDay']);
    expect([...levelsOf(/hoarse/i)]).toEqual(['sameDay']);
    expect([...levelsOf(/redness|drain site|biopsy site/i)]).toEqual(['sameDay']);
    // IMCI: fast breathing alone, without chest indrawing or a danger sign, is non-severe.
    expect([...levelsOf(/40 or more at 1 to 5 years/)]).toEqual(['sameDay']);
    // Sharp pain on breathing is common in pneumonia; with breathlessness it can be a collapsed lung.
    for (const doc of docs)
      for (const text of items(doc, 'emergency'))
        if (/sharp chest pain/i.test(text)) expect(text).toMatch(/with breathlessness/);
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

  it('gives a level for low oxygen wherever a page mentions one: 92%, or the one your doctor set', () => {
    for (const [path, html] of pages) {
      const signs = parse(html).querySelectorAll('.help-levels li');
      for (const sign of signs) {
        if (/oxygen (level|reading|saturation)/i.test(sign.textContent!)) {
          expect(sign.textContent, path).toMatch(/92%|the level your doctor set for you/);
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
    for (const path of ['/PneumoniaTreatment', '/FluTreatment', '/Fever']) {
      const doc = parse(pages.get(path)!);
      // NICE NG143 red: 60 or more at any age; IMCI: the lower rates alone are non-severe.
      expect(items(doc, 'emergency').join('\n'), path).toMatch(
        /breathing 60 or more times a minute/,
      );
      expect(items(doc, 'sameDay').join('\n'), path).toMatch(
        /50 or more breaths a minute at 2 to 12 months, or 40 or more at 1 to 5 years/,
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
      const urls = Object.values(guidelines).map((guideline): string => guidelineHref(guideline));
      for (const link of links) expect(urls, path).toContain(link.getAttribute('href'));
      const entry = contentPages.find((page) => page.path === path)!;
      expect(entry.structuredData, path).toMatchObject({ dateModified: article.updated });
    }
  });
});
