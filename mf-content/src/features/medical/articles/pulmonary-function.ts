import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/PulmonaryFunction',
  description:
    'Pulmonary function tests explained: spirometry, lung volumes and diffusion (DLCO), how to prepare, what the tests feel like and what results mean.',
  hero: 'breath',
  about: {
    name: 'Pulmonary function test',
    alternateName: 'Lung function test',
    howPerformed:
      'Wearing a soft nose clip, you breathe in and out through a mouthpiece connected to a computerised machine, following the technician’s instructions to blow hard and fast, breathe normally or hold your breath, so it can measure how much air your lungs hold, how quickly you move it and how well oxygen passes into the blood.',
  },
  updated: '2026-11-27',
  sources: ['atsErsPft', 'gold', 'gina'],
  intro: [
    'Pulmonary function tests (PFTs), also called lung function tests, measure how well your lungs work. They are simple, painless breathing tests that help diagnose lung conditions, show how severe they are, and track whether treatment is working.',
    'A chest specialist reads the results alongside your symptoms and examination. This way, you get an answer that makes sense for you.',
  ],
  sections: [
    {
      heading: 'What the tests measure',
      blocks: [
        {
          kind: 'table',
          caption: 'The main lung function tests',
          columns: ['Test', 'What it measures', 'What it can show'],
          rows: [
            [
              'Spirometry',
              'How much air you can blow out and how fast',
              'Narrowed airways, as in asthma and COPD, or small lungs',
            ],
            [
              'Bronchodilator test',
              'Spirometry repeated after a reliever inhaler such as salbutamol',
              'Whether the narrowing improves, which points towards asthma',
            ],
            [
              'Lung volumes',
              'The total amount of air your lungs hold, including air left after breathing out',
              'Stiff, small lungs in scarring, or trapped air in COPD',
            ],
            [
              'Diffusion (DLCO)',
              'How well gas passes from the air sacs into the blood',
              'Damage to the air sacs or lung blood vessels, as in emphysema or interstitial lung disease',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Your results are compared with expected values for a healthy person of the same age, height and sex. Depending on your symptoms, the doctor may add a FeNO breath test, oscillometry or a six-minute walk test.',
        },
      ],
    },
    {
      heading: 'Who needs a lung function test',
      blocks: [
        {
          kind: 'list',
          items: [
            'People with breathlessness, wheeze or a long-lasting cough',
            'To confirm a diagnosis of asthma or COPD, and to monitor it over time',
            'People with interstitial lung disease, sarcoidosis or other lung scarring',
            'Smokers and people exposed to dust, fumes or smoke at work or at home',
            'Before some operations, especially chest surgery, to check it is safe',
            'People on medicines that can affect the lungs, or with diseases such as rheumatoid arthritis that can involve them',
          ],
        },
      ],
    },
    {
      heading: 'How to prepare',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ask the clinic whether to pause any of your inhalers before the test, and for how long; do not stop other medicines',
            'Do not smoke on the day of the test',
            'Avoid alcohol for several hours beforehand',
            'Eat only a light meal in the two hours before the test',
            'Avoid hard exercise just before your appointment',
            'Wear loose, comfortable clothing that does not restrict your chest or waist',
            'Bring a list of your medicines and your inhalers',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tell the team if you have recently had a heart attack, eye, chest or abdominal surgery, a collapsed lung, or coughed up blood, as the test may need to be postponed.',
        },
      ],
    },
    {
      heading: 'What happens during the test',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You sit upright in a chair. A soft clip is placed on your nose so that all the air goes through a mouthpiece. The person doing the test coaches you through each step and asks for your best effort.',
        },
        {
          kind: 'list',
          items: [
            'For spirometry, you take the deepest breath you can, seal your lips around the mouthpiece and blow out as hard and fast as possible until your lungs feel empty; this is repeated several times',
            'For the bronchodilator test, you take a few puffs of a reliever inhaler and repeat spirometry after a short wait',
            'For lung volumes, you may sit in a clear, glass-walled booth and breathe gently against a shutter, or breathe a harmless gas mixture',
            'For diffusion, you breathe in a small amount of a harmless test gas, hold your breath for about ten seconds, then breathe out',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A full set of tests usually takes under an hour. You can go home and continue normal activities straight afterwards.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lung function tests give objective numbers rather than relying only on how you feel. They help separate asthma from COPD, detect lung damage early, guide the choice of inhalers and other treatment, and show whether you are improving. Repeating them over the years gives a clear record of how your lungs are doing.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The tests are very safe. Some people feel briefly light-headed, tired or short of breath after repeated hard blowing, or start coughing. Rarely, forced breathing can bring on wheeze in people with asthma. A reliever inhaler eases it. Tell the person doing the test straight away if you feel unwell at any point.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'A lung function test is a planned test, not an emergency one.',
          signs: [
            'severeBreathlessness',
            'tooBreathlessToSpeak',
            'heartChestPain',
            'coughingUpBlood',
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
          services: ['spirometry', 'lungVolumes', 'dlco'],
        },
      ],
    },
  ],
};
