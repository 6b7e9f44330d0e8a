import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Immunotherapy',
  description:
    'Allergen immunotherapy explained: allergy injections or under-the-tongue treatment over several years for allergic rhinitis and allergic asthma.',
  hero: 'allergy',
  about: {
    name: 'Allergen immunotherapy',
    alternateName: 'Allergy desensitisation',
    howPerformed:
      'Purified extracts of the allergens a person is proven to react to are given regularly, either as injections under the skin in the clinic or as tablets or drops held under the tongue at home, starting low and building up, and then continued for several years.',
  },
  updated: '2026-11-27',
  sources: ['eaaci', 'eaaciAsthma', 'eaaciPrevention'],
  intro: [
    'Allergen immunotherapy teaches the immune system to put up with the things you are allergic to, such as house dust mite or pollen. Instead of only easing symptoms, it works on the allergy itself, which is why it is sometimes called an allergy vaccine.',
    'This page explains the treatment course itself: the two ways it is given, what the years of treatment involve, and how to get the most from it. Testing is covered on the allergy testing page.',
  ],
  sections: [
    {
      heading: 'What is immunotherapy?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In allergy, the body’s defences overreact to things that are harmless. Immunotherapy gives small, set amounts of the allergen you react to, on a regular plan. Over months, the immune system shifts towards a calmer response. So the allergen causes fewer and milder symptoms.',
        },
        {
          kind: 'paragraph',
          text: 'The treatment is personalised. It holds only the allergens that your tests and your story show cause your symptoms. These may be house dust mite, grass or weed pollens such as parthenium, moulds, cockroach, or skin flakes from pets.',
        },
      ],
    },
    {
      heading: 'Who may benefit?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Allergic rhinitis, with sneezing, runny or blocked nose, not well controlled by medicines or nasal sprays',
            'Allergic conjunctivitis, with itchy, watery eyes',
            'Allergic asthma caused by house dust mite, once it is controlled or partly controlled. Immunotherapy is added to your regular asthma medicines, not used instead of them',
            'People who want to reduce their long-term need for medicines',
            'Children and young people with moderate or severe hay fever from grass or birch pollen. A 3-year course may also lower their chance of getting asthma for up to 2 years after it ends',
          ],
        },
        {
          kind: 'paragraph',
          text: 'It is not suitable for everyone. It is not started while asthma is poorly controlled, or during pregnancy. It may not suit some people with serious heart disease, immune problems or active cancer. Some blood pressure and heart medicines can make reactions harder to treat. So the doctor checks all your medicines first.',
        },
      ],
    },
    {
      heading: 'The two ways it is given',
      blocks: [
        {
          kind: 'table',
          caption: 'Injection and under-the-tongue immunotherapy compared',
          columns: ['Feature', 'Subcutaneous (injections)', 'Sublingual (under the tongue)'],
          rows: [
            [
              'Where it is given',
              'At a clinic, as a small injection in the upper arm',
              'At home, as tablets or drops held under the tongue',
            ],
            ['How often', 'Weekly while building up, then about monthly', 'Usually daily'],
            [
              'Supervision',
              'You wait there for at least 30 minutes after every injection',
              'The first dose is taken with a doctor or nurse watching, then at home',
            ],
            [
              'Common side effects',
              'Redness, swelling or itching where the injection was given',
              'Itching or mild swelling of the mouth or throat, or an upset stomach, mostly in the first weeks',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The doctor will help you choose based on your allergens, your age, your routine and how often you can get to a clinic.',
        },
      ],
    },
    {
      heading: 'What the course involves',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Confirming the diagnosis with allergy tests and a careful history',
            'Checking that asthma, if present, is controlled or partly controlled before starting',
            'A build-up phase, in which the amount is increased step by step',
            'A maintenance phase, usually continued for three to five years',
            'Regular reviews to check symptoms, medicine use and any side effects',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You get better slowly. Many people notice a change during the first year, with further benefit in later years. Completing the full course gives the best chance of the benefit lasting after treatment stops. Keep using your other allergy and asthma medicines until the doctor says you can stop.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fewer and milder symptoms during allergy seasons and at home',
            'Less need for antihistamines, nasal sprays and reliever inhalers',
            'Better sleep, concentration and quality of life',
            'Benefits that can last for years after a full course is completed',
          ],
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most side effects are mild and local. Less often, immunotherapy can cause a flare of sneezing, hives or wheeze. Rarely, it causes anaphylaxis, a severe allergic reaction of the whole body. This is why injections are only given where such a reaction can be treated at once. Tell the team before each dose if you are unwell, have had an asthma flare-up or have started a new medicine.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context:
            'Stop the treatment and get help at once if, after a dose, you have any of these.',
          signs: [
            'allergicSwelling',
            'suddenTroubleSwallowing',
            'allergicBreathing',
            'allergicHives',
            'fainting',
            'fastOrIrregularHeartbeat',
            'repeatedVomiting',
            'severeStomachPain',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['allergyTesting'],
        },
      ],
    },
  ],
};
