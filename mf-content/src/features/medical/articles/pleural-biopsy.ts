import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/PleuralBiopsy',
  description:
    'Pleural biopsy explained: why a small sample of the lung lining is taken, how a needle or thoracoscopic biopsy is done, recovery, results and risks.',
  hero: 'pleura',
  about: {
    name: 'Pleural biopsy',
    alternateName: 'Biopsy of the pleura',
    howPerformed:
      'After numbing the skin with local anaesthetic, the doctor uses ultrasound or CT guidance to pass a fine cutting needle between the ribs and take several small pieces of the pleura, or takes samples under direct vision during thoracoscopy.',
  },
  updated: '2026-11-27',
  sources: ['btsPleural'],
  intro: [
    'A pleural biopsy takes small pieces of tissue from the pleura, the thin lining that covers the lungs and the inside of the chest wall. The samples are examined in a laboratory to find out why the lining is diseased or why fluid keeps collecting around the lung.',
    'Testing the fluid alone does not always give the answer. A biopsy often does. The biopsy is best planned with the scan doctors (radiologists), so that the safest and most useful method is chosen.',
  ],
  sections: [
    {
      heading: 'What is a pleural biopsy?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The pleura has two thin layers with a small amount of fluid between them, which lets the lung glide as you breathe. Infection, inflammation or cancer can thicken the lining or make fluid build up, a condition called pleural effusion.',
        },
        {
          kind: 'paragraph',
          text: 'There are two main ways to take a biopsy. In an image-guided needle biopsy, ultrasound or a CT scan shows the doctor exactly where the thickened lining is, and a fine needle takes samples through the skin. In a thoracoscopic biopsy, a thin camera is passed into the chest so the lining can be seen directly and samples taken from areas that look abnormal.',
        },
      ],
    },
    {
      heading: 'Who needs a pleural biopsy?',
      blocks: [
        {
          kind: 'list',
          items: [
            'A pleural effusion whose cause is still unclear after the fluid has been tested',
            'Suspected TB of the pleura, which is common in India; tissue samples can confirm it and grow the TB germ to check which medicines will work',
            'Suspected cancer that has spread to the pleura from the lung, breast or elsewhere',
            'Suspected mesothelioma, a cancer of the pleura linked to past asbestos exposure',
            'Thickening or lumps of the pleura seen on a chest X-ray or CT scan',
          ],
        },
      ],
    },
    {
      heading: 'Before the biopsy',
      blocks: [
        {
          kind: 'list',
          items: [
            'The doctor explains the procedure, answers your questions and asks for your written consent',
            'You will have a recent chest X-ray, ultrasound or CT scan, and blood tests to check clotting',
            'Tell the team about all your medicines, especially blood thinners and diabetes medicines; some may need to be paused, but only on the doctor’s advice',
            'You may be asked not to eat for a few hours, particularly if sedation is planned',
            'Arrange for someone to take you home afterwards',
          ],
        },
      ],
    },
    {
      heading: 'During the biopsy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For a needle biopsy, you usually sit leaning forward over a table or lie on your side or back. The skin is cleaned and numbed with local anaesthetic. You stay awake, and you may feel pushing or pressure but should not feel sharp pain.',
        },
        {
          kind: 'paragraph',
          text: 'Guided by the ultrasound or CT image, the doctor passes the needle through a tiny nick in the skin and takes several small samples. You may be asked to hold your breath for a few seconds each time. If there is fluid, some may be drained at the same time. The procedure usually takes less than an hour.',
        },
        {
          kind: 'paragraph',
          text: 'If the biopsy is done during thoracoscopy, you will have sedation or a general anaesthetic, fluid is drained and a chest drain is left in afterwards. This is described on the thoracoscopy page.',
        },
      ],
    },
    {
      heading: 'After the biopsy',
      blocks: [
        {
          kind: 'list',
          items: [
            'You rest for a few hours while nurses check your breathing, pulse and blood pressure',
            'A chest X-ray may be taken to make sure there is no air leak',
            'Most people go home the same day after a needle biopsy',
            'The site may be sore for a few days; simple pain relief such as paracetamol usually helps',
            'Keep the small dressing clean and dry for a day or two',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Results from the pathology laboratory usually take several days. TB cultures take longer, often a few weeks, because the germ grows slowly. The doctor will go through the results with you in clinic and plan treatment.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A biopsy gives a firm diagnosis. This means treatment is based on evidence rather than guesswork. It helps avoid long courses of TB medicines that are not needed, or delays in treating cancer. In cancer, tissue samples can also be tested for markers that guide the choice of modern treatments.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pleural biopsy is generally a safe procedure. As with any procedure, there are some possible problems:',
        },
        {
          kind: 'list',
          items: [
            'Pain or bruising where the needle went in',
            'Pneumothorax, where air leaks into the chest; it is usually small and settles, but sometimes a chest drain is needed',
            'Bleeding, which is uncommon and usually minor',
            'Infection at the biopsy site',
            'A non-diagnostic result, meaning the samples do not give an answer and a further test is needed',
            'In mesothelioma, rarely, tumour growing along the needle track',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'After the biopsy:',
          signs: [
            'severeBreathlessness',
            'suddenSharpChestPain',
            'coughingUpBlood',
            'fainting',
            'fastOrIrregularHeartbeat',
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
          services: ['pleuralBiopsy', 'thoracoscopy', 'ctScan', 'tbCare'],
        },
      ],
    },
  ],
};
