import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/RespiratoryFailure',
  description:
    'Respiratory failure care in Panchkula: causes, warning signs, blood gas tests, oxygen, BiPAP, ventilator support, home care and when to get emergency help.',
  hero: 'breath',
  about: {
    name: 'Respiratory failure',
    possibleTreatment: [
      'Oxygen therapy',
      'Non-invasive ventilation (BiPAP)',
      'Mechanical ventilation in intensive care',
      'Treatment of the underlying cause',
      'Long-term home oxygen or home ventilation',
      'Pulmonary rehabilitation',
    ],
  },
  intro: [
    'Respiratory failure happens when the lungs cannot move enough oxygen into the blood, or cannot remove enough carbon dioxide from it. It is not a single disease but the end result of many different illnesses that affect the lungs, the airways, the breathing muscles or the brain’s control of breathing.',
    'Sudden respiratory failure is a medical emergency. Long-standing respiratory failure can often be managed at home with the right support. Both need a chest doctor’s care.',
  ],
  sections: [
    {
      heading: 'What is respiratory failure?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Doctors describe two main types. In type 1 respiratory failure the oxygen level is too low. In type 2 respiratory failure carbon dioxide builds up in the blood as well, because breathing is too weak or too shallow to clear it. Some people have both.',
        },
        {
          kind: 'paragraph',
          text: 'Respiratory failure can be acute, coming on over minutes to days, or chronic, developing slowly over months or years. People with chronic respiratory failure can also have sudden worsening, for example during a chest infection.',
        },
      ],
    },
    {
      heading: 'Common causes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pneumonia and other severe chest infections',
            'Flare-ups of COPD or a severe asthma attack',
            'ARDS (acute respiratory distress syndrome), often after serious infection or injury',
            'A blood clot in the lungs (pulmonary embolism)',
            'Fluid on the lungs from heart failure',
            'Interstitial lung disease and other scarring of the lungs',
            'Weakness of the breathing muscles, as in Guillain-Barré syndrome, myasthenia gravis or motor neurone disease',
            'Severe obesity with shallow breathing (obesity hypoventilation), chest wall deformity, or an overdose of sedating drugs',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms',
      blocks: [
        {
          kind: 'list',
          items: [
            'Breathlessness, fast breathing or a feeling of not getting enough air',
            'Blue or grey colour of the lips, tongue or fingertips',
            'Restlessness, confusion or anxiety',
            'Morning headaches, drowsiness or trouble staying awake, which can be signs of carbon dioxide build-up',
            'A fast heartbeat and sweating',
            'Ankle swelling in long-standing cases, as the heart comes under strain',
          ],
        },
      ],
    },
    {
      heading: 'How respiratory failure is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A pulse oximeter on the finger gives a quick oxygen reading. An arterial blood gas test, a small blood sample usually taken from the wrist, measures oxygen, carbon dioxide and acid levels accurately and shows which type of respiratory failure is present.',
        },
        {
          kind: 'paragraph',
          text: 'To find the cause, the doctor may arrange a chest X-ray or CT scan, blood tests, an ECG and a heart ultrasound (echocardiogram). Once the person is stable, lung function tests and a sleep study can help in chronic cases.',
        },
      ],
    },
    {
      heading: 'Treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment has two aims at the same time: support breathing to keep the body safe, and treat the illness that caused the problem.',
        },
        {
          kind: 'list',
          items: [
            'Oxygen through nasal prongs or a mask, carefully controlled so the level is neither too low nor too high; in people with COPD too much oxygen can raise carbon dioxide',
            'Non-invasive ventilation (BiPAP), where a snug mask gives pressure support with each breath and helps blow off carbon dioxide',
            'High-flow nasal oxygen for some people with very low oxygen levels',
            'Mechanical ventilation through a breathing tube in an intensive care unit when other support is not enough',
            'Treatment of the cause, such as antibiotics for pneumonia, inhalers and steroids for COPD or asthma, water tablets for heart failure, or blood thinners for a clot',
          ],
        },
      ],
    },
    {
      heading: 'Living with chronic respiratory failure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some people need long-term oxygen at home, or a BiPAP machine at night. The doctor decides this from blood gas tests and oxygen readings taken when you are stable, and teaches you and your family how to use the equipment safely. Never smoke or allow open flames near oxygen.',
        },
        {
          kind: 'list',
          items: [
            'Pulmonary rehabilitation, a programme of exercise and breathing training',
            'Yearly flu vaccine and pneumococcal vaccination',
            'A written plan for what to do when symptoms worsen',
            'Regular reviews to adjust oxygen or ventilator settings',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          emergency: [
            'Severe breathlessness, or difficulty speaking in full sentences',
            'Blue or grey lips or fingertips',
            'Confusion, unusual drowsiness or difficulty waking up',
            'Oxygen readings that keep falling despite using prescribed oxygen',
            'Chest pain',
            {
              sign: 'coughingUpBlood',
            },
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
          services: ['cpap', 'intensiveCare'],
        },
      ],
    },
    {
      heading: 'Conclusion',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Respiratory failure is serious, but prompt treatment saves lives and many people recover well once the cause is treated. For those with long-term lung or muscle disease, home oxygen, BiPAP and regular care can ease symptoms and reduce hospital stays. If you notice warning signs, act early, and ask your doctor for a plan that keeps you as well as possible.',
        },
      ],
    },
  ],
};
