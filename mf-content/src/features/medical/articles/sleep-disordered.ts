import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/SleepDisordered',
  description:
    'Sleep disordered breathing explained: snoring, sleep apnea, central apnea and obesity hypoventilation, with sleep studies, CPAP, BiPAP and more.',
  hero: 'sleep',
  about: {
    name: 'Sleep-disordered breathing',
    possibleTreatment: [
      'Weight loss and lifestyle changes',
      'Positional therapy',
      'CPAP therapy',
      'BiPAP and other non-invasive ventilation',
      'Oral appliances (mandibular advancement devices)',
      'Treatment of heart failure and other underlying causes',
    ],
  },
  updated: '2026-11-27',
  sources: ['aasm'],
  intro: [
    'Sleep disordered breathing is one name for several problems with breathing during sleep. They range from simple snoring at one end to obstructive sleep apnea, central sleep apnea and obesity hypoventilation syndrome at the other.',
    'These conditions are common, and they often go unnoticed for years. They can affect your energy, mood, blood pressure, heart and safety on the road. A sleep study shows which type you have, so that treatment can match your problem.',
  ],
  sections: [
    {
      heading: 'The range of sleep disordered breathing',
      blocks: [
        {
          kind: 'list',
          items: [
            'Simple snoring: noisy breathing as the soft parts of the throat shake, with no pauses in breathing and no drops in oxygen',
            'Upper airway resistance: the throat narrows enough to break up sleep and cause tiredness, but there are no full pauses',
            'Obstructive sleep apnea (OSA): the throat closes again and again during sleep. Air stops or slows, while the chest keeps trying to breathe.',
            'Central sleep apnea: for a short time the brain stops sending the signal to breathe, so there is no effort to breathe at all. It is linked with heart failure, stroke, some strong painkillers and high altitude.',
            'Obesity hypoventilation syndrome: in people with severe obesity, breathing is too shallow, most of all in sleep. So carbon dioxide builds up in the blood, even during the day.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some people have more than one of these, or also have COPD. Obstructive sleep apnea is the most common type, and it has its own page on this website. This page explains how it fits among the others.',
        },
      ],
    },
    {
      heading: 'Symptoms',
      blocks: [
        {
          kind: 'list',
          items: [
            'Loud, regular snoring, often noticed by a bed partner',
            'Pauses in breathing, gasping or choking during sleep',
            'Waking up tired, and feeling sleepy or dozing off during the day',
            'Headaches in the morning, a dry mouth and poor focus',
            'Waking often at night, or getting up several times at night to pass urine',
            'In obesity hypoventilation: shortness of breath, swollen ankles and drowsiness that may get worse over time',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You are more likely to have it if you are overweight or have a thick neck or large tonsils. High blood pressure, diabetes, heart failure or a past stroke raise the risk. So does drinking alcohol in the evening.',
        },
      ],
    },
    {
      heading: 'How it is found',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks about your sleep and how sleepy you are in the day, often with a short set of questions. The doctor checks your weight, neck, nose and throat. It helps if a bed partner comes along, or takes a short video of your snoring.',
        },
        {
          kind: 'list',
          items: [
            'A home sleep apnea test, which records breathing, oxygen levels and pulse overnight in your own bed',
            'Polysomnography, a full sleep study most often done in a sleep lab. It also records brain waves. It is needed to look properly at central apnea or complex cases.',
            'Blood tests, such as a blood gas or bicarbonate level, when carbon dioxide build-up is likely',
            'Breathing tests, and an ultrasound scan of the heart if heart failure may be a cause',
          ],
        },
      ],
    },
    {
      heading: 'Treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment depends on the type of problem and how severe it is.',
        },
        {
          kind: 'list',
          items: [
            'For simple snoring and mild OSA: losing weight, avoiding alcohol, sleeping pills and other sedating medicines in the evening, treating a blocked nose, and sleeping on your side',
            'A mouth guard (oral appliance) fitted by a dentist. It holds the lower jaw forward to keep the throat open, and suits some people.',
            'CPAP, a small machine that blows air through a mask at a steady pressure to keep the throat open. It is the main treatment for moderate and severe OSA.',
            'For central sleep apnea: treating the cause, such as heart failure, checking your medicines, and sometimes CPAP or a special breathing machine',
            'For obesity hypoventilation: BiPAP or a similar breathing machine with a mask at night, to help breathing and lower carbon dioxide, along with help to lose weight',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A mask that fits and feels comfortable makes all the difference. So ask to try another kind if yours leaks or hurts. The machine stores data on each night, and your doctor checks it to make sure the treatment is working.',
        },
      ],
    },
    {
      heading: 'Why treatment matters',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sleep disordered breathing that is not treated is linked with high blood pressure, an uneven heartbeat, heart failure, stroke and worse diabetes control. Sleepiness in the day raises the risk of accidents on the road and at work. If you feel sleepy while driving, stop driving until a doctor has checked and treated you.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'confusionOrDrowsiness',
            'severeBreathlessness',
            'blueOrGreyLips',
            'heartChestPain',
            'legSwellingWorseningFast',
            'breathingStopsUnrousable',
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
