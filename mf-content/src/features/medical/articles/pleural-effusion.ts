import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/PleuralEffusion',
  description:
    'Pleural effusion (fluid around the lung): causes such as TB, infection and heart failure, ultrasound-guided fluid tests, drainage and treatment.',
  hero: 'pleura',
  about: {
    name: 'Pleural effusion',
    possibleTreatment: [
      'Treatment of the underlying cause',
      'Therapeutic pleural aspiration',
      'Chest drain insertion',
      'Pleurodesis',
      'Indwelling pleural catheter',
      'Thoracoscopy and surgery for complex cases',
    ],
  },
  updated: '2026-11-27',
  sources: ['btsPleural'],
  intro: [
    'A pleural effusion is a build-up of fluid in the space between the lung and the chest wall. It is not a disease in itself but a sign of another problem, which may be in the lungs, the heart or elsewhere in the body.',
    'Finding the cause is the key to treatment. In most cases this means taking a sample of the fluid, a simple procedure done under local anaesthetic with ultrasound guidance.',
  ],
  sections: [
    {
      heading: 'What is a pleural effusion?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The lungs are covered by a thin membrane called the pleura, and the inside of the chest wall is lined by a second layer. Between them is a narrow space holding a very small amount of fluid, which lets the lungs glide smoothly as you breathe. When too much fluid collects there, it presses on the lung and makes breathing harder.',
        },
        {
          kind: 'paragraph',
          text: 'Doctors divide effusions into two kinds. A transudate is a thin fluid caused by pressure or protein imbalance in the body. An exudate is a protein-rich fluid caused by inflammation, infection or cancer affecting the pleura. Common causes include:',
        },
        {
          kind: 'list',
          items: [
            'Tuberculosis of the pleura, a frequent cause in India, including in young adults',
            'Pneumonia; when the fluid itself becomes infected and turns to pus, it is called an empyema',
            'Heart failure, liver cirrhosis or kidney disease',
            'Cancer, either starting in the lung or pleura or spreading from elsewhere, such as the breast',
            'A blood clot in the lungs (pulmonary embolism)',
            'Autoimmune diseases, pancreatitis, and some medicines',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms',
      blocks: [
        {
          kind: 'list',
          items: [
            'Breathlessness, which may worsen when lying down',
            'Sharp chest pain that is worse on breathing in or coughing',
            'A dry cough',
            'A feeling of heaviness on one side of the chest',
            'Fever, sweats and weight loss when TB or infection is the cause',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A small effusion may cause no symptoms at all and be found by chance on an X-ray.',
        },
      ],
    },
    {
      heading: 'How pleural effusion is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor may notice reduced breath sounds and a dull note when tapping the chest. Tests then confirm the fluid and find its cause:',
        },
        {
          kind: 'list',
          items: [
            'Chest X-ray and bedside chest ultrasound to see how much fluid there is and where',
            'Pleural aspiration (pleural tap): a fine needle, guided by ultrasound, removes a sample of fluid under local anaesthetic',
            'Fluid tests for protein, sugar, acidity, cell types, infection including TB (such as the ADA test), and cancer cells',
            'Blood tests, and a CT scan of the chest in many patients',
            'Pleural biopsy or thoracoscopy, a camera examination of the pleural space, when the first tests do not give an answer',
          ],
        },
      ],
    },
    {
      heading: 'Treatment of pleural effusion',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment has two aims: to relieve breathlessness and to treat the cause so the fluid does not return.',
        },
        {
          kind: 'list',
          items: [
            'Treating the cause: for example diuretics (water tablets, which help the kidneys clear extra fluid) and heart medicines for heart failure, antibiotics for infection, or a full course of anti-TB treatment for tuberculous effusion',
            'Therapeutic aspiration: draining fluid with a needle or thin tube to ease breathing quickly',
            'Chest drain: a soft tube left in place for a few days for an empyema or a large effusion; medicines can be put through it to help break down thick, infected fluid',
            'Pleurodesis: sealing the pleural space with a medicine or talc so fluid cannot collect again, mostly used for effusions caused by cancer',
            'Indwelling pleural catheter: a thin, tunnelled tube that lets fluid be drained at home, for effusions that keep returning',
            'Thoracoscopy or surgery: for complex infected effusions or when the lung is trapped by thickened pleura',
          ],
        },
      ],
    },
    {
      heading: 'Risks and complications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If the cause is not treated, an effusion can become infected, and long-standing fluid or infection can leave the pleura thick and scarred, restricting the lung. Pleural procedures are generally safe, especially with ultrasound guidance. Possible problems include pain, bleeding, infection, a collapsed lung (pneumothorax), and coughing or breathlessness if a large amount of fluid is removed too quickly, which is why fluid is drained at a controlled pace.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'severeBreathlessness',
            'suddenSharpChestPain',
            'coughingUpBlood',
            'blueOrGreyLips',
            'fainting',
            'confusionOrDrowsiness',
            'feverWithShivering',
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
          services: [
            'thoracoscopy',
            'pleuralTap',
            'chestDrain',
            'pleuralBiopsy',
            'pleurodesis',
            'ctScan',
          ],
        },
      ],
    },
  ],
};
