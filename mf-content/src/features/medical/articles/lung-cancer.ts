import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/LungCancer',
  description:
    'Lung cancer care in Panchkula: warning signs, biopsy and staging by a chest specialist, and treatment planned together with oncologists and surgeons.',
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
  intro: [
    'Hearing the words “lung cancer” is frightening, for patients and for families. This page explains, honestly and simply, how lung cancer is found and treated, and the role a chest specialist (pulmonologist) plays alongside cancer specialists and surgeons.',
    'Lung cancer is a serious illness, and the outlook depends on its type and how far it has spread when it is found. Treatment has improved a great deal in recent years. Some lung cancers found early can be cured, and many people with more advanced disease now live longer and with better quality of life than in the past.',
  ],
  sections: [
    {
      heading: 'What is lung cancer?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lung cancer begins when cells in the lining of the airways or lung tissue grow out of control and form a tumour, which can spread to lymph nodes and other parts of the body. There are two main groups: non-small cell lung cancer, the more common group, which includes adenocarcinoma and squamous cell cancer; and small cell lung cancer, which tends to grow faster.',
        },
        {
          kind: 'paragraph',
          text: 'Smoking cigarettes or bidis is the biggest risk factor. Second-hand smoke, air pollution, asbestos and silica dust, radon, a family history and previous lung scarring also raise the risk. People who have never smoked, including many women, can also develop lung cancer.',
        },
      ],
    },
    {
      heading: 'Symptoms to watch for',
      blocks: [
        {
          kind: 'list',
          items: [
            'A cough that lasts more than three weeks, or a change in a long-standing cough',
            'Coughing up blood or blood-streaked phlegm',
            'Breathlessness, or chest or shoulder pain',
            'A hoarse voice that does not settle',
            'Weight loss, loss of appetite and tiredness without a clear reason',
            'Chest infections that keep coming back or do not clear',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These symptoms are much more often caused by something else, such as infection or TB. In India, lung cancer is sometimes mistaken for tuberculosis, so TB treatment should be started only when TB has been confirmed, and symptoms that do not improve should be re-checked.',
        },
      ],
    },
    {
      heading: 'Diagnosis and staging: the chest specialist’s role',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A pulmonologist is often the first specialist to see a patient with a suspicious X-ray or CT scan. The chest doctor’s job is to confirm the diagnosis, find the exact type of cancer, and work out its stage, using the safest and least invasive method possible.',
        },
        {
          kind: 'list',
          items: [
            'CT scan of the chest, and a PET-CT scan to check whether the cancer has spread',
            'Bronchoscopy: a thin, flexible camera passed into the airways to see and sample a tumour',
            'EBUS-TBNA: bronchoscopy with ultrasound to sample lymph nodes in the chest through a fine needle, an important staging test',
            'CT-guided needle biopsy for tumours near the edge of the lung',
            'Drainage and testing of fluid around the lung, pleural biopsy or thoracoscopy when fluid is present',
            'Molecular (biomarker) tests on the biopsy, which can show whether targeted treatment or immunotherapy is likely to work',
            'Lung function tests to check fitness for surgery or radiotherapy',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Staging, from stage I to stage IV, describes the size of the tumour, whether lymph nodes are involved and whether it has spread. The stage, the type and your general health guide every treatment decision.',
        },
      ],
    },
    {
      heading: 'Treatment: working with oncologists and surgeons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Treatment is planned by a team that includes the pulmonologist, thoracic surgeon, medical and radiation oncologists, radiologist and pathologist. Depending on the stage and type, it may include:',
        },
        {
          kind: 'list',
          items: [
            'Surgery to remove the tumour, for many early-stage cancers',
            'Radiotherapy, including highly focused techniques for small tumours in people who cannot have surgery',
            'Chemotherapy, often combined with other treatments',
            'Targeted therapy: tablets aimed at specific gene changes found in the tumour',
            'Immunotherapy: medicines that help the immune system recognise and attack cancer cells',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Throughout treatment, the chest specialist looks after the lungs: treating breathlessness and infections, managing COPD, draining fluid around the lung, preventing it from returning with pleurodesis or a tunnelled drain, opening blocked airways, controlling bleeding, and supporting you to stop smoking. Palliative care, which focuses on comfort and quality of life, can start at any stage alongside cancer treatment.',
        },
      ],
    },
    {
      heading: 'Risks of tests and treatment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Biopsy procedures are generally safe. Possible problems include minor bleeding, a sore throat after bronchoscopy, and occasionally a collapsed lung after a needle biopsy, which may need a chest drain. Cancer treatments have their own side effects, such as tiredness, infection risk or skin and bowel changes, which the treating team explains and monitors.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          emergency: [
            {
              sign: 'coughingUpBlood',
            },
            'Sudden or severe breathlessness, or chest pain',
            'Swelling of the face, neck or arms with breathlessness',
            'Sudden weakness, confusion or a fit',
            'A fever or shivering while on chemotherapy',
          ],
          sameDay: [],
          routine: [],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['ctScan'],
        },
      ],
    },
  ],
};
