import { cardArt } from '../../assets/clinic-artwork';
import type { TopicCardContent } from '../../components/topic-card/topic-card';

/** Our Vision's two service cards (product §2). */
export const visionCards: readonly TopicCardContent[] = [
  {
    id: 'cough-management',
    title: 'Cough Management',
    description: 'A cough that will not settle deserves a cause and a plan, not another syrup.',
    image: cardArt.cough,
    href: '/ChronicCough',
  },
  {
    id: 'asthma-care',
    title: 'Asthma Care',
    description:
      'Clear inhaler plans and regular reviews, so that you can breathe, work and sleep well.',
    image: cardArt.lungs,
    href: '/AsthmaTreatment',
  },
];
