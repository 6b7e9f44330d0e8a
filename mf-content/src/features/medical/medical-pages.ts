/**
 * The condition and procedure pages (product §2), in menu order. mf-content's page manifest is made
 * from this list, and the shell's menus, the sidebars, the server's routes and the sitemap are
 * made from the manifest: a page added here and deployed with mf-content appears everywhere.
 */
export interface MedicalPage {
  /** Route path exactly as docs/product.md spells it (case matters: these are live URLs). */
  readonly path: string;
  readonly title: string;
  /** Its content: `articles/<article>.ts` (loaded only on its own page). */
  readonly article: string;
}

export const treatmentPages: readonly MedicalPage[] = [
  { path: '/ArdsTreatment', title: 'ARDS Treatment', article: 'ards-treatment' },
  { path: '/AsthmaTreatment', title: 'Asthma Treatment', article: 'asthma-treatment' },
  { path: '/BronchialAsthma', title: 'Bronchial Asthma Treatment', article: 'bronchial-asthma' },
  { path: '/ChronicCough', title: 'Chronic Cough Treatment', article: 'chronic-cough' },
  { path: '/COPD', title: 'Chronic Obstructive Pulmonary Disease(COPD)', article: 'copd' },
  { path: '/DiabetesTreatment', title: 'Diabetes Treatment', article: 'diabetes-treatment' },
  { path: '/Fever', title: 'Fever Treatment', article: 'fever' },
  { path: '/FluTreatment', title: 'Flu Treatment', article: 'flu-treatment' },
  { path: '/GeneralPhysician', title: 'General Physician', article: 'general-physician' },
  { path: '/Hypertension', title: 'Hypertension Treatment', article: 'hypertension' },
  {
    path: '/InterstitialLung',
    title: 'Interstitial Lung Disease Treatment',
    article: 'interstitial-lung',
  },
  { path: '/LungCancer', title: 'Lung Cancer Treatment', article: 'lung-cancer' },
  {
    path: '/ObstructiveSleep',
    title: 'Obstructive Sleep Apnea (OSA)',
    article: 'obstructive-sleep',
  },
  { path: '/PleuralEffusion', title: 'Pleural Effusion', article: 'pleural-effusion' },
  { path: '/PneumoniaTreatment', title: 'Pneumonia Treatment', article: 'pneumonia-treatment' },
  {
    path: '/PreventiveCardiology',
    title: 'Preventive Cardiology Treatment',
    article: 'preventive-cardiology',
  },
  {
    path: '/RespiratoryFailure',
    title: 'Respiratory Failure Treatment',
    article: 'respiratory-failure',
  },
  {
    path: '/RespiratoryAllergy',
    title: 'Respiratory Allergy Treatment',
    article: 'respiratory-allergy',
  },
  { path: '/Sarcoidosis', title: 'Sarcoidosis', article: 'sarcoidosis' },
  { path: '/SleepDisordered', title: 'Sleep Disordered Breathing', article: 'sleep-disordered' },
  { path: '/Tuberculosis', title: 'Tuberculosis (TB) Treatment', article: 'tuberculosis' },
];

/** The mega-menu heading link; with the 21 treatments it makes the dropdown's 22 items. */
export const lungHubPage: MedicalPage = {
  path: '/Lung',
  title: 'Lung Diseases',
  article: 'lung-hub',
};

export const procedurePages: readonly MedicalPage[] = [
  {
    path: '/AllergyTestingImmunotherapy',
    title: 'Allergy Testing & Immunotherapy',
    article: 'allergy-testing-immunotherapy',
  },
  { path: '/Bronchoscopy', title: 'Bronchoscopy', article: 'bronchoscopy' },
  { path: '/Thoracoscopy', title: 'Thoracoscopy', article: 'thoracoscopy' },
  { path: '/PulmonaryFunction', title: 'Pulmonary Function Test', article: 'pulmonary-function' },
  { path: '/IntercostalDrainage', title: 'Intercostal Drainage', article: 'intercostal-drainage' },
  { path: '/LungBiopsy', title: 'Lung Biopsy', article: 'lung-biopsy' },
  { path: '/PleuralBiopsy', title: 'Pleural Biopsy', article: 'pleural-biopsy' },
  { path: '/Pleurodesis', title: 'Pleurodesis', article: 'pleurodesis' },
  { path: '/EBUSTBNA', title: 'EBUS-TBNA', article: 'ebus-tbna' },
  { path: '/FENO', title: 'FeNO Test', article: 'feno' },
  { path: '/TrachealStenting', title: 'Tracheal Stenting', article: 'tracheal-stenting' },
  { path: '/BronchialArtery', title: 'Bronchial Artery Embolisation', article: 'bronchial-artery' },
  { path: '/BiPAPCPAP', title: 'BiPAP & CPAP', article: 'bipap-cpap' },
  { path: '/ChestDrain', title: 'Chest Drain', article: 'chest-drain' },
  { path: '/DLCO', title: 'DLCO Test', article: 'dlco' },
  { path: '/ForcedOscillometry', title: 'Forced Oscillometry', article: 'forced-oscillometry' },
  { path: '/Immunotherapy', title: 'Immunotherapy', article: 'immunotherapy' },
  { path: '/PleuralProcedures', title: 'Pleural Procedures', article: 'pleural-procedures' },
  { path: '/RespiratoryVaccines', title: 'Respiratory Vaccines', article: 'respiratory-vaccines' },
  { path: '/Polysomnography', title: 'Polysomnography', article: 'polysomnography' },
];

const allMedicalPages = [lungHubPage, ...treatmentPages, ...procedurePages];

export const medicalPageByPath = (path: string): MedicalPage | undefined =>
  allMedicalPages.find((page) => page.path === path);
