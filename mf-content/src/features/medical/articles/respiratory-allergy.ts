import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/RespiratoryAllergy',
  description:
    'Allergic rhinitis and allergic asthma explained: common triggers, allergy testing, nasal sprays, inhalers and immunotherapy planned for your allergies.',
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
  updated: '2026-11-27',
  sources: ['gina', 'eaaci'],
  intro: [
    'A respiratory allergy happens when the body’s defence system reacts too strongly to harmless things in the air, such as dust mites or pollen. In the nose this causes allergic rhinitis, often called hay fever. In the chest it can cause allergic asthma. Many people have both, because the nose and lungs are one joined airway.',
    'Allergy tests show what you react to. Treatment for the nose and chest, and sometimes a long course of allergy injections or drops, can then ease your symptoms for the long term.',
  ],
  sections: [
    {
      heading: 'What causes a respiratory allergy?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When an allergic person breathes in something they react to (an allergen), the body makes an antibody against it, called IgE. The next time, cells in the nose and airways let out histamine and other chemicals. These cause swelling, itching and extra mucus. Allergies often run in families and can start at any age.',
        },
        {
          kind: 'paragraph',
          text: 'Common allergens in north India are:',
        },
        {
          kind: 'list',
          items: [
            'House dust mites, which live in bedding, mattresses, carpets and soft toys',
            'Pollen from grasses, trees and weeds, such as parthenium (congress grass), often worse in spring and after the monsoon',
            'Mould spores in damp rooms, most of all in the rainy season',
            'Skin flakes (dander) from cats and dogs, and cockroach droppings',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Smoke from crop burning in winter, traffic fumes, incense and tobacco smoke are not allergens. But they irritate the airways and make allergy symptoms worse.',
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
            'Bouts of sneezing, most often in the morning',
            'A runny or blocked nose, or mucus running down the back of the throat',
            'Itchy nose, throat, roof of the mouth or eyes, and red, watering eyes',
            'Poor sleep, snoring and feeling tired in the day',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Allergic asthma affects the chest. It often starts or gets worse with the same triggers:',
        },
        {
          kind: 'list',
          items: [
            'Wheezing, a whistling sound when you breathe',
            'Cough, mostly at night or early in the morning',
            'A tight chest and shortness of breath, often with exercise or dust',
          ],
        },
      ],
    },
    {
      heading: 'How a respiratory allergy is found',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks when and where your symptoms happen, what seems to set them off, and about your home and work. Then the doctor checks your nose and chest.',
        },
        {
          kind: 'list',
          items: [
            'Spirometry, a breathing test done before and after a reliever inhaler, to check for asthma',
            'FeNO, a simple breath test that measures allergic swelling in the airways',
            'Skin prick tests with common local allergens',
            'Blood tests for IgE antibodies to each allergen, and a count of eosinophils, a kind of white blood cell linked to allergy',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A positive allergy test only matters if it fits your symptoms. So the doctor always reads the results along with your story.',
        },
      ],
    },
    {
      heading: 'Treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment often has three parts. You cut down contact with your triggers. You take medicines to control symptoms. And some people have allergy injections or drops (immunotherapy) to change the allergy itself.',
        },
        {
          kind: 'list',
          items: [
            'Avoiding triggers: mite-proof covers on mattresses and pillows, washing bedding each week in hot water, fixing damp patches, and keeping windows shut on days with a lot of pollen or smoke',
            'Antihistamine tablets that do not make you sleepy, such as cetirizine or fexofenadine, for sneezing and itching',
            'Steroid nose sprays, the best regular treatment for a blocked nose when used the right way every day',
            'Salt water (saline) rinses to wash mucus and allergens out of the nose',
            'For allergic asthma, an inhaler with a low dose of steroid to calm the airways. For adults and teenagers, the best reliever is often one inhaler with both a steroid and formoterol. Salbutamol on its own, without a steroid inhaler, is not advised.',
            'Montelukast tablets help some people. They can change mood and sleep, with bad dreams, worry or low mood. Stop and tell your doctor if this happens.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Immunotherapy gives you small amounts of the allergen you react to. The amount goes up step by step. It is given as injections, or as tablets or drops under the tongue. A course most often lasts three to five years. It can ease symptoms and cut the need for medicines, and the benefit may last after treatment stops. Tests come first. So the treatment aims at your own triggers.',
        },
      ],
    },
    {
      heading: 'Risks and possible problems',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Allergic rhinitis that is not treated can lead to sinus infections, poor sleep and worse asthma. Allergic asthma that is not under control can cause serious attacks.',
        },
        {
          kind: 'paragraph',
          text: 'Treatments are mostly safe. Steroid nose sprays can cause nosebleeds or a dry nose. Immunotherapy can cause itching or swelling where it is given. Rarely it causes a severe allergic reaction. This is why you wait under medical care for 30 minutes after every allergy injection.',
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
            'relieverNotHelping',
            'tooBreathlessToSpeak',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'allergicSwelling',
            'suddenTroubleSwallowing',
            'allergicHives',
            'allergicBreathing',
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
