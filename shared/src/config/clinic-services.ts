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
}

const services = {
  // PLACEHOLDER: confirm each service and where it is done
  spirometry: { name: 'Spirometry (breathing tests)', at: 'clinic' },
  lungVolumes: { name: 'Lung volume tests', at: 'hospital' },
  dlco: { name: 'DLCO (gas transfer) tests', at: 'hospital' },
  feno: { name: 'FeNO breath tests', at: 'clinic' },
  oscillometry: { name: 'Forced oscillometry', at: 'clinic' },
  allergyTesting: {
    name: 'Allergy testing with personalised immunotherapy',
    at: 'clinic',
  },
  sleepStudy: { name: 'Sleep studies (polysomnography)', at: 'hospital' },
  cpap: { name: 'CPAP and BiPAP set-up and follow-up', at: 'clinic' },
  bronchoscopy: { name: 'Bronchoscopy', at: 'hospital' },
  ebus: { name: 'EBUS-TBNA', at: 'hospital' },
  thoracoscopy: { name: 'Thoracoscopy', at: 'hospital' },
  pleuralTap: { name: 'Ultrasound-guided pleural taps', at: 'hospital' },
  chestDrain: { name: 'Chest drains', at: 'hospital' },
  pleuralBiopsy: { name: 'Pleural biopsy', at: 'hospital' },
  pleurodesis: { name: 'Pleurodesis', at: 'hospital' },
  lungBiopsy: { name: 'CT-guided lung biopsy', at: 'hospital' },
  ctScan: { name: 'CT scans of the chest', at: 'hospital' },
  embolisation: { name: 'Bronchial artery embolisation', at: 'referral' },
  trachealStent: { name: 'Tracheal and airway stenting', at: 'referral' },
  chestSurgery: { name: 'Chest surgery, including keyhole (VATS) surgery', at: 'referral' },
  intensiveCare: { name: 'Intensive care and ventilation', at: 'hospital' },
  vaccines: { name: 'Flu, pneumococcal and other adult vaccines', at: 'clinic' },
  tbCare: {
    name: 'TB testing and treatment linked with the national TB programme (NTEP)',
    at: 'clinic',
  },
} satisfies Record<string, ClinicService>;

export type ServiceId = keyof typeof services;

export const clinicServices: Readonly<Record<ServiceId, ClinicService>> = services;

/**
 * The emergency arrangements. `hours` empty: no page says the clinic or hospital offers emergency
 * care. The public numbers are India's: 112 (all emergencies) and 108 (ambulance).
 */
export interface EmergencyCare {
  /** Where a patient in an emergency is seen: the doctor's clinic or the hospital. */
  readonly at: 'clinic' | 'hospital';
  readonly hours: string;
  readonly numbers: { readonly emergency: string; readonly ambulance: string };
}

export const emergencyCare: EmergencyCare = {
  at: 'hospital',
  hours: '24/7', // PLACEHOLDER: the hospital's emergency hours, or '' for none
  numbers: { emergency: '112', ambulance: '108' },
};

/** The hospital's team the doctor works with; empty: no page mentions one. */
export const hospitalTeam: string = 'pulmonologists, surgeons and radiologists'; // PLACEHOLDER
