import { beforeAll, describe, expect, it } from 'vitest';
import { clinicServices } from '@clinic/contracts/config/clinic-services';
import { contentPages } from '../../page-manifest';
import { claimOf, renderedMedicalPages, visibleText } from '../../testing/render-medical-page';
import { airQualityDays } from './air-quality-days';
import { dangerSigns } from './danger-signs';

const text = visibleText;

// The thresholds pages used to give for coughing up blood, each different.
const otherBloodThresholds =
  /more than (a |just )?((a )?few|small|little) (streaks?|spoonfuls?|amount)|more than a (small )?streak/i;
const mentionsCoughingBlood = /cough(ing|s|ed)? (up )?(more than [^.]*)?blood|haemoptysis/i;

describe('medical pages with the shipped clinic config', () => {
  let pages: Map<string, string>;
  beforeAll(async () => {
    pages = await renderedMedicalPages();
  }, 120_000);

  it('claim no medical review: the shipped config records none', () => {
    expect(pages.size).toBe(42);
    for (const [path, html] of pages) expect(text(html), path).not.toMatch(/reviewed by/i);
  });

  it("state the spec's clinic statements, made from the (sample) clinic config", () => {
    // Product §2: condition and procedure pages state 24/7 emergency care and the team; allergy
    // testing with personalised immunotherapy on the pages about allergy and its tests.
    for (const [path, html] of pages) {
      expect(text(html), path).toMatch(/has an emergency department open 24\/7\./);
      expect(text(html), path).toMatch(/a team of pulmonologists, surgeons and radiologists/);
    }
    for (const path of ['/AllergyTestingImmunotherapy', '/Immunotherapy', '/RespiratoryAllergy']) {
      expect(text(pages.get(path)!), path).toMatch(
        claimOf('Allergy testing with personalised immunotherapy'),
      );
    }
    const all = text([...pages.values()].join(' '));
    // Every configured service is named on some page, so the test below can see it go.
    for (const service of Object.values(clinicServices)) {
      expect(all).toMatch(claimOf(service.name));
    }
  });

  it('list only related services under "At our clinic"', () => {
    const care = (path: string) => {
      const doc = new DOMParser().parseFromString(pages.get(path)!, 'text/html');
      const heading = [...doc.querySelectorAll('h2')].find(
        (h2) => h2.textContent === 'At our clinic',
      );
      return heading!.parentElement!.textContent!;
    };
    const { trachealStent, allergyTesting, vaccines, chestDrain } = clinicServices;
    expect(care('/IntercostalDrainage')).toMatch(claimOf(chestDrain.name));
    expect(care('/IntercostalDrainage')).not.toContain(trachealStent.name);
    expect(care('/RespiratoryVaccines')).toMatch(claimOf(vaccines.name));
    expect(care('/RespiratoryVaccines')).not.toContain(allergyTesting.name);
    expect(care('/FluTreatment')).toMatch(claimOf(vaccines.name));
    expect(care('/PulmonaryFunction')).not.toContain(allergyTesting.name);
    expect(care('/PleuralEffusion')).not.toContain(clinicServices.intensiveCare.name);
    expect(care('/PleuralBiopsy')).toMatch(claimOf(clinicServices.pleuralBiopsy.name));
  });

  it('let the home page describe the services the config offers', () => {
    const home = contentPages.find((page) => page.path === '/')!;
    expect(home.description).toMatch(
      /Panchkula: asthma, COPD, TB and sleep apnea, with allergy testing, bronchoscopy and lung function tests\.$/,
    );
  });

  it('give one emergency threshold for coughing up blood wherever they mention it', () => {
    const mentioning = [...pages].filter(([, html]) => mentionsCoughingBlood.test(text(html)));
    expect(mentioning.length).toBeGreaterThan(10);
    for (const [path, html] of mentioning) {
      expect(text(html), path).toContain(dangerSigns.coughingUpBlood.text);
      expect(text(html), path).not.toMatch(otherBloodThresholds);
    }
  });

  it('give 112 and 108 on every page, at three levels of urgency', () => {
    for (const [path, html] of pages) {
      expect(text(html), path).toMatch(/call 112 or 108 \(ambulance\)/);
      expect(text(html), path).toMatch(/the same day/);
      expect(text(html), path).toMatch(/Book a routine appointment/);
    }
  });

  it('give advice for high-pollution (AQI) days on every asthma and COPD page', () => {
    for (const path of ['/AsthmaTreatment', '/BronchialAsthma', '/COPD']) {
      expect(text(pages.get(path)!), path).toContain(airQualityDays.heading);
      expect(text(pages.get(path)!), path).toMatch(/When the AQI is poor \(above 200\)/);
    }
  });

  it('list an infant under 3 months with fever among the emergency signs of /Fever', () => {
    const emergency = new DOMParser()
      .parseFromString(pages.get('/Fever')!, 'text/html')
      .querySelector('.help-level--emergency')!;
    expect(emergency.textContent).toMatch(/any fever in an infant under 3 months/i);
  });
});
