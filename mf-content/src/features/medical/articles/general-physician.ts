import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/GeneralPhysician',
  description:
    'What a general physician does: consultations for common illnesses, long-term conditions, health check-ups and referrals, alongside care for your lungs.',
  hero: 'clinic',
  about: {
    name: 'General medicine consultation',
    possibleTreatment: [
      'Diagnosis and treatment of common illnesses',
      'Management of long-term conditions',
      'Preventive health check-ups',
      'Adult vaccination advice',
      'Referral to other specialists',
    ],
  },
  updated: '2026-11-27',
  sources: ['niceHypertension', 'ada'],
  intro: [
    'Not every health problem needs a different specialist. A general physician looks at the whole adult patient. They find the cause of many common illnesses and look after long-term ones.',
    'You can see one with a new symptom, for a check-up, or for help with several conditions at once.',
  ],
  sections: [
    {
      heading: 'What does a general physician do?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A general physician listens to your story and examines you. They order only the tests you need. Then they put it all together into a diagnosis and a plan. Many symptoms, such as tiredness, weight loss or breathlessness, can come from more than one part of the body. A physician looks at all of them.',
        },
        {
          kind: 'paragraph',
          text: 'The physician also keeps your care joined up. They look at all your medicines together and check that they mix well. They also decide when you need to see another specialist.',
        },
      ],
    },
    {
      heading: 'Common illnesses',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fevers, including viral fever, dengue, malaria and typhoid',
            'Coughs, colds, sore throats, flu and chest infections',
            'Stomach upsets, acidity, diarrhoea and urinary infections',
            'Headaches, dizziness, body aches and joint pains',
            'Tiredness, anaemia, and vitamin B12 or vitamin D deficiency',
            'Thyroid problems',
            'Allergies of the nose, skin and chest',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most of these settle with simple treatment and the right advice. When a symptom does not follow the expected course, lasts longer than it should or comes with warning signs, the doctor looks further for the cause.',
        },
      ],
    },
    {
      heading: 'Long-term conditions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many adults live with more than one long-term condition. Regular visits to one doctor who knows your history help keep them under control. They can also mean fewer visits and fewer tablets.',
        },
        {
          kind: 'list',
          items: [
            'Diabetes and prediabetes',
            'High blood pressure and high cholesterol',
            'Heart risk assessment and prevention',
            'Overweight and obesity',
            'Asthma, COPD and other lung conditions',
            'Sleep problems such as snoring and sleep apnea',
          ],
        },
      ],
    },
    {
      heading: 'Health check-ups',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A check-up aims to find problems early, often before they cause symptoms. Rather than a fixed package of many tests, the check is tailored to your age, family history and lifestyle. It commonly includes:',
        },
        {
          kind: 'list',
          items: [
            'Blood pressure, weight, waist size and body mass index',
            'Blood sugar and cholesterol tests',
            'Kidney and liver function tests and a blood count when appropriate',
            'An ECG for adults with heart risk factors',
            'A breathing test for smokers and people with long-term cough or breathlessness',
            'Advice on cancer screening, vaccines for adults, diet, exercise, sleep, alcohol and tobacco',
          ],
        },
      ],
    },
    {
      heading: 'What happens at a consultation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bring your old reports, hospital papers and X-rays. Bring a list or photos of all the medicines you take, with any herbal ones. The doctor will ask about your symptoms and past health, then examine you.',
        },
        {
          kind: 'paragraph',
          text: 'By the end of the visit, you should know the likely cause, any tests needed, the treatment plan and when to come back. Please ask questions: a plan you understand is a plan that works.',
        },
      ],
    },
    {
      heading: 'Referrals to other specialists',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sometimes a problem needs another specialist, such as a heart, brain, gut or women’s health doctor, or a surgeon. The doctor should explain why and write a clear referral note with your findings so far. Your physician still looks after your overall care.',
        },
      ],
    },
    {
      heading: 'Risks of self-medication',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many medicines, such as antibiotics and steroids, are easy to buy without a doctor’s note. Taking them without a diagnosis can hide a serious illness and cause side effects. It can also make germs stop responding to antibiotics. Painkillers taken often can harm the stomach and kidneys. It is safer to see a doctor, especially if a symptom keeps returning.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'Do not wait for a clinic appointment.',
          signs: [
            'heartChestPain',
            'strokeSigns',
            'severeBreathlessness',
            'blueOrGreyLips',
            'fainting',
            'fit',
            'confusionOrDrowsiness',
            'bleeding',
            'severeStomachPain',
            'stiffNeckOrSevereHeadache',
            'nonBlanchingRash',
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
