import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/TrachealStenting',
  description:
    'Tracheal stenting explained: placing a small tube to hold open a narrowed windpipe or main airway, who needs it, how it is done and aftercare.',
  hero: 'airways',
  about: {
    name: 'Tracheal stenting',
    alternateName: 'Airway stent placement',
    howPerformed:
      'Under general anaesthetic or deep sedation, a silicone or metal stent is passed through a rigid or flexible bronchoscope and opened inside the narrowed windpipe or main bronchus, often after the narrowing has first been widened or the blocking tissue removed.',
  },
  updated: '2026-11-27',
  sources: ['btsTherapeuticBronchoscopy'],
  intro: [
    'Tracheal stenting means placing a small hollow tube, called a stent, inside the windpipe (trachea) or one of the main airways to hold it open. It is used when the airway has become narrowed and is making breathing difficult.',
    'A stent can bring fast relief from breathlessness. Whether to place a stent is best decided by chest doctors, surgeons and scan doctors together. Not every narrowing is best treated this way.',
  ],
  sections: [
    {
      heading: 'What is an airway stent?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The trachea is the main breathing tube that runs from the throat to the chest, where it divides into the two main bronchi. If any part of this main airway narrows, air struggles to get in and out. Even a small narrowing can make you very breathless and cause noisy breathing.',
        },
        {
          kind: 'paragraph',
          text: 'Stents are made of medical-grade silicone or of a fine metal mesh, sometimes with a covering. Silicone stents can be removed more easily later. Self-expanding metal stents are placed with a flexible scope and open up by themselves. The doctor chooses the type and size that suits your airway and the cause of the problem.',
        },
      ],
    },
    {
      heading: 'Who may need a stent?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Lung, oesophageal or thyroid cancer growing into or pressing on the windpipe or main airways',
            'Narrowing of the windpipe after a long period on a breathing tube or after a tracheostomy, in selected cases',
            'Scarring of the airways after TB or other infections',
            'An abnormal connection between the windpipe and the food pipe, called a fistula, usually caused by cancer',
            'Severe softening and collapse of the airway wall, in carefully selected people',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When cancer is not the cause, it may be better in the long run to remove the narrow part with surgery, or to stretch it with a balloon. A stent may then be used as a bridge or when surgery is not possible.',
        },
      ],
    },
    {
      heading: 'Before the procedure',
      blocks: [
        {
          kind: 'list',
          items: [
            'A CT scan of the neck and chest shows the length and position of the narrowing',
            'A bronchoscopy may be done first to look at the airway directly',
            'Blood tests, a heart tracing and a review of your medicines, especially blood thinners, are arranged',
            'You will be asked not to eat or drink for several hours beforehand',
            'The doctor explains the benefits, risks and alternatives, and asks for your consent',
          ],
        },
      ],
    },
    {
      heading: 'During the procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most stents are put in while you are fully asleep. The doctor often uses a rigid bronchoscope, a straight metal tube that keeps the airway open and lets the doctor control your breathing. Some metal stents are placed through a flexible bronchoscope under sedation, sometimes with X-ray guidance.',
        },
        {
          kind: 'paragraph',
          text: 'If a tumour blocks the airway, it may first be removed or shrunk with heat, laser or cold. Or the airway is first widened with a balloon. The stent is then placed across the narrowed part and its position checked with the scope.',
        },
      ],
    },
    {
      heading: 'After the procedure and living with a stent',
      blocks: [
        {
          kind: 'list',
          items: [
            'You are monitored in hospital, usually overnight, and a chest X-ray may be taken',
            'A sore throat and cough are common for a few days',
            'Saline nebulisers are often advised to keep mucus thin so it does not stick to the stent',
            'Drink plenty of fluids unless you have been told to limit them',
            'Carry a note saying that you have an airway stent, in case you ever need an anaesthetic or a breathing tube',
            'Follow-up visits, and sometimes a check bronchoscopy, make sure the stent stays clear and in place',
          ],
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A stent can relieve breathlessness quickly, sometimes straight away. In people with cancer, it can make life more comfortable and let them go home from hospital. It can also make cancer treatment such as chemotherapy or radiotherapy possible. A stent does not cure the underlying disease, which is treated separately.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Mucus building up inside the stent and blocking it',
            'The stent moving out of position, which may cause cough or breathlessness',
            'Overgrowth of scar tissue or tumour at the ends of the stent, narrowing the airway again',
            'Infection in the airways, and sometimes a bad smell on the breath',
            'Bleeding, or rarely a tear in the airway wall',
            'Risks of the anaesthetic itself',
            'Metal stents can be difficult to remove after they have been in place for some time',
          ],
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          context: 'If you have an airway stent:',
          signs: [
            'severeBreathlessness',
            'stridor',
            'coughingUpBlood',
            'choking',
            'stentPieces',
            'feverWithShivering',
            'phlegmYellowGreenWithFever',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['trachealStent', 'chestSurgery', 'intensiveCare'],
        },
      ],
    },
  ],
};
