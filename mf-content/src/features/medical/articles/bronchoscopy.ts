import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/Bronchoscopy',
  description:
    'Flexible bronchoscopy explained: why it is done, how to prepare, what happens during and after the test, samples and biopsies, risks and your results.',
  hero: 'scope',
  about: {
    name: 'Bronchoscopy',
    alternateName: 'Flexible bronchoscopy',
    howPerformed:
      'A thin, flexible tube with a camera is passed through the nose or mouth into the windpipe and airways after a numbing spray and light sedation, so the doctor can look inside the lungs and take samples.',
  },
  updated: '2026-11-27',
  sources: ['btsBronchoscopy'],
  intro: [
    'A bronchoscopy is a test that lets the doctor look directly inside your airways. A thin, flexible tube called a bronchoscope, with a light and a tiny camera at its tip, is passed through the nose or mouth into the windpipe and the lungs’ branching airways.',
    'It is one of the most useful tests in chest medicine, because it can both show what is going on and collect samples for the laboratory. It is done by a chest specialist, with your breathing and heart monitored throughout.',
  ],
  sections: [
    {
      heading: 'Why bronchoscopy is done',
      blocks: [
        {
          kind: 'list',
          items: [
            'A shadow, mass or collapsed area on a chest X-ray or CT scan',
            'Coughing up blood',
            'A cough that has lasted a long time without a clear cause',
            'Pneumonia that is slow to clear or keeps coming back in the same place',
            'Suspected TB when sputum tests are negative or you cannot cough up sputum',
            'Suspected lung cancer, interstitial lung disease or sarcoidosis, to take samples',
            'Removing thick mucus plugs or something that has been breathed in, such as a seed or small object',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A special form called EBUS, which uses an ultrasound probe on the bronchoscope to sample lymph nodes next to the airways, is described on its own page.',
        },
      ],
    },
    {
      heading: 'Before the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'You will have blood tests and usually a recent CT scan, so the doctor can plan which areas to look at',
            'Do not eat for several hours before the test; you will be told when to stop eating and drinking',
            'Tell the team if you take blood thinners or diabetes medicines, as these may need to be paused or adjusted; do not stop them without advice',
            'Bring your inhalers and a list of all your medicines',
            'Arrange for an adult to take you home, as you may be drowsy from the sedation',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The doctor will explain the test, answer your questions and ask you to sign a consent form.',
        },
      ],
    },
    {
      heading: 'During the procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You lie on a couch, partly sitting up. A small tube gives you extra oxygen, and your pulse, blood pressure and oxygen level are monitored throughout. Your nose and throat are numbed with a local anaesthetic spray or gel, and a sedative is usually given through a small needle in your hand or arm to help you relax.',
        },
        {
          kind: 'paragraph',
          text: 'The bronchoscope is then gently passed into the airways. It does not block your breathing. You may cough at first, and more numbing medicine is sprayed through the scope as it goes down. The test itself usually takes less than an hour.',
        },
        {
          kind: 'list',
          items: [
            'Washings (bronchoalveolar lavage): a little sterile salt water is passed into part of the lung and sucked back to test for infection, TB or abnormal cells',
            'Brushings: a tiny brush collects cells from the airway lining',
            'Biopsies: small forceps take tiny pieces of tissue from the airway or lung; this is not painful',
          ],
        },
      ],
    },
    {
      heading: 'After the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'You rest for a few hours while the sedation wears off',
            'Do not eat or drink until the numbness in your throat has gone, usually an hour or two, to avoid choking',
            'A chest X-ray may be done if lung biopsies were taken',
            'A sore throat, hoarse voice, cough, or slight fever on the same evening is common',
            'A small amount of blood in the phlegm is normal after biopsies and should settle within a day or so',
            'Do not drive, operate machinery or sign important documents for the rest of the day',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Some results are ready within a few days. TB cultures can take several weeks. The doctor will see you to explain the results and the next steps.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bronchoscopy can give a clear diagnosis without surgery and often in a single day visit. It can confirm or rule out cancer, TB and other infections, guide the right treatment, and sometimes treat the problem directly, for example by clearing a blocked airway.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bronchoscopy is a commonly performed and generally safe test. Serious problems are uncommon. But the doctor will discuss them with you:',
        },
        {
          kind: 'list',
          items: [
            'A short drop in oxygen level, which is treated with extra oxygen',
            'Bleeding, usually minor, especially after biopsies',
            'A collapsed lung (pneumothorax) after lung biopsies, which may need a chest drain',
            'Fever or, rarely, a chest infection',
            'Reaction to the sedation or the numbing medicine',
            'Spasm of the airways in people with asthma',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'After going home:',
          signs: [
            'severeBreathlessness',
            'suddenSharpChestPain',
            'coughingUpBlood',
            'fainting',
            'confusionOrDrowsiness',
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
          services: ['bronchoscopy', 'tbCare'],
        },
      ],
    },
  ],
};
