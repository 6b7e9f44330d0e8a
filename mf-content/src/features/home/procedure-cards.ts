import { clinicServices, type ServiceId } from '@clinic/contracts/config/clinic-services';
import { cardArt } from '../../assets/clinic-artwork';
import type { TopicCardContent } from '../../components/topic-card/topic-card';

/** A procedure card, with the clinic service it shows (clinic config). */
interface ProcedureCard extends TopicCardContent {
  readonly service: ServiceId;
}

/** The home page's procedure carousel: 11 cards (product §9), each to its procedure page. */
export const procedureCards: readonly ProcedureCard[] = [
  {
    id: 'bronchoscopy',
    service: 'bronchoscopy',
    title: 'Bronchoscopy',
    description:
      'A thin camera looks inside the airways to find the cause of cough, bleeding or a shadow on an X-ray.',
    image: cardArt.airway,
    href: '/Bronchoscopy',
  },
  {
    id: 'ebus',
    service: 'ebus',
    title: 'EBUS-TBNA',
    description:
      'Ultrasound through a bronchoscope guides a fine needle to sample lymph nodes in the chest.',
    image: cardArt.airway,
    href: '/EBUSTBNA',
  },
  {
    id: 'thoracoscopy',
    service: 'thoracoscopy',
    title: 'Thoracoscopy',
    description:
      'A look inside the chest lining through a small cut, to diagnose and treat fluid around the lung.',
    image: cardArt.pleura,
    href: '/Thoracoscopy',
  },
  {
    id: 'pft',
    service: 'spirometry',
    title: 'Pulmonary Function Test',
    description:
      'Breathing tests that measure how much air your lungs hold and how fast you can move it.',
    image: cardArt.spirometry,
    href: '/PulmonaryFunction',
  },
  {
    id: 'feno',
    service: 'feno',
    title: 'FeNO Test',
    description:
      'A simple breath test for airway inflammation that helps diagnose and follow asthma.',
    image: cardArt.lungs,
    href: '/FENO',
  },
  {
    id: 'allergy-testing',
    service: 'allergyTesting',
    title: 'Allergy Testing & Immunotherapy',
    description:
      'Skin and blood tests find what you react to; immunotherapy can make you less sensitive.',
    image: cardArt.allergy,
    href: '/AllergyTestingImmunotherapy',
  },
  {
    id: 'polysomnography',
    service: 'sleepStudy',
    title: 'Polysomnography',
    description: 'An overnight sleep study that records breathing, oxygen and sleep stages.',
    image: cardArt.sleep,
    href: '/Polysomnography',
  },
  {
    id: 'bipap-cpap',
    service: 'cpap',
    title: 'BiPAP & CPAP',
    description: 'Machines that keep the airway open at night and support tired breathing muscles.',
    image: cardArt.sleep,
    href: '/BiPAPCPAP',
  },
  {
    id: 'lung-biopsy',
    service: 'lungBiopsy',
    title: 'Lung Biopsy',
    description: 'A small sample of lung tissue, taken to find the exact cause of a lung problem.',
    image: cardArt.microscope,
    href: '/LungBiopsy',
  },
  {
    id: 'chest-drain',
    service: 'chestDrain',
    title: 'Chest Drain',
    description:
      'A tube that drains air or fluid from around the lung so that it can expand again.',
    image: cardArt.pleura,
    href: '/ChestDrain',
  },
  {
    id: 'vaccines',
    service: 'vaccines',
    title: 'Respiratory Vaccines',
    description:
      'Flu, pneumococcal and other vaccines that protect weak lungs from serious infections.',
    image: cardArt.vaccine,
    href: '/RespiratoryVaccines',
  },
];

/**
 * The cards of the procedures the clinic config offers (here, at the hospital or by referral), read
 * at render: a clinic that sets a service to 'not offered' shows no card for it on its home page.
 */
export function offeredProcedureCards(): readonly ProcedureCard[] {
  return procedureCards.filter((card) => clinicServices[card.service].at !== 'not offered');
}
