import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/ObstructiveSleep',
  description:
    'Obstructive sleep apnea explained: loud snoring, breathing pauses and daytime sleepiness, with sleep studies, CPAP therapy and lifestyle treatment.',
  hero: 'sleep',
  about: {
    name: 'Obstructive sleep apnea',
    alternateName: 'OSA',
    possibleTreatment: [
      'CPAP therapy',
      'Weight loss and lifestyle changes',
      'Positional therapy',
      'Oral appliances',
      'Surgery of the nose or throat in selected patients',
    ],
  },
  updated: '2026-11-27',
  sources: ['aasm'],
  intro: [
    'Obstructive sleep apnea, or OSA, is common. The throat narrows or closes again and again during sleep, and breathing stops many times a night. Most people with OSA do not know they have it. A partner or family member often notices the snoring and pauses first.',
    'Untreated, OSA leaves people tired in the day and raises the risk of high blood pressure, heart disease and road accidents. The good news is that it can be diagnosed with a sleep study and treated effectively.',
  ],
  sections: [
    {
      heading: 'What is obstructive sleep apnea?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we fall asleep, the muscles of the throat relax. In OSA, the airway at the back of the throat gets so narrow that breathing gets shallow (hypopnea) or stops (apnea) for several seconds. Oxygen levels drop, and the brain wakes the body briefly to reopen the airway, often with a snort or gasp. This can happen again and again through the night without the person remembering it.',
        },
        {
          kind: 'paragraph',
          text: 'Things that make OSA more likely include:',
        },
        {
          kind: 'list',
          items: [
            'Excess weight, especially a thick neck',
            'Being male, getting older, and for women, the years after menopause',
            'A small or set-back lower jaw, large tonsils or a blocked nose',
            'Alcohol, sleeping tablets or sedatives taken in the evening',
            'Smoking',
            'An underactive thyroid, and a family history of sleep apnea',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms of OSA',
      blocks: [
        {
          kind: 'list',
          items: [
            'Loud, regular snoring',
            'Pauses in breathing, choking or gasping during sleep, noticed by others',
            'Feeling unrefreshed in the morning despite a full night in bed',
            'Excessive daytime sleepiness, such as falling asleep while reading, watching television or driving',
            'Morning headaches and a dry mouth',
            'Poor concentration, memory problems, irritability or low mood',
            'Getting up often at night to pass urine',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Children can also have sleep apnea, often because of large tonsils or adenoids. Signs include snoring, restless sleep, mouth breathing, bedwetting, and problems with behaviour or attention at school.',
        },
      ],
    },
    {
      heading: 'How OSA is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks about your sleep, snoring and tiredness in the day, often with a short set of questions. Then the doctor checks your nose, throat, neck and weight. It helps to bring your bed partner, or a phone recording of your snoring.',
        },
        {
          kind: 'paragraph',
          text: 'The diagnosis is confirmed by a sleep study. A full study overnight (polysomnography) records your breathing, oxygen, heart rate, brain waves and body movements. For many adults, a simpler home sleep study is suitable. The results show how many breathing events happen per hour of sleep, which shows whether OSA is mild, moderate or severe.',
        },
      ],
    },
    {
      heading: 'Treatment of OSA',
      blocks: [
        {
          kind: 'list',
          items: [
            'CPAP: a small bedside machine gently blows air through a mask worn over the nose or nose and mouth, keeping the throat open all night. It is the most effective treatment for moderate and severe OSA. Automatic machines adjust the pressure through the night, and BiPAP is used for some patients.',
            'Weight loss: even a moderate reduction can lessen OSA, and sometimes cure mild disease.',
            'Lifestyle: avoiding alcohol and sedatives at night, stopping smoking, and keeping regular sleep hours.',
            'Positional therapy: for people whose apnea happens mainly when lying on their back, sleeping on the side can help.',
            'Oral appliances: a custom-made mouthguard, fitted by a dentist, that holds the lower jaw forward; an option for mild to moderate OSA or for those who cannot use CPAP.',
            'Surgery: removing large tonsils is often the main treatment in children; nose or throat surgery helps selected adults.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Getting used to CPAP can take a few weeks. A good mask fit, moist air and follow-up visits make a real difference. Most problems, such as a dry nose, air leaks or feeling closed in, can be solved.',
        },
      ],
    },
    {
      heading: 'Risks and complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Without treatment, OSA is linked with high blood pressure that is hard to control, heart disease and an uneven heartbeat. It is also linked with stroke, type 2 diabetes and low mood. Sleepiness can cause accidents at work or on the road. It also adds risk during surgery and anaesthesia. So tell your surgeon if you have OSA. Treatment makes you less sleepy and helps you feel better.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'Do not drive or use machinery if you feel sleepy.',
          signs: [
            'severeBreathlessness',
            'blueOrGreyLips',
            'heartChestPain',
            'fastOrIrregularHeartbeat',
            'confusionOrDrowsiness',
            'strokeSigns',
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
