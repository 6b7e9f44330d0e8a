import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Services from '@clinic/contracts/config/clinic-services';
import { clinic } from '@clinic/contracts/config/clinic';
import { renderedMedicalPages } from '../testing/render-medical-page';
import { renderClinicPages } from '../testing/render-clinic-pages';

/**
 * Content truth: what a page says about this clinic (its name, town, team, rooms, services and
 * emergency care) comes from shared/contracts/src/config, so a clinic changes one value and no page keeps
 * the old claim. Two halves: a grep of the page sources for clinic-specific phrases, and the
 * rendered pages with a service switched off and back on.
 */

// A copy of the services the test can switch; every page reads it at render time.
vi.mock('@clinic/contracts/config/clinic-services', async (importOriginal) => {
  const real = await importOriginal<typeof Services>();
  return { ...real, clinicServices: structuredClone(real.clinicServices) };
});
const config = await import('@clinic/contracts/config/clinic-services');
const services = config.clinicServices as Record<
  Services.ServiceId,
  { name: string; at: Services.ServicePlace }
>;
const emergencyCare = config.emergencyCare as { hours: string };

const here = path.dirname(fileURLToPath(import.meta.url));
// The apps patients see: mf-content's pages and the shell's header, navbar, footer and page head.
const PAGE_SOURCES = [path.resolve(here, '..'), path.resolve(here, '../../../shell/src')];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
}

// The clinic's own details, as the config spells them: a page must take them from there.
const configValues = [
  clinic.clinicName,
  clinic.doctor.name,
  clinic.doctor.hospital,
  clinic.locations.clinic.label,
  clinic.locations.clinic.area,
  clinic.locations.clinic.postalAddress.addressLocality,
  clinic.locations.hospital.shortLabel,
  clinic.phone,
  clinic.email,
];
// Claims about a clinic's team, equipment, rooms or emergency service, in any wording seen so far.
const claimPhrases = [
  /\b(our|the) clinic team\b/i,
  /\btrained (staff|team)\b/i,
  /\bat hand\b/i,
  /\bwe (offer|provide|have|run|find|look|treat|do(?! not))\b/i,
  /\bour (team|staff|doctors|rooms?|hospital|lab)\b/i,
  /\b(consultation|lung function) rooms?\b/i,
  /\b24\s*\/\s*7\b/,
  /\bthe team helps you\b/i,
  /\bthe doctor (sees|offers|runs|also (sees|treats|offers)|supports you)\b/i,
  // Rooms, staff, a team and promises, as article text once put them (issue 42).
  /\bprivate room\b/i,
  /\bthe staff make\b/i,
  /\bthe technician will\b/i,
  /\bis kept ready\b/i,
  /\b(each|every) patient (gets|leaves)\b/i,
  /\byou will leave with\b/i,
  /\bin the clinic, as\b|\b(wait|taken) in the clinic\b/i,
  /\bwith the radiology team\b/i,
  /\b(plan it together|decide with care)\b/i,
];
// Code comments explain; they are not shown to patients.
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('page sources outside the clinic config', () => {
  it('hold no clinic-specific phrase: names, town, team, rooms and services come from config', async () => {
    const files = (await Promise.all(PAGE_SOURCES.map(sourceFiles))).flat();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const code = withoutComments(await readFile(file, 'utf8'));
      for (const value of configValues) if (code.includes(value)) found.push(`${file}: ${value}`);
      for (const phrase of claimPhrases) {
        const match = phrase.exec(code);
        if (match) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('rendered pages of the shipped config', () => {
  it('list a referral service on the About page as a referral, never as done here', async () => {
    const pages = await renderClinicPages();
    const about = new DOMParser().parseFromString(pages.get('/about')!, 'text/html');
    const lists = [...about.querySelectorAll('section[aria-labelledby="about-services-title"] ul')];
    expect(lists).toHaveLength(2);
    expect(lists[0]!.textContent).not.toContain(services.embolisation.name);
    expect(lists[1]!.textContent).toContain(services.embolisation.name);
    // Sample pictures say they are samples, so none is read as a photo of this clinic.
    for (const path of ['/', '/about', '/pictures']) {
      const doc = new DOMParser().parseFromString(pages.get(path)!, 'text/html');
      const alts = [...doc.querySelectorAll('img[alt]')]
        .map((image) => image.getAttribute('alt')!)
        .filter((alt) => alt && !alt.startsWith('Portrait of'));
      expect(alts.length, path).toBeGreaterThan(0);
      for (const alt of alts) expect(alt, path).toMatch(/^Sample picture, not of this clinic: /);
    }
  }, 240_000);
});

/** Each medical page's emergency box, with its path. */
const emergencyBoxes = (pages: Map<string, string>) =>
  [...pages].map(
    ([path, html]) =>
      [
        path,
        new DOMParser().parseFromString(html, 'text/html').querySelector('.help-level--emergency')!,
      ] as const,
  );

describe('the emergency box with the shipped config', () => {
  let pages: Map<string, string>;
  beforeAll(async () => {
    pages = await renderedMedicalPages();
  }, 120_000);

  it("leads with 112, 108 and the nearest department; the spec's 24/7 care (a sample) follows them", () => {
    expect(emergencyCare.hours).toBe('24/7');
    for (const [path, box] of emergencyBoxes(pages)) {
      const boxText = box.textContent!;
      const heading = box.querySelector('h3')!.textContent!;
      // The box opens with India's numbers alone: the clinic's care never stands in for them.
      expect(boxText.startsWith(heading), path).toBe(true);
      expect(heading, path).toMatch(
        /^Emergency: call 112 or 108 \(ambulance\), or go to the nearest emergency department now/,
      );
      expect(heading, path).not.toContain(clinic.doctor.hospital);
      const ownCare = boxText.indexOf(
        `${clinic.doctor.hospital} has an emergency department open 24/7. If another one is nearer, go there.`,
      );
      expect(ownCare, path).toBeGreaterThan(heading.length);
      expect(boxText, path).not.toMatch(/our clinic/i);
    }
  });
});

describe('the emergency box of a clinic with no emergency department of its own', () => {
  afterEach(() => {
    emergencyCare.hours = '24/7';
  });

  it('names only 112, 108 and the nearest emergency department, never this clinic or its hospital', async () => {
    emergencyCare.hours = '';
    const pages = await renderedMedicalPages();
    for (const [path, box] of emergencyBoxes(pages)) {
      expect(box.textContent, path).toMatch(
        /call 112 or 108 \(ambulance\), or go to the nearest emergency department now/,
      );
      for (const name of [
        clinic.clinicName,
        clinic.doctor.hospital,
        clinic.locations.clinic.label,
        clinic.locations.hospital.shortLabel,
      ]) {
        expect(box.textContent, path).not.toContain(name);
      }
      expect(box.textContent, path).not.toMatch(/our clinic|emergency care|24\/7/i);
    }
  }, 120_000);
});

describe('the emergency box of a clinic whose hospital runs an emergency department', () => {
  afterEach(() => {
    emergencyCare.hours = '24/7';
  });

  it('names it, with its hours, and still sends the patient to the nearest one', async () => {
    emergencyCare.hours = '24 hours, every day';
    const pages = await renderedMedicalPages();
    for (const [path, box] of emergencyBoxes(pages)) {
      expect(box.textContent, path).toContain(
        `${clinic.doctor.hospital} has an emergency department open 24 hours, every day. If another one is nearer, go there.`,
      );
      expect(box.textContent, path).toMatch(/go to the nearest emergency department now/);
    }
  }, 120_000);
});
