import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/LungBiopsy',
  description:
    'Lung biopsy explained: bronchoscopic, CT-guided needle and surgical biopsy compared, how the route is chosen, what to expect, recovery, risks and results.',
  hero: 'scan',
  about: {
    name: 'Lung biopsy',
    howPerformed:
      'A small piece of lung tissue is taken for laboratory tests, either through a bronchoscope passed into the airways, with a fine needle guided through the chest wall by CT scanning, or through small incisions during keyhole surgery under general anaesthetic.',
  },
  updated: '2026-11-27',
  sources: ['niceLungCancer', 'btsBronchoscopy'],
  intro: [
    'A lung biopsy takes a small piece of lung. It is looked at under a microscope and tested in a lab. It is often the step that turns a shadow on a scan into a clear diagnosis.',
    'There are three main ways to take a lung biopsy. Doctors look at your scans together and choose the route most likely to give an answer with the least risk to you.',
  ],
  sections: [
    {
      heading: 'Why a lung biopsy is needed',
      blocks: [
        {
          kind: 'list',
          items: [
            'A nodule or mass on a CT scan that could be cancer',
            'Interstitial lung disease, when the type cannot be told from the scan alone',
            'Infections such as TB or fungal infection that have not been confirmed by sputum tests',
            'Sarcoidosis and other inflammatory conditions',
            'Checking the type and features of a lung cancer to guide treatment',
          ],
        },
      ],
    },
    {
      heading: 'The three routes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Biopsy by bronchoscopy: you are given medicine to make you sleepy, and a thin, bendy camera goes through the nose or mouth into the airways. Tiny forceps, a brush or a needle take samples from the airway wall, the lung tissue or nearby lymph nodes. EBUS adds an ultrasound probe to sample glands beside the airways. A cryobiopsy uses a freezing probe to take larger samples in some scarring diseases of the lung.',
        },
        {
          kind: 'paragraph',
          text: 'Needle biopsy with a CT scan: you lie in the scanner, and the skin is numbed. A scan doctor (radiologist) then guides a fine needle through the chest wall into the area, and checks where it is with scans. This works well for nodules near the outer edge of the lung.',
        },
        {
          kind: 'paragraph',
          text: 'Surgical biopsy: while you are fully asleep, a chest surgeon takes a small wedge of lung through keyhole surgery (VATS). It gives the largest sample and is used when less invasive methods are unsuitable or have not given an answer.',
        },
      ],
    },
    {
      heading: 'Choosing the route',
      blocks: [
        {
          kind: 'table',
          caption: 'Lung biopsy routes compared',
          columns: ['Feature', 'Bronchoscopic', 'CT-guided needle', 'Surgical (VATS)'],
          rows: [
            [
              'Best for',
              'Central lesions near the airways, lymph nodes, infections',
              'Nodules near the edge of the lung',
              'Interstitial lung disease or lesions other methods cannot reach',
            ],
            [
              'Anaesthesia',
              'Numbing spray and sedation',
              'Local anaesthetic',
              'General anaesthetic',
            ],
            [
              'Hospital stay',
              'Usually day care',
              'Usually day care, sometimes overnight',
              'Usually a few days',
            ],
            [
              'Main risks',
              'Bleeding, collapsed lung after lung biopsy',
              'Collapsed lung, coughing blood',
              'Air leak, pain, anaesthetic risks',
            ],
            ['Sample size', 'Small', 'Small cores of tissue', 'Largest'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The choice depends on where the area is and how large it is, and on whether glands are swollen. It also depends on your lungs, your health and your wishes. Sometimes one procedure can sample the lung and check lymph nodes at the same time, which helps with staging if cancer is found.',
        },
      ],
    },
    {
      heading: 'Before the biopsy',
      blocks: [
        {
          kind: 'list',
          items: [
            'A recent CT scan to plan the route, and blood tests including clotting',
            'Lung function tests, especially before a needle or surgical biopsy',
            'Advice on pausing blood thinners and adjusting diabetes medicines; do not stop them without being told',
            'No food for several hours beforehand, as instructed',
            'Written consent after the doctor has explained the benefits and risks',
          ],
        },
      ],
    },
    {
      heading: 'After the biopsy',
      blocks: [
        {
          kind: 'list',
          items: [
            'You are observed for a few hours, and a chest X-ray checks for a collapsed lung',
            'A little blood in the phlegm is common for a day or so',
            'After a needle biopsy, avoid heavy lifting and strenuous activity for a few days',
            'After surgery, a chest drain stays in for a short time and pain relief is given',
            'Do not drive on the day of sedation or anaesthesia',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most results take several days. Special tests, such as TB culture or genetic tests on a cancer, can take longer. The doctor will discuss the results and next steps with you in person.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A biopsy gives a firm diagnosis. This means treatment can be planned with confidence rather than guessed. For cancer it shows the exact type, which guides modern targeted treatments. For an infection or swelling, it avoids medicines you do not need, such as steroids given when TB is the real cause.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pneumothorax (collapsed lung), most often after a needle biopsy; many are small and settle, but some need a chest drain',
            'Bleeding or coughing up blood',
            'Infection',
            'Pain, especially after surgery',
            'Rarely, air entering a blood vessel, or problems from sedation or anaesthesia',
            'A sample that does not give an answer, meaning another biopsy may be needed',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'After your biopsy:',
          signs: [
            'severeBreathlessness',
            'suddenSharpChestPain',
            'coughingUpBlood',
            'fainting',
            'feverWithShivering',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['lungBiopsy', 'ctScan', 'bronchoscopy'],
        },
      ],
    },
  ],
};
