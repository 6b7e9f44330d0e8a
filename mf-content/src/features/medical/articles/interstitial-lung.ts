import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/InterstitialLung',
  description:
    'Interstitial lung disease and lung fibrosis: causes, HRCT and lung function tests, antifibrotic and anti-inflammatory treatment, and oxygen support.',
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
  updated: '2026-11-27',
  sources: ['atsIld', 'oxygen'],
  intro: [
    'Interstitial lung disease, or ILD, is the name for a large group of conditions that cause swelling and scarring in the lungs. Doctors call the scarring fibrosis. It makes the lungs stiff. So breathing takes more effort and less oxygen gets into the blood.',
    'Some kinds of ILD get better with treatment. Others tend to get slowly worse. So the most important first step is to find out exactly which kind you have. This often needs several tests and a team of doctors working together.',
  ],
  sections: [
    {
      heading: 'What is interstitial lung disease?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The lungs end in tiny air sacs. Around them is a thin, fine layer of tissue called the interstitium. Oxygen passes through it into the blood. In ILD, this tissue becomes swollen, thick or scarred. There are many kinds of ILD, often grouped by cause:',
        },
        {
          kind: 'list',
          items: [
            'Idiopathic pulmonary fibrosis (IPF), a scarring disease of older adults with no known cause',
            'Hypersensitivity pneumonitis, a reaction to breathing in things such as pigeon or other bird droppings, feathers, or mould, including mould in desert coolers',
            'ILD linked to diseases where the body’s defences attack its own tissues (autoimmune diseases), such as rheumatoid arthritis, scleroderma or myositis',
            'Lung disease from work dust, such as silica (stone cutting, quarrying, sandblasting) or asbestos',
            'Sarcoidosis',
            'Lung damage from some medicines or from radiotherapy',
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
            'Shortness of breath that slowly gets worse, first when you are active and later at rest',
            'A dry cough that does not go away',
            'Tiredness, and being less able to exercise',
            'Rounded, swollen fingertips (clubbing) in some kinds',
            'Joint pain, skin changes, or dry eyes and mouth when an autoimmune disease is the cause',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The symptoms come on slowly. So people often blame age or being unfit. Through a stethoscope, the doctor may first hear fine crackles at the bottom of the lungs.',
        },
      ],
    },
    {
      heading: 'How ILD is found',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks in detail about your work, home, hobbies, pets, birds, medicines and family illnesses. Finding a trigger can change your treatment. Tests often include:',
        },
        {
          kind: 'list',
          items: [
            'A high-resolution CT (HRCT) scan of the chest, the key test, which shows the pattern of scarring',
            'Breathing tests, such as spirometry and DLCO, which measures how well oxygen passes into the blood',
            'A six-minute walk test, to check your oxygen level while you walk',
            'Blood tests for autoimmune disease',
            'An echo (ultrasound scan of the heart), to look for high pressure in the lung blood vessels',
            'For some people, a bronchoscopy to wash and test a small part of the lung, or a lung biopsy (a small sample of lung tissue)',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Many people with long-term lung disease live with an oxygen level of 88 to 92%. For them, that level is normal. Ask your doctor which level is right for you, and below which level to get help at once.',
        },
        {
          kind: 'paragraph',
          text: 'The results are best looked at by a team: chest doctors, doctors who read the scans (radiologists) and, when a biopsy is taken, doctors who study the tissue (pathologists). A joint and muscle specialist (rheumatologist) may join them. This team talk gives the most reliable answer.',
        },
      ],
    },
    {
      heading: 'Treatment of ILD',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment depends on the kind of ILD. Scarring that is already there often cannot be undone. So the aims are to stop or slow more damage, ease symptoms and keep you active.',
        },
        {
          kind: 'list',
          items: [
            'Removing the trigger: for example, keeping away from birds or mouldy coolers, changing dusty work, or stopping a medicine that harmed the lungs',
            'Medicines that calm the swelling and the immune system, such as steroids, mycophenolate or azathioprine, for swelling and autoimmune kinds',
            'Medicines that slow scarring (antifibrotics): pirfenidone or nintedanib can slow scarring in IPF and in some other kinds where scarring keeps growing',
            'Oxygen for people whose oxygen level falls at rest or when active',
            'Pulmonary rehabilitation, a course of exercise and breathing training, to build strength, breathing control and confidence',
            'Vaccines, stopping smoking, and treating acid reflux',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For some younger people with severe disease, the doctor may talk about sending them to a lung transplant centre. Help with symptoms such as breathlessness and cough is part of care at every stage.',
        },
      ],
    },
    {
      heading: 'Risks and problems',
      blocks: [
        {
          kind: 'paragraph',
          text: 'ILD can lead to low oxygen levels and to strain on the right side of the heart (pulmonary hypertension). It can lead to chest infections. In some kinds it causes sudden flare-ups, called acute exacerbations. People with IPF have a higher risk of lung cancer. The medicines need regular blood tests and check-ups, because they can affect the liver, stomach or immune system.',
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
            'lowOxygenLongTermLungDisease',
            'heartChestPain',
            'coughingUpBlood',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'feverWithShivering',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'dlco', 'ctScan', 'bronchoscopy'],
        },
      ],
    },
  ],
};
