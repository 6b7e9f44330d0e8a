import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/FENO',
  description:
    'The FeNO test explained: a quick, painless breath test that measures airway inflammation to help diagnose asthma and guide inhaled steroid treatment.',
  hero: 'breath',
  about: {
    name: 'Fractional exhaled nitric oxide test',
    alternateName: 'FeNO test',
    howPerformed:
      'The patient breathes in fully and then breathes out slowly and steadily for several seconds into a hand-held device, which measures the level of nitric oxide in the exhaled breath.',
  },
  updated: '2026-11-27',
  sources: ['atsErsPft', 'gina'],
  intro: [
    'The FeNO test, short for fractional exhaled nitric oxide, is a simple breath test. It measures a gas called nitric oxide in the air you breathe out, which gives a picture of a particular kind of inflammation in your airways.',
    'It takes only a few minutes, it is painless, and the result is ready straight away. FeNO is used with spirometry and allergy testing to diagnose asthma and to fine-tune treatment.',
  ],
  sections: [
    {
      heading: 'What is a FeNO test?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The cells lining the airways make small amounts of nitric oxide. When the airways are inflamed by allergic-type inflammation, often called type 2 or eosinophilic inflammation, they make more of it. Eosinophilic means it is driven by eosinophils, a kind of white blood cell linked to allergy. This type of inflammation is common in asthma and usually responds well to inhaled corticosteroids.',
        },
        {
          kind: 'paragraph',
          text: 'The result is given as a number in parts per billion (ppb): how many parts of nitric oxide there are in a billion parts of your breath. The doctor reads it as low, intermediate or high, and always alongside your symptoms and other tests. A FeNO level on its own does not make or rule out a diagnosis.',
        },
      ],
    },
    {
      heading: 'Who needs it?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Adults and children with symptoms that might be asthma, such as wheeze, cough, chest tightness or breathlessness',
            'People with a long-standing cough, to see whether airway inflammation is part of the cause',
            'People already on inhalers, to check whether inflammation is controlled',
            'People whose asthma is not well controlled, to help decide whether a change in treatment may help',
            'People with severe asthma being assessed for newer targeted treatments',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most children can do the test from about the age of five, as it only needs a steady breath out.',
        },
      ],
    },
    {
      heading: 'Before the test',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A few simple steps help make the result accurate, because food, smoke and exercise can change the level of nitric oxide:',
        },
        {
          kind: 'list',
          items: [
            'Do not eat or drink, including tea or coffee, for about an hour before the test',
            'Avoid foods rich in nitrates, such as beetroot, spinach and other leafy green vegetables, on the day of the test',
            'Do not smoke on the day of the test',
            'Avoid hard exercise just before your appointment',
            'Tell the team if you have a cold or chest infection, as this can affect the result',
            'Keep taking your usual medicines unless the doctor has told you otherwise, and bring a list of them',
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
            'You sit comfortably and hold a small hand-held machine with a clean, single-use mouthpiece and filter',
            'You breathe out fully, then seal your lips around the mouthpiece and breathe in deeply',
            'You then breathe out slowly and steadily for several seconds; the screen shows a guide, often a picture, to help you keep the right speed',
            'The machine measures the nitric oxide and shows the result within about a minute',
            'The test may be repeated to make sure the reading is reliable',
          ],
        },
        {
          kind: 'paragraph',
          text: 'FeNO is usually done before spirometry or other blowing tests, because forced breathing can briefly lower the level.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'list',
          items: [
            'Supports an asthma diagnosis when combined with your history and spirometry',
            'Helps predict whether inhaled corticosteroids are likely to help you',
            'Can show whether inflammation is settling once treatment has started',
            'A persistently high level may mean inhalers are not being taken regularly or correctly, or an allergen is still driving symptoms',
            'Quick, painless and safe to repeat at follow-up visits',
          ],
        },
      ],
    },
    {
      heading: 'Risks and limitations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The FeNO test has no significant risks. A few people feel slightly light-headed after the long breath out, which passes quickly.',
        },
        {
          kind: 'paragraph',
          text: 'The test has limits. Smoking lowers the level, while allergic rhinitis and recent infections can raise it. Some people with asthma have a normal FeNO, because their asthma is driven by a different type of inflammation. That is why the doctor never relies on this test alone.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'A FeNO test is for planned care, not emergencies.',
          signs: [
            'severeBreathlessness',
            'tooBreathlessToSpeak',
            'relieverNotHelping',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'exhaustedByBreathing',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'feno', 'allergyTesting'],
        },
      ],
    },
  ],
};
