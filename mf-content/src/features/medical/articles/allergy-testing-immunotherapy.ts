import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/AllergyTestingImmunotherapy',
  description:
    'Allergy testing and immunotherapy explained: skin prick, blood and patch tests, how to prepare, what results mean, and allergy vaccine treatment made for you.',
  hero: 'allergy',
  about: {
    name: 'Allergy testing and allergen immunotherapy',
    howPerformed:
      'Allergy tests place tiny amounts of common allergens on the skin or check a blood sample for allergy antibodies, and immunotherapy then gives gradually increasing amounts of the chosen allergens as injections or under-the-tongue tablets or drops over several years.',
  },
  updated: '2026-11-27',
  sources: ['eaaci', 'gina'],
  intro: [
    'Allergy tests help find out exactly what you are allergic to. Immunotherapy, sometimes called an allergy vaccine, then trains the body’s defence (immune) system to react less to those things over time.',
    'Allergy testing with immunotherapy planned for you helps people with allergic rhinitis (hay fever), allergic asthma and related allergies. Treatment is based on your own test results and on the allergens common where you live. An allergen is anything you are allergic to, such as dust mites or pollen.',
  ],
  sections: [
    {
      heading: 'Who may need allergy testing',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sneezing, a runny or blocked nose, or itchy eyes that keep coming back, most of all in some seasons or places',
            'Asthma that seems to be set off by dust, pollen, pets or damp',
            'Symptoms that usual medicines do not control',
            'Skin rashes after touching some things, such as metals, rubber or make-up',
            'People thinking about immunotherapy, who need tests first to confirm their triggers',
          ],
        },
      ],
    },
    {
      heading: 'Before the test',
      blocks: [
        {
          kind: 'list',
          items: [
            'Antihistamine tablets and syrups stop skin tests from working. So you will most often be asked to stop them for a few days before. The team will tell you exactly how long.',
            'Bring a list of all your medicines, as some other medicines can also change the results',
            'Keep using your asthma inhalers as normal unless the doctor says otherwise',
            'Do not put creams or lotions on your arms on the day of a skin prick test, or on your back before a patch test',
            'Tell the team if you are pregnant or have ever had a severe allergic reaction',
          ],
        },
      ],
    },
    {
      heading: 'How the tests are done',
      blocks: [
        {
          kind: 'list',
          items: [
            'Skin prick test: drops of allergens, such as dust mite, pollens, moulds and animal skin flakes, are put on the forearm. The skin is lightly pricked through each drop. A raised, itchy bump after about 15 minutes shows you react to that allergen.',
            'Blood test for IgE: it measures allergy antibodies to chosen allergens. It helps when skin tests cannot be done, for example with bad eczema or when you cannot stop antihistamines.',
            'Patch test: this is for skin allergy from touching things, not for breathing allergies. Small patches are stuck to the back, and the skin is checked over 48 to 72 hours.',
            'Breathing tests such as spirometry and FeNO, which show how allergy is affecting the lungs',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Skin prick tests can be done at most ages. But they are less reliable under 6 months of age, when the skin reacts less strongly. A blood test may be better for very young babies.',
        },
      ],
    },
    {
      heading: 'What the results mean',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A positive test shows that your immune system reacts to an allergen. But it does not always mean that allergen causes your symptoms. The doctor compares the results with your story to decide which allergens truly matter. This guides advice on what to avoid, and which allergens go into your immunotherapy.',
        },
      ],
    },
    {
      heading: 'How immunotherapy works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Immunotherapy gives you small amounts of the allergens you react to. The amount goes up step by step. Over time the immune system learns to put up with them. So you have fewer symptoms and need fewer medicines. It is one of the few treatments that changes the allergy itself, not just the symptoms.',
        },
        {
          kind: 'list',
          items: [
            'Injections (subcutaneous immunotherapy): shots under the skin of the upper arm, given at a clinic. They are given more often while the dose is built up, and then about once a month.',
            'Under the tongue (sublingual immunotherapy): tablets or drops put under the tongue every day at home. The first dose is given while a doctor or nurse watches.',
            'Treatment most often goes on for three to five years, and the benefit can last after it stops',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Immunotherapy works best for allergic rhinitis and allergic asthma caused by a few clear triggers, such as dust mites or pollen. It is not started while asthma is poorly controlled. It may not suit people who take some heart or blood pressure medicines.',
        },
      ],
    },
    {
      heading: 'Risks and side effects',
      blocks: [
        {
          kind: 'list',
          items: [
            'Itching, redness and swelling where the test or injection was done, which most often settle within hours',
            'Itching of the mouth or throat in the first weeks of under-the-tongue treatment',
            'Worse nose or asthma symptoms for a while after an injection',
            'Rarely, a severe allergic reaction (anaphylaxis). This is why injections are given only where such a reaction can be treated at once, and why you wait there for about 30 minutes after each one.',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'After a test or a dose:',
          signs: [
            'allergicSwelling',
            'suddenTroubleSwallowing',
            'allergicBreathing',
            'allergicHives',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'feno', 'allergyTesting'],
        },
      ],
    },
  ],
};
