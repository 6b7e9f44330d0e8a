import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Polysomnography',
  description:
    'Polysomnography (sleep study) explained: who needs one, how to prepare, what is recorded overnight, benefits and risks, for sleep apnea and more.',
  hero: 'sleep',
  about: {
    name: 'Polysomnography',
    alternateName: 'Overnight sleep study',
    howPerformed:
      'Small sensors are attached to the scalp, face, chest, legs and finger, and a nasal sensor is fitted, so that brain waves, eye movements, muscle activity, breathing, oxygen levels and heart rhythm are recorded overnight while the patient sleeps in a sleep lab or at home.',
  },
  updated: '2026-11-27',
  sources: ['aasm'],
  intro: [
    'Polysomnography, usually called a sleep study, is a painless overnight test that records what happens in your body while you sleep. It is the most complete test for sleep disorders such as obstructive sleep apnea.',
    'A doctor asks for the study. A sleep specialist reads the recording, and the results are then explained to you.',
  ],
  sections: [
    {
      heading: 'Indications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor may suggest a sleep study if you have one or more of the following:',
        },
        {
          kind: 'list',
          items: [
            'Loud, regular snoring, especially with pauses in breathing, choking or gasping noticed by a partner',
            'Feeling very sleepy during the day, called excessive daytime sleepiness, such as dozing off while reading, watching television or even driving',
            'Long-standing insomnia, difficulty falling or staying asleep, when another sleep disorder is suspected or treatment has not helped',
            'Waking unrefreshed, morning headaches, or poor concentration and memory',
            'Unusual movements or behaviours in sleep, such as acting out dreams, or restless legs with frequent leg jerks',
            'Sudden attacks of sleep during the day, which can suggest narcolepsy',
            'High blood pressure that is hard to control, heart rhythm problems or heart failure, with symptoms of sleep apnea',
            'Checking or adjusting CPAP or BiPAP treatment',
          ],
        },
      ],
    },
    {
      heading: 'Procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On the day of the study, avoid caffeine and alcohol, including tea, coffee, cola and energy drinks from the afternoon onwards, as they change the way you sleep. Try to keep a regular sleep schedule in the days before, and avoid daytime naps on the day. Wash your hair and do not use oils, gels or creams. This helps the sensors stick well. Continue your usual medicines unless the doctor advises otherwise, and bring them with you, along with comfortable night clothes.',
        },
        {
          kind: 'paragraph',
          text: 'The study is done in a sleep lab or at home. Small sensors are put on your body with mild glue, paste or elastic belts. Nothing goes through the skin. In a sleep lab, a technician usually watches the recording through the night. A home study uses a portable recorder. It is convenient. But some home studies record fewer signals.',
        },
        {
          kind: 'paragraph',
          text: 'Through the night, the sensors record your brain waves, eye movements, muscle activity, breathing, respiratory effort, oxygen saturation and heart. In more detail, they record:',
        },
        {
          kind: 'list',
          items: [
            'Brain waves, to show when you are asleep and which stage of sleep you are in',
            'Eye movements, to identify dreaming (REM) sleep',
            'Muscle activity of the chin and legs, to pick up teeth grinding, leg movements and loss of muscle tone',
            'Airflow through the nose and mouth',
            'Respiratory effort, using belts around the chest and abdomen',
            'Oxygen saturation, the level of oxygen in the blood, with a clip on the finger',
            'Heart rate and rhythm, snoring and body position',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In the morning, the sensors are removed and you can go home or to work. The recording, which holds many hours of data, is scored and then analysed by a sleep specialist. The report shows how long and how well you slept, how often breathing paused or became shallow, how low your oxygen fell, and any abnormal movements. The doctor then goes through the results and the treatment options with you.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'list',
          items: [
            'A clear diagnosis of sleep apnea and other sleep disorders, and how severe they are',
            'Treatment that matches the problem, such as CPAP, BiPAP, a dental device, weight loss or changes in sleep position',
            'The right pressure settings if you need a CPAP or BiPAP machine',
            'Better sleep, daytime alertness and mood once the cause is treated',
            'Help with related problems such as high blood pressure, and safer driving through less daytime sleepiness',
          ],
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Polysomnography is a very safe test. There is no radiation and no needles. The main drawbacks are:',
        },
        {
          kind: 'list',
          items: [
            'Some discomfort from the sensors, wires and belts, and mild skin irritation from the adhesive or paste in a few people',
            'Some sleep disruption, as sleeping in a new place with sensors attached can make it harder to fall asleep; even so, most people sleep enough for a useful result',
            'The cost, as a full study in a sleep lab takes a whole night of equipment and staff time; a home study may be a suitable alternative for some people',
            'Occasionally, a repeat study if a sensor comes loose or too little sleep is recorded',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'A sleep study is for planned care.',
          signs: [
            'breathingStopsUnrousable',
            'blueOrGreyLips',
            'heartChestPain',
            'fastOrIrregularHeartbeat',
            'fainting',
            'severeBreathlessness',
            'confusionOrDrowsiness',
            'fellAsleepWhileDriving',
            'snoringPauses',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [{ kind: 'clinic-care', services: ['sleepStudy', 'cpap'] }],
    },
    {
      heading: 'Conclusion',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A sleep study is a safe, painless way to find out why you snore, feel sleepy or sleep badly. Untreated sleep apnea can affect your heart, blood pressure, blood sugar, mood and safety on the road. So getting a diagnosis matters.',
        },
      ],
    },
  ],
};
