import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  renderMedicalPage as renderPage,
  testPages as pages,
} from '../../testing/render-medical-page';
import { articleFor } from './article-catalog';
import { articleText, articleWordCount } from './medical-article';
import { lungHubPage, procedurePages, treatmentPages } from './medical-pages';

const entry = (path: string) => pages.find((page) => page.path === path)!;

// Product §2 lists these H1 titles exactly.
const specTreatmentTitles = [
  'ARDS Treatment',
  'Asthma Treatment',
  'Bronchial Asthma Treatment',
  'Chronic Cough Treatment',
  'Chronic Obstructive Pulmonary Disease(COPD)',
  'Diabetes Treatment',
  'Fever Treatment',
  'Flu Treatment',
  'General Physician',
  'Hypertension Treatment',
  'Interstitial Lung Disease Treatment',
  'Lung Cancer Treatment',
  'Obstructive Sleep Apnea (OSA)',
  'Pleural Effusion',
  'Pneumonia Treatment',
  'Preventive Cardiology Treatment',
  'Respiratory Failure Treatment',
  'Respiratory Allergy Treatment',
  'Sarcoidosis',
  'Sleep Disordered Breathing',
  'Tuberculosis (TB) Treatment',
];

// Product §9's clinical facts, each on its own page, as the text must state them.
const facts: Record<string, readonly RegExp[]> = {
  '/ChronicCough': [/eight weeks or longer/],
  '/Tuberculosis': [
    /cough of 3 weeks or more/,
    /2 months of four antibiotics/,
    /4–7 months of two/,
  ],
  '/Fever': [
    /lasting over 3 days/,
    /above 103°F \(39\.4°C\)/,
    /any fever in an infant under 3 months/,
  ],
  '/Hypertension': [/at least 30 minutes[^.]*most days/],
  '/PreventiveCardiology': [/at least 30 minutes[^.]*most days/],
  '/DiabetesTreatment': [/at least 30 minutes[^.]*most days/],
  '/FluTreatment': [/within 48 hours/],
  '/AllergyTestingImmunotherapy': [/48 to 72 hours/, /less reliable under 6 months of age/],
  '/Thoracoscopy': [/1 to 4 days/, /1 to 3 (small )?incisions/],
  '/ChestDrain': [/30 to 45 degrees/],
  '/EBUSTBNA': [/within 24 hours/],
  '/Polysomnography': [
    /excessive daytime sleepiness/,
    /insomnia/,
    /avoid caffeine and alcohol/,
    /keep a regular sleep schedule/,
    /sleep lab or at home/,
    /sensors/,
    /brain waves/,
    /eye movements/,
    /muscle activity/,
    /respiratory effort/,
    /oxygen saturation/,
    /sleep specialist/,
    /discomfort/,
    /sleep disruption/,
    /cost/,
  ],
};

const medicalPages = [
  ...treatmentPages.map((page) => ({ ...page, group: 'Treatments', siblings: 21 })),
  ...procedurePages.map((page) => ({ ...page, group: 'Procedures', siblings: 20 })),
];

describe('medical content', () => {
  it('has the 21 treatment titles of the spec, in order', () => {
    expect(treatmentPages.map((page) => page.title)).toEqual(specTreatmentTitles);
    expect(procedurePages).toHaveLength(20);
  });

  it.each([...medicalPages.map((page) => page.path), lungHubPage.path])(
    '%s has at least 600 words and a 120–160 character description of its own',
    (path) => {
      const page = [...medicalPages, lungHubPage].find((p) => p.path === path)!;
      const article = articleFor(page.article);
      expect(article.path).toBe(path);
      expect(articleWordCount(article)).toBeGreaterThanOrEqual(600);
      expect(entry(path).description).toBe(article.description);
      expect(article.description.length).toBeGreaterThanOrEqual(120);
      expect(article.description.length).toBeLessThanOrEqual(160);
    },
  );

  it('gives every page a different description', () => {
    const descriptions = [...medicalPages, lungHubPage].map((page) => entry(page.path).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(Object.entries(facts))('%s states the facts of product §9', (path, expected) => {
    const page = [...treatmentPages, ...procedurePages].find((p) => p.path === path)!;
    const text = articleText(articleFor(page.article)).join(' ');
    for (const fact of expected) expect(text).toMatch(fact);
  });

  it('gives Polysomnography its five sections and Respiratory Failure a closing Conclusion', () => {
    const headings = (name: string) => articleFor(name).sections.map((s) => s.heading);
    expect(headings('polysomnography')).toEqual(
      expect.arrayContaining(['Indications', 'Procedure', 'Benefits', 'Risks', 'Conclusion']),
    );
    expect(headings('respiratory-failure').at(-1)).toBe('Conclusion');
  });

  it.each(medicalPages.map((page) => [page.path, page] as const))(
    '%s renders its H1, its sidebar, its note and no review the config does not record',
    async (path, page) => {
      expect(await renderPage(path)).toHaveTextContent(page.title);
      const sidebar = screen.getByRole('complementary', { name: page.group });
      const links = within(sidebar).getAllByRole('link');
      expect(links).toHaveLength(page.siblings);
      const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.getAttribute('href'))).toEqual([path]);
      expect(screen.getByText(/general information, not medical advice/)).toBeInTheDocument();
      expect(screen.queryByText(/reviewed by/i)).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(document.querySelector('form, input')).toBeNull();
    },
  );

  it('shows the BiPAP/CPAP comparison as a real table with a caption and header cells', async () => {
    await renderPage('/BiPAPCPAP');
    const table = screen.getByRole('table', { name: /BiPAP and CPAP compared/ });
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(3);
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(5);
  });

  it('makes /Lung a hub linking every condition', async () => {
    expect(await renderPage('/Lung')).toHaveTextContent('Lung Diseases');
    const index = screen.getByRole('heading', {
      name: 'Conditions explained on this site',
    }).parentElement!;
    expect(within(index).getAllByRole('link')).toHaveLength(21);
  });
});
