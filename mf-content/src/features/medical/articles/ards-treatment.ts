import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/ArdsTreatment',
  description:
    'ARDS explained: causes, warning signs, intensive care with oxygen and lung-protective ventilation, and what recovery after a severe lung injury involves.',
  hero: 'lungs',
  about: {
    name: 'Acute respiratory distress syndrome',
    alternateName: 'ARDS',
    possibleTreatment: [
      'Oxygen therapy',
      'Lung-protective mechanical ventilation',
      'Prone positioning',
      'Treatment of the underlying cause',
      'Careful fluid management',
      'Pulmonary rehabilitation',
    ],
  },
  updated: '2026-11-27',
  sources: ['atsArds', 'oxygen'],
  intro: [
    'Acute respiratory distress syndrome, or ARDS, is a serious lung illness. The lungs suddenly fill with fluid and can no longer pass enough oxygen into the blood. It is not a disease on its own but a reaction of the lungs to another severe illness or injury.',
    'ARDS is always treated in hospital, most often in an intensive care unit (ICU). This page explains what ARDS is, how it is found and treated, and what getting better can look like. It is for patients and families who want to know what to expect.',
  ],
  sections: [
    {
      heading: 'What is ARDS?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Deep inside the lungs are millions of tiny air sacs, each wrapped in fine blood vessels. In ARDS, widespread inflammation makes the walls of these vessels leaky. Fluid seeps into the air sacs, the lungs become stiff and heavy, and oxygen struggles to reach the blood.',
        },
        {
          kind: 'paragraph',
          text: 'ARDS develops within hours to a few days of the illness or injury that triggers it. Common triggers include:',
        },
        {
          kind: 'list',
          items: [
            'Severe pneumonia, including pneumonia caused by influenza or COVID-19',
            'Sepsis, a body-wide reaction to infection that starts elsewhere, such as in the urine or abdomen',
            'Breathing in stomach contents (aspiration), smoke or toxic fumes',
            'Major injuries, burns or near-drowning',
            'Acute pancreatitis (severe inflammation of the pancreas)',
            'Large blood transfusions, in rare cases',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms of ARDS',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The main sign is breathlessness that gets worse quickly, in someone who is already unwell. Because the person is often very ill, family members are usually the first to notice the change.',
        },
        {
          kind: 'list',
          items: [
            'Severe shortness of breath, even at rest',
            'Fast, laboured or shallow breathing',
            'Low oxygen levels on a pulse oximeter',
            'Bluish or grey lips, tongue or fingertips',
            'A racing heartbeat, sweating and restlessness',
            'Confusion, extreme tiredness or drowsiness',
          ],
        },
      ],
    },
    {
      heading: 'How ARDS is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There is no single test for ARDS. Doctors put together the story of the illness, the check-up and several tests. They also rule out other causes of fluid in the lungs, most of all heart failure.',
        },
        {
          kind: 'list',
          items: [
            'An arterial blood gas test, which measures oxygen and carbon dioxide in the blood',
            'A chest X-ray or CT scan, which typically shows patchy shadows in both lungs',
            'An echocardiogram (heart ultrasound) to check that the heart is not the main cause',
            'Blood tests and cultures to look for infection and check the kidneys, liver and blood clotting',
            'Sometimes a bronchoscopy to take samples from the airways',
          ],
        },
      ],
    },
    {
      heading: 'Treatment of ARDS',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There is no medicine that switches ARDS off. Treatment supports the lungs and the rest of the body while the cause is treated and the lungs have time to heal. Care is adjusted hour by hour in intensive care.',
        },
        {
          kind: 'list',
          items: [
            'Oxygen: given through a mask, high-flow nasal tubes or a tight-fitting non-invasive ventilation mask in milder cases',
            'Mechanical ventilation: a breathing machine connected through a tube in the windpipe, set to gentle, small breaths that protect the lungs from further damage',
            'Prone positioning: turning the patient to lie on the front for long periods, which helps oxygen reach more of the lungs in severe ARDS',
            'Treating the cause: for example antibiotics for bacterial infection or antiviral medicine for influenza',
            'Careful fluid management: giving enough fluid to support blood pressure and the kidneys without adding to the fluid in the lungs',
            'Supportive care: sedation for comfort, nutrition, prevention of blood clots and pressure sores, and in some cases corticosteroids',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In the most severe cases, a specialised heart-lung machine called ECMO may be considered. It is available only in selected centres, and patients who need it are moved to one.',
        },
      ],
    },
    {
      heading: 'Risks, complications and recovery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'ARDS can kill. How it turns out depends a lot on the illness that caused it, the person’s age and their health. Many people do survive and go home. Recovery is often slow, and the ICU team will talk honestly with families about progress.',
        },
        {
          kind: 'list',
          items: [
            'Infections picked up in hospital, including pneumonia linked to the breathing machine',
            'A collapsed lung (pneumothorax) or blood clots in the legs or lungs',
            'Muscle weakness and weight loss after a long stay in intensive care',
            'Lasting breathlessness or lung scarring in some people',
            'Problems with memory, concentration, low mood, anxiety or disturbing memories of the ICU',
          ],
        },
        {
          kind: 'paragraph',
          text: 'After going home, regular check-ups, breathing tests and an exercise and breathing programme (pulmonary rehabilitation) help rebuild strength. Lung function often keeps improving for months after leaving hospital.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context:
            'If someone who is ill with pneumonia, flu, an infection or an injury shows any of these signs, get help straight away.',
          signs: [
            'severeBreathlessness',
            'blueOrGreyLips',
            'lowOxygen',
            'confusionOrDrowsiness',
            'heartChestPain',
            'fastOrIrregularHeartbeat',
            'fainting',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'intensiveCare', 'vaccines'],
        },
      ],
    },
  ],
};
