import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/LungCancer',
  description:
    'Lung cancer explained: warning signs, biopsy and staging by a chest specialist, and treatment planned together with cancer specialists and surgeons.',
  hero: 'scan',
  about: {
    name: 'Lung cancer',
    possibleTreatment: [
      'Surgery',
      'Radiotherapy',
      'Chemotherapy',
      'Targeted therapy and immunotherapy',
      'Pleural drainage and airway procedures for symptom relief',
      'Palliative and supportive care',
    ],
  },
  updated: '2026-11-27',
  sources: ['niceLungCancer', 'niceCancer'],
  intro: [
    'Hearing the words “lung cancer” is frightening, for patients and for families. This page explains, honestly and simply, how lung cancer is found and treated. It also explains the part a chest specialist (pulmonologist) plays, alongside cancer doctors and surgeons.',
    'Lung cancer is a serious illness. How it goes depends on its type and how far it has spread when it is found. Treatment has got much better in recent years. Some lung cancers found early can be cured. Many people whose cancer is more advanced now live longer, and live better, than in the past.',
  ],
  sections: [
    {
      heading: 'What is lung cancer?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lung cancer starts when cells in the lining of the airways or in the lung grow out of control. They form a lump, called a tumour. It can spread to lymph nodes (small glands) and to other parts of the body.',
        },
        {
          kind: 'paragraph',
          text: 'There are two main groups. Non-small cell lung cancer is the more common group. It includes adenocarcinoma and squamous cell cancer. Small cell lung cancer tends to grow faster.',
        },
        {
          kind: 'paragraph',
          text: 'Smoking cigarettes or bidis is the biggest risk. Other people’s smoke, air pollution, asbestos and silica dust, radon gas, cancer in the family and old scarring in the lungs also raise the risk. People who have never smoked, including many women, can also get lung cancer.',
        },
      ],
    },
    {
      heading: 'Symptoms to watch for',
      blocks: [
        {
          kind: 'list',
          items: [
            'A cough that does not go away, or a change in a cough you have had for a long time',
            'Coughing up blood or phlegm with streaks of blood',
            'Shortness of breath, or pain in the chest or shoulder',
            'A hoarse voice that lasts more than 3 weeks',
            'Weight loss, poor appetite and tiredness with no clear reason',
            'Chest infections that keep coming back or do not clear',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These signs need a quick check, not a routine visit. Are you 40 or over and have ever smoked? Then a cough or any of these signs with no clear cause needs a chest X-ray within 2 weeks. At 40 or over, blood in your phlegm with no clear cause needs a visit to a lung specialist within 2 weeks. This is what the NICE guideline on suspected cancer advises.',
        },
        {
          kind: 'paragraph',
          text: 'Something else, such as an infection or TB, is much more often the cause of these symptoms. In India, lung cancer is sometimes mistaken for TB. So TB treatment should start only when tests have shown TB. Symptoms that do not get better should be checked again.',
        },
      ],
    },
    {
      heading: 'Finding the cancer and its stage: the chest specialist’s role',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A chest specialist is often the first to see a patient whose X-ray or CT scan shows something worrying. The chest doctor’s job is to confirm that it is cancer, find the exact type, and work out its stage. This is done in the safest way, with the smallest procedure that will give the answer.',
        },
        {
          kind: 'list',
          items: [
            'CT scan of the chest, and a PET-CT scan to check whether the cancer has spread',
            'Bronchoscopy: a thin, bendy camera passed into the airways to see a tumour and take a sample',
            'EBUS-TBNA: a bronchoscopy with an ultrasound probe, to take samples from lymph nodes in the chest through a fine needle; it is an important test for staging',
            'A needle biopsy guided by CT, for tumours near the edge of the lung',
            'When there is fluid around the lung: draining and testing the fluid, a biopsy of the lung lining (pleura), or thoracoscopy',
            'Tests of the tumour’s genes and markers on the biopsy, which can show whether targeted treatment or immunotherapy is likely to work',
            'Breathing tests, to check you are fit enough for surgery or radiotherapy',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The stage runs from stage I to stage IV. It describes the size of the tumour, whether lymph nodes are involved and whether it has spread. The stage, the type and your general health guide every treatment choice.',
        },
      ],
    },
    {
      heading: 'Treatment: working with cancer doctors and surgeons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A team plans the treatment. It includes the chest specialist, a chest surgeon, cancer doctors (medical and radiation oncologists), a doctor who reads scans (radiologist) and a doctor who studies tissue samples (pathologist). Based on the stage and type, treatment may include:',
        },
        {
          kind: 'list',
          items: [
            'Surgery to remove the tumour, for many early-stage cancers',
            'Radiotherapy, including very precise treatment for small tumours in people who cannot have surgery',
            'Chemotherapy, often given with other treatments',
            'Targeted therapy: tablets aimed at gene changes found in the tumour',
            'Immunotherapy: medicines that help the immune system find and attack cancer cells',
          ],
        },
        {
          kind: 'paragraph',
          text: 'All through treatment, the chest specialist looks after your lungs. This means treating breathlessness and infections, and managing COPD. It means draining fluid from around the lung, and stopping it from coming back with pleurodesis or a tunnelled drain. It can mean opening blocked airways, controlling bleeding, and helping you stop smoking. Palliative care focuses on comfort and quality of life. It can start at any stage, alongside cancer treatment.',
        },
      ],
    },
    {
      heading: 'Risks of tests and treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Biopsies are mostly safe. Possible problems include minor bleeding and a sore throat after bronchoscopy. Sometimes a needle biopsy makes the lung partly collapse, which may need a chest drain. Cancer treatments have their own side effects, such as tiredness, a higher risk of infection, or skin and bowel changes. The treating team explains these and watches for them.',
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
            'faceNeckArmSwelling',
            'strokeSigns',
            'confusionOrDrowsiness',
            'fit',
            'feverOnChemotherapy',
            'bloodStreaks',
            'chestSymptomsEverSmoked',
            'hoarseVoice',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['ctScan', 'bronchoscopy', 'ebus', 'lungBiopsy'],
        },
      ],
    },
  ],
};
