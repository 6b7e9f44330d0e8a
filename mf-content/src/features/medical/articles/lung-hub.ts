import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Lung',
  description:
    'Lung conditions explained, from asthma, COPD and TB to lung cancer, sleep apnea and allergies: what each is, how it is treated and when to see a chest doctor.',
  hero: 'lungs',
  about: {
    name: 'Lung diseases',
  },
  updated: '2026-11-27',
  sources: ['gina', 'gold', 'ntep', 'whoTb'],
  intro: [
    'Your lungs bring oxygen into the body and remove carbon dioxide with every breath. Many different conditions can affect the airways, the lung tissue, the lining around the lungs or the control of breathing during sleep.',
    'Below is a short introduction to the main lung and breathing problems a chest doctor treats. Each has its own page, linked from this one.',
  ],
  sections: [
    {
      heading: 'Asthma',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Asthma is long-term inflammation of the airways that makes them narrow and sensitive. It causes wheeze, cough, chest tightness and breathlessness that come and go, often triggered by dust, pollen, smoke, cold air or infections. With the right inhalers, most people can control it well and live normally.',
        },
      ],
    },
    {
      heading: 'COPD',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chronic obstructive pulmonary disease (COPD) is lasting damage to the airways and air sacs, mainly from smoking and from smoke of wood, dung or coal cooking fires. It causes a daily cough, phlegm and breathlessness that slowly worsen. Stopping smoking, inhalers, pulmonary rehabilitation and vaccines help people breathe and live better.',
        },
      ],
    },
    {
      heading: 'Pneumonia',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pneumonia is an infection of the lung’s air sacs caused by bacteria, viruses or, less often, fungi. It brings fever, cough with phlegm, chest pain and breathlessness. Many people recover at home with treatment, while older adults and people with other illnesses may need hospital care.',
        },
      ],
    },
    {
      heading: 'Tuberculosis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tuberculosis (TB) is a bacterial infection that spreads through the air and is common in India. Anyone with a cough of 2 weeks or more should have a TB test, which is free. Evening fever, night sweats and weight loss are other typical signs. TB is curable with a full course of antibiotics taken regularly for several months.',
        },
      ],
    },
    {
      heading: 'Interstitial lung disease',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Interstitial lung disease (ILD) is a group of conditions that inflame or scar the lung tissue, making the lungs stiff. It causes a dry cough and breathlessness that slowly increase. Causes include autoimmune disease, dusts, moulds, birds and some medicines. Early diagnosis allows treatment that can slow the damage.',
        },
      ],
    },
    {
      heading: 'Sarcoidosis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sarcoidosis causes small clusters of immune cells, called granulomas, to form in the lungs, chest lymph nodes and sometimes the skin, eyes or heart. It often settles on its own. But some people need medicines. Telling it apart from TB is an important first step.',
        },
      ],
    },
    {
      heading: 'Lung cancer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lung cancer grows from cells lining the airways or lungs. Smoking is the biggest risk. But non-smokers can be affected too. Warning signs include a cough that does not go away, coughing blood, weight loss and chest pain. Finding it early, with scans and a biopsy, gives more treatment options.',
        },
      ],
    },
    {
      heading: 'Pleural effusion',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A pleural effusion is a build-up of fluid between the lung and the chest wall. It can be caused by infection, TB, heart failure, cancer and other conditions, and it causes breathlessness and chest discomfort. Testing a sample of the fluid helps find the cause, and draining it can ease breathing.',
        },
      ],
    },
    {
      heading: 'Respiratory failure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Respiratory failure means the lungs cannot keep oxygen in the blood high enough, or cannot clear carbon dioxide. It can come on suddenly with pneumonia or a COPD flare-up, or develop slowly in long-term lung or muscle disease. Treatment includes oxygen, BiPAP and, in severe cases, a ventilator.',
        },
      ],
    },
    {
      heading: 'ARDS',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Acute respiratory distress syndrome (ARDS) is a severe, sudden lung injury in which fluid leaks into the air sacs. It usually follows a serious infection, sepsis (when the body’s fight against an infection harms its own organs), major injury or pancreatitis (a swollen pancreas). People with ARDS need hospital and intensive care with breathing support while the lungs heal.',
        },
      ],
    },
    {
      heading: 'Sleep apnea',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In obstructive sleep apnea the throat closes repeatedly during sleep, causing loud snoring, pauses in breathing and daytime sleepiness. It is linked with high blood pressure, heart disease and diabetes. A sleep study confirms it, and treatment such as CPAP, weight loss or an oral appliance can restore restful sleep.',
        },
      ],
    },
    {
      heading: 'Chronic cough',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A chronic cough in adults is a cough lasting eight weeks or longer. Common causes include asthma, a post-nasal drip, acid reflux, smoking and some blood pressure medicines, while TB and other lung diseases need to be ruled out. Finding the cause is the key to treating it.',
        },
      ],
    },
    {
      heading: 'Allergies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Respiratory allergies to dust mites, pollen, moulds and pets cause sneezing, a blocked or runny nose, itchy eyes and, in allergic asthma, wheeze and cough. Treatment includes nasal sprays, inhalers, allergy testing and advice on avoiding triggers.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'paragraph',
          text: 'See a chest specialist for:',
        },
        {
          kind: 'list',
          items: [
            'A cough lasting more than a few weeks',
            'Breathlessness that is new, getting worse, or limiting daily activities',
            'Wheeze or chest tightness, or asthma that is not well controlled',
            'An abnormal chest X-ray or CT scan',
            'Loud snoring with pauses in breathing or daytime sleepiness',
            'Repeated chest infections, or a long-term lung condition that needs review',
          ],
        },
        {
          kind: 'help',
          signs: [
            'severeBreathlessness',
            'tooBreathlessToSpeak',
            'blueOrGreyLips',
            'heartChestPain',
            'confusionOrDrowsiness',
            'coughingUpBlood',
            'bloodStreaks',
            'chestInfectionGettingWorse',
            'tbSymptoms',
            'chestSymptomsEverSmoked',
          ],
        },
      ],
    },
    {
      heading: 'How lung disease is diagnosed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Diagnosis starts with a careful history and examination. The doctor then chooses only the tests you need, which may include:',
        },
        {
          kind: 'list',
          items: [
            'Breathing tests: spirometry, lung volumes, diffusion (DLCO), FeNO and oscillometry',
            'Imaging: chest X-ray, CT scan and ultrasound',
            'Sputum, blood and allergy tests',
            'Bronchoscopy, EBUS-TBNA, thoracoscopy and biopsies to take samples',
            'Home sleep tests and polysomnography',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hard cases are best discussed by chest doctors, surgeons and radiologists together, so that you get a clear answer and one joined-up plan.',
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: [
            'spirometry',
            'dlco',
            'feno',
            'oscillometry',
            'allergyTesting',
            'ctScan',
            'bronchoscopy',
            'ebus',
            'thoracoscopy',
            'sleepStudy',
            'tbCare',
            'vaccines',
          ],
        },
      ],
    },
  ],
};
