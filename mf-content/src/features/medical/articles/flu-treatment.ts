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
  updated: '2026-11-27',
  sources: ['whoFlu'],
  intro: [
    'Influenza, or flu, is an infection of the nose, throat and lungs caused by influenza viruses. It is more than a bad cold. It starts suddenly and makes people feel very unwell. It can lead to serious problems, most of all in older adults, young children and people with long-term illnesses.',
    'In north India, flu circulates through much of the year, with more cases in the winter months and often during the monsoon. Most healthy people recover at home within a week or two. But knowing when to seek help matters.',
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
          text: 'Two main types cause the yearly outbreaks: influenza A (with strains such as H1N1 and H3N2) and influenza B. The viruses change a little each year, which is why a new vaccine is made every season.',
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
          text: 'During flu season, the doctor can often diagnose flu from the symptoms and examination. A nose or throat swab test can confirm it when the result will change treatment, for example in high-risk or hospitalised patients. An oxygen reading on a finger clip shows how ill you are. So does a chest X-ray if pneumonia is likely.',
        },
      ],
    },
    {
      heading: 'Treatment of flu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most people need rest, plenty of fluids and paracetamol to ease fever and aches. Stay at home until you have had no fever for at least a day without fever medicine. This stops you spreading it.',
        },
        {
          kind: 'paragraph',
          text: 'Antiviral medicines, such as oseltamivir, are for people at higher risk of severe flu and for anyone who is seriously ill. They can make the illness shorter and less risky. They work best when started within 48 hours of the first symptoms. A person who is seriously ill may still be given them after 48 hours. Most healthy people with mild flu get better without them.',
        },
        {
          kind: 'paragraph',
          text: 'Antibiotics do not work against the flu virus. They are only needed if germs called bacteria cause a second illness, such as pneumonia. Do not take antibiotics left over or bought without a note from a doctor.',
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
          text: 'Flu can cause pneumonia. It can make asthma, COPD, diabetes and heart disease worse. Now and then it leads to swelling of the heart or brain, or to a severe lung injury called ARDS. These complications are more likely in the higher-risk groups.',
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
            'veryFastBreathingChild',
            'chestPullingIn',
            'gruntingChild',
            'notDrinkingOrPassingUrine',
            'heartChestPain',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'fit',
            'fastBreathingChild',
            'feverOrCoughReturns',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['generalMedicine', 'vaccines'],
        },
      ],
    },
  ],
};
