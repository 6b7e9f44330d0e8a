/**
 * The doctor's profile text (About page, the home page's profile card). PLACEHOLDER: generic text
 * for a chest physician; a clinic replaces it with the doctor's own. Names, years and places come
 * from the clinic config; services come from `clinic-services.ts`.
 *
 * A credential, award or membership the clinic has not supplied is a sample: `sample: true`, shown
 * on the About page as a sample and listed by `pnpm clinic:check`. Delete the flag only on an entry
 * that is true of the doctor. Nothing here is repeated as fact in any other page's text.
 */
import { clinic } from './clinic';

const { doctor } = clinic;

export interface ProfileEntry {
  readonly text: string;
  /** Shipped example, not a fact about the doctor. */
  readonly sample?: true;
}

export const doctorProfile = {
  /** One line for the home page's profile card. */
  summary: `${doctor.name} treats asthma, COPD, tuberculosis, sleep apnea and other chest conditions, and looks after general medical problems such as diabetes and blood pressure.`, // PLACEHOLDER
  biography: [
    // PLACEHOLDER: the doctor's own words
    `${doctor.name} is a consultant pulmonologist with ${doctor.experienceYears} years of experience in chest, lung and sleep medicine. Appointments are at ${doctor.hospital} in the day and at ${clinic.clinicName} in the evening.`,
    'The work covers the whole path of a breathing problem: finding the cause with the right tests, explaining it in plain words, treating it, and following up until the patient is well or the condition is under steady control.',
    `Alongside chest medicine, ${doctor.name} cares for general medical conditions that often come with lung disease, including diabetes, high blood pressure and heart risk.`,
  ],
  certifications: [
    { text: 'MBBS', sample: true },
    { text: 'MD in Pulmonary Medicine', sample: true },
    { text: 'Training in diagnostic and interventional bronchoscopy', sample: true },
    { text: 'Training in sleep medicine and sleep studies', sample: true },
    { text: 'Basic and advanced cardiac life support', sample: true },
  ],
  awards: [
    { text: 'Appreciation for work in community tuberculosis awareness', sample: true },
    { text: 'Recognition for teaching at continuing medical education programmes', sample: true },
  ],
  memberships: [
    { text: 'Indian Chest Society', sample: true },
    { text: 'National College of Chest Physicians (India)', sample: true },
    { text: 'Indian Medical Association', sample: true },
  ],
  /** Conditions the doctor cares for (the tests and procedures come from `clinic-services.ts`). */
  conditions: [
    // PLACEHOLDER: the conditions the doctor cares for
    'Asthma and COPD care, with inhaler technique checks',
    'Tuberculosis diagnosis and treatment',
    'Pneumonia and other chest infections',
    'Interstitial lung disease and sarcoidosis',
    'Sleep apnea and other sleep-related breathing problems',
    'General medicine, diabetes, hypertension and preventive cardiology',
  ],
  reasons: [
    // PLACEHOLDER: the clinic's own reasons
    'A chest specialist who sees you from the first test to the last follow-up',
    'Tests and treatment explained in plain words, with time for your questions',
    'Day appointments at the hospital and evening appointments at the clinic',
    'Care for the conditions that travel with lung disease, under one doctor',
    'Treatment that follows current national and international guidelines',
  ],
} as const satisfies {
  certifications: readonly ProfileEntry[];
  awards: readonly ProfileEntry[];
  memberships: readonly ProfileEntry[];
  [key: string]: unknown;
};
