import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/RespiratoryFailure',
  description:
    'Respiratory failure explained: causes, warning signs, blood gas tests, oxygen, BiPAP, ventilator support, home care and when to get emergency help.',
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
  updated: '2026-11-27',
  sources: ['oxygen', 'gold'],
  intro: [
    'Respiratory failure happens when the lungs cannot get enough oxygen into the blood, or cannot clear enough carbon dioxide from it. It is not one disease. It is the end result of many illnesses that affect the lungs, the airways, the breathing muscles or the part of the brain that controls breathing.',
    'Sudden respiratory failure is a medical emergency. Long-term respiratory failure can often be managed at home with the right support. Both need a chest doctor’s care.',
  ],
  sections: [
    {
      heading: 'What is respiratory failure?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Doctors describe two main types. In type 1 respiratory failure the oxygen level is too low. In type 2 respiratory failure carbon dioxide also builds up in the blood, because breathing is too weak or too shallow to clear it. Some people have both.',
        },
        {
          kind: 'paragraph',
          text: 'Respiratory failure can be acute, coming on over minutes to days. Or it can be chronic, coming on slowly over months or years. People with chronic respiratory failure can also get suddenly worse, for example during a chest infection.',
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
            'Flare-ups of COPD, or a severe asthma attack',
            'ARDS (acute respiratory distress syndrome), a severe lung injury that often follows a serious infection or injury',
            'A blood clot in the lungs (pulmonary embolism)',
            'Fluid on the lungs from heart failure',
            'Interstitial lung disease and other scarring of the lungs',
            'Weak breathing muscles, as in Guillain-Barré syndrome, myasthenia gravis or motor neurone disease',
            'Severe obesity with shallow breathing (obesity hypoventilation), a badly shaped chest wall, or an overdose of drugs that make you sleepy',
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
            'Shortness of breath, fast breathing, or a feeling of not getting enough air',
            'Blue or grey lips, tongue or fingertips',
            'Restlessness, confusion or worry',
            'Headaches in the morning, drowsiness or trouble staying awake, which can be signs of carbon dioxide build-up',
            'A fast heartbeat and sweating',
            'Swollen ankles in long-term cases, as the heart comes under strain',
          ],
        },
      ],
    },
    {
      heading: 'How respiratory failure is found',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A pulse oximeter clipped on the finger gives a quick oxygen reading. A blood gas test is more exact. A small blood sample, most often from an artery at the wrist, is tested for oxygen, carbon dioxide and acid. It shows which type of respiratory failure is present.',
        },
        {
          kind: 'paragraph',
          text: 'Many people with long-term lung disease live with an oxygen level of 88 to 92%. For them, that level is normal. Ask your doctor which level is right for you, and below which level to get help at once.',
        },
        {
          kind: 'paragraph',
          text: 'To find the cause, the doctor may arrange a chest X-ray or CT scan, blood tests, an ECG and an ultrasound scan of the heart (echo). Once the person is stable, breathing tests and a sleep study can help in long-term cases.',
        },
      ],
    },
    {
      heading: 'Treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment has two aims at the same time. It supports breathing to keep the body safe, and it treats the illness that caused the problem.',
        },
        {
          kind: 'list',
          items: [
            'Oxygen through small tubes in the nose or a mask. The amount is carefully controlled so the level is neither too low nor too high. In people with COPD, too much oxygen can raise carbon dioxide.',
            'BiPAP (non-invasive ventilation): a snug mask gives a push of air with each breath and helps blow off carbon dioxide',
            'High-flow oxygen through the nose, for some people with very low oxygen levels',
            'A breathing machine (ventilator) through a tube in the windpipe, in an intensive care unit, when other support is not enough',
            'Treating the cause, such as antibiotics for pneumonia, inhalers and steroids for COPD or asthma, water tablets for heart failure, or blood thinners for a clot',
          ],
        },
      ],
    },
    {
      heading: 'Living with long-term respiratory failure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some people need oxygen at home for the long term, or a BiPAP machine at night. The doctor decides this from blood gas tests and oxygen readings taken when you are stable. You and your family are also shown how to use the equipment safely. Never smoke, or allow open flames, near oxygen.',
        },
        {
          kind: 'list',
          items: [
            'Pulmonary rehabilitation, a course of exercise and breathing training',
            'A flu vaccine every year, and the pneumococcal vaccine',
            'A written plan for what to do when symptoms get worse',
            'Regular check-ups to adjust oxygen or machine settings',
          ],
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
            'tooBreathlessToSpeak',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'lowOxygenLongTermLungDisease',
            'heartChestPain',
            'coughingUpBlood',
          ],
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
          text: 'Respiratory failure is serious. But quick treatment saves lives, and many people recover well once the cause is treated. For people with long-term lung or muscle disease, home oxygen, BiPAP and regular care can ease symptoms and mean fewer hospital stays. If you notice warning signs, act early. Ask your doctor for a plan that keeps you as well as possible.',
        },
      ],
    },
  ],
};
