/**
 * The guidelines the medical pages follow, each linked to its publisher. A page lists the ones it
 * rests on (`MedicalArticle.sources`) under "Sources"; a warning sign with a number names the one
 * its number comes from (`danger-signs.ts`), and that guideline is then listed on every page that
 * shows the sign.
 */
export interface Guideline {
  /** How the list names it: the guideline and its publisher. */
  readonly title: string;
  readonly publisher: string;
  /** The publisher's page for it. */
  readonly url: string;
}

export const guidelines = {
  gina: {
    title: 'Global Strategy for Asthma Management and Prevention',
    publisher: 'Global Initiative for Asthma (GINA)',
    url: 'https://ginasthma.org/reports/',
  },
  gold: {
    title: 'Global Strategy for the Diagnosis, Management and Prevention of COPD',
    publisher: 'Global Initiative for Chronic Obstructive Lung Disease (GOLD)',
    url: 'https://goldcopd.org/gold-reports/',
  },
  ntep: {
    title: 'National TB Elimination Programme: technical and operational guidelines',
    publisher: 'Central TB Division, Ministry of Health and Family Welfare, India (NTEP)',
    url: 'https://tbcindia.mohfw.gov.in/guidelines/',
  },
  whoTb: {
    title: 'WHO consolidated guidelines on tuberculosis',
    publisher: 'World Health Organization (WHO)',
    url: 'https://www.who.int/teams/global-programme-on-tuberculosis-and-lung-health/guidelines',
  },
  icmrDiabetes: {
    title: 'ICMR guidelines for management of type 2 diabetes',
    publisher: 'Indian Council of Medical Research (ICMR)',
    url: 'https://www.icmr.gov.in/guidelines',
  },
  ada: {
    title: 'Standards of Care in Diabetes',
    publisher: 'American Diabetes Association (ADA)',
    url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
  },
  niceFever: {
    title: 'Fever in under 5s: assessment and initial management (NG143)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    url: 'https://www.nice.org.uk/guidance/ng143',
  },
  niceCancer: {
    title: 'Suspected cancer: recognition and referral (NG12)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    url: 'https://www.nice.org.uk/guidance/ng12',
  },
  niceLungCancer: {
    title: 'Lung cancer: diagnosis and management (NG122)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    url: 'https://www.nice.org.uk/guidance/ng122',
  },
  niceHypertension: {
    title: 'Hypertension in adults: diagnosis and management (NG136)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    url: 'https://www.nice.org.uk/guidance/ng136',
  },
  nicePneumonia: {
    title: 'Pneumonia in adults: diagnosis and management (CG191)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    url: 'https://www.nice.org.uk/guidance/cg191',
  },
  niceCough: {
    title: 'Cough (acute): antimicrobial prescribing (NG120)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    url: 'https://www.nice.org.uk/guidance/ng120',
  },
  oxygen: {
    title: 'Guideline for oxygen use in healthcare and emergency settings',
    publisher: 'British Thoracic Society (BTS)',
    url: 'https://www.brit-thoracic.org.uk/quality-improvement/guidelines/emergency-oxygen/',
  },
  btsPleural: {
    title: 'Guideline for pleural disease',
    publisher: 'British Thoracic Society (BTS)',
    url: 'https://www.brit-thoracic.org.uk/quality-improvement/guidelines/pleural-disease/',
  },
  btsBronchoscopy: {
    title: 'Guideline for diagnostic flexible bronchoscopy in adults',
    publisher: 'British Thoracic Society (BTS)',
    url: 'https://www.brit-thoracic.org.uk/quality-improvement/guidelines/',
  },
  bloodThreshold: {
    title: 'Haemoptysis: when to refer (clinical knowledge summary)',
    publisher: 'National Institute for Health and Care Excellence (NICE)',
    url: 'https://cks.nice.org.uk/topics/haemoptysis/',
  },
  atsErsPft: {
    title: 'ATS/ERS technical standards for lung function testing',
    publisher: 'American Thoracic Society (ATS) and European Respiratory Society (ERS)',
    url: 'https://www.thoracic.org/statements/',
  },
  atsIld: {
    title: 'Idiopathic pulmonary fibrosis and progressive pulmonary fibrosis guideline',
    publisher: 'American Thoracic Society (ATS), ERS, JRS and ALAT',
    url: 'https://www.thoracic.org/statements/',
  },
  atsArds: {
    title: 'Clinical practice guideline on the management of ARDS',
    publisher: 'American Thoracic Society (ATS)',
    url: 'https://www.thoracic.org/statements/',
  },
  ersSarcoidosis: {
    title: 'Clinical practice guidelines on treatment of sarcoidosis',
    publisher: 'European Respiratory Society (ERS)',
    url: 'https://www.ersnet.org/guidelines/',
  },
  aasm: {
    title: 'Clinical practice guidelines for sleep apnea and sleep testing',
    publisher: 'American Academy of Sleep Medicine (AASM)',
    url: 'https://aasm.org/clinical-resources/practice-standards/practice-guidelines/',
  },
  accAha: {
    title: 'Guideline on the primary prevention of cardiovascular disease',
    publisher: 'American College of Cardiology and American Heart Association (ACC/AHA)',
    url: 'https://www.ahajournals.org/doi/10.1161/CIR.0000000000000678',
  },
  eaaci: {
    title: 'Guidelines on allergen immunotherapy',
    publisher: 'European Academy of Allergy and Clinical Immunology (EAACI)',
    url: 'https://eaaci.org/',
  },
  whoFlu: {
    title: 'Clinical practice guidelines for influenza',
    publisher: 'World Health Organization (WHO)',
    url: 'https://www.who.int/publications/i/item/9789240097759',
  },
  whoVaccines: {
    title: 'Vaccine position papers',
    publisher: 'World Health Organization (WHO)',
    url: 'https://www.who.int/teams/immunization-vaccines-and-biologicals/policies/position-papers',
  },
  whoImci: {
    title: 'Integrated Management of Childhood Illness (IMCI): chart booklet',
    publisher: 'World Health Organization (WHO)',
    url: 'https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)',
  },
  whoFever: {
    title: 'Dengue: guidelines for diagnosis, treatment, prevention and control',
    publisher: 'World Health Organization (WHO)',
    url: 'https://www.who.int/publications/i/item/9789241547871',
  },
} as const satisfies Record<string, Guideline>;

export type GuidelineId = keyof typeof guidelines;
