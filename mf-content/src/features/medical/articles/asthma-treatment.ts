import { airQualityDays } from '../air-quality-days';
import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/AsthmaTreatment',
  description:
    'Asthma treatment explained: symptoms, breathing tests that confirm the diagnosis, reliever and preventer inhalers, severe asthma care and allergy testing.',
  hero: 'airways',
  about: {
    name: 'Asthma',
    possibleTreatment: [
      'Inhaled corticosteroid preventer inhalers',
      'Reliever inhalers',
      'Combination and add-on inhalers',
      'Biologic injections for severe asthma',
      'Allergy testing with personalised immunotherapy',
    ],
  },
  updated: '2026-11-27',
  sources: ['gina'],
  intro: [
    'Asthma is a long-term condition of the airways that affects people of all ages, from young children to older adults. With the right diagnosis and treatment, most people with asthma can sleep well, work, play sport and live a normal, active life.',
    'This page gives an overview of asthma: how it shows itself, how it is confirmed, and how treatment is stepped up or down over time. The page on bronchial asthma looks more closely at triggers, inhaler technique, written action plans and asthma in children.',
  ],
  sections: [
    {
      heading: 'What is asthma?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In asthma, the airways are persistently inflamed and over-sensitive. When they meet a trigger, such as a cold, dust, smoke or exercise, they narrow and produce extra mucus, making it hard to breathe. Between episodes, breathing may feel completely normal.',
        },
        {
          kind: 'paragraph',
          text: 'Asthma often runs in families and is common in people with eczema, hay fever or other allergies. It can start in childhood or for the first time in adult life. It cannot be cured. But it can usually be controlled very well.',
        },
      ],
    },
    {
      heading: 'Symptoms of asthma',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Asthma symptoms come and go, and they vary from day to day and season to season. Typical symptoms are:',
        },
        {
          kind: 'list',
          items: [
            'Wheezing, a whistling sound when breathing out',
            'Shortness of breath, especially with exercise or at night',
            'A feeling of tightness in the chest',
            'Coughing, often worse at night or early in the morning',
            'Colds that “go to the chest” and take weeks to settle',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some people have cough as their only symptom. Others notice symptoms only during pollen seasons, in winter smog or when the air is smoky.',
        },
      ],
    },
    {
      heading: 'How asthma is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many conditions can cause wheeze and breathlessness. So asthma should be confirmed with tests rather than guessed. The doctor asks about your symptoms, family history, work and home, and examines your chest. Useful tests include:',
        },
        {
          kind: 'list',
          items: [
            'Spirometry, a breathing test repeated after a reliever medicine to see whether the airways open up',
            'Peak flow readings at home over a few weeks to show how much your airways vary',
            'FeNO, a simple breath test that measures allergic-type inflammation in the airways',
            'Allergy tests and blood tests when allergies are suspected',
            'A chest X-ray in some people, to rule out other lung problems',
          ],
        },
      ],
    },
    {
      heading: 'Treatment of asthma',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The aim is good control: few or no symptoms, no night waking, no attacks, and normal activity, using the smallest amount of medicine that works. Treatment is built in steps and reviewed regularly.',
        },
        {
          kind: 'list',
          items: [
            'Preventer inhalers: inhaled corticosteroids calm the inflammation in the airways and are the foundation of treatment for most people. They work over days to weeks and must be taken regularly.',
            'Reliever inhalers: for adults and teenagers, the preferred reliever is one inhaler with a low dose of corticosteroid and formoterol, used when symptoms appear. It opens the airways within minutes and also treats the swelling. Salbutamol alone, with no corticosteroid inhaler, is no longer advised, as it raises the risk of severe attacks.',
            'Combination inhalers: a corticosteroid with a long-acting bronchodilator for people who need more than a preventer alone.',
            'Add-on medicines: tiotropium inhalers or montelukast tablets can help some people whose asthma is still not controlled. Montelukast can change mood and sleep in adults and children: bad dreams, poor sleep, anxiety, low mood or, rarely, thoughts of self-harm. If you notice any of these, stop it and tell the doctor at once.',
            'Biologic injections: for severe asthma that remains uncontrolled despite high-level treatment, specialist injections target the specific type of inflammation.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Good inhaler technique matters as much as the choice of medicine. So ask the doctor to check it at every visit. When asthma has been well controlled for a few months, treatment can often be stepped down carefully.',
        },
        {
          kind: 'paragraph',
          text: 'Because allergies drive asthma in many people, allergy testing can help. For selected patients with dust mite or pollen allergy, immunotherapy can reduce allergic symptoms over time. Yearly flu vaccination, stopping smoking and staying active.',
        },
      ],
    },
    {
      heading: 'Risks and complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Poorly controlled asthma can lead to sudden, severe attacks, missed school or work, hospital stays and, rarely, death. Needing your reliever often is a warning sign that your asthma is not controlled and should be reviewed.',
        },
        {
          kind: 'paragraph',
          text: 'Asthma medicines are generally safe. Inhaled corticosteroids can cause a hoarse voice or oral thrush, which rinsing the mouth after use helps prevent. Repeated courses of steroid tablets carry more side effects, which is one reason to prevent attacks rather than only treat them.',
        },
      ],
    },
    airQualityDays,
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'Use your reliever as your action plan says.',
          signs: [
            'relieverNotHelping',
            'tooBreathlessToSpeak',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'exhaustedByBreathing',
            'chestPullingIn',
            'needRelieverMoreThan',
            'chestInfectionMadeAsthma',
            'relieverOften',
            'inhalerTechniqueCheck',
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
