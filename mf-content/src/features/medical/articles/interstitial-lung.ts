import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/InterstitialLung',
  description:
    'Interstitial lung disease and lung fibrosis: causes, HRCT and lung function tests, antifibrotic and anti-inflammatory treatment and oxygen support in Panchkula.',
  hero: 'scan',
  about: {
    name: 'Interstitial lung disease',
    alternateName: 'ILD',
    possibleTreatment: [
      'Avoiding the triggering exposure',
      'Anti-inflammatory and immunosuppressive medicines',
      'Antifibrotic medicines',
      'Oxygen therapy',
      'Pulmonary rehabilitation',
      'Referral for lung transplant assessment',
    ],
  },
  intro: [
    'Interstitial lung disease, or ILD, is the name for a large group of conditions that cause inflammation and scarring (fibrosis) in the lungs. The scarring makes the lungs stiff, so breathing takes more effort and less oxygen passes into the blood.',
    'Some forms of ILD respond well to treatment, while others tend to progress slowly. An accurate diagnosis of the exact type is therefore the most important first step, and it usually needs several tests and specialists working together.',
  ],
  sections: [
    {
      heading: 'What is interstitial lung disease?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The interstitium is the thin, delicate tissue around the tiny air sacs of the lungs, through which oxygen passes into the blood. In ILD, this tissue becomes inflamed, thickened or scarred. There are many different types, often grouped by cause:',
        },
        {
          kind: 'list',
          items: [
            'Idiopathic pulmonary fibrosis (IPF), a scarring disease of older adults with no known cause',
            'Hypersensitivity pneumonitis, a reaction to breathing in things such as pigeon or other bird droppings, feathers, or mould, including mould in desert coolers',
            'ILD linked to autoimmune conditions such as rheumatoid arthritis, scleroderma or myositis',
            'Occupational lung disease from silica dust (stone cutting, quarrying, sandblasting) or asbestos',
            'Sarcoidosis',
            'Lung damage from certain medicines or radiotherapy',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms of ILD',
      blocks: [
        {
          kind: 'list',
          items: [
            'Breathlessness that slowly worsens, first on exertion and later at rest',
            'A persistent dry cough',
            'Tiredness and reduced ability to exercise',
            'Rounded, swollen fingertips (clubbing) in some types',
            'Joint pain, skin changes or dry eyes and mouth when an autoimmune disease is involved',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Because the symptoms come on gradually, people often blame age or lack of fitness. The doctor may first hear fine crackling sounds at the bottom of the lungs through a stethoscope.',
        },
      ],
    },
    {
      heading: 'How ILD is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor takes a detailed history of your work, home, hobbies, pets, birds, medicines and family illnesses, because finding a trigger can change treatment. Tests usually include:',
        },
        {
          kind: 'list',
          items: [
            'A high-resolution CT (HRCT) scan of the chest, the key test that shows the pattern of scarring',
            'Lung function tests, including spirometry and DLCO, which measures how well oxygen passes into the blood',
            'A six-minute walk test to check oxygen levels during activity',
            'Blood tests for autoimmune disease',
            'An echocardiogram to look for raised pressure in the lung arteries',
            'In some patients, bronchoscopy with lung washings, or a lung biopsy',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The results are best reviewed together by chest physicians, radiologists and, when a biopsy is taken, pathologists, sometimes with a rheumatologist. This team discussion gives the most reliable diagnosis.',
        },
      ],
    },
    {
      heading: 'Treatment of ILD',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment depends on the type of ILD. Scarring that is already established usually cannot be reversed, so the goals are to stop or slow further damage, ease symptoms and keep you active.',
        },
        {
          kind: 'list',
          items: [
            'Removing the trigger: for example, keeping away from birds or mouldy coolers, changing work exposures, or stopping a medicine that caused lung damage',
            'Anti-inflammatory treatment: corticosteroids and other immune-calming medicines, such as mycophenolate or azathioprine, for inflammatory and autoimmune types',
            'Antifibrotic medicines: pirfenidone or nintedanib can slow the rate of scarring in idiopathic pulmonary fibrosis and some other progressive fibrosing types',
            'Oxygen therapy for people whose oxygen levels fall at rest or on exertion',
            'Pulmonary rehabilitation to improve strength, breathing control and confidence',
            'Vaccination, stopping smoking, and treatment of acid reflux',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For selected younger patients with advanced disease, referral to a lung transplant centre may be discussed. Support for symptoms such as breathlessness and cough is part of care at every stage.',
        },
      ],
    },
    {
      heading: 'Risks and complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'ILD can lead to low oxygen levels, strain on the right side of the heart (pulmonary hypertension), chest infections and, in some types, sudden flare-ups called acute exacerbations. People with IPF have a higher risk of lung cancer. The medicines need regular blood tests and monitoring, because they can affect the liver, stomach or immune system.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          emergency: [
            'Breathlessness that worsens suddenly over hours or days',
            'Oxygen levels much lower than usual on your pulse oximeter',
            'Chest pain',
            {
              sign: 'coughingUpBlood',
            },
            'High fever with increased breathlessness',
            'Blue lips, confusion or drowsiness',
          ],
          sameDay: [],
          routine: [],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'dlco', 'bronchoscopy'],
        },
      ],
    },
  ],
};
