/**
 * The condition and procedure pages (spec §2), in menu order. mf-content's page manifest is made
 * from this list, and the shell's menus, the sidebars, the server's routes and the sitemap are
 * made from the manifest: a page added here and deployed with mf-content appears everywhere.
 */
export interface MedicalPage {
  /** Route path exactly as the spec spells it (case matters: these are live URLs). */
  readonly path: string;
  readonly title: string;
}

export const treatmentPages: readonly MedicalPage[] = [
  { path: '/ArdsTreatment', title: 'ARDS Treatment' },
  { path: '/AsthmaTreatment', title: 'Asthma Treatment' },
  { path: '/BronchialAsthma', title: 'Bronchial Asthma Treatment' },
  { path: '/ChronicCough', title: 'Chronic Cough Treatment' },
  { path: '/COPD', title: 'Chronic Obstructive Pulmonary Disease(COPD)' },
  { path: '/DiabetesTreatment', title: 'Diabetes Treatment' },
  { path: '/Fever', title: 'Fever Treatment' },
  { path: '/FluTreatment', title: 'Flu Treatment' },
  { path: '/GeneralPhysician', title: 'General Physician' },
  { path: '/Hypertension', title: 'Hypertension Treatment' },
  { path: '/InterstitialLung', title: 'Interstitial Lung Disease Treatment' },
  { path: '/LungCancer', title: 'Lung Cancer Treatment' },
  { path: '/ObstructiveSleep', title: 'Obstructive Sleep Apnea (OSA)' },
  { path: '/PleuralEffusion', title: 'Pleural Effusion' },
  { path: '/PneumoniaTreatment', title: 'Pneumonia Treatment' },
  { path: '/PreventiveCardiology', title: 'Preventive Cardiology Treatment' },
  { path: '/RespiratoryFailure', title: 'Respiratory Failure Treatment' },
  { path: '/RespiratoryAllergy', title: 'Respiratory Allergy Treatment' },
  { path: '/Sarcoidosis', title: 'Sarcoidosis' },
  { path: '/SleepDisordered', title: 'Sleep Disordered Breathing' },
  { path: '/Tuberculosis', title: 'Tuberculosis (TB) Treatment' },
];

/** The mega-menu heading link; with the 21 treatments it makes the dropdown's 22 items. */
export const lungHubPage: MedicalPage = { path: '/Lung', title: 'Lung Diseases' };

export const procedurePages: readonly MedicalPage[] = [
  { path: '/AllergyTestingImmunotherapy', title: 'Allergy Testing & Immunotherapy' },
  { path: '/Bronchoscopy', title: 'Bronchoscopy' },
  { path: '/Thoracoscopy', title: 'Thoracoscopy' },
  { path: '/PulmonaryFunction', title: 'Pulmonary Function Test' },
  { path: '/IntercostalDrainage', title: 'Intercostal Drainage' },
  { path: '/LungBiopsy', title: 'Lung Biopsy' },
  { path: '/PleuralBiopsy', title: 'Pleural Biopsy' },
  { path: '/Pleurodesis', title: 'Pleurodesis' },
  { path: '/EBUSTBNA', title: 'EBUS-TBNA' },
  { path: '/FENO', title: 'FeNO Test' },
  { path: '/TrachealStenting', title: 'Tracheal Stenting' },
  { path: '/BronchialArtery', title: 'Bronchial Artery Embolisation' },
  { path: '/BiPAPCPAP', title: 'BiPAP & CPAP' },
  { path: '/ChestDrain', title: 'Chest Drain' },
  { path: '/DLCO', title: 'DLCO Test' },
  { path: '/ForcedOscillometry', title: 'Forced Oscillometry' },
  { path: '/Immunotherapy', title: 'Immunotherapy' },
  { path: '/PleuralProcedures', title: 'Pleural Procedures' },
  { path: '/RespiratoryVaccines', title: 'Respiratory Vaccines' },
  { path: '/Polysomnography', title: 'Polysomnography' },
];
