import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/PleuralProcedures',
  description:
    'Pleural procedures compared: pleural tap, chest drain, indwelling catheter, pleurodesis, biopsy and thoracoscopy, and how the right one is chosen.',
  hero: 'pleura',
  about: {
    name: 'Pleural procedures',
    alternateName: 'Procedures for diseases of the pleura',
    howPerformed:
      'Most pleural procedures are done under local anaesthetic with ultrasound guidance, passing a needle, tube or thin camera between the ribs into the space around the lung to remove fluid or air, take samples or seal the space.',
  },
  updated: '2026-11-27',
  sources: ['btsPleural'],
  intro: [
    'Pleural procedures are treatments and tests for problems in the lining around the lungs. This page gives an overview of these procedures and explains how doctors decide which one is right for you. Most have their own page with more detail.',
  ],
  sections: [
    {
      heading: 'What are pleural procedures?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The pleura is the thin, two-layered lining around each lung. When fluid, air, blood or pus collects between the layers, or the lining itself becomes diseased, a pleural procedure may be needed to find the cause, relieve breathlessness or stop the problem coming back.',
        },
      ],
    },
    {
      heading: 'Who may need a pleural procedure?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pleural effusion, fluid around the lung, from infection, TB, heart failure, cancer or other causes',
            'Pneumothorax, air around the lung causing it to collapse',
            'Empyema, infected fluid or pus after pneumonia',
            'Haemothorax, blood around the lung, usually after an injury',
            'Thickening or lumps in the lining seen on a scan',
          ],
        },
      ],
    },
    {
      heading: 'The main procedures',
      blocks: [
        {
          kind: 'list',
          items: [
            'Thoracentesis (pleural tap): a fine needle or thin tube removes fluid through the back or side of the chest. A small sample can be tested to find the cause, or a larger amount drained to ease breathing. The tube is removed straight away, and you usually go home the same day.',
            'Chest drain: a soft tube is left in place for a day or more, connected to a drainage bottle. It is used for a collapsed lung, infected fluid, blood, or large effusions that need to drain fully.',
            'Indwelling pleural catheter: a soft, thin tube is tunnelled under the skin and left in for weeks or months. Fluid is drained at home, usually by a trained family member or nurse, into vacuum bottles. It suits fluid that keeps coming back, especially from cancer, and avoids repeated hospital visits.',
            'Pleurodesis: talc is placed in the space to make the two layers stick together, so fluid or air cannot collect again. It is done through a chest drain or during thoracoscopy.',
            'Pleural biopsy: small pieces of the lining are taken with a needle guided by ultrasound or CT, to look for TB, cancer or other disease.',
            'Thoracoscopy: a thin camera is passed into the chest through a small cut, under sedation or anaesthetic, to drain fluid completely, look at the lining, take biopsies and, if needed, carry out pleurodesis in one procedure.',
          ],
        },
      ],
    },
    {
      heading: 'How the right one is chosen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There is rarely a single answer that is right for everyone. The doctor considers several questions before recommending a procedure:',
        },
        {
          kind: 'list',
          items: [
            'Is the cause known? If not, a tap for fluid tests comes first, and then a biopsy or thoracoscopy if the answer is still unclear.',
            'Is it air, thin fluid, or thick pus or blood? Thick fluid needs a chest drain, sometimes a wider one.',
            'Is the fluid likely to come back? Repeated taps are not ideal for fluid that keeps returning, so pleurodesis or an indwelling catheter is considered.',
            'Can the lung fully expand? If the lung is trapped and cannot reach the chest wall, pleurodesis will not work and an indwelling catheter is usually better.',
            'How fit are you, and what matters most to you? Time in hospital, doing drainage at home, and your other treatments are all discussed.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hard cases are best discussed by chest doctors, surgeons and radiologists together. For example, a collapsed lung that keeps recurring may be best treated with keyhole surgery, while an infected effusion with pockets of pus may need a drain together with medicines put into the chest to help it drain.',
        },
      ],
    },
    {
      heading: 'What to expect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before any pleural procedure, you will usually have a chest X-ray and an ultrasound, sometimes a CT scan, and blood tests to check clotting. Tell the team about blood thinners. The doctor explains the plan and asks for your consent.',
        },
        {
          kind: 'paragraph',
          text: 'Ultrasound is used at the bedside to find the safest spot. Local anaesthetic numbs the skin and the lining. You then feel pressure rather than sharp pain. Afterwards, your breathing and oxygen levels are checked, and a chest X-ray may be repeated.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pleural procedures can ease breathlessness quickly, give a firm diagnosis, clear infection and, for fluid that keeps returning, reduce repeated hospital visits. Choosing the right procedure early can save you from repeated procedures later.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pain or discomfort at the site',
            'Pneumothorax, air leaking around the lung, which occasionally needs a drain',
            'Bleeding or infection',
            'Coughing or chest tightness as a large amount of fluid is removed, which is why drainage is stopped if this happens',
            'For tubes left in place: blockage, slipping or infection along the tube',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'severeBreathlessness',
            'suddenSharpChestPain',
            'coughingUpBlood',
            'fainting',
            'confusionOrDrowsiness',
            'feverWithShivering',
            'woundInfection',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['pleuralTap', 'chestDrain', 'pleuralBiopsy', 'pleurodesis', 'thoracoscopy'],
        },
      ],
    },
  ],
};
