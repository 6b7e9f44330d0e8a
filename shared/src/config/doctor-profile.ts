/**
 * The doctor's profile text (About page, the home page's profile card). PLACEHOLDER: generic text
 * for a chest physician, with no invented figures; a clinic replaces it with the doctor's own.
 * Names, years and places come from the clinic config.
 */
import { clinic } from './clinic';

const { doctor } = clinic;

export const doctorProfile = {
  /** One line for the home page's profile card. */
  summary: `${doctor.name} treats asthma, COPD, tuberculosis, sleep apnea and other chest conditions, and looks after general medical problems such as diabetes and blood pressure.`,
  biography: [
    `${doctor.name} is a consultant pulmonologist with ${doctor.experienceYears} years of experience in chest, lung and sleep medicine. Appointments are at ${doctor.hospital} in the day and at ${clinic.clinicName} in the evening.`,
    'The work covers the whole path of a breathing problem: finding the cause with the right tests, explaining it in plain words, treating it, and following up until the patient is well or the condition is under steady control.',
    `Alongside chest medicine, ${doctor.name} cares for general medical conditions that often come with lung disease, including diabetes, high blood pressure and heart risk, and speaks at local awareness sessions on tuberculosis, smoking and clean air.`,
  ],
  certifications: [
    'MBBS',
    'MD in Pulmonary Medicine',
    'Training in diagnostic and interventional bronchoscopy',
    'Training in sleep medicine and sleep studies',
    'Basic and advanced cardiac life support',
  ],
  awards: [
    'Appreciation for work in community tuberculosis awareness',
    'Recognition for teaching at continuing medical education programmes',
  ],
  memberships: [
    'Indian Chest Society',
    'National College of Chest Physicians (India)',
    'Indian Medical Association',
  ],
  services: [
    'Asthma and COPD care, with inhaler technique checks',
    'Tuberculosis diagnosis and treatment',
    'Pneumonia and other chest infections',
    'Interstitial lung disease and sarcoidosis',
    'Pulmonary function tests, DLCO and FeNO',
    'Bronchoscopy, EBUS-TBNA and thoracoscopy',
    'Allergy testing and immunotherapy',
    'Sleep studies, CPAP and BiPAP therapy',
    'Respiratory vaccines',
    'General medicine, diabetes, hypertension and preventive cardiology',
  ],
  reasons: [
    'A chest specialist who sees you from the first test to the last follow-up',
    'Tests and treatment explained in plain words, with time for your questions',
    'Day appointments at the hospital and evening appointments at the clinic',
    'Care for the conditions that travel with lung disease, under one doctor',
    'Treatment that follows current national and international guidelines',
  ],
} as const;
