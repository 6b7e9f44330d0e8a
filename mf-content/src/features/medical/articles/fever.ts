import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Fever',
  description:
    'Fever explained: common causes such as viral illness, dengue and typhoid, safe care at home, the tests a doctor may order, and when a fever is urgent.',
  hero: 'fever',
  about: {
    name: 'Fever',
    possibleTreatment: [
      'Rest and oral fluids',
      'Paracetamol for comfort',
      'Treatment of the underlying infection',
      'Hospital care with intravenous fluids when needed',
    ],
  },
  updated: '2026-11-27',
  sources: ['niceFever', 'whoArboviral'],
  intro: [
    'A fever is a rise in body heat. It is most often a sign that the body is fighting an infection. Most fevers are caused by viral illnesses that get better on their own within a few days.',
    'But some fevers come from infections that need their own treatment, such as dengue, malaria, typhoid, pneumonia or TB. This page explains how to care for a fever at home, how its cause is found, and which warning signs mean you should get help quickly.',
  ],
  sections: [
    {
      heading: 'What is a fever?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Normal body temperature is around 98.6°F (37°C) and changes a little through the day. A temperature of 100.4°F (38°C) or higher is generally considered a fever. The brain raises the body’s temperature on purpose to help the immune system work.',
        },
        {
          kind: 'paragraph',
          text: 'Use a digital thermometer. For adults and older children, put it in the mouth or armpit. For a child under 5, put it in the armpit. From 4 weeks of age an ear thermometer can be used too. Forehead strips and touching the forehead are not reliable. Note the readings and times, as they help the doctor.',
        },
      ],
    },
    {
      heading: 'Common causes and symptoms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In north India, the most common causes of fever include:',
        },
        {
          kind: 'list',
          items: [
            'Viral infections such as the common cold, flu and COVID-19',
            'Dengue and chikungunya, especially during and after the monsoon',
            'Malaria and typhoid (enteric fever)',
            'Chest infections such as pneumonia, and urinary tract infections',
            'Tuberculosis, which often causes a low-grade evening fever with night sweats and weight loss',
            'Scrub typhus, seen after time in fields, gardens or hilly areas',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A fever often comes with chills, sweating, headache, body aches, weakness, poor appetite and thirst. Other symptoms give clues. Cough and breathlessness point to a chest infection. Burning when you pass urine points to a urine infection. Severe body and joint pain point to dengue or chikungunya.',
        },
      ],
    },
    {
      heading: 'Caring for a fever at home',
      blocks: [
        {
          kind: 'list',
          items: [
            'Rest, and drink plenty of fluids such as water, oral rehydration solution (ORS), soups, lassi or coconut water',
            'Wear light clothing and keep the room comfortably cool. Do not sponge with water or use ice: it does not bring the fever down and can make a child shiver and feel worse',
            'Paracetamol can ease discomfort; follow the label or your doctor’s advice and do not exceed the stated amount',
            'Do not give aspirin to children or teenagers',
            'Avoid ibuprofen and similar painkillers if dengue is possible, because they can increase the risk of bleeding',
            'Do not take antibiotics without a prescription: they do not work against viruses and can mask other illnesses',
          ],
        },
      ],
    },
    {
      heading: 'How the cause is found',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks how the fever started, its pattern, travel, contacts and other symptoms, and examines you fully. Depending on the findings, tests may include:',
        },
        {
          kind: 'list',
          items: [
            'A complete blood count, including the platelet count',
            'Dengue tests, malaria tests and typhoid tests, including a blood culture: a blood sample kept warm in the lab to see if germs grow from it',
            'Urine tests and liver and kidney function tests',
            'A chest X-ray if there is cough or breathlessness, and sputum tests for TB when needed',
            'Swab tests for flu or COVID-19 in some patients',
          ],
        },
      ],
    },
    {
      heading: 'Treatment of fever',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treating a fever means treating its cause. Viral fevers need rest, fluids and comfort care. Typhoid, pneumonia and urine infections need the right antibiotic, taken for the full course. Malaria needs malaria medicines. TB needs a long course of treatment, with help to take every dose.',
        },
        {
          kind: 'paragraph',
          text: 'Dengue has no specific medicine. But careful monitoring of fluids and platelet counts is important. Some people with dengue, a bad infection or too little fluid in the body need to stay in hospital. There they get fluids through a drip and are watched closely.',
        },
        {
          kind: 'paragraph',
          text: 'Dengue is most dangerous just as the fever falls, often on day 3 to 7 of the illness. A cooler body does not always mean the person is getting better. In the next 2 days, watch for stomach pain, vomiting, bleeding, cold skin, drowsiness or passing little urine. Any of these is an emergency.',
        },
      ],
    },
    {
      heading: 'Risks and complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most fevers pass without harm. The risks come from losing too much fluid, and from the infection behind the fever, such as severe dengue, malaria of the brain or sepsis. Sepsis is when the body’s fight against an infection harms its own organs. In young children, a fast rise in temperature can now and then cause a fit (a febrile seizure). A first fit, or a fit that lasts more than 5 minutes, is an emergency: call 112.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'feverUnder3Months',
            'severeBreathlessness',
            'chestPullingIn',
            'heartChestPain',
            'blueOrGreyLips',
            'stiffNeckOrSevereHeadache',
            'confusionOrDrowsiness',
            'fit',
            'nonBlanchingRash',
            'bleeding',
            'severeStomachPain',
            'repeatedVomiting',
            'notDrinkingOrPassingUrine',
            'coldClammySkin',
            'fainting',
            'floppyOrHardToWakeChild',
            'veryFastBreathingChild',
            'gruntingChild',
            'feverLastingOver3',
            'feverAbove103F',
            'feverIfPregnantElderly',
            'feverAged3To6Months',
            'tbSymptoms',
            'fastBreathingChild',
            'childFever5Days',
            'feversKeepComingBack',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['generalMedicine', 'tbCare'],
        },
      ],
    },
  ],
};
