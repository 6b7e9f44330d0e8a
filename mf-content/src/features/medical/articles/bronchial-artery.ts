import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/BronchialArtery',
  description:
    'Bronchial artery embolisation explained: a keyhole X-ray treatment that blocks bleeding lung arteries to stop coughing up blood (haemoptysis), and its risks.',
  hero: 'scan',
  about: {
    name: 'Bronchial artery embolisation',
    alternateName: 'BAE',
    howPerformed:
      'Under local anaesthetic, an interventional radiologist passes a thin catheter from an artery in the groin or wrist to the bronchial arteries under X-ray guidance and injects tiny particles or coils to block the abnormal vessels that are bleeding.',
  },
  updated: '2026-11-27',
  sources: ['cirseBae'],
  intro: [
    'Bronchial artery embolisation is a treatment for coughing up blood, which doctors call haemoptysis. It blocks the abnormal blood vessels in the lungs that are causing the bleeding, without open surgery.',
    'The procedure is carried out by interventional radiologists, doctors who treat disease through blood vessels using X-ray guidance. A chest doctor usually plans it with them, and with chest surgeons when needed, and goes on caring for you afterwards.',
  ],
  sections: [
    {
      heading: 'What is bronchial artery embolisation?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The lungs have two blood supplies. Most blood flows through the pulmonary arteries to pick up oxygen. The much smaller bronchial arteries come from the main artery of the body and feed the airways themselves. In long-standing lung disease, these bronchial arteries can become enlarged and fragile, and they are the source of most serious lung bleeding.',
        },
        {
          kind: 'paragraph',
          text: 'Embolisation means blocking a blood vessel from the inside. Tiny particles, or sometimes small metal coils, are placed in the abnormal vessels to cut off the bleeding. Other vessels continue to supply the lung. So the lung tissue stays healthy.',
        },
      ],
    },
    {
      heading: 'Who needs it?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'It is used for people who cough up a large amount of blood, or who keep having smaller bleeds that do not settle with medicines. Common causes in India include:',
        },
        {
          kind: 'list',
          items: [
            'Past or current tuberculosis, including damage left behind after TB has been cured',
            'Bronchiectasis, where the airways are widened and scarred',
            'A fungus ball (aspergilloma) growing in an old TB cavity',
            'Lung cancer',
            'Cystic fibrosis and other chronic lung infections',
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
            'A CT scan with contrast dye maps the blood vessels and shows where the bleeding is likely to be coming from',
            'A bronchoscopy may be done to find the bleeding side and clear blood from the airways',
            'Blood tests check your blood count, clotting and kidney function, and a blood transfusion is given if needed',
            'Tell the team about blood thinners and any past reaction to contrast dye',
            'In an emergency, these steps happen quickly, often within hours of arrival',
          ],
        },
      ],
    },
    {
      heading: 'During the procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You lie on your back on an X-ray table and are usually awake, with sedation if needed. The skin over an artery in the groin or wrist is numbed, and a thin tube called a catheter is passed into the artery. You should not feel the catheter moving inside you.',
        },
        {
          kind: 'paragraph',
          text: 'Contrast dye is injected to show the arteries on the X-ray screen. You may feel a brief warm sensation. When the abnormal vessels are found, the particles are injected until the blood flow stops. The procedure often takes one to two hours, and sometimes longer.',
        },
      ],
    },
    {
      heading: 'After the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'You lie flat or rest in bed for a few hours so the artery at the puncture site can seal',
            'Nurses check the puncture site, your pulse and any further bleeding',
            'Mild chest pain, pain on swallowing or a low fever for a few days are common and usually settle',
            'Most people stay in hospital for a few days, depending on the cause and how much blood was lost',
            'The underlying disease, such as TB, bronchiectasis or a fungal infection, still needs treatment',
          ],
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bronchial artery embolisation stops the bleeding in most people and can be life-saving in heavy haemoptysis. It avoids major surgery and can be done in people who are too unwell for an operation. Bleeding can return months or years later, especially if the underlying disease is active, and the procedure can be repeated if needed.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bruising or bleeding at the groin or wrist puncture site',
            'Chest pain and difficulty swallowing for a few days',
            'Reaction to the contrast dye, or strain on the kidneys',
            'Bleeding coming back, needing a repeat procedure or surgery',
            'Rarely, particles blocking a vessel that supplies another organ; very rarely this affects the blood supply of the spinal cord, causing leg weakness',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context:
            'Coughing up blood should always be checked by a doctor. While waiting for help, lie on the side the bleeding is thought to come from, and take no cough medicine unless a doctor advises it.',
          signs: [
            'coughingUpBlood',
            'heartChestPain',
            'fastOrIrregularHeartbeat',
            'punctureSiteBleeding',
            'legWeaknessAfterProcedure',
            'bloodStreaks',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['embolisation', 'tbCare'],
        },
      ],
    },
  ],
};
