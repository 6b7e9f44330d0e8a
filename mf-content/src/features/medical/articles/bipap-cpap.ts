import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/BiPAPCPAP',
  description:
    'BiPAP and CPAP explained: how these breathing machines help sleep apnea, COPD and breathing failure, how they differ, and tips for getting on with a mask.',
  hero: 'sleep',
  about: {
    name: 'Positive airway pressure therapy',
    alternateName: 'BiPAP and CPAP',
    howPerformed:
      'A small bedside machine blows filtered air through a tube and a mask worn over the nose or nose and mouth, at one steady pressure (CPAP) or at a higher pressure when breathing in and a lower one when breathing out (BiPAP).',
  },
  updated: '2026-11-27',
  sources: ['aasm', 'gold'],
  intro: [
    'CPAP and BiPAP are machines that support your breathing by blowing air gently into your airways through a mask. They are most often used at night, during sleep. But BiPAP is also used in hospital to help people through a serious breathing crisis.',
    'The two machines look alike but work in different ways and suit different problems. A doctor chooses the right machine and settings for you. Getting used to it takes a little time and help.',
  ],
  sections: [
    {
      heading: 'What are CPAP and BiPAP?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CPAP stands for continuous positive airway pressure. It delivers one steady pressure all the time. This acts like an air splint that keeps the throat from collapsing during sleep, which is the problem in obstructive sleep apnea.',
        },
        {
          kind: 'paragraph',
          text: 'BiPAP, or bilevel positive airway pressure, gives two pressures: a higher one when you breathe in and a lower one when you breathe out. The extra push on each breath helps weak or tired breathing muscles move more air, which clears carbon dioxide from the blood. Some BiPAP machines can also give a breath on a timer if you pause for too long.',
        },
        {
          kind: 'table',
          caption: 'BiPAP and CPAP compared',
          columns: ['Feature', 'CPAP', 'BiPAP'],
          rows: [
            [
              'Pressure',
              'One fixed pressure, the same when breathing in and out',
              'Two pressures: higher when breathing in, lower when breathing out',
            ],
            [
              'Main uses',
              'Obstructive sleep apnea',
              'COPD with high carbon dioxide, obesity hypoventilation, weak breathing muscles, and breathing failure in hospital',
            ],
            [
              'How it helps',
              'Keeps the upper airway open during sleep',
              'Keeps the airway open and also helps each breath move more air',
            ],
            [
              'Effect on carbon dioxide',
              'Little direct effect',
              'Helps remove extra carbon dioxide from the blood',
            ],
            [
              'Breathing out',
              'Some people find breathing out against the pressure hard at first',
              'Usually feels easier, because pressure drops when you breathe out',
            ],
            ['Backup breaths', 'No', 'Some models give timed breaths if breathing pauses'],
            [
              'Machine and settings',
              'Simpler, with fewer settings',
              'More settings, adjusted by the doctor to your needs',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Who needs it?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Obstructive sleep apnea, where CPAP is the main treatment for moderate or severe disease',
            'COPD with raised carbon dioxide levels, where home BiPAP may help',
            'Obesity hypoventilation syndrome, where breathing is too shallow, especially during sleep',
            'Conditions that weaken the breathing muscles, such as motor neurone disease or muscular dystrophy',
            'Severe chest wall problems such as a marked curve of the spine',
            'Sudden breathing failure in hospital, for example during a bad COPD flare-up, where BiPAP may avoid the need for a breathing tube',
            'People who cannot tolerate CPAP at the pressure they need, in some cases',
          ],
        },
      ],
    },
    {
      heading: 'Starting treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before starting, most people have a sleep study, and those being considered for BiPAP usually have a blood gas test to check carbon dioxide levels. The doctor then decides which machine you need and sets the pressures, sometimes during an overnight study or by watching data from the machine over the first weeks.',
        },
        {
          kind: 'list',
          items: [
            'Choosing the right mask matters most: nasal masks, small nasal pillows and full-face masks are all available',
            'The mask should fit snugly but not tightly; over-tightening causes leaks and sore skin',
            'Practise wearing the mask for short periods while awake, such as when watching television',
            'Use the machine every night and for the whole night, including naps',
            'A built-in humidifier can ease a dry nose or mouth',
          ],
        },
      ],
    },
    {
      heading: 'Caring for your machine',
      blocks: [
        {
          kind: 'list',
          items: [
            'Wash the mask cushion with mild soap and water regularly, and the tubing and water chamber as advised',
            'Use clean, boiled and cooled or distilled water in the humidifier, and empty it each day',
            'Change filters and masks as the supplier recommends',
            'Use a voltage stabiliser or backup power if power cuts are common in your area',
            'Carry your machine in hand luggage when travelling',
          ],
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In sleep apnea, regular CPAP use usually improves sleep, daytime alertness, concentration and mood, and can help with blood pressure control. BiPAP can reduce morning headaches and tiredness caused by high carbon dioxide and, in the right patients, reduce hospital admissions. Benefits depend on using the machine every night.',
        },
      ],
    },
    {
      heading: 'Side effects and risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Dry or blocked nose, dry mouth, or nosebleeds, often helped by humidification',
            'Red marks or sores on the bridge of the nose from the mask',
            'Air leaks that blow into the eyes',
            'Swallowing air, which causes bloating',
            'Feeling closed in by the mask, which usually improves with practice',
            'Rarely, in people with severe lung disease, a collapsed lung; the doctor checks for risk factors first',
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
            'confusionOrDrowsiness',
            'suddenSharpChestPain',
            'blueOrGreyLips',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['sleepStudy', 'cpap'],
        },
      ],
    },
  ],
};
