import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Thoracoscopy',
  description:
    'Thoracoscopy explained: a keyhole look inside the chest to diagnose and treat pleural effusion and pleural disease, with preparation, recovery and risks.',
  hero: 'pleura',
  about: {
    name: 'Thoracoscopy',
    alternateName: 'Medical thoracoscopy (pleuroscopy)',
    howPerformed:
      'Through 1 to 3 small incisions between the ribs, a thin camera is passed into the space between the lung and the chest wall to drain fluid, inspect the lining and take biopsies, under local anaesthetic with sedation or under general anaesthetic.',
  },
  updated: '2026-11-27',
  sources: ['btsPleural'],
  intro: [
    'Thoracoscopy is a keyhole procedure that lets the doctor look inside the chest, in the space between the lung and the chest wall called the pleural space. It is used mainly to find the cause of fluid around the lung and to treat it in the same sitting.',
    'It is best planned by chest doctors, surgeons and radiologists together. Then the right type of procedure can be chosen for you.',
  ],
  sections: [
    {
      heading: 'What is thoracoscopy?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The lungs are covered by a thin lining, the pleura, and a similar lining covers the inside of the chest wall. Normally there is only a small amount of fluid between them. Disease of the pleura can cause fluid, air or thickening in this space.',
        },
        {
          kind: 'paragraph',
          text: 'There are two main types. Medical thoracoscopy, also called pleuroscopy, is done by a chest physician, usually under local anaesthetic with sedation. Video-assisted thoracoscopic surgery (VATS) is done by a chest surgeon under general anaesthetic and allows more complex treatment.',
        },
      ],
    },
    {
      heading: 'Who needs it',
      blocks: [
        {
          kind: 'list',
          items: [
            'A pleural effusion whose cause is still unclear after the fluid has been tested',
            'Suspected TB of the pleura, which is common in India and often needs a biopsy to confirm',
            'Suspected cancer affecting the pleura, including mesothelioma',
            'Fluid that keeps coming back, which can be prevented by pleurodesis, using sterile talc to seal the space',
            'An infected collection of fluid (empyema) that needs to be broken up and drained',
            'Repeated or persistent pneumothorax (collapsed lung), usually treated by VATS',
          ],
        },
      ],
    },
    {
      heading: 'Before the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'You will have a chest X-ray, an ultrasound and often a CT scan, plus blood tests including clotting',
            'Tell the team about blood thinners, diabetes medicines and any allergies; some medicines may need to be paused under advice',
            'You will be asked not to eat or drink for several hours beforehand',
            'The doctor explains the benefits and risks and asks for your written consent',
          ],
        },
      ],
    },
    {
      heading: 'During the procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You lie on your side with the affected side upwards. Your heart rate, blood pressure and oxygen are monitored. For medical thoracoscopy the skin and chest wall are numbed with local anaesthetic and you are given sedation to keep you relaxed. For VATS you are fully asleep.',
        },
        {
          kind: 'paragraph',
          text: 'The doctor makes 1 to 3 small incisions between the ribs, usually on the side of the chest. A thin camera is passed into the pleural space. Fluid is drained, the linings are carefully inspected, and small biopsies are taken from any abnormal areas. If planned, talc is then puffed over the lining to prevent fluid from returning.',
        },
        {
          kind: 'paragraph',
          text: 'At the end a chest drain, a soft tube, is placed through one of the incisions to let remaining air and fluid escape while the lung re-expands. The procedure usually takes about an hour.',
        },
      ],
    },
    {
      heading: 'After the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'You will need a hospital stay of 1 to 4 days, depending on how quickly the drain can be removed and on what was done',
            'Pain relief is given regularly, as soreness around the incisions and drain is common, especially after talc',
            'A physiotherapist or nurse will encourage deep breathing and walking to help the lung expand',
            'Chest X-rays check that the lung has re-expanded before the drain comes out',
            'Stitches are removed, or dissolve, after about a week or two',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Biopsy results usually take several days, and TB cultures can take a few weeks. The doctor will explain the findings and your treatment plan at a follow-up visit.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Thoracoscopy lets the doctor see the pleura directly and take biopsies from the right areas. So it often gives a diagnosis when simpler tests have not. It can drain the fluid and prevent it returning in the same procedure, often avoiding repeated needle drainage.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pain at the incision and drain sites',
            'Fever for a day or two, especially after talc',
            'Infection of the wound or the pleural space',
            'Bleeding',
            'An ongoing air leak from the lung, which keeps the drain in longer',
            'Air trapped under the skin, causing a crackling swelling that usually settles by itself',
            'Rarely, fluid in the lung after it re-expands, or problems from sedation or anaesthesia',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'After going home:',
          signs: [
            'severeBreathlessness',
            'heartChestPain',
            'suddenSharpChestPain',
            'coughingUpBlood',
            'fainting',
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
          services: ['thoracoscopy', 'pleuralBiopsy', 'pleurodesis', 'chestSurgery', 'tbCare'],
        },
      ],
    },
  ],
};
