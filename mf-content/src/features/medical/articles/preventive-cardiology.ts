import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/PreventiveCardiology',
  description:
    'Preventing heart disease in people with lung disease, diabetes or high blood pressure: risk checks, lifestyle plans and heart-protecting medicines.',
  hero: 'heart',
  about: {
    name: 'Cardiovascular disease prevention',
    possibleTreatment: [
      'Lifestyle changes: healthy diet, regular exercise and stopping smoking',
      'Blood pressure control',
      'Cholesterol-lowering medicines such as statins',
      'Blood sugar control in diabetes',
      'Treatment of sleep apnea and long-term lung disease',
    ],
  },
  updated: '2026-11-27',
  sources: ['accAha'],
  intro: [
    'Preventive cardiology means finding and treating the things that raise your risk of a heart attack or stroke before they cause harm. Heart disease often develops silently over many years. So prevention starts long before any symptoms appear.',
    'Long-term lung disease, diabetes and high blood pressure each raise heart risk. So it is worth checking your heart risk, and lowering it, as part of your routine care.',
  ],
  sections: [
    {
      heading: 'Why lung disease, diabetes and blood pressure affect the heart',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The heart and lungs work as a team. In COPD, smoking damage, long-lasting inflammation and low oxygen levels all put extra strain on the heart and blood vessels. Untreated sleep apnea repeatedly lowers oxygen at night and is linked with high blood pressure and an irregular heartbeat.',
        },
        {
          kind: 'paragraph',
          text: 'Diabetes slowly damages the lining of the arteries, and high blood pressure makes the heart work harder and weakens vessel walls. When two or more of these conditions occur together, the risks add up, which is why a joined-up plan matters.',
        },
      ],
    },
    {
      heading: 'Risk factors the doctor looks for',
      blocks: [
        {
          kind: 'list',
          items: [
            'High blood pressure',
            'Diabetes or prediabetes',
            'High LDL cholesterol or triglycerides',
            'Smoking or chewing tobacco, including bidi and hookah',
            'Extra weight, especially around the waist',
            'Little physical activity',
            'A family history of early heart disease',
            'Chronic kidney disease, COPD and sleep apnea',
          ],
        },
        {
          kind: 'paragraph',
          text: 'People of South Asian origin tend to develop heart disease at a younger age. So checks are worth starting early.',
        },
      ],
    },
    {
      heading: 'Symptoms that need attention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most risk factors cause no symptoms at all. When heart disease does cause symptoms, they can be confused with lung problems. So tell the doctor about any of these:',
        },
        {
          kind: 'list',
          items: [
            'Chest discomfort, tightness or heaviness on walking or climbing stairs that settles with rest',
            'Breathlessness that is new or worse than your usual lung symptoms',
            'A racing, fluttering or irregular heartbeat',
            'Swelling of the ankles or legs',
            'Unusual tiredness or dizziness',
          ],
        },
      ],
    },
    {
      heading: 'How your heart risk is assessed',
      blocks: [
        {
          kind: 'list',
          items: [
            'Blood pressure, weight, body mass index and waist measurement',
            'Fasting blood sugar and HbA1c, and a lipid (cholesterol) profile',
            'Kidney function and urine tests',
            'An ECG (heart tracing)',
            'An echocardiogram (heart ultrasound) or a treadmill test when needed',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The doctor combines these results with your age, smoking status and family history to estimate your risk of a heart attack or stroke over the next ten years. This helps decide how strongly to treat each risk factor.',
        },
      ],
    },
    {
      heading: 'Lifestyle: the foundation of prevention',
      blocks: [
        {
          kind: 'list',
          items: [
            'Exercise for at least 30 minutes on most days of the week, such as brisk walking or cycling; people with lung disease can build up slowly, and pulmonary rehabilitation can help',
            'Eat more vegetables, fruit, dal, whole grains and nuts, and less salt, pickles, papad, salty snacks, sweets and fried food',
            'Cook with less oil and avoid vanaspati and other hydrogenated fats',
            'Stop smoking and all tobacco; ask for help to quit',
            'Limit alcohol, sleep well, and find ways to manage stress',
            'Aim for a healthy weight, as even modest weight loss lowers blood pressure and blood sugar',
          ],
        },
      ],
    },
    {
      heading: 'Medicines that protect the heart',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When lifestyle changes are not enough, medicines can lower risk further. These may include statins to lower cholesterol, medicines to control blood pressure, and diabetes medicines. Some newer diabetes medicines also protect the heart and kidneys in suitable patients. These are SGLT2 inhibitors, tablets that make the kidneys pass extra sugar in the urine, and GLP-1 medicines, which copy a gut hormone that lowers sugar and appetite.',
        },
        {
          kind: 'paragraph',
          text: 'Aspirin is no longer advised for everyone and is used only when the benefit outweighs the risk of bleeding. If you have lung disease, the doctor chooses heart medicines that suit your breathing, and checks that your inhalers and heart medicines work well together.',
        },
        {
          kind: 'paragraph',
          text: 'Flu and pneumococcal vaccines are also important, as chest infections put strain on the heart.',
        },
      ],
    },
    {
      heading: 'Side effects and safety',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Like all medicines, heart medicines can have side effects. Statins can occasionally cause muscle aches, and blood pressure medicines can cause dizziness when you stand up. Tell the doctor about side effects rather than stopping a medicine on your own, as there is usually a suitable alternative.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: ['heartChestPain', 'severeBreathlessness', 'fainting', 'strokeSigns'],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['generalMedicine'],
        },
      ],
    },
  ],
};
