import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Tuberculosis',
  description:
    'TB diagnosis and treatment in Panchkula: symptoms, sputum and rapid molecular tests, the full antibiotic course, drug-resistant TB and treatment support.',
  hero: 'lungs',
  about: {
    name: 'Tuberculosis',
    alternateName: 'TB',
    possibleTreatment: [
      'Combination antibiotic treatment for active TB',
      'Directly observed and supported treatment to help adherence',
      'Treatment regimens for drug-resistant TB',
      'Preventive treatment for TB infection in close contacts',
      'Nutritional support',
    ],
  },
  intro: [
    'Tuberculosis (TB) is an infection caused by a germ called Mycobacterium tuberculosis. It most often affects the lungs but can affect almost any part of the body, including the lymph nodes, the lining of the lungs, the spine and the brain.',
    'TB is common in India, and it is curable. The key is an early, accurate diagnosis and a full course of treatment taken without gaps. India’s National TB Elimination Programme (NTEP) gives free tests, free medicines and support.',
  ],
  sections: [
    {
      heading: 'What is tuberculosis?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'TB spreads through the air when a person with active TB of the lungs coughs, sneezes or talks. Not everyone who breathes in the germ becomes ill. Many people carry it silently, called TB infection or latent TB, and cannot spread it. It can become active later, especially if the immune system is weakened.',
        },
        {
          kind: 'paragraph',
          text: 'The risk of active TB is higher in people with diabetes, HIV, poor nutrition, kidney disease or cancer, in smokers and heavy drinkers, in people taking steroids or other medicines that lower immunity, and in close contacts of someone with TB of the lungs.',
        },
      ],
    },
    {
      heading: 'Symptoms of TB',
      blocks: [
        {
          kind: 'list',
          items: [
            'A cough of 3 weeks or more, sometimes with phlegm or blood',
            'Fever, often in the evening, and night sweats',
            'Loss of weight and appetite',
            'Tiredness, chest pain or breathlessness',
            'Swollen glands in the neck, or other symptoms depending on the part of the body affected',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Anyone with these symptoms, particularly a cough of 3 weeks or more, should be tested for TB.',
        },
      ],
    },
    {
      heading: 'How TB is diagnosed',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sputum tests, including rapid molecular tests that detect TB within hours and also check for resistance to rifampicin, a key TB medicine',
            'Sputum microscopy and culture, which grows the germ and tests it against more medicines',
            'A chest X-ray, and a CT scan when needed',
            'Bronchoscopy to collect samples from the lungs when you cannot cough up sputum',
            'Fluid or biopsy samples, for example from a swollen gland or fluid around the lung, for TB outside the lungs',
            'Tests for HIV and diabetes, which affect TB treatment',
          ],
        },
        {
          kind: 'paragraph',
          text: 'TB infection without illness can be found with a blood test (interferon-gamma release assay) or a skin test. Tests and treatment for TB are free under NTEP, and TB is a notifiable disease, so each case is reported to the public health system.',
        },
      ],
    },
    {
      heading: 'Treatment of active TB',
      blocks: [
        {
          kind: 'paragraph',
          text: 'TB needs several antibiotics taken together for months. The standard treatment for drug-sensitive TB is 2 months of four antibiotics (isoniazid, rifampicin, pyrazinamide and ethambutol), followed by 4–7 months of two antibiotics, usually isoniazid and rifampicin. In India, the National TB Elimination Programme (NTEP) keeps ethambutol too, so the second phase is usually isoniazid, rifampicin and ethambutol for 4 months. WHO also recommends shorter 4-month regimens for some people: one for people aged 12 and over, and one for children with TB that is not severe. The doctor will say which one suits you. The exact length depends on where the TB is and how you respond.',
        },
        {
          kind: 'paragraph',
          text: 'Taking every dose matters. Missed doses can let TB return or become drug-resistant. In the DOTS approach, a treatment supporter, a health worker or a trained family member helps you take your medicines and notices early if doses are missed. Phone reminders, regular check-ups and repeat sputum tests keep treatment on track.',
        },
        {
          kind: 'paragraph',
          text: 'Most people feel better within a few weeks, but you must finish the whole course. With effective treatment, people with TB of the lungs soon become much less infectious. Until the doctor advises otherwise, cover your mouth when coughing, keep rooms well ventilated and wear a mask around others.',
        },
      ],
    },
    {
      heading: 'Drug-resistant TB',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some TB germs do not respond to the usual medicines. Multidrug-resistant TB (MDR-TB) resists at least isoniazid and rifampicin. It is treated with different combinations of medicines, including newer oral medicines such as bedaquiline, often for a shorter time than older regimens. Treatment is planned and monitored through specialist centres under the national programme, and the doctor supports you throughout.',
        },
      ],
    },
    {
      heading: 'Side effects and risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Orange-red urine, sweat or tears from rifampicin, which is harmless',
            'Liver inflammation, with nausea, vomiting, tummy pain or yellow eyes; stop the medicines and contact the doctor straight away',
            'Tingling in the hands and feet from isoniazid, which vitamin B6 (pyridoxine) helps prevent',
            'Blurred vision or changes in colour vision from ethambutol; report these immediately',
            'Rifampicin can stop hormonal contraceptives and some other medicines from working, so tell the doctor about all your medicines',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Close contacts, especially children under five and people with HIV, should be checked for TB and may be offered preventive treatment. Good nutrition helps recovery. Under the Ni-kshay Poshan Yojana, people treated for TB get money each month for food while they are on treatment, and the national programme offers nutritional support to people on treatment.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          emergency: [
            {
              sign: 'coughingUpBlood',
            },
            'Severe breathlessness or chest pain',
            'Yellow eyes or skin with vomiting, or severe tummy pain',
            'Severe headache, neck stiffness, confusion or a seizure',
          ],
          sameDay: [
            'Side effects of TB medicines, such as a rash, vomiting, or changes in your eyesight',
            { sign: 'bloodStreaks' },
          ],
          routine: [
            'A cough of 3 weeks or more, weight loss or night sweats',
            'A close family member has TB',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['bronchoscopy', 'tbCare'],
        },
      ],
    },
  ],
};
