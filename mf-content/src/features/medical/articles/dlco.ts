import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/DLCO',
  description:
    'The DLCO test explained: a breath-hold test of how well your lungs pass oxygen into the blood, used in interstitial lung disease, emphysema and more.',
  hero: 'lungs',
  about: {
    name: 'Diffusing capacity of the lungs for carbon monoxide',
    alternateName: 'DLCO test (gas transfer test)',
    howPerformed:
      'The patient breathes out fully, takes a deep breath of a harmless test gas containing a tiny amount of carbon monoxide through a mouthpiece, holds the breath for about ten seconds and breathes out, and the machine measures how much of the gas was taken up by the lungs.',
  },
  updated: '2026-11-27',
  sources: ['atsErsPft'],
  intro: [
    'The DLCO test, also called a gas transfer or diffusing capacity test, measures how well oxygen passes from the air in your lungs into your blood. It is one of the breathing tests done in a lung function laboratory.',
    'It takes about fifteen minutes and needs only a few deep breaths and breath-holds. DLCO is used with spirometry and lung volume tests to give a full picture of how your lungs are working.',
  ],
  sections: [
    {
      heading: 'What does DLCO measure?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Deep in the lungs are millions of tiny air sacs called alveoli, wrapped in a fine net of blood vessels. Oxygen crosses a very thin wall between the air sacs and the blood. If this wall becomes thickened or scarred, if air sacs are destroyed, or if blood flow through the lungs is reduced, less gas gets across.',
        },
        {
          kind: 'paragraph',
          text: 'The test uses a tiny, safe amount of carbon monoxide because it crosses into the blood in the same way as oxygen and is easy to measure. A second harmless tracer gas shows how far the breath spread through your lungs. Your result is compared with the expected value for someone of your age, sex and height.',
        },
      ],
    },
    {
      heading: 'Who needs it?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Breathlessness that is not explained by spirometry or a chest X-ray',
            'Suspected or known interstitial lung disease, such as pulmonary fibrosis, to diagnose it and track changes over time',
            'Emphysema and COPD, to judge how much lung tissue is affected',
            'Sarcoidosis and lung involvement from rheumatoid arthritis or other connective tissue diseases',
            'Suspected problems with the blood vessels of the lungs, such as pulmonary hypertension',
            'Before lung surgery, to help judge whether it is safe',
            'Monitoring people taking medicines that can occasionally affect the lungs, such as amiodarone or methotrexate',
          ],
        },
      ],
    },
    {
      heading: 'Before the test',
      blocks: [
        {
          kind: 'list',
          items: [
            'Do not smoke on the day of the test, and ideally not the day before, as smoking raises carbon monoxide in the blood and lowers the result',
            'Avoid a large meal for a couple of hours beforehand',
            'Avoid hard exercise just before the test',
            'Wear loose, comfortable clothing',
            'Ask whether to take your inhalers as usual; the team will tell you',
            'If you use oxygen at home, tell the team, as it may need to be paused briefly if that is safe',
            'A recent blood count may be requested, because anaemia lowers the result and the value is corrected for it',
          ],
        },
      ],
    },
    {
      heading: 'How the test goes',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'You sit upright, wear a soft nose clip and seal your lips around a clean mouthpiece',
            'You breathe normally for a few breaths, then breathe all the way out',
            'You take a quick, deep breath in of the test gas, filling your lungs completely',
            'You hold your breath for about ten seconds, while the person doing the test counts with you',
            'You breathe out steadily, and the machine analyses the gas you breathe out',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The test is usually repeated at least twice, with a few minutes of rest in between, to make sure the results agree. The person doing the test will coach you through each step.',
        },
      ],
    },
    {
      heading: 'Understanding the results',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A low DLCO means oxygen is not passing into the blood as easily as expected. This can happen in pulmonary fibrosis, emphysema, pulmonary hypertension and anaemia. A higher than expected result can be seen with bleeding into the lungs, a raised red blood cell count, and sometimes in asthma or obesity.',
        },
        {
          kind: 'paragraph',
          text: 'The result is read together with your other tests. For example, low spirometry with a normal DLCO points more towards asthma, while low spirometry with a low DLCO suggests emphysema. The doctor will explain what your numbers mean for you.',
        },
      ],
    },
    {
      heading: 'Benefits and risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'DLCO can pick up lung disease early, sometimes before a scan shows clear changes, and it is a sensitive way to follow interstitial lung disease and response to treatment. The amount of carbon monoxide used is very small and is not harmful.',
        },
        {
          kind: 'list',
          items: [
            'Brief light-headedness or tiredness after the deep breaths',
            'Coughing during the test',
            'The test may not be suitable soon after eye, chest or abdominal surgery, after a recent heart attack, or with an active chest infection',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'Lung function tests are for planned care, not emergencies.',
          signs: ['severeBreathlessness', 'heartChestPain', 'blueOrGreyLips', 'coughingUpBlood'],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'lungVolumes', 'dlco'],
        },
      ],
    },
  ],
};
