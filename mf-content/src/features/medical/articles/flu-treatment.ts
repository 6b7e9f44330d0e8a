import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/FluTreatment',
  description:
    'Flu (influenza) explained: how it differs from a cold, who is at higher risk, antiviral treatment, yearly vaccination and the warning signs of complications.',
  hero: 'fever',
  about: {
    name: 'Influenza',
    alternateName: 'Flu',
    possibleTreatment: [
      'Rest, fluids and fever control',
      'Antiviral medicines such as oseltamivir',
      'Treatment of complications such as pneumonia',
      'Yearly influenza vaccination',
    ],
  },
  updated: '2026-11-25',
  sources: ['whoFlu'],
  intro: [
    'Influenza, or flu, is an infection of the nose, throat and lungs caused by influenza viruses. It is more than a bad cold: it usually starts suddenly, makes people feel very unwell, and can lead to serious complications, especially in older adults, young children and people with long-term illnesses.',
    'In north India, flu circulates through much of the year, with more cases in the winter months and often during the monsoon. Most healthy people recover at home within a week or two, but knowing when to seek help matters.',
  ],
  sections: [
    {
      heading: 'What is flu?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Flu spreads through droplets when an infected person coughs, sneezes or talks, and through hands that touch contaminated surfaces and then the face. People can pass it on from about a day before symptoms start until several days after.',
        },
        {
          kind: 'paragraph',
          text: 'There are two main types that cause seasonal epidemics, influenza A (which includes strains such as H1N1 and H3N2) and influenza B. The viruses change a little each year, which is why a new vaccine is made every season.',
        },
      ],
    },
    {
      heading: 'Symptoms of flu',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sudden fever and chills',
            'Aching muscles and joints, and severe tiredness',
            'Headache',
            'Dry cough and sore throat',
            'Runny or blocked nose',
            'In children, sometimes vomiting, diarrhoea or ear pain',
          ],
        },
        {
          kind: 'table',
          caption: 'Flu and the common cold compared',
          columns: ['Feature', 'Flu', 'Common cold'],
          rows: [
            ['Onset', 'Sudden, within hours', 'Gradual, over a day or two'],
            ['Fever', 'Common, often high', 'Uncommon or mild'],
            ['Body aches', 'Common and often severe', 'Mild, if any'],
            ['Tiredness', 'Marked, can last weeks', 'Mild'],
            ['Main symptoms', 'Fever, aches, cough', 'Sneezing, runny nose, sore throat'],
          ],
        },
      ],
    },
    {
      heading: 'Who is at higher risk?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Adults aged 65 and over',
            'Young children, especially those under 2',
            'Pregnant women',
            'People with asthma, COPD or other lung disease',
            'People with diabetes, heart, kidney or liver disease',
            'People with weakened immunity, including those on cancer treatment or long-term steroids',
            'People with severe obesity',
          ],
        },
      ],
    },
    {
      heading: 'How flu is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'During flu season, the doctor can often diagnose flu from the symptoms and examination. A nose or throat swab test can confirm it when the result will change treatment, for example in high-risk or hospitalised patients. A pulse oximeter reading, and a chest X-ray if pneumonia is suspected, help judge how severe the illness is.',
        },
      ],
    },
    {
      heading: 'Treatment of flu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most people need rest, plenty of fluids and paracetamol to ease fever and aches. Stay at home until you have been free of fever for at least a day without fever-reducing medicine, to avoid spreading the infection.',
        },
        {
          kind: 'paragraph',
          text: 'Antiviral medicines, such as oseltamivir, can shorten the illness and lower the risk of complications. They work best when started within 48 hours of the first symptoms. For people at higher risk or with severe illness, the doctor may still recommend them after 48 hours.',
        },
        {
          kind: 'paragraph',
          text: 'Antibiotics do not work against the flu virus. They are only needed if a bacterial complication, such as bacterial pneumonia, develops. Avoid taking leftover or over-the-counter antibiotics.',
        },
      ],
    },
    {
      heading: 'Prevention and vaccination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A yearly flu vaccine is the best protection, especially for people in the higher-risk groups and those who care for them. It is safe, including in pregnancy, and does not cause flu. The doctor can advise on the flu vaccine and other respiratory vaccines.',
        },
        {
          kind: 'list',
          items: [
            'Wash hands often with soap and water',
            'Cover coughs and sneezes with a tissue or your elbow',
            'Wear a mask around vulnerable people when you are unwell',
            'Keep children home from school while they have a fever',
          ],
        },
      ],
    },
    {
      heading: 'Complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Flu can cause viral or bacterial pneumonia, worsen asthma, COPD, diabetes and heart disease, and occasionally lead to inflammation of the heart or brain, or to acute respiratory distress syndrome (ARDS). These complications are more likely in the higher-risk groups.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'difficultyBreathingFastBreathing',
            'chestPainPressure',
            'blueGreyLipsFace',
            'confusionFitDifficultyWaking',
            'notDrinkingNotPassing',
            'feverCoughGetsBetter',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: [],
        },
      ],
    },
  ],
};
