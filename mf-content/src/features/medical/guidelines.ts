/**
 * The guidelines the medical pages follow: each one dated document (its edition's year), linked
 * to that document where the publisher gives it an address of its own. A page lists the ones it
 * rests on (`MedicalArticle.sources`) under "Sources"; a warning sign with a number names the one
 * its number comes from (`danger-signs.ts`), and that guideline is then listed on every page that
 * shows the sign.
 */
export type Guideline = {
  /** How the list names it: the guideline and its publisher. */
  readonly title: string;
  readonly publisher: string;
  /** The edition the page follows: the year it was published (or, for yearly reports, its year). */
  readonly year: number;
} & (
  | {
      /** The document itself (a DOI, or the publisher's page for this edition). */
      readonly url: string;
    }
  | {
      /**
       * Only where no address of the document itself could be confirmed: the publisher's website,
       * where it is published. The list then names the document by its title, publisher and year
       * and links the publisher, so no link claims to be the document (issue 42: never a guessed
       * address).
       */
      readonly publisherSite: string;
    }
);

/** Where a guideline's link goes: the document, or else its publisher's website. */
export const guidelineHref = (guideline: Guideline): string =>
  'url' in guideline ? guideline.url : guideline.publisherSite;

export const guidelines = {
  gina: {
    title: 'Global Strategy for Asthma Management and Prevention, 2025 update',
    publisher: 'Global Initiative for Asthma (GINA)',
    year: 2025,
    url: 'https://ginasthma.org/2025-gina-strategy-report/',
  },
  gold: {
    title: 'Global Strategy for the Prevention, Diagnosis and Management of COPD: 2025 report',
    publisher: 'Global Initiative for Chronic Obstructive Lung Disease (GOLD)',
    year: 2025,
    url: 'https://goldcopd.org/2025-gold-report/',
  },
  ntep: {
    // The programme's training text for its doctors (its suggested citation: New Delhi, Central TB
    // Division, MoHFW, July 2020), the NTEP document the 2-week cough threshold for a TB test is
    // taken from. Named, not linked: no address of the PDF itself could be confirmed offline, so
    // the link is the Central TB Division's website, where the programme publishes it.
    title: 'Training Modules (1–4) for Programme Managers and Medical Officers',
    publisher:
      'National TB Elimination Programme (NTEP), Central TB Division, Ministry of Health and Family Welfare, India',
    year: 2020,
    publisherSite: 'https://tbcindia.mohfw.gov.in/',
  },
  whoTb: {
    title: 'WHO consolidated guidelines on tuberculosis. Module 4: treatment and care',
    publisher: 'World Health Organization (WHO)',
    year: 2025,
    url: 'https://www.who.int/publications/i/item/9789240107243',
  },
  icmrDiabetes: {
    title: 'ICMR guidelines for management of type 2 diabetes',
    publisher: 'Indian Council of Medical Research (ICMR)',
    year: 2018,
    // The PDF itself, on ICMR's current site (it first sat at main.icmr.nic.in under the same name).
    url: 'https://www.icmr.gov.in/icmrobject/custom_data/pdf/resource-guidelines/ICMR_GuidelinesType2diabetes2018_0.pdf',
  },
  ada: {
    title: 'Standards of Care in Diabetes—2026',
    publisher: 'American Diabetes Association (ADA)',
    year: 2026,
    url: 'https://diabetesjournals.org/care/issue/49/Supplement_1',
  },
  niceFever: {
    title: 'Fever in under 5s: assessment and initial management (NG143)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    year: 2019,
    url: 'https://www.nice.org.uk/guidance/ng143',
  },
  niceCancer: {
    title: 'Suspected cancer: recognition and referral (NG12)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    year: 2015,
    url: 'https://www.nice.org.uk/guidance/ng12',
  },
  niceLungCancer: {
    title: 'Lung cancer: diagnosis and management (NG122)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    year: 2019,
    url: 'https://www.nice.org.uk/guidance/ng122',
  },
  niceHypertension: {
    title: 'Hypertension in adults: diagnosis and management (NG136)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    year: 2019,
    url: 'https://www.nice.org.uk/guidance/ng136',
  },
  nicePneumonia: {
    title: 'Pneumonia in adults: diagnosis and management (CG191)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    year: 2014,
    url: 'https://www.nice.org.uk/guidance/cg191',
  },
  ersChronicCough: {
    title: 'ERS guidelines on the diagnosis and treatment of chronic cough in adults and children',
    publisher: 'European Respiratory Society (ERS)',
    year: 2020,
    url: 'https://doi.org/10.1183/13993003.01136-2019',
  },
  oxygen: {
    title: 'BTS guideline for oxygen use in adults in healthcare and emergency settings',
    publisher: 'British Thoracic Society (BTS)',
    year: 2017,
    url: 'https://doi.org/10.1136/thoraxjnl-2016-209729',
  },
  btsPleural: {
    title: 'BTS guideline for pleural disease',
    publisher: 'British Thoracic Society (BTS)',
    year: 2023,
    url: 'https://doi.org/10.1136/thorax-2022-219784',
  },
  btsBronchoscopy: {
    title: 'BTS guideline for diagnostic flexible bronchoscopy in adults',
    publisher: 'British Thoracic Society (BTS)',
    year: 2013,
    url: 'https://doi.org/10.1136/thoraxjnl-2013-203618',
  },
  atsErsPft: {
    title: 'Standardization of spirometry: an official ATS/ERS technical statement',
    publisher: 'American Thoracic Society (ATS) and European Respiratory Society (ERS)',
    year: 2019,
    url: 'https://doi.org/10.1164/rccm.201908-1590ST',
  },
  atsIld: {
    title: 'Idiopathic pulmonary fibrosis and progressive pulmonary fibrosis guideline',
    publisher: 'American Thoracic Society (ATS), ERS, JRS and ALAT',
    year: 2022,
    url: 'https://doi.org/10.1164/rccm.202202-0399ST',
  },
  atsArds: {
    title: 'An official ATS clinical practice guideline: update on the management of ARDS',
    publisher: 'American Thoracic Society (ATS)',
    year: 2024,
    url: 'https://doi.org/10.1164/rccm.202311-2011ST',
  },
  ersSarcoidosis: {
    title: 'ERS clinical practice guidelines on treatment of sarcoidosis',
    publisher: 'European Respiratory Society (ERS)',
    year: 2021,
    url: 'https://doi.org/10.1183/13993003.04079-2020',
  },
  aasm: {
    title: 'Clinical practice guideline for diagnostic testing for adult obstructive sleep apnea',
    publisher: 'American Academy of Sleep Medicine (AASM)',
    year: 2017,
    url: 'https://doi.org/10.5664/jcsm.6506',
  },
  ahaBloodPressure: {
    title:
      '2025 AHA/ACC guideline for the prevention, detection, evaluation and management of high blood pressure in adults',
    publisher: 'American Heart Association and American College of Cardiology (AHA/ACC)',
    year: 2025,
    url: 'https://doi.org/10.1161/CIR.0000000000001356',
  },
  cirseBae: {
    title: 'CIRSE Standards of Practice on Bronchial Artery Embolisation',
    publisher: 'Cardiovascular and Interventional Radiological Society of Europe (CIRSE)',
    year: 2022,
    url: 'https://doi.org/10.1007/s00270-022-03127-w',
  },
  btsTherapeuticBronchoscopy: {
    title: 'BTS guideline for advanced diagnostic and therapeutic flexible bronchoscopy in adults',
    publisher: 'British Thoracic Society (BTS)',
    year: 2011,
    url: 'https://thorax.bmj.com/content/66/Suppl_3/iii1',
  },
  accAha: {
    title: '2019 ACC/AHA guideline on the primary prevention of cardiovascular disease',
    publisher: 'American College of Cardiology and American Heart Association (ACC/AHA)',
    year: 2019,
    url: 'https://www.ahajournals.org/doi/10.1161/CIR.0000000000000678',
  },
  eaaci: {
    // The part on allergic rhinitis and eye allergy (Allergy 2018;73:765–798): the allergies these
    // pages treat with immunotherapy, and where its 3-year minimum course comes from.
    title: 'EAACI Guidelines on Allergen Immunotherapy: allergic rhinoconjunctivitis',
    publisher: 'European Academy of Allergy and Clinical Immunology (EAACI)',
    year: 2018,
    url: 'https://doi.org/10.1111/all.13317',
  },
  eaaciAsthma: {
    // Allergy 2019;74:855–873: immunotherapy for house dust mite allergic asthma, added to regular
    // asthma treatment when asthma is controlled or partly controlled, to lower symptoms and the
    // medicines needed.
    title: 'EAACI Guidelines on Allergen Immunotherapy: house dust mite-driven allergic asthma',
    publisher: 'European Academy of Allergy and Clinical Immunology (EAACI)',
    year: 2019,
    url: 'https://doi.org/10.1111/all.13749',
  },
  eaaciPrevention: {
    // Pediatr Allergy Immunol 2017;28:728–745: a 3-year course for children and adolescents with
    // moderate to severe grass or birch pollen allergic rhinitis, to prevent asthma for up to 2
    // years after it ends.
    title: 'EAACI Guidelines on Allergen Immunotherapy: prevention of allergy',
    publisher: 'European Academy of Allergy and Clinical Immunology (EAACI)',
    year: 2017,
    url: 'https://doi.org/10.1111/pai.12807',
  },
  whoFlu: {
    title: 'Clinical practice guidelines for influenza',
    publisher: 'World Health Organization (WHO)',
    year: 2024,
    url: 'https://www.who.int/publications/i/item/9789240097759',
  },
  whoVaccines: {
    title: 'Vaccines against influenza: WHO position paper',
    publisher: 'World Health Organization (WHO)',
    year: 2022,
    url: 'https://www.who.int/publications/i/item/who-wer9719',
  },
  // WHO position papers in the Weekly Epidemiological Record, one per vaccine /RespiratoryVaccines
  // describes; each address is the paper's own WHO page (who-wer + volume + issue).
  whoPneumococcal: {
    title:
      'Pneumococcal conjugate vaccines in infants and children under 5 years of age: WHO position paper',
    publisher: 'World Health Organization (WHO)',
    year: 2019,
    url: 'https://www.who.int/publications/i/item/who-wer9408',
  },
  whoPertussis: {
    title: 'Pertussis vaccines: WHO position paper',
    publisher: 'World Health Organization (WHO)',
    year: 2015,
    url: 'https://www.who.int/publications/i/item/who-wer9035',
  },
  // Adult vaccination, where WHO's position papers above are about children (pneumococcal) or
  // give no advice for adults (RSV): the US Advisory Committee on Immunization Practices' reports.
  acipPneumococcal: {
    // Its list of adults at raised risk names cigarette smoking and a missing or non-working
    // spleen, beside chronic heart, lung, liver and kidney disease, diabetes and a weak immune system.
    title:
      'Pneumococcal vaccine for adults aged ≥19 years: recommendations of the Advisory Committee on Immunization Practices (ACIP), United States, 2023',
    publisher: 'Centers for Disease Control and Prevention (CDC), MMWR Recommendations and Reports',
    year: 2023,
    url: 'https://www.cdc.gov/mmwr/volumes/72/rr/rr7203a1.htm',
  },
  acipRsv: {
    // One dose for everyone aged 75 or over, and for those aged 60 to 74 at increased risk of
    // severe RSV disease (chronic heart or lung disease among the conditions).
    title:
      'Use of respiratory syncytial virus vaccines in adults aged ≥60 years: updated recommendations of the Advisory Committee on Immunization Practices (ACIP), United States, 2024',
    publisher: 'Centers for Disease Control and Prevention (CDC), MMWR',
    year: 2024,
    url: 'https://doi.org/10.15585/mmwr.mm7332e1',
  },
  whoCovidRoadmap: {
    // Revised in 2023: high priority are older adults, younger adults with significant
    // comorbidities, people with a weakened immune system, pregnant people and health workers.
    // Named, not linked: no address of this edition could be confirmed offline.
    title: 'WHO SAGE roadmap for prioritizing uses of COVID-19 vaccines',
    publisher: 'World Health Organization (WHO)',
    year: 2023,
    publisherSite: 'https://www.who.int/',
  },
  whoBcg: {
    title: 'BCG vaccines: WHO position paper',
    publisher: 'World Health Organization (WHO)',
    year: 2018,
    url: 'https://www.who.int/publications/i/item/who-wer9308',
  },
  whoImci: {
    title: 'Integrated Management of Childhood Illness (IMCI): chart booklet',
    publisher: 'World Health Organization (WHO)',
    year: 2014,
    url: 'https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)',
  },
  whoArboviral: {
    title:
      'WHO guidelines for clinical management of arboviral diseases: dengue, chikungunya, Zika and yellow fever',
    publisher: 'World Health Organization (WHO)',
    year: 2025,
    url: 'https://www.who.int/publications/i/item/9789240111110',
  },
} as const satisfies Record<string, Guideline>;

export type GuidelineId = keyof typeof guidelines;

/**
 * A claim no guideline makes in these words: this site's own advice, listed under "Sources" as
 * such instead of a guideline (issue 42: each medical claim cites one dated document that says
 * it, or is labelled the site's own advice). `says` is one plain sentence that names the claim and
 * says it is ours, as a patient reads it there.
 */
export interface OwnAdvice {
  readonly kind: 'own-advice';
  readonly says: string;
}

/** What a page or a warning sign rests on: a dated guideline, or the site's own advice. */
export type Source = GuidelineId | OwnAdvice;
