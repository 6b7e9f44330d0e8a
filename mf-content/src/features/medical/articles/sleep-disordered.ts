import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/SleepDisordered',
  description:
    'Sleep disordered breathing in Panchkula: snoring, sleep apnea, central apnea and obesity hypoventilation explained, with sleep studies, CPAP, BiPAP and more.',
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
  intro: [
    'Sleep disordered breathing is an umbrella term for problems with breathing during sleep. It covers a spectrum, from simple snoring at one end to obstructive sleep apnea, central sleep apnea and obesity hypoventilation syndrome at the other.',
    'These conditions are common, often go unnoticed for years, and can affect your energy, mood, blood pressure, heart and safety on the road. A sleep study shows which type you have, so treatment can match the problem you have.',
  ],
  sections: [
    {
      heading: 'The spectrum of sleep disordered breathing',
      blocks: [
        {
          kind: 'list',
          items: [
            'Simple snoring: noisy breathing from vibration of the soft tissues of the throat, without pauses in breathing or drops in oxygen',
            'Upper airway resistance: the throat narrows enough to disturb sleep and cause tiredness, but without full pauses',
            'Obstructive sleep apnea (OSA): the throat closes again and again during sleep, stopping or reducing airflow while the chest keeps trying to breathe',
            'Central sleep apnea: the brain briefly stops sending the signal to breathe, so there is no breathing effort at all; it is linked with heart failure, stroke, some strong painkillers and high altitude',
            'Obesity hypoventilation syndrome: in people with severe obesity, breathing is too shallow, especially in sleep, so carbon dioxide builds up in the blood, even during the day',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some people have more than one of these, or an overlap with COPD. Obstructive sleep apnea is the most common type and has its own page on this website; this page explains how it fits among the others.',
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
            'Waking unrefreshed and feeling sleepy or dozing off during the day',
            'Morning headaches, a dry mouth and poor concentration',
            'Waking often at night or passing urine several times at night',
            'In obesity hypoventilation: breathlessness, ankle swelling and drowsiness that may get worse over time',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You are more likely to be affected if you are overweight, have a large neck or enlarged tonsils, have high blood pressure, diabetes, heart failure or a past stroke, or drink alcohol in the evening.',
        },
      ],
    },
    {
      heading: 'How it is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks about your sleep and daytime sleepiness, often with a short questionnaire, and examines your weight, neck, nose and throat. It helps if a bed partner comes along or records a short video of your snoring.',
        },
        {
          kind: 'list',
          items: [
            'A home sleep apnea test, which records breathing, oxygen levels and pulse overnight in your own bed',
            'Polysomnography, a full sleep study usually done in a sleep lab, which also records brain waves and is needed to look properly at central apnea or complex cases',
            'Blood tests, including a blood gas or bicarbonate level, when carbon dioxide build-up is suspected',
            'Lung function tests, and a heart ultrasound if heart failure is a possible cause',
          ],
        },
      ],
    },
    {
      heading: 'Treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment depends on the type and severity of the problem.',
        },
        {
          kind: 'list',
          items: [
            'For simple snoring and mild OSA: losing weight, avoiding alcohol and sedatives in the evening, treating a blocked nose, and sleeping on your side',
            'An oral appliance, fitted by a dentist, which holds the lower jaw forward to keep the throat open in suitable people',
            'CPAP, a small machine that blows air through a mask at a steady pressure to keep the throat open; it is the main treatment for moderate and severe OSA',
            'For central sleep apnea: treating the cause, such as heart failure, reviewing medicines, and sometimes CPAP or a specialised ventilator',
            'For obesity hypoventilation: BiPAP or other non-invasive ventilation at night to improve breathing and lower carbon dioxide, together with supported weight loss',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The team helps you choose and fit a comfortable mask and checks the machine’s data to make sure treatment is working.',
        },
      ],
    },
    {
      heading: 'Why treatment matters',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Untreated sleep disordered breathing is linked with high blood pressure, irregular heartbeat, heart failure, stroke and poorer diabetes control. Daytime sleepiness increases the risk of road and work accidents. If you feel sleepy while driving, stop driving until you have been assessed and treated.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          emergency: [
            'Is very drowsy, confused or difficult to wake',
            'Has severe breathlessness, blue lips or chest pain',
            'Has rapidly worsening leg swelling with breathlessness',
            'Stops breathing for a long time and cannot be roused',
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
          services: ['sleepStudy', 'cpap'],
        },
      ],
    },
  ],
};
