import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/AllergyTestingImmunotherapy',
  description:
    'Allergy testing and immunotherapy in Panchkula: skin prick, blood and patch tests, how to prepare, reading results, and personalised allergy vaccine treatment.',
  hero: 'allergy',
  about: {
    name: 'Allergy testing and allergen immunotherapy',
    howPerformed:
      'Allergy tests place tiny amounts of common allergens on the skin or check a blood sample for allergy antibodies, and immunotherapy then gives gradually increasing amounts of the chosen allergens as injections or under-the-tongue tablets or drops over several years.',
  },
  intro: [
    'Allergy testing helps find out exactly what you are allergic to. Immunotherapy, sometimes called an allergy vaccine, then trains the immune system to react less to those allergens over time.',
    'Allergy testing with personalised immunotherapy helps people with allergic rhinitis, allergic asthma and related allergies. Treatment is planned around your own test results and the allergens common where you live.',
  ],
  sections: [
    {
      heading: 'Who may need allergy testing',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sneezing, a runny or blocked nose, or itchy eyes that keep coming back, especially in certain seasons or places',
            'Asthma that seems to be triggered by dust, pollen, pets or damp',
            'Symptoms that are not controlled by standard medicines',
            'Skin rashes after contact with certain substances, such as metals, rubber or cosmetics',
            'People considering immunotherapy, who need testing first to confirm their triggers',
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
            'Antihistamine tablets and syrups block skin test reactions, so you will usually be asked to stop them for several days beforehand; the team will tell you exactly how long',
            'Bring a list of all your medicines, as some other medicines can also affect the results',
            'Keep using your asthma inhalers as normal unless the doctor says otherwise',
            'Avoid applying creams or lotions to the arms on the day of a skin prick test, or to the back before a patch test',
            'Tell the team if you are pregnant or have had a severe allergic reaction in the past',
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
            'Skin prick test: drops of allergen extracts, such as dust mite, pollens, moulds and animal dander, are placed on the forearm and the skin is lightly pricked through each drop. A raised, itchy bump after about 15 minutes shows sensitivity',
            'Blood test for specific IgE: measures allergy antibodies to chosen allergens and is useful when skin testing is not possible, for example with severe eczema or when antihistamines cannot be stopped',
            'Patch test: used for contact allergy of the skin rather than breathing allergies. Small patches are stuck to the back, and the skin is read over 48 to 72 hours',
            'Breathing tests such as spirometry and FeNO, which show how allergy is affecting the lungs',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Skin prick testing can be done at most ages, but it is less reliable under 6 months of age, when the skin reacts less strongly. A blood test may be preferred for very young babies.',
        },
      ],
    },
    {
      heading: 'Understanding the results',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A positive test shows that your immune system is sensitised to an allergen, but it does not always mean that allergen causes your symptoms. The doctor compares the results with your history to decide which allergens truly matter. This is the basis for avoidance advice and for choosing the allergens in your immunotherapy.',
        },
      ],
    },
    {
      heading: 'How immunotherapy works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Immunotherapy gives you small, gradually increasing amounts of the allergens you react to. Over time the immune system becomes more tolerant, so symptoms and the need for medicines reduce. It is one of the few treatments that changes the allergy itself rather than only easing symptoms.',
        },
        {
          kind: 'list',
          items: [
            'Subcutaneous immunotherapy: injections under the skin of the upper arm, given in the clinic, more often during the build-up phase and then about once a month',
            'Sublingual immunotherapy: tablets or drops placed under the tongue every day at home, after the first dose is given under supervision',
            'Treatment usually continues for three to five years, and benefits can last after it stops',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Immunotherapy works best for allergic rhinitis and allergic asthma caused by a small number of clear triggers such as dust mites or pollen. It is not started while asthma is poorly controlled, and it may not suit people taking certain heart or blood pressure medicines.',
        },
      ],
    },
    {
      heading: 'Risks and side effects',
      blocks: [
        {
          kind: 'list',
          items: [
            'Itching, redness and swelling at the test or injection site, which usually settle within hours',
            'Itching of the mouth or throat in the first weeks of sublingual treatment',
            'A flare of nasal or asthma symptoms after an injection',
            'Rarely, a severe allergic reaction (anaphylaxis); this is why you wait in the clinic for about 30 minutes after each injection, with emergency medicines and trained staff at hand',
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
          emergency: [
            'Swelling of the lips, tongue or throat, or difficulty swallowing',
            'Wheezing, tightness in the chest or difficulty breathing',
            'Widespread hives with dizziness, faintness or vomiting',
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
          services: ['spirometry', 'feno', 'allergyTesting'],
        },
      ],
    },
  ],
};
