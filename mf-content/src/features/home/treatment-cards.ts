import { cardArt } from '../../assets/clinic-artwork';
import type { TopicCardContent } from '../../components/topic-card/topic-card';

/** The home page's treatments carousel: 14 cards (product §9), each to its treatment page. */
export const treatmentCards: readonly TopicCardContent[] = [
  {
    id: 'asthma',
    title: 'Asthma Treatment',
    description:
      'Inhaler plans, trigger control and regular reviews so that asthma stays in the background.',
    image: cardArt.lungs,
    href: '/AsthmaTreatment',
  },
  {
    id: 'copd',
    title: 'COPD Treatment',
    description:
      'Care for long-term breathlessness: inhalers, lung rehabilitation and fewer flare-ups.',
    image: cardArt.lungs,
    href: '/COPD',
  },
  {
    id: 'chronic-cough',
    title: 'Chronic Cough',
    description:
      'A cough of eight weeks or longer has a cause, and finding it is the way to treat it.',
    image: cardArt.cough,
    href: '/ChronicCough',
  },
  {
    id: 'pneumonia',
    title: 'Pneumonia Treatment',
    description:
      'Chest infections: the signs, the right antibiotics, and why a check after treatment matters.',
    image: cardArt.thermometer,
    href: '/PneumoniaTreatment',
  },
  {
    id: 'tuberculosis',
    title: 'Tuberculosis (TB)',
    description:
      'Testing, a full course of treatment and support to finish it, for lung and other TB.',
    image: cardArt.microscope,
    href: '/Tuberculosis',
  },
  {
    id: 'ild',
    title: 'Interstitial Lung Disease',
    description:
      'Diagnosis and long-term care for scarring of the lungs and the breathlessness it brings.',
    image: cardArt.lungs,
    href: '/InterstitialLung',
  },
  {
    id: 'lung-cancer',
    title: 'Lung Cancer',
    description:
      'Investigation of suspicious shadows, biopsy and referral for the right treatment.',
    image: cardArt.microscope,
    href: '/LungCancer',
  },
  {
    id: 'sleep-apnea',
    title: 'Obstructive Sleep Apnea',
    description:
      'Snoring, pauses in breathing and daytime sleepiness: what they mean and how they are treated.',
    image: cardArt.sleep,
    href: '/ObstructiveSleep',
  },
  {
    id: 'respiratory-allergy',
    title: 'Respiratory Allergy',
    description:
      'Relief for allergic rhinitis and allergic asthma, from avoidance to immunotherapy.',
    image: cardArt.allergy,
    href: '/RespiratoryAllergy',
  },
  {
    id: 'pleural-effusion',
    title: 'Pleural Effusion',
    description:
      'Fluid around the lung: finding its cause, draining it and keeping it from returning.',
    image: cardArt.pleura,
    href: '/PleuralEffusion',
  },
  {
    id: 'flu',
    title: 'Flu Treatment',
    description: 'Early care for influenza, antivirals when they help, and yearly vaccination.',
    image: cardArt.thermometer,
    href: '/FluTreatment',
  },
  {
    id: 'diabetes',
    title: 'Diabetes Treatment',
    description:
      'Blood sugar control, diet and medicines, with checks that protect heart, eyes and kidneys.',
    image: cardArt.drop,
    href: '/DiabetesTreatment',
  },
  {
    id: 'hypertension',
    title: 'Hypertension Treatment',
    description:
      'Finding and treating high blood pressure before it harms the heart, brain or kidneys.',
    image: cardArt.heart,
    href: '/Hypertension',
  },
  {
    id: 'preventive-cardiology',
    title: 'Preventive Cardiology',
    description: 'Check-ups and lifestyle care that lower the risk of heart attack and stroke.',
    image: cardArt.heart,
    href: '/PreventiveCardiology',
  },
];
