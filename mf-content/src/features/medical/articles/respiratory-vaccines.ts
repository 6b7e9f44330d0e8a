import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/RespiratoryVaccines',
  description:
    'Respiratory vaccines explained: flu, pneumococcal, COVID-19, whooping cough (Tdap), RSV and BCG, who should get them and what to expect.',
  hero: 'clinic',
  about: {
    name: 'Respiratory vaccination',
    alternateName: 'Vaccines against lung infections',
    howPerformed:
      'After a short check of health, allergies and past vaccines, each vaccine is given as an injection, usually into the muscle of the upper arm, and the person waits for about 15 minutes afterwards in case of a reaction.',
  },
  updated: '2026-11-27',
  sources: [
    'whoVaccines',
    'whoPneumococcal',
    'whoPertussis',
    'whoBcg',
    'acipPneumococcal',
    'acipRsv',
    'whoCovidRoadmap',
    {
      // None of the position papers cited here gives a wait after the injection.
      kind: 'own-advice',
      says: 'Waiting about 15 minutes after a vaccine, in case of an allergic reaction, is our own advice. The vaccinator may ask you to wait longer.',
    },
  ],
  intro: [
    'Vaccines are one of the simplest ways to protect your lungs. They lower the chance of catching serious chest infections and, if you do catch one, make severe illness, hospital stays and flare-ups of existing lung disease less likely.',
    'Ask the doctor to review your vaccines as part of routine care, especially if you have asthma, COPD, diabetes, heart disease or another long-term condition. This page explains the main respiratory vaccines and who should consider them.',
  ],
  sections: [
    {
      heading: 'What are respiratory vaccines?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A vaccine shows the immune system a harmless part or weakened form of a germ. So the body learns to recognise and fight it. Respiratory vaccines target germs that infect the nose, throat and lungs, such as influenza, pneumococcus, the COVID-19 virus, whooping cough, RSV and TB.',
        },
        {
          kind: 'paragraph',
          text: 'Most vaccines used in adults do not contain live germs and cannot cause the infection they protect against. The exact schedule depends on your age, health and past vaccines. So ask the doctor for a plan made for you.',
        },
      ],
    },
    {
      heading: 'The main vaccines',
      blocks: [
        {
          kind: 'list',
          items: [
            'Influenza (flu): given every year, because the flu virus changes and protection fades. It is best taken before the flu season; the doctor will advise the right time.',
            'Pneumococcal: protects against the germ that is a leading cause of pneumonia, and of meningitis and blood infections. There are two main types, and the doctor will advise which you need.',
            'COVID-19: lowers the risk of severe illness. WHO advises it most for people at high risk: older adults, adults with a serious long-term condition such as diabetes or heart disease, people with a weak immune system, pregnant women and health workers. Follow national advice on when to have it.',
            'Pertussis (whooping cough), given to adults as Tdap with tetanus and diphtheria: whooping cough can be dangerous for newborn babies. Vaccination during pregnancy passes protection to the baby.',
            'RSV (respiratory syncytial virus): RSV can cause serious chest infections in older people. Where the vaccine is available, one dose is advised for everyone aged 75 or over. It is also advised at 60 to 74 for people at higher risk, such as those with heart or lung disease.',
            'BCG: part of India’s childhood immunisation schedule, given soon after birth. It protects young children against severe forms of TB, such as TB meningitis. It is not usually given to adults, and it does not fully prevent TB of the lungs later in life.',
          ],
        },
      ],
    },
    {
      heading: 'Who should get them?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some people are at higher risk of serious chest infections and benefit most from vaccination:',
        },
        {
          kind: 'list',
          items: [
            'Older adults',
            'People with asthma, COPD, bronchiectasis, interstitial lung disease or past TB lung damage',
            'People with diabetes, heart disease, kidney disease or liver disease',
            'People with a weakened immune system, including those on steroid tablets, cancer treatment or other medicines that lower immunity',
            'People without a working spleen',
            'Pregnant women, for flu and whooping cough protection',
            'People who smoke cigarettes',
            'Health workers',
          ],
        },
      ],
    },
    {
      heading: 'Having a vaccine',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'The doctor checks your health, medicines, allergies and the vaccines you have already had; bring any vaccination records you have',
            'You can ask questions and decide which vaccines to have',
            'The vaccine is given as a quick injection, usually in the upper arm',
            'You wait for about 15 minutes afterwards, in case of an allergic reaction',
            'Your record is updated, and you are told when any further vaccine is due',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you have a high fever on the day, the vaccine is usually delayed until you are better. A mild cold is not normally a reason to wait. Flu and pneumococcal vaccines can often be given at the same visit.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vaccines reduce the chance of infection and, more importantly, of severe illness, hospital admission and death. For people with asthma or COPD, avoiding chest infections also means fewer flare-ups. Vaccination in pregnancy also protects the newborn baby from flu and whooping cough.',
        },
      ],
    },
    {
      heading: 'Risks and side effects',
      blocks: [
        {
          kind: 'list',
          items: [
            'A sore, red or swollen arm where the injection was given',
            'Mild fever, tiredness, headache or aching muscles for a day or two',
            'Very rarely, a serious allergic reaction soon after the injection. It can be treated at once, which is why you wait after the injection',
            'Live vaccines such as BCG are not suitable for people with a weakened immune system',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tell the team if you have ever had a severe allergic reaction to a vaccine or any of its ingredients, or if you are pregnant.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'allergicSwelling',
            'allergicBreathing',
            'allergicHives',
            'fainting',
            'severeBreathlessness',
            'heartChestPain',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
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
