import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/RespiratoryAllergy',
  description:
    'Allergic rhinitis and allergic asthma care in Panchkula: common triggers, allergy testing, nasal sprays, inhalers and personalised immunotherapy plans.',
  hero: 'allergy',
  about: {
    name: 'Respiratory allergy',
    alternateName: 'Allergic rhinitis and allergic asthma',
    possibleTreatment: [
      'Allergen avoidance',
      'Non-sedating antihistamines',
      'Steroid nasal sprays',
      'Inhaled corticosteroids and reliever inhalers for allergic asthma',
      'Allergen immunotherapy',
    ],
  },
  intro: [
    'A respiratory allergy happens when the immune system overreacts to harmless things in the air, such as dust mites or pollen. In the nose this causes allergic rhinitis, and in the chest it can cause allergic asthma. Many people have both, because the nose and lungs form one connected airway.',
    'Allergy testing shows what you are allergic to. Treatment of the nose and chest, and sometimes immunotherapy, can then ease your symptoms over the long term.',
  ],
  sections: [
    {
      heading: 'What causes respiratory allergy?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When an allergic person breathes in an allergen, the body makes an antibody called IgE against it. On the next exposure, cells in the nose and airways release histamine and other chemicals, causing swelling, itching and extra mucus. Allergies often run in families and can start at any age.',
        },
        {
          kind: 'paragraph',
          text: 'Common allergens in north India include:',
        },
        {
          kind: 'list',
          items: [
            'House dust mites, which live in bedding, mattresses, carpets and soft toys',
            'Pollen from grasses, trees and weeds, including parthenium (congress grass), often worse in spring and after the monsoon',
            'Mould spores in damp rooms, especially during the rainy season',
            'Pet dander from cats and dogs, and cockroach droppings',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Smoke from crop burning in the winter months, traffic pollution, incense and tobacco smoke are not allergens, but they irritate sensitive airways and make allergy symptoms worse.',
        },
      ],
    },
    {
      heading: 'Symptoms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Allergic rhinitis affects the nose and eyes:',
        },
        {
          kind: 'list',
          items: [
            'Bouts of sneezing, especially in the morning',
            'A runny or blocked nose, or mucus running down the back of the throat',
            'Itchy nose, throat, palate or eyes, and red, watery eyes',
            'Poor sleep, snoring and daytime tiredness',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Allergic asthma affects the chest and often starts or worsens with the same triggers:',
        },
        {
          kind: 'list',
          items: [
            'Wheezing or a whistling sound when breathing',
            'Cough, particularly at night or early in the morning',
            'Chest tightness and breathlessness, often with exercise or exposure to dust',
          ],
        },
      ],
    },
    {
      heading: 'How respiratory allergy is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks when and where your symptoms happen, what seems to trigger them, and about your home and work. An examination of the nose and chest follows.',
        },
        {
          kind: 'list',
          items: [
            'Spirometry, a breathing test, before and after a reliever inhaler, to check for asthma',
            'FeNO, a simple breath test that measures allergic inflammation in the airways',
            'Skin prick testing with common local allergens',
            'Blood tests for specific IgE antibodies, and a blood eosinophil count',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A positive allergy test only matters if it matches your symptoms, so results are always read together with your history.',
        },
      ],
    },
    {
      heading: 'Treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment usually combines three steps: reducing exposure to triggers, medicines to control symptoms, and, for suitable people, immunotherapy to change the allergy itself.',
        },
        {
          kind: 'list',
          items: [
            'Avoidance: mite-proof covers for mattresses and pillows, washing bedding weekly in hot water, fixing damp patches, and keeping windows closed on high-pollen or smoky days',
            'Non-sedating antihistamines, such as cetirizine or fexofenadine, for sneezing and itching',
            'Steroid nasal sprays, which are the most effective regular treatment for a blocked nose when used correctly every day',
            'Saltwater (saline) nasal rinses to clear mucus and allergens',
            'For allergic asthma, a preventer inhaler containing an inhaled corticosteroid, with a reliever such as salbutamol; montelukast helps some people',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Immunotherapy gives small, gradually increasing amounts of the allergen you react to, as injections or as tablets or drops under the tongue. Over a course of usually three to five years it can reduce symptoms and the need for medicines, with benefits that may last after treatment stops. Testing first makes sure the treatment targets your own triggers.',
        },
      ],
    },
    {
      heading: 'Risks and possible complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Untreated allergic rhinitis can lead to sinus infections, poor sleep and poorer asthma control. Uncontrolled allergic asthma can cause serious attacks. Treatments are generally safe: steroid nasal sprays can cause nosebleeds or dryness, and immunotherapy can cause local itching or swelling and, rarely, a severe allergic reaction, which is why you wait under medical care for 30 minutes after every allergy injection.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          emergency: [
            'Severe breathlessness, or wheezing that does not improve with your reliever inhaler',
            'Difficulty speaking, blue lips, or drowsiness during an asthma attack',
            'Swelling of the lips, tongue or throat, difficulty swallowing, or a hoarse voice',
            'Widespread hives with faintness or dizziness after an injection, food, medicine or sting',
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
