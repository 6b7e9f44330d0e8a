import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Tuberculosis',
  description:
    'TB diagnosis and treatment explained: symptoms, sputum and rapid molecular tests, the full antibiotic course, drug-resistant TB and treatment support.',
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
  updated: '2026-11-27',
  sources: ['ntep', 'whoTb'],
  intro: [
    'Tuberculosis (TB) is an infection caused by a germ called Mycobacterium tuberculosis. It most often affects the lungs. But it can affect almost any part of the body, such as the lymph nodes (glands), the lining of the lungs, the spine and the brain.',
    'TB is common in India, and it is curable. The key is to find it early, with the right tests, and to take the full course of treatment without gaps. India’s National TB Elimination Programme (NTEP) gives free tests, free medicines and support.',
  ],
  sections: [
    {
      heading: 'What is tuberculosis?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'TB spreads through the air when a person with active TB of the lungs coughs, sneezes or talks. Not everyone who breathes in the germ becomes ill. Many people carry it silently. This is called TB infection, or latent TB, and they cannot spread it. It can become active later, most of all if the body’s defences (the immune system) are weak.',
        },
        {
          kind: 'paragraph',
          text: 'Some people have a higher risk of active TB. They include people with diabetes, HIV, poor nutrition, kidney disease or cancer, and smokers and heavy drinkers. They also include people taking steroids or other medicines that weaken the immune system, and people who live or work closely with someone with TB of the lungs.',
        },
      ],
    },
    {
      heading: 'Symptoms of TB',
      blocks: [
        {
          kind: 'list',
          items: [
            'A cough of 2 weeks or more, sometimes with phlegm or blood. A cough of 3 weeks or more is the classic sign',
            'Fever, often in the evening, and night sweats',
            'Loss of weight and appetite',
            'Tiredness, chest pain or shortness of breath',
            'Swollen glands in the neck, or other symptoms, based on the part of the body affected',
          ],
        },
        {
          kind: 'paragraph',
          text: 'India’s TB programme (NTEP) counts a cough of 2 weeks or more as a reason to test for TB. So do fever, weight loss or night sweats. If you have any of them, ask for a TB test. It is free.',
        },
      ],
    },
    {
      heading: 'How TB is found',
      blocks: [
        {
          kind: 'list',
          items: [
            'Tests on phlegm (sputum). Rapid tests of the germ’s genes find TB within hours. They also check if the germ resists rifampicin, a key TB medicine.',
            'Sputum checked under a microscope, and a culture, which grows the germ to test it against more medicines',
            'A chest X-ray, and a CT scan when needed',
            'Bronchoscopy, to collect samples from the lungs when you cannot cough up sputum',
            'Fluid or tissue samples for TB outside the lungs, for example from a swollen gland or from fluid around the lung',
            'Tests for HIV and diabetes, which affect TB treatment',
          ],
        },
        {
          kind: 'paragraph',
          text: 'TB infection without illness can be found with a blood test called IGRA or with a skin test. IGRA (interferon-gamma release assay) checks whether your white blood cells react to TB germs. Tests and treatment for TB are free under NTEP. TB is a notifiable disease, which means each case is reported to the public health system.',
        },
      ],
    },
    {
      heading: 'Treatment of active TB',
      blocks: [
        {
          kind: 'paragraph',
          text: 'TB needs several antibiotics taken together for months. The standard treatment for TB that is not drug-resistant has two phases. First comes 2 months of four antibiotics (isoniazid, rifampicin, pyrazinamide and ethambutol). Then comes 4–7 months of two antibiotics, most often isoniazid and rifampicin.',
        },
        {
          kind: 'paragraph',
          text: 'In India, NTEP keeps ethambutol in the second phase too. So the second phase is most often isoniazid, rifampicin and ethambutol for 4 months. WHO also advises shorter 4-month treatments for some people: one for people aged 12 and over, and one for children whose TB is not severe. The doctor will say which one suits you. The exact length depends on where the TB is and how you respond.',
        },
        {
          kind: 'paragraph',
          text: 'Taking every dose matters. Missed doses can let TB come back or become drug-resistant. Under NTEP, a treatment supporter helps you take your medicines. This may be a health worker or a trained family member, and they notice early if doses are missed. Phone reminders, regular check-ups and repeat sputum tests keep treatment on track.',
        },
        {
          kind: 'paragraph',
          text: 'Most people feel better within a few weeks. But you must finish the whole course. With the right treatment, people with TB of the lungs soon become much less likely to spread it. Until the doctor says otherwise, cover your mouth when you cough, keep rooms airy and wear a mask around others.',
        },
      ],
    },
    {
      heading: 'Drug-resistant TB',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some TB germs do not respond to the usual medicines. Multidrug-resistant TB (MDR-TB) resists at least isoniazid and rifampicin. It is treated with other mixes of medicines, including newer tablets such as bedaquiline. Treatment is often shorter than it used to be. It is planned and checked through specialist centres under the national programme, which supports you all the way.',
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
            'Liver damage (hepatitis), with nausea, vomiting, tummy pain or yellow eyes. Stop the medicines and contact the doctor straight away.',
            'Tingling in the hands and feet from isoniazid, which vitamin B6 (pyridoxine) helps prevent',
            'Blurred vision or changes in how you see colours, from ethambutol. Report these at once.',
            'Rifampicin can stop hormone-based birth control and some other medicines from working, so tell the doctor about all your medicines',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Close contacts, most of all children under five and people with HIV, should be checked for TB. They may be offered treatment to prevent it. Good food helps recovery. Under the Ni-kshay Poshan Yojana, people treated for TB get money each month for food while they are on treatment. The national programme also offers food support to people on treatment.',
        },
        {
          kind: 'paragraph',
          text: 'For free advice about TB, call the national TB helpline, Ni-kshay Sampark, on 1800-11-6666. Your treatment is recorded on Ni-kshay, the national TB portal (nikshay.in). The money for food is paid into your bank account through it.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'coughingUpBlood',
            'severeBreathlessness',
            'heartChestPain',
            'severeStomachPain',
            'stiffNeckOrSevereHeadache',
            'confusionOrDrowsiness',
            'fit',
            'tbMedicineSideEffects',
            'bloodStreaks',
            'tbSymptoms',
            'tbInFamily',
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
