import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Sarcoidosis',
  description:
    'Sarcoidosis explained: symptoms, telling it apart from TB, CT scans and EBUS biopsy, when treatment is needed, steroids and long-term monitoring.',
  hero: 'scan',
  about: {
    name: 'Sarcoidosis',
    possibleTreatment: [
      'Careful monitoring without medicines',
      'Corticosteroids such as prednisolone',
      'Steroid-sparing medicines such as methotrexate',
      'Biologic medicines for difficult cases',
      'Pulmonary rehabilitation',
    ],
  },
  updated: '2026-11-27',
  sources: ['ersSarcoidosis'],
  intro: [
    'Sarcoidosis is a condition in which small clusters of immune cells, called granulomas, form in the body’s organs. It most often affects the lungs and the lymph nodes in the chest. But it can also involve the skin, eyes, heart, nerves, liver and kidneys.',
    'The cause is not known. It is not infectious and cannot be passed to others. Many people get better without treatment, while others need medicines and regular checks. A chest doctor helps you reach a clear diagnosis and plan the right level of care.',
  ],
  sections: [
    {
      heading: 'What is sarcoidosis?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Granulomas are the immune system’s way of walling off something it sees as foreign. In sarcoidosis they form without a clear trigger. They can settle down on their own, or they can persist and, in some people, lead to scarring (fibrosis) in the lungs.',
        },
        {
          kind: 'paragraph',
          text: 'Sarcoidosis most often starts in adults aged 20 to 60. But it can occur at any age. In India it is especially important to tell it apart from tuberculosis, because both cause granulomas and swollen chest lymph nodes, yet they need very different treatment.',
        },
      ],
    },
    {
      heading: 'Symptoms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some people have no symptoms, and sarcoidosis is found by chance on a chest X-ray. Others notice:',
        },
        {
          kind: 'list',
          items: [
            'A dry cough, breathlessness or chest discomfort',
            'Tiredness, low-grade fever, night sweats or weight loss',
            'Red, tender lumps on the shins, or other rashes and skin patches',
            'Painful, red eyes, sensitivity to light or blurred vision',
            'Joint pain and swelling, often at the ankles',
            'Palpitations, dizziness or fainting if the heart is involved',
          ],
        },
      ],
    },
    {
      heading: 'How sarcoidosis is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There is no single test for sarcoidosis. The diagnosis is made by putting together the symptoms, scans and a tissue sample, and by ruling out other causes, especially TB, fungal infection and lymphoma.',
        },
        {
          kind: 'list',
          items: [
            'Chest X-ray and a high-resolution CT scan of the chest',
            'Lung function tests, including spirometry and a diffusion test (DLCO)',
            'Blood tests, including calcium, kidney and liver function, and sometimes ACE level',
            'Bronchoscopy with washings and biopsies, or EBUS-TBNA, which takes needle samples from swollen chest lymph nodes through the airway',
            'Tests on these samples for TB, including rapid molecular tests and culture',
            'An eye examination, and an ECG to screen the heart, with further heart tests if needed',
          ],
        },
      ],
    },
    {
      heading: 'Treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Not everyone with sarcoidosis needs medicines. If symptoms are mild and vital organs are not at risk, the doctor may recommend careful monitoring, because the condition often settles on its own.',
        },
        {
          kind: 'paragraph',
          text: 'Treatment is advised when sarcoidosis causes troublesome symptoms, when lung function is falling, or when it affects the eyes, heart, nerves or kidneys, or raises calcium levels. Options include:',
        },
        {
          kind: 'list',
          items: [
            'Corticosteroid tablets such as prednisolone, usually the first treatment, reduced slowly to the lowest dose that works',
            'Steroid-sparing medicines such as methotrexate, which allow less steroid to be used',
            'Hydroxychloroquine for skin disease and raised calcium',
            'Biologic medicines, such as infliximab, for severe or resistant disease in specialist care',
            'Eye drops for eye inflammation, and pulmonary rehabilitation for breathlessness',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Because TB is common in India, the doctor makes sure TB has been excluded as far as possible before starting steroids, which could otherwise make an infection worse.',
        },
      ],
    },
    {
      heading: 'Outlook and follow-up',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many people, especially those with swollen lymph nodes and few symptoms, recover within a few years. Others have a longer-lasting form that needs ongoing care. Regular visits with lung function tests, blood tests and periodic eye checks help catch any change early.',
        },
      ],
    },
    {
      heading: 'Risks and complications',
      blocks: [
        {
          kind: 'list',
          items: [
            'Lung scarring, which can cause lasting breathlessness and, rarely, high pressure in the lung arteries',
            'Eye damage if inflammation is not treated',
            'Heart rhythm problems when granulomas affect the heart',
            'Kidney stones or kidney damage from high calcium',
            'Side effects of long-term steroids, such as weight gain, raised blood sugar, thinning bones and infections; the doctor monitors and protects against these',
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
            'fainting',
            'fastOrIrregularHeartbeat',
            'severeBreathlessness',
            'heartChestPain',
            'coughingUpBlood',
            'suddenVisionLoss',
            'strokeSigns',
            'fit',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['bronchoscopy', 'ebus', 'ctScan', 'tbCare'],
        },
      ],
    },
  ],
};
