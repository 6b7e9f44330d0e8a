import { airQualityDays } from '../air-quality-days';
import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/BronchialAsthma',
  description:
    'Bronchial asthma in children and adults: what happens in the airways, common triggers, correct inhaler technique and a written asthma action plan.',
  hero: 'breath',
  about: {
    name: 'Bronchial asthma',
    possibleTreatment: [
      'Trigger identification and avoidance',
      'Inhaled preventer and reliever medicines',
      'Inhaler technique training with spacers',
      'Written asthma action plans',
      'Allergy testing with personalised immunotherapy',
    ],
  },
  updated: '2026-11-27',
  sources: ['gina'],
  intro: [
    'Bronchial asthma is the full medical name for asthma, and it points to where the problem lies: the bronchi and bronchioles, the branching tubes that carry air deep into the lungs. Understanding what happens inside these airways makes it much easier to manage asthma day to day.',
    'This page focuses on the practical side: what sets off your airways, how to use inhalers properly, how a written action plan works, and how asthma differs between children and adults.',
  ],
  sections: [
    {
      heading: 'What happens in the bronchial airways',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The windpipe divides into two bronchi, one for each lung, which branch again and again into thousands of narrow bronchioles. In bronchial asthma these tubes are sensitive, and three things happen when they are irritated:',
        },
        {
          kind: 'list',
          items: [
            'The muscle around the airway tightens and squeezes it narrower (bronchospasm)',
            'The inner lining becomes red and swollen',
            'The airway produces extra, sticky mucus that can block smaller tubes',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Reliever inhalers relax the tightened muscle. Preventer inhalers calm the swelling and sensitivity. So the airways react less to triggers over time. This is why most people need both kinds of treatment. Many adults and teenagers now use one inhaler for both jobs: a low-dose corticosteroid with formoterol, taken when symptoms appear. Salbutamol on its own, with no preventer, is no longer advised.',
        },
      ],
    },
    {
      heading: 'Symptoms and common triggers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Symptoms include wheeze, cough (often at night), chest tightness and breathlessness. They usually appear after contact with a trigger. Common triggers in north India include:',
        },
        {
          kind: 'list',
          items: [
            'Colds, flu and other viral infections, the most common trigger in children',
            'House dust mites in bedding, carpets and soft toys, and mould in damp rooms or coolers',
            'Pollen from grasses, weeds and trees in spring and autumn',
            'Pet fur and feathers, and cockroaches',
            'Tobacco smoke, smoke from crop burning in autumn, winter smog, incense and mosquito coils',
            'Cold air, exercise, strong perfumes and cleaning sprays',
            'Some medicines, such as aspirin and similar painkillers in a few sensitive adults',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A symptom diary can reveal your personal triggers. Allergy testing can find allergic triggers, and for some people immunotherapy makes them less sensitive over time.',
        },
      ],
    },
    {
      heading: 'How bronchial asthma is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The diagnosis rests on a typical history and tests that show airways which narrow and then open up again. Spirometry before and after a reliever, home peak flow readings and a FeNO breath test are the main tools. Allergy tests help find triggers. Young children cannot always do breathing tests. So the doctor may judge their response to a trial of treatment.',
        },
      ],
    },
    {
      heading: 'Inhaler technique: getting the medicine to the airways',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An inhaler only works if the medicine reaches the bronchi rather than the mouth and throat. Many people use their inhaler incorrectly without knowing it. For a metered-dose (“puffer”) inhaler with a spacer:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Remove the cap, shake the inhaler and fit it into the spacer.',
            'Breathe out gently, away from the spacer.',
            'Seal your lips around the mouthpiece and press the inhaler once.',
            'Breathe in slowly and deeply, then hold your breath for up to 10 seconds; children can take several normal breaths instead.',
            'Wait about a minute before a second puff, if one is prescribed.',
            'After a preventer inhaler, rinse your mouth with water and spit it out.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Dry powder inhalers work differently: you breathe in quickly and strongly, and you should never breathe out into the device. Bring your inhalers to each visit so the doctor can check your technique.',
        },
      ],
    },
    {
      heading: 'Your written asthma action plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An action plan is a personal sheet, agreed with the doctor, that tells you what to do as your asthma changes. It is usually set out in three zones:',
        },
        {
          kind: 'list',
          items: [
            'Green, when you are well: your daily preventer and what to take before exercise',
            'Yellow, when symptoms increase or peak flow drops: how to increase treatment and when to contact the clinic',
            'Red, during an attack: how to use your reliever and when to get emergency help',
          ],
        },
      ],
    },
    {
      heading: 'Children and adults',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In children, wheeze with colds is common, and not every wheezy toddler has asthma. Young children use a spacer with a face mask. Preventer inhalers at the lowest effective dose are safe for children, and growth is monitored. Share the action plan with the school.',
        },
        {
          kind: 'paragraph',
          text: 'Adults may develop asthma for the first time, sometimes linked to work exposures, hormones or smoking. In smokers and older adults, asthma can overlap with COPD. So careful testing is important. Pregnant women should keep taking their asthma medicines, as uncontrolled asthma is a greater risk to mother and baby.',
        },
      ],
    },
    {
      heading: 'Risks and complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Untreated airway inflammation can lead to repeated attacks, hospital visits and, over years, some permanent narrowing of the airways. Relying on a reliever alone, without a preventer, raises the risk of severe attacks.',
        },
      ],
    },
    airQualityDays,
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'Follow the red zone of your action plan.',
          signs: [
            'relieverNotHelping',
            'tooBreathlessToSpeak',
            'chestPullingIn',
            'blueOrGreyLips',
            'confusionOrDrowsiness',
            'yellowZonePlanNot',
            'peakFlowStaysLower',
            'asthmaLimitsLife',
            'questionsAboutInhalers',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'allergyTesting'],
        },
      ],
    },
  ],
};
