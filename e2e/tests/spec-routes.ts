/**
 * Every route of product §2, written out from the spec itself (not read from the app's registry),
 * so the tests check the app against the spec rather than against itself.
 */
export const treatmentRoutes = [
  '/ArdsTreatment',
  '/AsthmaTreatment',
  '/BronchialAsthma',
  '/ChronicCough',
  '/COPD',
  '/DiabetesTreatment',
  '/Fever',
  '/FluTreatment',
  '/GeneralPhysician',
  '/Hypertension',
  '/InterstitialLung',
  '/LungCancer',
  '/ObstructiveSleep',
  '/PleuralEffusion',
  '/PneumoniaTreatment',
  '/PreventiveCardiology',
  '/RespiratoryFailure',
  '/RespiratoryAllergy',
  '/Sarcoidosis',
  '/SleepDisordered',
  '/Tuberculosis',
];

export const procedureRoutes = [
  '/AllergyTestingImmunotherapy',
  '/Bronchoscopy',
  '/Thoracoscopy',
  '/PulmonaryFunction',
  '/IntercostalDrainage',
  '/LungBiopsy',
  '/PleuralBiopsy',
  '/Pleurodesis',
  '/EBUSTBNA',
  '/FENO',
  '/TrachealStenting',
  '/BronchialArtery',
  '/BiPAPCPAP',
  '/ChestDrain',
  '/DLCO',
  '/ForcedOscillometry',
  '/Immunotherapy',
  '/PleuralProcedures',
  '/RespiratoryVaccines',
  '/Polysomnography',
];

export const contentRoutes = [
  '/',
  '/about',
  '/Pictures',
  '/pictures',
  '/Lung',
  ...treatmentRoutes,
  ...procedureRoutes,
];
export const blogRoutes = ['/blogs', '/blog/any-id'];
export const dashboardRoutes = [
  '/signin',
  '/dashboard',
  '/dashboard/Blogs',
  '/dashboard/Links',
  '/dashboard/Forms',
];
