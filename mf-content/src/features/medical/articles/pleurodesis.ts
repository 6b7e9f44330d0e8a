import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Pleurodesis',
  description:
    'Pleurodesis explained: sealing the space around the lung to stop fluid or a collapsed lung coming back, talc methods, what to expect and the risks.',
  hero: 'pleura',
  about: {
    name: 'Pleurodesis',
    alternateName: 'Talc pleurodesis',
    howPerformed:
      'Once the fluid or air has been drained and the lung has re-expanded, sterile talc or another irritant is put into the pleural space through a chest drain or during thoracoscopy, so the two layers of the pleura stick together.',
  },
  updated: '2026-11-27',
  sources: ['btsPleural'],
  intro: [
    'Pleurodesis is a treatment that seals the space between the lung and the chest wall. By making the two layers of the lining stick together, it stops fluid or air from building up there again.',
    'It is used when a pleural effusion or a collapsed lung keeps coming back. The doctor discusses pleurodesis alongside other options. This lets you choose what suits your health and your wishes.',
  ],
  sections: [
    {
      heading: 'What is pleurodesis?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The lung is covered by a thin lining called the pleura, and a second layer lines the inside of the chest wall. Normally the two layers slide over each other with only a thin film of fluid between them. In some illnesses, fluid or air collects in this space and squashes the lung, causing breathlessness.',
        },
        {
          kind: 'paragraph',
          text: 'In pleurodesis, a substance that causes mild inflammation is placed in the space. As the inflammation heals, the layers join with scar tissue and the space closes. Sterile medical talc is the most commonly used substance. For some people with a collapsed lung, the same effect is achieved during surgery by gently roughening the lining instead.',
        },
      ],
    },
    {
      heading: 'Who may need it?',
      blocks: [
        {
          kind: 'list',
          items: [
            'A malignant pleural effusion, fluid caused by cancer, that returns after it has been drained',
            'Other effusions that keep recurring despite treatment of the cause, in selected people',
            'Pneumothorax, a collapsed lung, that has happened more than once or is likely to recur',
            'A pneumothorax that keeps leaking air, particularly in people with lung disease such as COPD',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pleurodesis only works if the lung can fully expand to touch the chest wall. If the lung is trapped by thick lining or a tumour, the layers cannot meet, and an indwelling pleural catheter is usually a better option.',
        },
      ],
    },
    {
      heading: 'How it is done',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There are two common methods. In talc slurry pleurodesis, talc mixed with sterile salt water is passed through a chest drain that is already in place. In talc poudrage, talc is sprayed as a fine powder over the lining during thoracoscopy, a keyhole procedure that also lets the doctor look inside and take biopsies.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'The fluid or air is drained first, usually through a chest drain, and a chest X-ray confirms the lung has re-expanded',
            'A local anaesthetic may be put into the space through the drain, and you are given pain relief, because the talc can cause discomfort',
            'The talc is put in through the drain, or sprayed during thoracoscopy under sedation or anaesthesia',
            'The drain is usually clamped for a short time and then reopened to let remaining fluid or air out',
            'The drain stays in for a day or more, until drainage is low and X-rays look satisfactory, and is then removed',
          ],
        },
      ],
    },
    {
      heading: 'Before and after',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before the procedure, blood tests, a chest X-ray or scan and a review of your medicines are done, especially blood thinners. The doctor explains the benefits and risks and asks for your consent.',
        },
        {
          kind: 'paragraph',
          text: 'Pleurodesis is done as an inpatient, and the hospital stay is usually a few days. Chest pain and a mild fever in the first day or two are common and are a sign of the inflammation that makes the layers stick. Regular pain relief, gentle walking and deep breathing exercises all help recovery.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fewer repeated drainage procedures and hospital visits',
            'Easier breathing over the following months, if the fluid stays away',
            'A lower chance of the lung collapsing again after pneumothorax',
            'When done by thoracoscopy, diagnosis and treatment can happen in the same procedure',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pleurodesis works well for many people, but not for everyone. If fluid returns, other options such as an indwelling pleural catheter remain available.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Chest pain and fever in the first few days, which usually settle with treatment',
            'The pleurodesis not working, so fluid or air comes back',
            'Infection of the pleural space',
            'Problems from the chest drain, such as pain, blockage or the tube slipping',
            'Rarely, breathing problems caused by inflammation in the lungs',
            'Scarring makes any future chest surgery on that side more difficult',
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
            'coughingUpBlood',
            'confusionOrDrowsiness',
            'fainting',
            'blueOrGreyLips',
            'sharpPainOnBreathing',
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
          services: ['chestDrain', 'thoracoscopy', 'pleurodesis'],
        },
      ],
    },
  ],
};
