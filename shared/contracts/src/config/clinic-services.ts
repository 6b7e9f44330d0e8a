/**
 * What this clinic offers, and where. Every sentence on the site about what the clinic or its
 * hospital does or has is made from this file (mf-content's `clinic-care` and `when-to-get-help`
 * components, the About page's services), never written into page text: a clinic without a sleep
 * lab sets `sleepStudy` to 'not offered' and no page claims one.
 *
 * PLACEHOLDER: the shipped arrangements are samples for a chest clinic that works with one
 * hospital; `pnpm clinic:check` reminds a clinic to confirm them.
 */

/** Where a service is done: at the doctor's own clinic, at the hospital the doctor works at, or elsewhere on referral. */
export type ServicePlace = 'clinic' | 'hospital' | 'referral' | 'not offered';

export interface ClinicService {
  /** How a sentence names it: "Sleep studies (polysomnography) are done at …". */
  readonly name: string;
  readonly at: ServicePlace;
  /**
   * What the clinic says of its own way of doing it (its staff, rooms, promises), shown after the
   * service on the pages about it and gone with it (docs/decisions/0068). Article text states
   * only general facts; a sentence about this clinic belongs here, marked until confirmed.
   */
  readonly claims?: readonly string[];
}

const services = {
  // Each sample arrangement is marked: confirm the service and where it is done.
  spirometry: {
    name: 'Spirometry (breathing tests)', // PLACEHOLDER
    at: 'clinic',
    claims: ['A technician coaches you through each blow, and has a reliever inhaler ready.'], // PLACEHOLDER
  },
  lungVolumes: { name: 'Lung volume tests', at: 'hospital' }, // PLACEHOLDER
  dlco: { name: 'DLCO (gas transfer) tests', at: 'hospital' }, // PLACEHOLDER
  feno: { name: 'FeNO breath tests', at: 'clinic' }, // PLACEHOLDER
  oscillometry: {
    name: 'Forced oscillometry', // PLACEHOLDER
    at: 'clinic',
    claims: ['A parent can sit beside a child, and the staff turn the test into a game.'], // PLACEHOLDER
  },
  // The specification's own statement about the clinic: confirm it, or set 'not offered'.
  allergyTesting: {
    name: 'Allergy testing with personalised immunotherapy', // PLACEHOLDER
    at: 'clinic',
    claims: ['Allergy injections are given where a reaction can be treated at once.'], // PLACEHOLDER
  },
  sleepStudy: {
    name: 'Sleep studies (polysomnography)', // PLACEHOLDER
    at: 'hospital',
    claims: ['You sleep in a room of your own, and a technician watches the recording all night.'], // PLACEHOLDER
  },
  cpap: {
    name: 'CPAP and BiPAP set-up and follow-up', // PLACEHOLDER
    at: 'clinic',
    claims: ['The doctor chooses your machine and settings, and helps you get used to the mask.'], // PLACEHOLDER
  },
  bronchoscopy: { name: 'Bronchoscopy', at: 'hospital' }, // PLACEHOLDER
  ebus: { name: 'EBUS-TBNA', at: 'hospital' }, // PLACEHOLDER
  thoracoscopy: { name: 'Thoracoscopy', at: 'hospital' }, // PLACEHOLDER
  pleuralTap: { name: 'Ultrasound-guided pleural taps', at: 'hospital' }, // PLACEHOLDER
  chestDrain: { name: 'Chest drains', at: 'hospital' }, // PLACEHOLDER
  pleuralBiopsy: { name: 'Pleural biopsy', at: 'hospital' }, // PLACEHOLDER
  pleurodesis: { name: 'Pleurodesis', at: 'hospital' }, // PLACEHOLDER
  lungBiopsy: { name: 'CT-guided lung biopsy', at: 'hospital' }, // PLACEHOLDER
  ctScan: { name: 'CT scans of the chest', at: 'hospital' }, // PLACEHOLDER
  embolisation: { name: 'Bronchial artery embolisation', at: 'referral' }, // PLACEHOLDER
  trachealStent: { name: 'Tracheal and airway stenting', at: 'referral' }, // PLACEHOLDER
  chestSurgery: { name: 'Chest surgery, including keyhole (VATS) surgery', at: 'referral' }, // PLACEHOLDER
  intensiveCare: { name: 'Intensive care and ventilation', at: 'hospital' }, // PLACEHOLDER
  vaccines: { name: 'Flu, pneumococcal and other adult vaccines', at: 'clinic' }, // PLACEHOLDER
  generalMedicine: {
    name: 'General medicine, including diabetes, blood pressure and heart risk', // PLACEHOLDER
    at: 'clinic',
    claims: [
      'You leave knowing the likely cause, the tests you need, your plan and when to come back.', // PLACEHOLDER
    ],
  },
  tbCare: {
    name: 'TB testing and treatment linked with the national TB programme (NTEP)', // PLACEHOLDER
    at: 'clinic',
    claims: ['The doctor stays with you until the whole course is done.'], // PLACEHOLDER
  },
} satisfies Record<string, ClinicService>;

export type ServiceId = keyof typeof services;

export const clinicServices: Readonly<Record<ServiceId, ClinicService>> = services;

/**
 * The emergency arrangements. Every page tells a patient in an emergency to call India's public
 * numbers, 112 (all emergencies) and 108 (ambulance), or go to the nearest emergency department.
 * When `hours` is filled in (the clinic or its hospital runs an emergency department, e.g. '24/7')
 * the emergency box names that place after them, as one more place to go, never instead of the
 * nearest one (docs/decisions/0042).
 */
export interface EmergencyCare {
  /** Where a patient in an emergency is seen: the doctor's clinic or the hospital. */
  readonly at: 'clinic' | 'hospital';
  readonly hours: string;
  readonly numbers: { readonly emergency: string; readonly ambulance: string };
}

export const emergencyCare: EmergencyCare = {
  at: 'hospital',
  // The specification's "24/7 emergency care", a sample: the box states it after 112, 108 and
  // the nearest department. Confirm it, or clear it ('') if no emergency department is yours.
  hours: '24/7', // PLACEHOLDER
  numbers: { emergency: '112', ambulance: '108' },
};

/**
 * The hospital's team the doctor works with (the specification's statement, a sample: confirm it,
 * or clear it); empty: no page mentions one.
 */
export const hospitalTeam: string = 'pulmonologists, surgeons and radiologists'; // PLACEHOLDER
