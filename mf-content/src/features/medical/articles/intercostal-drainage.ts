import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/IntercostalDrainage',
  description:
    'Intercostal drainage explained: why a chest tube is placed between the ribs for pneumothorax, empyema or haemothorax, the water seal and daily care.',
  hero: 'pleura',
  about: {
    name: 'Intercostal drainage',
    alternateName: 'Intercostal chest tube insertion',
    howPerformed:
      'After numbing the skin and tissues between two ribs with local anaesthetic, the doctor passes a flexible tube through the intercostal space into the pleural space and connects it to an underwater seal bottle that lets air or fluid out but not back in.',
  },
  updated: '2026-11-27',
  sources: ['btsPleural'],
  intro: [
    'Intercostal drainage means placing a tube through the space between two ribs, the intercostal space, into the pleural space that surrounds the lung. The tube lets air, blood, pus or fluid drain out so the lung can expand again and you can breathe more easily.',
    'It is sometimes needed urgently. A doctor places the drain, most often with an ultrasound scan to guide the needle. Doctors and nurses then look after it until it is taken out.',
  ],
  sections: [
    {
      heading: 'The intercostal space and why it matters',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Between each pair of ribs lie thin layers of muscle, together with a nerve, an artery and a vein that run along the lower edge of the rib above. To avoid these, the tube is passed just over the upper edge of the rib below.',
        },
        {
          kind: 'paragraph',
          text: 'The usual site is on the side of the chest, below the armpit, in an area doctors call the safe triangle, where the chest wall is thin and there are no large muscles, nerves or organs in the way. Ultrasound is used to pick the exact spot, especially when fluid is being drained.',
        },
      ],
    },
    {
      heading: 'Who needs intercostal drainage',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pneumothorax: air leaking from the lung into the pleural space, causing the lung to collapse, when it is large, causes breathlessness, or occurs in someone with lung disease or on a ventilator',
            'Tension pneumothorax: trapped air under pressure, an emergency in which a drain is placed after the pressure is first relieved',
            'Empyema: pus in the pleural space, usually after pneumonia, which needs draining alongside antibiotics',
            'Haemothorax: blood in the pleural space, most often after a chest injury',
            'A large pleural effusion causing breathlessness, for example from cancer, that needs draining or sealing',
            'After chest surgery, to remove air and fluid while the chest heals',
          ],
        },
      ],
    },
    {
      heading: 'How the procedure goes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before the drain is put in, the doctor explains the procedure and asks for consent, unless it is an emergency. A chest X-ray, ultrasound or CT confirms which side and where. Blood tests check clotting, and blood thinners are reviewed.',
        },
        {
          kind: 'paragraph',
          text: 'You are positioned comfortably, usually partly sitting up with the arm on that side raised behind your head to open up the spaces between the ribs. The skin is cleaned and local anaesthetic is injected deep into the intercostal space, and you may be given pain relief or light sedation.',
        },
        {
          kind: 'paragraph',
          text: 'A small-bore tube is often inserted over a guide wire through a tiny cut. For thick pus or blood, a wider tube may be needed through a slightly larger cut. The tube is stitched in place, covered with a dressing and connected to the drainage system. A chest X-ray afterwards checks its position.',
        },
      ],
    },
    {
      heading: 'The underwater seal system',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The tube is connected to a bottle that contains sterile water. The end of the tube sits under the water, which acts as a one-way valve: air and fluid can bubble out of the chest. But air cannot be sucked back in.',
        },
        {
          kind: 'list',
          items: [
            'Bubbling in the water shows that air is still leaking from the lung; it stops once the leak has sealed',
            'The water level in the tube rises and falls as you breathe, called swinging, which shows the tube is open',
            'The bottle must always stay upright and below the level of your chest, so fluid cannot run back in',
            'The tube should never be clamped unless the doctor or nurse tells you to',
          ],
        },
      ],
    },
    {
      heading: 'Living with the tube in hospital',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nurses check the drain, the amount of fluid and any bubbling several times a day',
            'Regular pain relief lets you breathe deeply and cough, which helps the lung expand',
            'You are encouraged to sit out of bed and walk, carrying the bottle below waist level',
            'Take care not to pull on the tube or knock over the bottle; call a nurse if it does',
            'Repeat chest X-rays show how the lung is recovering',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The drain is removed once the air leak has stopped or fluid drainage has slowed, and the lung has re-expanded. You will be asked to hold your breath or breathe out while the tube is pulled out quickly. This is uncomfortable for a moment. The hole is closed with a stitch or dressing.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Draining air or fluid usually eases breathlessness quickly, lets the lung re-expand, and helps infection clear in empyema. Fluid samples help find the cause.',
        },
      ],
    },
    {
      heading: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pain around the drain site',
            'Infection of the skin or pleural space',
            'Bleeding, if a blood vessel between the ribs is injured',
            'The tube becoming blocked, kinked or slipping out of place',
            'Air under the skin, causing a crackling swelling',
            'Rarely, injury to the lung or to organs such as the liver or spleen',
            'Re-expansion pulmonary oedema, fluid in the lung if a large effusion drains too quickly, which is why drainage is controlled',
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
            'While the drain is in, tell a nurse at once about worse breathlessness, chest pain, or if the tube comes apart or out. After going home:',
          signs: [
            'severeBreathlessness',
            'suddenSharpChestPain',
            'coughingUpBlood',
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
          services: ['chestDrain', 'pleuralTap', 'pleurodesis'],
        },
      ],
    },
  ],
};
