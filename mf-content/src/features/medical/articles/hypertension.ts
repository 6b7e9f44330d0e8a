import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Hypertension',
  description:
    'High blood pressure explained: why it is called silent, how it is measured and confirmed, lifestyle changes, medicines and protecting heart and kidneys.',
  hero: 'heart',
  about: {
    name: 'Hypertension',
    alternateName: 'High blood pressure',
    possibleTreatment: [
      'Reducing salt and healthy eating',
      'Regular physical activity and weight management',
      'Blood pressure medicines',
      'Home blood pressure monitoring',
      'Treatment of secondary causes such as sleep apnea',
    ],
  },
  updated: '2026-11-27',
  sources: ['niceHypertension', 'ahaBloodPressure'],
  intro: [
    'Hypertension, or high blood pressure, means that the force of blood against the walls of your arteries is too high for too long. It is one of the most common long-term conditions in adults, and one of the most important to treat.',
    'High blood pressure rarely causes symptoms. So many people do not know they have it until it damages the heart, brain or kidneys. A simple check can find it, and treatment greatly lowers the risk of heart attack and stroke.',
  ],
  sections: [
    {
      heading: 'What is high blood pressure?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A blood pressure reading has two numbers, such as 120/80 mmHg. The top number (systolic) is the pressure when the heart beats. The bottom number (diastolic) is the pressure when the heart rests between beats.',
        },
        {
          kind: 'paragraph',
          text: 'Doctors generally diagnose high blood pressure when readings taken on different occasions are 140/90 mmHg or higher in the clinic. The 2025 American (AHA/ACC) guideline uses a lower limit of 130/80 mmHg. Once you are treated, the aim for most adults is a reading under 130/80 mmHg, as the same 2025 guideline advises. The doctor may set a different aim if you are older or frail.',
        },
        {
          kind: 'paragraph',
          text: 'In most adults there is no single cause. Age, family history, a salty diet, excess weight, inactivity, alcohol, tobacco, stress and poor sleep all add to the risk. In some people, another condition drives it, such as kidney disease, hormone problems, obstructive sleep apnea, or medicines like painkillers, steroids and decongestants.',
        },
      ],
    },
    {
      heading: 'Symptoms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most people feel completely well. Headaches and nosebleeds are not reliable signs. Very high blood pressure can cause a severe headache, blurred vision, chest pain, breathlessness or confusion, which need urgent care. The only way to know your blood pressure is to measure it, at least once a year for adults.',
        },
      ],
    },
    {
      heading: 'How hypertension is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'One high reading is not enough, because blood pressure changes with activity, stress and even the clinic visit itself. The diagnosis is confirmed with repeated readings, home blood pressure monitoring, or a 24-hour monitor worn during normal daily life.',
        },
        {
          kind: 'paragraph',
          text: 'Tests then look for causes and for any effect on the body: urine tests, kidney function, blood salts, blood sugar and cholesterol, and an ECG. Some patients need an echocardiogram, or a sleep study if they snore loudly and feel sleepy in the day.',
        },
        {
          kind: 'paragraph',
          text: 'For accurate home readings: sit quietly for five minutes with your back supported and feet flat, rest your arm at heart level, use a cuff of the right size on bare skin, avoid tea, coffee, smoking and exercise for 30 minutes beforehand, and write down each reading.',
        },
      ],
    },
    {
      heading: 'Treatment of hypertension',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lifestyle changes help everyone with high blood pressure, and for some people with mildly raised readings they may be enough:',
        },
        {
          kind: 'list',
          items: [
            'Cut down on salt: use less in cooking and at the table, and limit pickles, papad, namkeen, instant noodles and processed foods',
            'Eat plenty of vegetables, fruit, pulses and whole grains, with low-fat dairy',
            'Exercise for at least 30 minutes on most days of the week, for example brisk walking, cycling or swimming',
            'Lose excess weight, especially around the waist',
            'Stop smoking and chewing tobacco, and limit alcohol',
            'Sleep well, and manage stress with activity, yoga or relaxation',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most people also need medicines. The main groups are ACE inhibitors and angiotensin receptor blockers (ARBs), which relax the blood vessels, calcium channel blockers such as amlodipine, and thiazide-type diuretics, which help the kidneys clear extra salt and water. ACE inhibitor names end in -pril, such as ramipril, and ARB names end in -sartan, such as telmisartan. Two medicines in low amounts are often combined, sometimes in one tablet. Beta-blockers are used for particular conditions.',
        },
        {
          kind: 'paragraph',
          text: 'Take your tablets every day, even when you feel well, and do not stop them suddenly. If you have side effects, such as a dry cough or ankle swelling, tell the doctor: there is almost always an alternative.',
        },
      ],
    },
    {
      heading: 'Complications of untreated high blood pressure',
      blocks: [
        {
          kind: 'list',
          items: [
            'Heart attack and heart failure',
            'Stroke and, over time, memory problems',
            'Kidney damage',
            'Damage to the blood vessels at the back of the eye',
            'Weakening and widening of large arteries (aneurysm)',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Lowering blood pressure reduces these risks. Care works best when diabetes and cholesterol are treated at the same time.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context:
            'A reading of 180/120 mmHg or higher needs medical advice the same day; with any of the signs below it is an emergency.',
          signs: [
            'heartChestPain',
            'severeBreathlessness',
            'suddenSevereHeadache',
            'confusionOrDrowsiness',
            'suddenVisionLoss',
            'strokeSigns',
            'fit',
            'reading180120',
            'homeReadingsAbove130',
            'medicineSideEffects',
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
