import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/ChestDrain',
  description:
    'Having a chest drain: a practical patient guide to what happens when the tube goes in, daily care, moving around, having it removed and going home.',
  hero: 'pleura',
  about: {
    name: 'Chest drain insertion',
    alternateName: 'Chest tube',
    howPerformed:
      'With the patient sitting up at 30 to 45 degrees, the doctor numbs the side of the chest with local anaesthetic and, usually guided by ultrasound, passes a soft tube between the ribs into the space around the lung, then stitches it in place and connects it to a drainage bottle.',
  },
  updated: '2026-11-27',
  sources: ['btsPleural'],
  intro: [
    'If you have been told you need a chest drain, it is normal to feel worried. This page is a practical guide for patients and families: what the drain is, what happens when it is put in, how to look after it, and what to expect when it comes out.',
    'The team caring for you will also explain each step at the bedside. Please ask questions at any time.',
  ],
  sections: [
    {
      heading: 'What is a chest drain?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A chest drain is a thin, soft plastic tube that goes through the side of your chest into the space around your lung. It lets out air, fluid, blood or pus that is pressing on the lung. So the lung can expand again and you can breathe more easily.',
        },
        {
          kind: 'paragraph',
          text: 'The outside end is attached to a drainage bottle or bag. Most drains today are narrow tubes. Wider ones are used for thick fluid such as pus or blood.',
        },
      ],
    },
    {
      heading: 'Why you might need one',
      blocks: [
        {
          kind: 'list',
          items: [
            'A collapsed lung (pneumothorax) caused by air leaking into the chest',
            'A large collection of fluid around the lung (pleural effusion) making you breathless',
            'Infected fluid or pus around the lung (empyema), often after pneumonia',
            'To allow pleurodesis, a treatment that seals the space so fluid or air does not return',
          ],
        },
      ],
    },
    {
      heading: 'Getting ready',
      blocks: [
        {
          kind: 'list',
          items: [
            'The doctor explains why the drain is needed and asks for your consent, unless it is an emergency',
            'Tell the team about blood thinners, allergies, and any previous reaction to local anaesthetic',
            'A small plastic tube (cannula) may be put in a vein in your hand or arm for medicines',
            'Ask for pain relief before the procedure if you are already in pain',
          ],
        },
      ],
    },
    {
      heading: 'How the drain is put in',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You will sit up in bed, propped at 30 to 45 degrees, with the arm on the drain side raised and your hand resting behind your head. This opens up the spaces between the ribs. Some people instead sit leaning forward over a table with a pillow. The doctor uses ultrasound to choose a safe spot, usually on the side of the chest just below the armpit.',
        },
        {
          kind: 'paragraph',
          text: 'The skin is cleaned and a local anaesthetic injection numbs the area. This stings briefly. You may feel pushing and pressure as the tube goes in. But it should not be sharp. Tell the doctor if it hurts, as more anaesthetic can be given. The tube is stitched to the skin and covered with a dressing. The whole procedure often takes around half an hour, and a chest X-ray afterwards checks its position.',
        },
      ],
    },
    {
      heading: 'Looking after your drain',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep the bottle upright and below the level of your chest at all times, including when you walk',
            'Avoid lying on the tube',
            'Do not clamp, pull or disconnect the tube yourself',
            'Move around and sit out of bed as you are able; carry the bottle by its handle, or ask for help',
            'Take deep breaths and cough gently every hour while awake, holding a pillow against the drain site if it helps; this helps the lung expand',
            'Take regular pain relief so that you can breathe deeply and move',
            'Tell the nurse if the dressing becomes wet or loose, or if the bottle is knocked over',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nurses will measure the fluid and check for bubbling several times a day. Large amounts of fluid are let out slowly, in stages, which is why the drain may be closed for a while.',
        },
      ],
    },
    {
      heading: 'When the drain comes out',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The drain is removed once the air leak has stopped or the fluid has mostly drained, and an X-ray shows the lung has re-expanded. This can be after one day or after several, depending on the cause.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'You may be given pain relief beforehand',
            'The dressing and stitch holding the tube are removed',
            'You will be asked to take a breath and hold it, or to breathe out gently, while the tube is slid out in one smooth movement',
            'The hole is closed with a stitch or a firm dressing, and a chest X-ray is usually repeated',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Removal feels strange and may sting for a moment. But it is quick. Keep the dressing dry for a couple of days. Any stitch is usually removed in clinic about a week later. After a collapsed lung, do not fly until the doctor says it is safe.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most people feel their breathing ease once air or fluid starts to drain. The drain also lets infection clear, and fluid samples help find the cause.',
        },
      ],
    },
    {
      heading: 'Possible problems',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pain or discomfort around the tube',
            'The tube becoming blocked, kinked or pulled out of place',
            'Infection at the skin or inside the chest',
            'Bleeding around the tube',
            'Air trapped under the skin, which feels crackly to touch',
            'Rarely, injury to the lung or to organs below the ribs, such as the liver or spleen',
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
            'In hospital, call a nurse at once if you feel suddenly more breathless, have new chest pain, or the tube comes apart or out. After you go home:',
          signs: [
            'severeBreathlessness',
            'suddenSharpChestPain',
            'coughingUpBlood',
            'fainting',
            'feverWithShivering',
            'woundInfection',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['chestDrain'],
        },
      ],
    },
  ],
};
