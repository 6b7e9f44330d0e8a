import { airQualityDays } from '../air-quality-days';
import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/COPD',
  description:
    'COPD explained: causes such as smoking and chulha smoke, diagnosis by spirometry, inhalers, pulmonary rehabilitation and how to manage flare-ups.',
  hero: 'lungs',
  about: {
    name: 'Chronic obstructive pulmonary disease',
    alternateName: 'COPD',
    possibleTreatment: [
      'Stopping smoking and avoiding smoke exposure',
      'Inhaled bronchodilators',
      'Inhaled corticosteroids for selected patients',
      'Pulmonary rehabilitation',
      'Vaccination against respiratory infections',
      'Long-term oxygen and home non-invasive ventilation',
    ],
  },
  updated: '2026-11-27',
  sources: ['gold', 'oxygen'],
  intro: [
    'Chronic obstructive pulmonary disease, or COPD, is a long-term lung condition that makes it hard to breathe out fully. It develops slowly over many years and is one of the most common reasons adults in India see a chest specialist.',
    'COPD cannot be cured. But it is treatable. The right treatment can ease breathlessness, reduce flare-ups, keep people out of hospital and help them stay active for longer.',
  ],
  sections: [
    {
      heading: 'What is COPD?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'COPD is an umbrella term for two overlapping problems. In chronic bronchitis, the airways are inflamed, narrowed and full of mucus. In emphysema, the walls of the tiny air sacs are damaged. So the lungs lose their springiness and trap air.',
        },
        {
          kind: 'paragraph',
          text: 'The damage is caused by breathing in harmful smoke, dust or fumes over many years. The main causes are:',
        },
        {
          kind: 'list',
          items: [
            'Smoking cigarettes, bidis or hookah, and long-term second-hand smoke',
            'Smoke from cooking or heating with wood, dung cakes, coal or crop waste, especially indoors on a chulha',
            'Dust and fumes at work, for example in construction, mining, stone crushing or factories',
            'Outdoor air pollution',
            'Earlier lung damage from tuberculosis, poorly controlled asthma or severe childhood chest infections',
            'Rarely, an inherited condition called alpha-1 antitrypsin deficiency',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms of COPD',
      blocks: [
        {
          kind: 'list',
          items: [
            'Breathlessness, first on climbing stairs or walking uphill, later with everyday tasks',
            'A long-standing cough, often called “smoker’s cough”',
            'Phlegm (sputum) most days, especially in the morning',
            'Wheezing and chest tightness',
            'Frequent chest infections, especially in winter',
            'In advanced disease: tiredness, weight loss and swollen ankles',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Many people put these symptoms down to age or being unfit, and the diagnosis is often made late. Anyone over 40 with these symptoms and a history of smoke exposure should have a breathing test.',
        },
      ],
    },
    {
      heading: 'How COPD is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The key test is spirometry, in which you blow hard and fast into a machine. It measures how much air you can breathe out and how quickly. In COPD, the airflow stays reduced even after a reliever medicine, which helps separate it from asthma.',
        },
        {
          kind: 'list',
          items: [
            'A chest X-ray, and sometimes a CT scan, to check for emphysema, old TB, bronchiectasis or other problems',
            'Oxygen level with a finger pulse oximeter, and a blood gas test if levels are low',
            'Blood tests, including a blood count that can guide the choice of inhalers',
            'A walking test and a heart check (ECG or echocardiogram) in some patients',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Many people with COPD live with an oxygen level of 88 to 92%. For them, that level is normal. Ask your doctor which level is right for you, and below which level to get help at once.',
        },
      ],
    },
    {
      heading: 'Treatment of COPD',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment is planned around your symptoms, your breathing test and how often you have flare-ups. It usually combines several approaches:',
        },
        {
          kind: 'list',
          items: [
            'Stopping smoking: the single most effective step at any stage. Advice and, where suitable, medicines help you quit. Cleaner cooking fuels help too.',
            'Bronchodilator inhalers: long-acting medicines such as tiotropium relax the airway muscles for many hours, often combined with a second long-acting bronchodilator. Salbutamol is used as a quick reliever.',
            'Inhaled corticosteroids: added for some people who have frequent flare-ups, particularly when a blood test suggests they will benefit.',
            'Pulmonary rehabilitation: a supervised programme of exercise, breathing techniques and education that improves fitness and confidence.',
            'Vaccines: yearly flu vaccine and pneumococcal vaccine, and others as advised, to reduce chest infections.',
            'Oxygen and ventilation: long-term home oxygen for people whose oxygen levels stay low, and home non-invasive ventilation (BiPAP) for selected patients who retain carbon dioxide.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some patients with severe emphysema may be assessed for procedures or surgery to reduce over-inflated lung. Good nutrition, staying active and treating anxiety or low mood are also part of care.',
        },
      ],
    },
    {
      heading: 'Flare-ups and complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A flare-up, or exacerbation, is a period when breathlessness, cough or phlegm get clearly worse, usually triggered by an infection or pollution. Ask your doctor for a written plan that says what to do in a flare-up. It may include a short course of steroid tablets or antibiotics.',
        },
        {
          kind: 'paragraph',
          text: 'Over time COPD can lead to respiratory failure, strain on the right side of the heart, thinning bones, muscle loss and depression. People with COPD also have a higher risk of heart disease and lung cancer. So regular reviews matter.',
        },
      ],
    },
    airQualityDays,
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'severeBreathlessness',
            'relieverNotHelping',
            'blueOrGreyLips',
            'lowOxygenLongTermLungDisease',
            'confusionOrDrowsiness',
            'heartChestPain',
            'fastOrIrregularHeartbeat',
            'coughingUpBlood',
            'copdFlare',
            'phlegmYellowGreenWithFever',
            'rehabOrStopSmoking',
            'inhalersNotHelping',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'ctScan', 'cpap', 'vaccines', 'chestSurgery'],
        },
      ],
    },
  ],
};
