import type { MedicalArticle } from '../medical-article';

export const article: MedicalArticle = {
  path: '/ForcedOscillometry',
  description:
    'Forced oscillometry explained: an easy airway test done with normal breathing, suited to children, older adults and anyone who finds spirometry hard.',
  hero: 'airways',
  about: {
    name: 'Forced oscillation technique',
    alternateName: 'Forced oscillometry (FOT)',
    howPerformed:
      'The patient wears a nose clip and breathes normally through a mouthpiece for a short time while the device sends small, gentle pressure waves into the airways and measures how the airways resist and respond to them.',
  },
  updated: '2026-11-27',
  sources: ['atsErsPft', 'gina'],
  intro: [
    'Forced oscillometry is a breathing test. It checks how open your airways are while you just breathe normally. There is no need to take a huge breath or blow out as hard and fast as you can.',
    'Because it needs so little effort, it suits young children, older adults and people who are too breathless or weak to manage other tests. It is often used alongside spirometry, so that everyone can have their airways measured.',
  ],
  sections: [
    {
      heading: 'What is forced oscillometry?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most breathing tests, such as spirometry, depend on a strong, well-timed blow. If a person cannot do this properly, the result may be unreliable. Oscillometry is different. The result does not depend on how hard you try.',
        },
        {
          kind: 'paragraph',
          text: 'While you breathe quietly, the machine sends tiny pulses of air down into your airways. They feel like a gentle flutter. It measures how these pulses bounce back. From this it works out how narrow the airways are, and how stiff the lungs and small airways are.',
        },
        {
          kind: 'paragraph',
          text: 'Oscillometry is good at finding changes in the small airways. These are often hit early in asthma and COPD, and spirometry can miss them.',
        },
      ],
    },
    {
      heading: 'Who is it useful for?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Children, often from about three years of age, who cannot yet do spirometry reliably',
            'Older adults, and people with memory problems, frailty or weak muscles',
            'People who feel too breathless or tired to perform forced blowing',
            'People with possible asthma whose spirometry is normal or unclear',
            'People with COPD, to look at small airway changes and response to inhalers',
            'Anyone with lingering breathlessness or cough after a chest infection, where small airway problems are suspected',
            'People who cough or feel unwell when doing repeated forced blows',
          ],
        },
      ],
    },
    {
      heading: 'Before the test',
      blocks: [
        {
          kind: 'list',
          items: [
            'You may be asked to stop certain inhalers for a set time beforehand; the team will tell you which ones and for how long',
            'Do not smoke for a few hours before the test',
            'Avoid a heavy meal and hard exercise just before your appointment',
            'Wear loose clothing that does not restrict your chest',
            'Tell the team if you have had a recent cold or chest infection',
          ],
        },
      ],
    },
    {
      heading: 'How the test goes',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'You sit upright with your feet flat on the floor and your head level',
            'A soft clip is placed on your nose so that all breathing goes through your mouth',
            'You seal your lips around a clean mouthpiece and breathe quietly and normally',
            'You, or a helper, press the palms gently against your cheeks to stop them puffing out, which keeps the reading accurate',
            'Each recording lasts a short time, usually less than a minute, and is repeated a few times',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Often the test is done again about 15 minutes after a puff of a reliever such as salbutamol. A clear improvement suggests the airways were narrowed in a way that opens with treatment, as in asthma. For children, a parent can sit close by, and the test can be played like a game.',
        },
      ],
    },
    {
      heading: 'Benefits',
      blocks: [
        {
          kind: 'list',
          items: [
            'Needs only normal breathing, so most people can do it',
            'Quick, comfortable and safe to repeat at follow-up visits',
            'Sensitive to small airway disease, which can be missed by other tests',
            'Helps show whether inhalers are improving the airways',
            'Gives objective measurements for young children, whose symptoms can be hard to judge',
          ],
        },
      ],
    },
    {
      heading: 'Risks and limitations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Forced oscillometry has no real risks. Some people find the vibration odd at first, and a few cough during the test. If a reliever inhaler is given, it can cause a brief shaky feeling or a faster heartbeat.',
        },
        {
          kind: 'paragraph',
          text: 'It is a helpful addition to spirometry, not a replacement for it. Normal results differ from one group of people and one machine to another. So the doctor reads the results along with your symptoms and other tests.',
        },
      ],
    },
    {
      heading: 'When to get help',
      blocks: [
        {
          kind: 'help',
          signs: [
            'severeBreathlessness',
            'tooBreathlessToSpeak',
            'chestPullingIn',
            'blueOrGreyLips',
            'relieverNotHelping',
            'confusionOrDrowsiness',
          ],
        },
      ],
    },
    {
      heading: 'At our clinic',
      blocks: [
        {
          kind: 'clinic-care',
          services: ['spirometry', 'feno', 'oscillometry'],
        },
      ],
    },
  ],
};
