import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/ChronicCough',
  description:
    'A cough lasting eight weeks or longer needs its cause found. Learn the common causes of chronic cough, the tests that find them and how each is treated.',
  hero: 'breath',
  about: {
    name: 'Chronic cough',
    possibleTreatment: [
      'Treatment of the underlying cause',
      'Inhaled corticosteroids for asthma-related cough',
      'Nasal treatment for post-nasal drip',
      'Reflux treatment and lifestyle changes',
      'Cough control therapy for refractory cough',
    ],
  },
  updated: '2026-11-27',
  sources: ['ersChronicCough', 'niceCancer', 'ntep'],
  intro: [
    'Almost everyone coughs after a cold, and that cough usually fades within a few weeks. A cough that keeps going is different. In adults, doctors call a cough chronic when it lasts eight weeks or longer. In children, a shorter limit of about four weeks is used.',
    'A chronic cough is tiring, disturbs sleep and can be embarrassing at work or in public. The good news is that in most people a cause can be found, and treating that cause often settles the cough.',
  ],
  sections: [
    {
      heading: 'What is chronic cough?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Coughing is a reflex that protects the lungs by clearing mucus and irritants. In chronic cough, this reflex keeps firing, either because something is irritating the airways or because the cough nerves themselves have become over-sensitive.',
        },
        {
          kind: 'paragraph',
          text: 'The most common causes are:',
        },
        {
          kind: 'list',
          items: [
            'Asthma, including “cough-variant” asthma, where cough is the only symptom',
            'Post-nasal drip from allergic rhinitis or sinus problems, felt as mucus running down the back of the throat',
            'Acid reflux (GERD), which can cause cough even without heartburn',
            'Eosinophilic bronchitis, an allergic-type airway inflammation without asthma',
            'Smoking and COPD',
            'Some blood pressure medicines called ACE inhibitors, such as ramipril or enalapril (names that end in -pril)',
            'Tuberculosis, which must always be considered in India',
            'Less often: bronchiectasis, interstitial lung disease, heart failure or lung cancer',
          ],
        },
      ],
    },
    {
      heading: 'Symptoms that go with chronic cough',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The cough may be dry or bring up phlegm. Other symptoms give clues to the cause: wheeze or chest tightness suggests asthma, a blocked or runny nose suggests post-nasal drip, and a sour taste or throat clearing after meals suggests reflux. Fever, night sweats and weight loss point towards infections such as TB.',
        },
        {
          kind: 'paragraph',
          text: 'Long-lasting cough can itself cause problems, including hoarseness, chest wall pain, headaches, poor sleep, leaking of urine when coughing, and occasionally fainting after a coughing fit.',
        },
      ],
    },
    {
      heading: 'How the cause is found',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The doctor takes a careful history, including smoking, work, home environment, pets and every medicine you take, and examines your nose, throat and chest. Tests are chosen step by step:',
        },
        {
          kind: 'list',
          items: [
            'A chest X-ray, the first test for almost everyone',
            'Spirometry and a FeNO breath test to look for asthma and airway inflammation',
            'Sputum tests, including tests for tuberculosis when there is phlegm',
            'Allergy tests and blood counts',
            'A CT scan of the chest or sinuses when the X-ray or history suggests it',
            'Bronchoscopy in selected cases, to look inside the airways and take samples',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Sometimes more than one cause is present. In some people, the best test is a trial of treatment for the most likely cause, with a review to see whether the cough improves.',
        },
      ],
    },
    {
      heading: 'Treatment of chronic cough',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cough syrups bought from a pharmacy rarely help a chronic cough and can hide the real problem. Treatment works best when it is aimed at the cause:',
        },
        {
          kind: 'list',
          items: [
            'Asthma, and eosinophilic bronchitis (swelling of the airways driven by allergy-type white blood cells, without asthma): inhaled corticosteroids, with a reliever when needed',
            'Post-nasal drip: steroid nasal sprays, saline rinses and treatment of allergies',
            'Reflux: smaller meals, not eating late at night, raising the head of the bed, weight loss, and acid-reducing medicines when appropriate',
            'Smoking: stopping smoking, with support, often reduces cough within weeks',
            'ACE inhibitor cough: switching to a different blood pressure medicine, after discussion with your doctor',
            'Tuberculosis and other infections: a full course of the right treatment',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When allergies play a part, allergy testing and treatment can help. If no treatable cause is found, or the cough continues despite treatment, it is called refractory chronic cough. Cough control therapy, which teaches breathing and throat exercises to suppress the urge to cough, and certain medicines that calm over-sensitive cough nerves can help.',
        },
      ],
    },
    {
      heading: 'Risks of leaving a cough untreated',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most chronic coughs are not caused by serious disease. But a few are. Ignoring a persistent cough can delay the diagnosis of TB, which can spread to family members, or of lung cancer, where early diagnosis matters. Taking repeated courses of antibiotics without a diagnosis adds side effects and antibiotic resistance without solving the problem.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'coughingUpBlood',
            'severeBreathlessness',
            'heartChestPain',
            'suddenSharpChestPain',
            'choking',
            'confusionOrDrowsiness',
            'feverWithShivering',
            'bloodStreaks',
            'hoarseVoice',
            'troubleSwallowingOngoing',
            'tbSymptoms',
            'chestSymptomsEverSmoked',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'feno', 'allergyTesting', 'bronchoscopy', 'ctScan'],
        },
      ],
    },
  ],
};
