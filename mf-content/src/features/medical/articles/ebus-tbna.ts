import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/EBUSTBNA',
  description:
    'EBUS-TBNA explained: a camera test with ultrasound that samples glands in the chest to diagnose lung cancer, TB or sarcoidosis without surgery.',
  hero: 'scope',
  about: {
    name: 'Endobronchial ultrasound guided transbronchial needle aspiration',
    alternateName: 'EBUS-TBNA',
    howPerformed:
      'Under sedation or a general anaesthetic, a thin bronchoscope with an ultrasound probe at its tip is passed through the mouth into the windpipe, and a fine needle is guided through the airway wall to take samples from lymph nodes or masses beside the airways.',
  },
  updated: '2026-11-27',
  sources: ['btsBronchoscopy', 'niceLungCancer'],
  intro: [
    'EBUS-TBNA stands for endobronchial ultrasound guided transbronchial needle aspiration. It is a type of bronchoscopy, a camera test of the airways, that uses ultrasound to see through the airway wall and take samples from glands and lumps in the centre of the chest.',
    'It often gives a diagnosis without the need for surgery. Most people go home the same day.',
  ],
  sections: [
    {
      heading: 'What is EBUS-TBNA?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The area between the lungs, called the mediastinum, contains the heart, large blood vessels and many lymph nodes, which are small glands that filter fluid and fight infection. These glands can enlarge because of cancer, TB, sarcoidosis or other illnesses.',
        },
        {
          kind: 'paragraph',
          text: 'A normal bronchoscope only shows the inside of the airways. The EBUS scope has a small ultrasound probe at its tip. With it, the doctor can see glands and blood vessels that lie just outside the airway wall. A fine needle is then passed through the wall into the gland to collect cells, under direct ultrasound view.',
        },
      ],
    },
    {
      heading: 'Who needs it?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Enlarged lymph nodes in the chest seen on a CT or PET-CT scan',
            'A suspected lung cancer, to confirm the diagnosis and the type of cancer',
            'Staging of lung cancer, to check whether it has spread to glands, which guides treatment',
            'Suspected sarcoidosis, where samples show typical inflammation called granulomas',
            'Suspected TB of the chest glands, common in India, where samples can be tested for the TB germ',
            'A mass next to the windpipe or main airways',
          ],
        },
      ],
    },
    {
      heading: 'Before the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'You will need a recent CT scan of the chest, and sometimes a PET-CT, so the doctor can plan which glands to sample',
            'Blood tests check clotting and kidney function',
            'Tell the team about all your medicines; blood thinners and some diabetes medicines may need to be paused, but only as the doctor advises',
            'Do not eat or drink for several hours beforehand; the team will tell you exactly when to stop',
            'Arrange for an adult to take you home and stay with you that evening',
          ],
        },
      ],
    },
    {
      heading: 'During the procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A small tube is placed in a vein in your arm and you are given sedation to make you drowsy and relaxed, or a general anaesthetic. Your throat is numbed with a local anaesthetic spray. A mouthguard protects your teeth and the scope.',
        },
        {
          kind: 'paragraph',
          text: 'The scope is passed gently through the mouth into the windpipe. Oxygen levels, heart rate and blood pressure are monitored throughout. The doctor finds each gland on ultrasound and takes several needle samples. The procedure usually takes under an hour, and many people remember little of it.',
        },
        {
          kind: 'paragraph',
          text: 'Samples are sent for examination under the microscope, and, depending on what is suspected, for TB tests or for molecular tests that guide cancer treatment.',
        },
      ],
    },
    {
      heading: 'After the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'You rest in a recovery area for a few hours until the sedation wears off',
            'Do not eat or drink until the numbness in your throat has gone, usually about an hour, then start with sips of water',
            'A sore throat, hoarse voice, cough, or streaks of blood in your phlegm are common for a day or so',
            'Because of the sedation, do not drive, operate machinery or sign important documents for the rest of the day',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most people return to normal activity within 24 hours. Results usually take several days, and TB cultures take longer. The doctor will go through the results with you in clinic.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'EBUS-TBNA can diagnose and stage lung cancer in a single procedure, without cuts on the chest and usually without an overnight stay. It reaches glands that a standard bronchoscopy cannot, and it often avoids the need for surgical biopsy. For many people, it shortens the time from first scan to starting treatment.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'EBUS-TBNA is considered a safe procedure, and serious problems are uncommon. Possible risks include:',
        },
        {
          kind: 'list',
          items: [
            'Sore throat, cough and a small amount of blood in the phlegm',
            'Low oxygen levels or breathing problems during sedation, which are watched for and treated',
            'Bleeding from the sample site, usually minor',
            'Infection, including rarely infection in the centre of the chest',
            'Pneumothorax, a leak of air around the lung, which is rare',
            'A sample that does not give an answer, so a further test is needed',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'After EBUS-TBNA:',
          signs: [
            'severeBreathlessness',
            'heartChestPain',
            'coughingUpBlood',
            'suddenTroubleSwallowing',
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
          services: ['ebus', 'bronchoscopy', 'tbCare'],
        },
      ],
    },
  ],
};
