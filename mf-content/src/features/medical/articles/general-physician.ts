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
  updated: '2026-11-25',
  sources: ['niceHypertension', 'ada'],
  intro: [
    'Not every health problem needs a different specialist. A general physician looks at the whole adult patient, finds the cause of a wide range of common illnesses and looks after long-term conditions.',
    'You can see a general physician with a new symptom, for a routine check-up, or for help in managing several conditions together.',
  ],
  sections: [
    {
      heading: 'What does a general physician do?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A general physician listens to your story, examines you, orders the tests that are truly needed, and puts the findings together into a diagnosis and plan. Many symptoms, such as tiredness, weight loss or breathlessness, can come from several different organs, and a physician looks at all of them.',
        },
        {
          kind: 'paragraph',
          text: 'The physician also coordinates your care: reviewing all your medicines together, spotting interactions, and deciding when another specialist’s opinion is needed.',
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
          text: 'Many adults live with more than one long-term condition. Regular reviews with one doctor who knows your full history help keep them under control and reduce the number of separate visits and tablets.',
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
          text: 'Bring any previous reports, discharge papers, X-rays and a list or photographs of all the medicines you take, including supplements and herbal remedies. The doctor will ask about your symptoms and past health, then examine you.',
        },
        {
          kind: 'paragraph',
          text: 'You will leave with an explanation of the likely cause, any tests needed, a treatment plan and advice on when to come back. Please ask questions: a plan you understand is a plan that works.',
        },
      ],
    },
    {
      heading: 'Referrals to other specialists',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sometimes a problem needs the skills of another specialist, such as a cardiologist, neurologist, gastroenterologist, surgeon or gynaecologist. The doctor will explain why, write a clear referral note with your findings so far, and continue to look after your overall care.',
        },
      ],
    },
    {
      heading: 'Risks of self-medication',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many medicines, including antibiotics and steroids, are easy to buy without a prescription. Taking them without a diagnosis can hide a serious illness, cause side effects and interactions, and make bacteria resistant to antibiotics. Painkillers taken often can harm the stomach and kidneys. It is safer to see a doctor, especially if a symptom keeps returning.',
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
            'chestPainPressureEspecially',
            'suddenWeaknessNumbnessFace',
            'severeBreathlessnessBlueLips',
            'faintingFitSuddenConfusion',
            'vomitingBloodBlackStools',
            'highFeverStiffNeck',
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
