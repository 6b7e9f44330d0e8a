import { beforeAll, describe, expect, it } from 'vitest';
import { items, parse, sourcesText } from '../../testing/help-levels';
import { renderedMedicalPages } from '../../testing/render-medical-page';

/**
 * Issue 42's clinical findings, read on the rendered pages: what a parent, a smoker or a person
 * with COPD sees, at the level they see it, and the dated document each line rests on.
 */
describe('the clinician’s findings (issue 42), on the rendered pages', () => {
  let pages: Map<string, Document>;
  beforeAll(async () => {
    pages = new Map([...(await renderedMedicalPages())].map(([path, html]) => [path, parse(html)]));
  }, 120_000);
  const page = (path: string) => pages.get(path)!;
  const at = (path: string, urgency: Parameters<typeof items>[1]) =>
    items(page(path), urgency).join('\n');

  it('/Fever gives the NICE NG143 signs parents need, each at one level', () => {
    const emergency = at('/Fever', 'emergency');
    expect(emergency).toMatch(/chest, the skin between the ribs or the neck pulling in/);
    expect(emergency).toMatch(/breathing 60 or more times a minute/);
    expect(emergency).toMatch(/Not drinking, or passing little or no urine/);
    expect(emergency).toMatch(/floppiness, or being hard to wake/);
    expect(at('/Fever', 'sameDay')).toMatch(/fever for 5 days or more/);
  });

  it('/Fever gives a fit one urgency: a first fit, or one over 5 minutes, is an emergency', () => {
    const fever = page('/Fever');
    expect(at('/Fever', 'emergency')).toMatch(/first fit or lasts more than 5 minutes/);
    expect(fever.body.textContent).toMatch(
      /A first fit, or a fit that lasts more than 5 minutes, is an emergency: call 112/,
    );
    expect(fever.body.textContent).not.toMatch(/has a fit needs to see a doctor/);
    for (const urgency of ['sameDay', 'routine'] as const)
      expect(at('/Fever', urgency)).not.toMatch(/\bfit\b|seizure/);
  });

  it('/Fever says dengue is most dangerous as the fever falls, citing the 2025 WHO guideline', () => {
    const fever = page('/Fever');
    expect(fever.body.textContent).toMatch(/Dengue is most dangerous just as the fever falls/);
    const sources = sourcesText(fever);
    expect(sources).toMatch(/clinical management of arboviral diseases.*2025/);
    expect(sources).not.toMatch(/Dengue: guidelines for diagnosis/);
  });

  it('makes a cough of 2 weeks the reason for a TB test on /Lung, /ChronicCough, /Tuberculosis and /Fever', () => {
    for (const path of ['/Lung', '/ChronicCough', '/Tuberculosis', '/Fever']) {
      expect(at(path, 'sameDay'), path).toMatch(/A cough of 2 weeks or more.*free TB test/);
      expect(at(path, 'routine'), path).not.toMatch(/TB test/);
    }
    // The specification's fact stays on the TB page, as a symptom, not a threshold for a test.
    expect(page('/Tuberculosis').body.textContent).toMatch(
      /A cough of 3 weeks or more is the classic sign/,
    );
    for (const [path, doc] of pages)
      if (path !== '/Tuberculosis')
        expect(doc.body.textContent, path).not.toMatch(/cough of (3|three) weeks/i);
  });

  it('cites NTEP’s dated document for the 2-week TB test, not an index page, on every page that gives it', () => {
    for (const path of ['/Lung', '/ChronicCough', '/Tuberculosis', '/Fever']) {
      const sources = page(path).querySelector('.medical-article__sources')!;
      const ntep = [...sources.querySelectorAll('li')].find((li) => /NTEP/.test(li.textContent!));
      expect(ntep?.textContent, path).toMatch(
        /^Training Modules \(1–4\) for Programme Managers and Medical Officers, National TB Elimination Programme \(NTEP\), Central TB Division.*, 2020$/,
      );
      // Named by title; the link goes to the publisher and says so, never posing as the document.
      const link = ntep!.querySelector('a')!;
      expect(link.textContent, path).toMatch(/^National TB Elimination Programme/);
      expect(link.getAttribute('href'), path).toBe('https://tbcindia.mohfw.gov.in/');
      expect(sources.textContent, path).not.toMatch(/2016/);
    }
  });

  it('labels the site’s own advice under Sources, from a warning sign or from the article text', () => {
    const ownLines = (path: string) =>
      [...page(path).querySelectorAll('.medical-article__own-advice li')].map(
        (li) => li.textContent!,
      );
    // A sign's number that no guideline gives: the specification's fever thresholds.
    expect(ownLines('/Fever')).toEqual(
      expect.arrayContaining([
        'Seeing a doctor the same day for a fever that lasts over 3 days is our own advice.',
        'Seeing a doctor the same day for a fever above 103°F (39.4°C) in an older child or adult is our own advice.',
      ]),
    );
    // A claim of the article's own text: the wait after a vaccine.
    expect(ownLines('/RespiratoryVaccines')).toEqual([
      'Waiting about 15 minutes after a vaccine, in case of an allergic reaction, is our own advice. The vaccinator may ask you to wait longer.',
    ]);
    expect(sourcesText(page('/RespiratoryVaccines'))).toMatch(
      /Our own advice, not taken from a guideline:Waiting about 15 minutes/,
    );
    // Each line says it is ours, and none is listed among the dated guidelines.
    for (const [path, doc] of pages) {
      for (const line of ownLines(path)) expect(line, path).toMatch(/our own (advice|rule)/);
      for (const li of doc.querySelectorAll('.medical-article__sources ul:first-of-type > li'))
        expect(li.textContent, path).not.toMatch(/our own/);
    }
  });

  it('/RespiratoryVaccines says of RSV, COVID-19, pertussis and pneumococcal what its sources say', () => {
    const vaccines = page('/RespiratoryVaccines');
    const text = vaccines.body.textContent!;
    const sources = sourcesText(vaccines);
    // RSV: ACIP 2024, one dose at 75 or over, or at 60 to 74 with a higher risk.
    expect(text).toMatch(
      /one dose is advised for everyone aged 75 or over\. It is also advised at 60 to 74 for people at higher risk, such as those with heart or lung disease/,
    );
    expect(sources).toMatch(
      /Use of respiratory syncytial virus vaccines in adults aged ≥60 years.*, 2024/,
    );
    // COVID-19: the groups WHO's 2023 roadmap puts first, not "follow national guidance" alone.
    expect(text).toMatch(
      /WHO advises it most for people at high risk: older adults, adults with a serious long-term condition/,
    );
    expect(sources).toMatch(
      /WHO SAGE roadmap for prioritizing uses of COVID-19 vaccines, World Health Organization \(WHO\).*, 2023/,
    );
    // Pertussis: WHO's 2015 paper advises it in pregnancy; vaccinating adults around a newborn it does not.
    expect(text).toMatch(/Vaccination during pregnancy passes protection to the baby\./);
    expect(text).not.toMatch(/close to a newborn|adults around babies/);
    // Pneumococcal: no spleen and smoking are ACIP's risk conditions (WHO's paper is on children).
    expect(sources).toMatch(/Pneumococcal vaccine for adults aged ≥19 years.*, 2023/);
    const risk = [...vaccines.querySelectorAll('li')].map((li) => li.textContent);
    expect(risk).toEqual(
      expect.arrayContaining(['People without a working spleen', 'People who smoke cigarettes']),
    );
    expect(text).not.toMatch(/recently quit|carers of vulnerable people/);
  });

  it('/Immunotherapy says of asthma what EAACI’s asthma and prevention guidelines say, citing them', () => {
    const immunotherapy = page('/Immunotherapy');
    const text = immunotherapy.body.textContent!;
    const sources = sourcesText(immunotherapy);
    // EAACI 2019: house dust mite asthma, controlled or partly controlled, added to regular treatment.
    expect(sources).toMatch(
      /house dust mite-driven allergic asthma \(opens in a new tab\), European Academy.*, 2019/,
    );
    expect(text).toMatch(
      /Allergic asthma caused by house dust mite, once it is controlled or partly controlled\. Immunotherapy is added to your regular asthma medicines/,
    );
    expect(text).toMatch(/It is not started while asthma is poorly controlled/);
    expect(text).not.toMatch(/where allergy is a clear trigger|severe or poorly controlled asthma/);
    // EAACI 2017: asthma prevention in children with grass or birch pollen hay fever, for up to 2 years.
    expect(sources).toMatch(
      /prevention of allergy \(opens in a new tab\), European Academy.*, 2017/,
    );
    expect(text).toMatch(
      /hay fever from grass or birch pollen\. A 3-year course may also lower their chance of getting asthma for up to 2 years after it ends/,
    );
    expect(text).not.toMatch(/allergic rhinitis progressing to asthma/);
  });

  it('sends possible lung cancer for a check within 2 weeks (NICE NG12), never to a routine visit', () => {
    for (const path of ['/LungCancer', '/ChronicCough', '/Lung']) {
      const sameDay = at(path, 'sameDay');
      expect(sameDay, path).toMatch(
        /at age 40 or over if you have ever smoked: ask for a chest X-ray within 2 weeks/,
      );
      expect(at(path, 'routine'), path).not.toMatch(/smok/i);
    }
    for (const path of ['/LungCancer', '/ChronicCough'])
      expect(at(path, 'sameDay'), path).toMatch(/hoarse voice for more than 3 weeks/);
    expect(at('/LungCancer', 'sameDay')).toMatch(/from age 40.*specialist referral within 2 weeks/);
    expect(page('/LungCancer').body.textContent).toMatch(
      /blood in your phlegm with no clear cause needs a visit to a lung specialist within 2 weeks/,
    );
  });

  it('gives people with long-term lung disease the oxygen level their doctor set, citing BTS 2017', () => {
    for (const path of ['/COPD', '/RespiratoryFailure', '/InterstitialLung']) {
      const emergency = at(path, 'emergency');
      expect(emergency, path).toMatch(/below the level your doctor set for you/);
      expect(emergency, path).not.toMatch(/92% or lower/);
      expect(page(path).body.textContent, path).toMatch(/oxygen level of 88 to 92%/);
      expect(sourcesText(page(path)), path).toMatch(/BTS guideline for oxygen use.*2017/);
    }
  });

  it('offers flu antivirals to people at higher risk or seriously ill, best within 48 hours (WHO 2024)', () => {
    const flu = page('/FluTreatment');
    expect(flu.body.textContent).toMatch(
      /for people at higher risk of severe flu and for anyone who is seriously ill/,
    );
    expect(flu.body.textContent).toMatch(/within 48 hours/);
    expect(sourcesText(flu)).toMatch(/Clinical practice guidelines for influenza.*2024/);
  });

  it('cites for each claim one dated document that says it, or labels it as the site’s own', () => {
    for (const [path, doc] of pages)
      for (const li of doc.querySelectorAll('.medical-article__sources ul:first-of-type > li'))
        expect(li.textContent, path).toMatch(/, (19|20)\d\d$/);
    expect(sourcesText(page('/ChronicCough'))).not.toMatch(/NG120/);
    expect(sourcesText(page('/ChronicCough'))).toMatch(
      /chronic cough in adults and children.*2020/,
    );
    expect(sourcesText(page('/Hypertension'))).toMatch(
      /2025 AHA\/ACC guideline.*high blood pressure/,
    );
    expect(sourcesText(page('/TrachealStenting'))).toMatch(/therapeutic flexible bronchoscopy/);
    expect(sourcesText(page('/TrachealStenting'))).not.toMatch(/diagnostic flexible bronchoscopy/);
    for (const path of ['/COPD', '/BronchialAsthma'])
      expect(sourcesText(page(path)), path).toMatch(/(GOLD|GINA)\), 2025/);
    expect(sourcesText(page('/DiabetesTreatment'))).toMatch(/Standards of Care in Diabetes—2026/);
    // Bronchial artery embolisation rests on its own standard, not only on its signs' sources.
    expect(sourcesText(page('/BronchialArtery'))).toMatch(
      /Standards of Practice on Bronchial Artery Embolisation.*2022/,
    );
    // Each vaccine the page describes has its own WHO position paper, not only influenza's.
    const vaccines = sourcesText(page('/RespiratoryVaccines'));
    expect(vaccines).toMatch(/Vaccines against influenza: WHO position paper.*2022/);
    expect(vaccines).toMatch(/Pneumococcal conjugate vaccines.*2019/);
    expect(vaccines).toMatch(/Pertussis vaccines: WHO position paper.*2015/);
    expect(vaccines).toMatch(/BCG vaccines: WHO position paper.*2018/);
    // The teaspoon of blood is the site's own line: said so, not credited to NICE.
    const lung = sourcesText(page('/Lung'));
    expect(lung).toMatch(/Our own advice, not taken from a guideline:.*teaspoon/s);
    expect(lung).not.toMatch(/Haemoptysis/);
    // NTEP is cited on /Fever only with the TB sign it supports.
    expect(at('/Fever', 'sameDay')).toMatch(/TB test/);
    for (const [path, doc] of pages)
      for (const link of doc.querySelectorAll('.medical-article__sources a'))
        expect(link.getAttribute('href'), path).not.toMatch(
          /eaaci\.org\/$|icmr\.gov\.in\/guidelines$|ginasthma\.org\/reports|gold-reports|thoracic\.org\/statements|ersnet\.org\/guidelines|brit-thoracic\.org\.uk\/quality-improvement\/guidelines\/$|lung-health\/guidelines$/,
        );
  });
});
