import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/DiabetesTreatment',
  description:
    'Diabetes explained: types, symptoms, blood tests, healthy eating, regular exercise, medicines and insulin, and the regular checks that prevent complications.',
  hero: 'clinic',
  about: {
    name: 'Diabetes mellitus',
    alternateName: 'Diabetes',
    possibleTreatment: [
      'Healthy eating and weight management',
      'Regular physical activity',
      'Metformin and other glucose-lowering tablets',
      'Injectable medicines including insulin',
      'Regular screening for complications',
    ],
  },
  updated: '2026-11-27',
  sources: ['icmrDiabetes', 'ada'],
  intro: [
    'Diabetes is a long-term condition in which the level of sugar (glucose) in the blood is too high. It is very common in India, and many people have it for years without knowing.',
    'Well-managed diabetes allows people to live full, active lives. Good care looks at diabetes together with blood pressure, cholesterol, weight and lung health, so that your care is joined up rather than split between many clinics.',
  ],
  sections: [
    {
      heading: 'Who should be checked',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Type 2 diabetes often has no symptoms for years. Asian Indians get it at a younger age and a lower weight than many other groups. So every adult should have a blood test from age 35. Test earlier if your BMI is 23 or more and you have another risk. Such risks include a parent with diabetes, high blood pressure, or diabetes in pregnancy. BMI (body mass index) is a number that compares your weight with your height.',
        },
      ],
    },
    {
      heading: 'What is diabetes?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After a meal, food is broken down into glucose, which travels in the blood to give the body energy. A hormone called insulin, made by the pancreas, moves glucose from the blood into the cells. In diabetes, the body either does not make enough insulin or cannot use it properly.',
        },
        {
          kind: 'list',
          items: [
            'Type 2 diabetes: the most common type, linked to family history, excess weight around the waist, inactivity and age. It often starts in adulthood, but is increasingly seen in younger people.',
            'Type 1 diabetes: the pancreas stops making insulin, usually starting in childhood or young adulthood. Insulin is always needed.',
            'Gestational diabetes: high sugar during pregnancy, which raises the future risk of type 2 diabetes.',
            'Prediabetes: sugar levels above normal but not yet in the diabetes range. Lifestyle changes at this stage can delay or prevent diabetes.',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms of diabetes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many people with type 2 diabetes have no symptoms at first, which is why check-ups matter. When symptoms appear, they can include:',
        },
        {
          kind: 'list',
          items: [
            'Feeling very thirsty and passing urine often, including at night',
            'Tiredness and lack of energy',
            'Unexplained weight loss',
            'Blurred vision',
            'Slow-healing cuts and frequent infections of the skin, gums or urine',
            'Tingling, burning or numbness in the feet',
          ],
        },
      ],
    },
    {
      heading: 'How diabetes is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Diabetes is diagnosed with blood tests, usually repeated to confirm the result unless the diagnosis is obvious. The main tests are a fasting blood glucose, an HbA1c test, which reflects the average sugar level over the past two to three months, and sometimes an oral glucose tolerance test.',
        },
        {
          kind: 'paragraph',
          text: 'Once diabetes is found, the doctor also checks blood pressure, cholesterol, kidney function, urine protein, thyroid function when needed, and looks for early signs of damage to the eyes, nerves and feet.',
        },
      ],
    },
    {
      heading: 'Treatment of diabetes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment is personal. Targets for sugar, blood pressure and cholesterol are agreed with you, depending on your age, other illnesses and risk of low sugar.',
        },
        {
          kind: 'list',
          items: [
            'Healthy eating: regular meals with plenty of vegetables, dals, whole grains and protein; smaller portions of rice, rotis and other starches; cutting down on sweets, sugary drinks, fried snacks and foods made with refined flour.',
            'Physical activity: exercise for at least 30 minutes on most days of the week, such as brisk walking, cycling or yoga, and break up long periods of sitting.',
            'Weight management: losing even a modest amount of weight improves sugar control in type 2 diabetes.',
            'Tablets and injections: metformin is often the first medicine for type 2 diabetes. Do you have heart disease, heart failure or kidney disease? Then an SGLT2 inhibitor or a GLP-1 medicine is advised, whatever your sugar level, as it protects the heart and kidneys (ADA guidance). SGLT2 inhibitors, such as dapagliflozin, are tablets that make the kidneys pass extra sugar in the urine. GLP-1 medicines, such as semaglutide, copy a gut hormone that lowers sugar and appetite. Other groups may be added, such as DPP-4 inhibitors like sitagliptin, tablets that help the body make more insulin after meals.',
            'Injections: GLP-1 medicines (most are weekly or daily injections) help some people, and insulin is essential in type 1 diabetes and needed by many with type 2 over time.',
            'Stopping smoking and limiting alcohol.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Home glucose checks help some people, and HbA1c is checked every few months. Never stop or change diabetes medicines on your own, and tell the doctor about any herbal or alternative remedies you take.',
        },
      ],
    },
    {
      heading: 'Complications and risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Over years, high sugar damages blood vessels and nerves. Good control of sugar, blood pressure and cholesterol lowers the risk of:',
        },
        {
          kind: 'list',
          items: [
            'Heart attack and stroke',
            'Kidney disease',
            'Eye damage (retinopathy) that can threaten sight; a yearly eye check is advised',
            'Nerve damage, foot ulcers and, in severe cases, amputation',
            'Infections, including pneumonia and tuberculosis, which are more common in people with diabetes',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some diabetes medicines can cause low blood sugar (hypoglycaemia), with shakiness, sweating, hunger and confusion. Learn how to spot and treat it. Diabetes is also linked with obstructive sleep apnea, which the doctor can assess.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'veryHighSugar',
            'lowSugarNotImproving',
            'fit',
            'heartChestPain',
            'severeBreathlessness',
            'strokeSigns',
            'footWoundSpreading',
            'sugarAbove300',
            'footWound',
            'hba1cAboveTarget',
            'diabetesChecksDue',
          ],
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
