import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/PneumoniaTreatment',
  description:
    'Pneumonia explained: symptoms, chest X-ray and tests, antibiotics or antivirals, oxygen when needed, recovery, vaccines and warning signs to act on.',
  hero: 'lungs',
  about: {
    name: 'Pneumonia',
    possibleTreatment: [
      'Antibiotics for bacterial pneumonia',
      'Antiviral medicines for influenza pneumonia',
      'Oxygen therapy',
      'Rest, fluids and fever control',
      'Hospital care with intravenous antibiotics and breathing support',
    ],
  },
  updated: '2026-11-27',
  sources: ['nicePneumonia', 'oxygen'],
  intro: [
    'Pneumonia is an infection of the lungs. It inflames the tiny air sacs where oxygen passes into the blood, and these air sacs can fill with fluid or pus. This makes breathing harder and can lower the oxygen level in the body.',
    'Many people with pneumonia recover well at home with the right treatment. But some need hospital care. The doctor checks how serious the infection is, looks for its likely cause and plans treatment and follow-up with you.',
  ],
  sections: [
    {
      heading: 'What is pneumonia?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pneumonia is most often caused by bacteria, such as the pneumococcus, or by viruses, such as influenza, RSV and the virus that causes COVID-19. Food, drink or stomach contents breathed into the lungs can also cause pneumonia, called aspiration pneumonia.',
        },
        {
          kind: 'paragraph',
          text: 'Anyone can get pneumonia. But some people are more likely to become seriously ill:',
        },
        {
          kind: 'list',
          items: [
            'Adults over 65 and very young children',
            'People who smoke, or who cook over wood, dung or coal fires indoors',
            'People with COPD, asthma, bronchiectasis or other long-term lung disease',
            'People with diabetes, heart, kidney or liver disease',
            'People with a weakened immune system, for example from HIV, cancer treatment or long-term steroid tablets',
            'People who have had a stroke or have trouble swallowing',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms of pneumonia',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Symptoms can start suddenly over a day or two, or come on slowly after a cold or flu. Common symptoms include:',
        },
        {
          kind: 'list',
          items: [
            'Cough, often with yellow, green or rust-coloured phlegm',
            'Fever, sweating and shaking chills',
            'Breathlessness or fast breathing, even at rest',
            'Sharp chest pain that gets worse when you breathe in or cough',
            'Tiredness, aches and loss of appetite',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Older people may not have a fever. Instead they may become confused, drowsy or unsteady on their feet. Young children may breathe fast, have the lower chest drawing in with each breath, or stop feeding well.',
        },
      ],
    },
    {
      heading: 'How pneumonia is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor asks about your symptoms and health, then listens to your chest for crackles or areas where air is not moving well. A small clip on your finger, a pulse oximeter, measures your oxygen level.',
        },
        {
          kind: 'list',
          items: [
            'A chest X-ray to confirm pneumonia and see how much of the lung is affected',
            'Blood tests, such as a blood count, markers of inflammation, kidney function and blood sugar',
            'A sputum (phlegm) test to look for the germ, including tests for tuberculosis when the cough has lasted a long time',
            'Swab tests for influenza or COVID-19 when a virus is suspected',
            'A CT scan in some cases, for example if the pneumonia is slow to clear',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The doctor also weighs up your age, breathing rate, blood pressure, oxygen level and alertness. Together these show whether you can be treated safely at home or need to be admitted to hospital.',
        },
      ],
    },
    {
      heading: 'Treatment of pneumonia',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bacterial pneumonia is treated with antibiotics. The choice depends on the likely germ, how unwell you are and any allergies. Take the whole course exactly as prescribed, even once you feel better, and do not save or share antibiotics.',
        },
        {
          kind: 'paragraph',
          text: 'Antibiotics do not work against viruses. For influenza pneumonia an antiviral medicine such as oseltamivir may be used, and it works best when started early. Whatever the cause, rest, plenty of fluids and paracetamol for fever and pain help your body recover.',
        },
        {
          kind: 'paragraph',
          text: 'If you need hospital care, treatment may include oxygen, antibiotics and fluids through a drip, and chest physiotherapy to help clear phlegm. A few people need support with breathing through a mask (non-invasive ventilation) or care in an intensive care unit.',
        },
        {
          kind: 'paragraph',
          text: 'Most people start to feel better within a few days of treatment. But tiredness and cough can last for several weeks. A follow-up visit, and often a repeat chest X-ray a few weeks later, especially for smokers and older adults, checks that the lung has cleared.',
        },
      ],
    },
    {
      heading: 'Possible complications',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fluid around the lung (pleural effusion), which can become infected (empyema) and may need draining',
            'A lung abscess, a pocket of pus inside the lung',
            'Sepsis, when the infection spreads into the bloodstream and affects other organs',
            'Respiratory failure, when the lungs cannot keep the oxygen level safe',
          ],
        },
      ],
    },
    {
      heading: 'Preventing pneumonia',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pneumococcal vaccination and a yearly flu vaccine, especially if you are older or have a long-term illness; ask the doctor which vaccines suit you',
            'Stopping smoking, including bidi and hookah, and avoiding indoor smoke from cooking fires',
            'Washing hands often and covering coughs and sneezes',
            'Keeping diabetes and other long-term conditions well controlled',
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
            'heartChestPain',
            'lowOxygen',
            'severeBreathlessness',
            'tooBreathlessToSpeak',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'coughingUpBlood',
            'veryFastBreathingChild',
            'chestPullingIn',
            'gruntingChild',
            'notDrinkingOrPassingUrine',
            'fastBreathingChild',
            'notBetterAfterTreatment',
            'feverOrCoughReturns',
            'sharpPainOnBreathing',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['vaccines'],
        },
      ],
    },
  ],
};
