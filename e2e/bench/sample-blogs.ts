export interface SampleBlog {
  title: string;
  subTitle: string;
  sections: { sectionTitle: string; paragraph: string; bulletPoints: string[] }[];
}

/**
 * Blogs the size a chest clinic really publishes (a few hundred words, three sections), so the
 * blog pages are measured with realistic text rather than an empty list.
 */
export const sampleBlogs: SampleBlog[] = [
  {
    title: 'Living well with COPD through the winter',
    subTitle: 'Cold air, smog and seasonal infections hit damaged lungs hardest. Plan ahead.',
    sections: [
      {
        sectionTitle: 'Why winter is hard on the lungs',
        paragraph:
          'Chronic obstructive pulmonary disease narrows the airways and weakens the air sacs for good. In winter the air is colder and drier, stubble burning and traffic haze sit low over the city, and colds and flu spread indoors. Each of these can set off a flare-up, with more breathlessness, more cough and thicker phlegm than usual. A flare-up that is treated early usually settles at home; one that is left for days often ends in hospital.',
        bulletPoints: [
          'Check the air quality index each morning and keep walks for the cleaner hours.',
          'Cover your nose and mouth with a scarf when stepping into cold air.',
          'Keep windows closed on smoggy days and avoid burning wood or coal indoors.',
        ],
      },
      {
        sectionTitle: 'Medicines and vaccines',
        paragraph:
          'Inhalers only work if the medicine reaches the lungs. Bring your inhalers to every visit so we can watch your technique; small changes, such as breathing out fully first or using a spacer, make a large difference. The yearly flu vaccine and the pneumococcal vaccine lower the risk of the infections that most often turn a mild winter into a bad one.',
        bulletPoints: [
          'Take the preventer inhaler every day, even on good days.',
          'Keep a spare reliever inhaler where you spend most of your time.',
          'Get the flu vaccine in October, before the season starts.',
        ],
      },
      {
        sectionTitle: 'Know your action plan',
        paragraph:
          'Every patient with COPD should have a written plan that says what to do when symptoms change. It lists your usual medicines, the signs of a flare-up, the rescue medicines you may start at home, and when to call the clinic or go to emergency. Keep it on the fridge and share it with the family, because during a bad night it is often a relative who has to read it.',
        bulletPoints: [
          'Call the clinic if breathlessness stays worse than usual for more than two days.',
          'Go to emergency for blue lips, confusion or breathlessness at rest.',
        ],
      },
    ],
  },
  {
    title: 'Asthma in children: a guide for parents',
    subTitle: 'Most children with asthma can run, play and sleep normally with the right routine.',
    sections: [
      {
        sectionTitle: 'Recognising asthma',
        paragraph:
          'Asthma in children often shows up as a cough at night or after running, rather than as obvious wheezing. Some children get a chest cold that lingers for weeks every time. If your child coughs at night more than once a week, gets breathless during games, or needs repeated courses of cough syrup, asthma is worth checking for. A simple breathing test from the age of about five helps confirm it.',
        bulletPoints: [
          'Night-time cough that keeps coming back.',
          'Wheeze or chest tightness with exercise, cold air or laughter.',
          'Colds that go to the chest and last longer than in other children.',
        ],
      },
      {
        sectionTitle: 'Inhalers are safe',
        paragraph:
          'Many parents worry that inhalers are habit forming or that steroids will stunt growth. The doses in a preventer inhaler are tiny compared with tablets, and they go straight to the airways. Children who take their preventer regularly miss fewer school days and need fewer courses of oral steroids. A spacer with a mask or mouthpiece lets even toddlers take the medicine properly.',
        bulletPoints: [
          'Use a spacer for every puff, at every age.',
          'Rinse the mouth or brush teeth after the preventer.',
          'Replace the spacer every year or when the valve stops moving.',
        ],
      },
      {
        sectionTitle: 'At school',
        paragraph:
          'Tell the class teacher and the sports teacher about your child’s asthma and give the school a reliever inhaler with a spacer, labelled with the name and dose. Older children can carry their own. A short note explaining what an attack looks like and when to call you helps the staff act quickly and calmly.',
        bulletPoints: [
          'Check the expiry date on the school inhaler each term.',
          'Warm up before sports and keep the reliever close by.',
        ],
      },
    ],
  },
  {
    title: 'Snoring or sleep apnoea?',
    subTitle: 'Loud snoring with pauses in breathing is a medical problem, not just a nuisance.',
    sections: [
      {
        sectionTitle: 'What happens during sleep apnoea',
        paragraph:
          'In obstructive sleep apnoea the throat closes repeatedly during sleep. Breathing stops for ten seconds or more, oxygen falls, and the brain wakes briefly to reopen the airway, often with a gasp or snort. This can happen dozens of times an hour without the person remembering it. The result is unrefreshing sleep, daytime sleepiness and, over years, higher blood pressure and a greater risk of heart disease and stroke.',
        bulletPoints: [
          'Loud snoring that a partner notices most nights.',
          'Pauses in breathing, choking or gasping during sleep.',
          'Morning headaches and falling asleep while reading or driving.',
        ],
      },
      {
        sectionTitle: 'Getting tested',
        paragraph:
          'A sleep study records breathing, oxygen and heart rate overnight. Many patients can now do it at home with a small device, which is more comfortable and closer to a normal night. The study gives an apnoea–hypopnoea index, the number of breathing events per hour, which tells us how severe the condition is and which treatment fits.',
        bulletPoints: [
          'Bring a list of your medicines and a note of your usual bedtime.',
          'Avoid alcohol and sleeping tablets on the night of the study.',
        ],
      },
      {
        sectionTitle: 'Treatment works',
        paragraph:
          'For moderate and severe apnoea, a CPAP machine that blows air gently through a mask keeps the throat open all night. Most people feel the difference within weeks: clearer mornings, fewer headaches and better concentration. Weight loss, sleeping on the side and treating a blocked nose help everyone, and for some mild cases they are enough on their own.',
        bulletPoints: [
          'Try several masks; comfort decides whether CPAP is used.',
          'Clean the mask and tubing weekly.',
          'Come back after a month so we can read the machine’s data together.',
        ],
      },
    ],
  },
  {
    title: 'Tuberculosis: finishing the course matters',
    subTitle: 'TB is curable, but only when every dose of the treatment is taken.',
    sections: [
      {
        sectionTitle: 'When to suspect TB',
        paragraph:
          'Tuberculosis is still common in India, and it does not always look dramatic. A cough that lasts more than two weeks, evening fever, night sweats, loss of appetite and weight loss are the usual signs. Anyone with these symptoms should have a sputum test and a chest X-ray, especially if someone at home or at work has had TB recently.',
        bulletPoints: [
          'Cough for more than two weeks, with or without blood.',
          'Fever in the evenings and drenching night sweats.',
          'Unexplained weight loss or tiredness.',
        ],
      },
      {
        sectionTitle: 'The treatment',
        paragraph:
          'Standard treatment lasts six months and combines several medicines, taken every day. Patients usually feel better within a few weeks, and that is exactly when many stop. Stopping early lets the bacteria that survived come back, often resistant to the medicines, and drug-resistant TB takes much longer and is much harder to treat. Free medicines are available under the national programme, and we help every patient register.',
        bulletPoints: [
          'Take the tablets at the same time every day, on an empty stomach if advised.',
          'Report yellow eyes, vomiting or vision changes at once.',
          'Keep all follow-up sputum tests, even when you feel well.',
        ],
      },
      {
        sectionTitle: 'Protecting the family',
        paragraph:
          'After two to three weeks of proper treatment a patient with lung TB is much less infectious. Until then, cover coughs, keep rooms well ventilated and sleep in a separate room if possible. Children under five and anyone with diabetes or HIV who lives with the patient should be checked, as preventive treatment is available for them.',
        bulletPoints: ['Open windows; sunlight and fresh air reduce spread.'],
      },
    ],
  },
  {
    title: 'Pneumonia vaccines for adults',
    subTitle: 'Who needs them, which one, and how often.',
    sections: [
      {
        sectionTitle: 'Who should be vaccinated',
        paragraph:
          'Pneumococcal bacteria are the most common cause of pneumonia in adults. The infection is more frequent and more serious in older people and in those whose lungs, heart or immunity are already under strain. Vaccination lowers the chance of pneumonia and, more importantly, of the severe bloodstream infections that can follow it.',
        bulletPoints: [
          'Everyone aged 65 and over.',
          'Adults with COPD, asthma on regular treatment, heart, kidney or liver disease.',
          'People with diabetes, and smokers of any age.',
        ],
      },
      {
        sectionTitle: 'Which vaccine',
        paragraph:
          'There are two kinds of pneumococcal vaccine: conjugate vaccines, which give a stronger and longer lasting response, and the older polysaccharide vaccine, which covers more strains. Current advice for most adults is a single dose of a newer conjugate vaccine, sometimes followed by the polysaccharide vaccine a year later. We will recommend the schedule that fits your age and health.',
        bulletPoints: [
          'The vaccine can be given on the same day as the flu vaccine.',
          'A sore arm for a day or two is the usual side effect.',
        ],
      },
      {
        sectionTitle: 'Flu vaccine too',
        paragraph:
          'Flu often opens the door to bacterial pneumonia. A yearly flu vaccine, taken before the winter season, protects against both. It is safe for people with asthma and COPD, and it is one of the simplest things you can do to stay out of hospital during the cold months.',
        bulletPoints: [
          'Get it every year; the strains change.',
          'Ask about it at your next clinic visit.',
        ],
      },
    ],
  },
  {
    title: 'Air pollution and your lungs',
    subTitle: 'Practical steps for the months when the air quality index turns red.',
    sections: [
      {
        sectionTitle: 'What the numbers mean',
        paragraph:
          'The air quality index combines several pollutants, of which fine particles called PM2.5 matter most for the lungs. They are small enough to reach deep into the air sacs and even the blood. On days when the index is poor or worse, healthy people may notice an irritated throat, while people with asthma, COPD or heart disease can have real flare-ups.',
        bulletPoints: [
          'Below 100: fine for almost everyone.',
          '100 to 200: sensitive people should cut down long outdoor exercise.',
          'Above 200: everyone should limit time outdoors.',
        ],
      },
      {
        sectionTitle: 'Masks and purifiers',
        paragraph:
          'Cloth and surgical masks stop very little fine dust. A well fitted N95 or FFP2 mask filters most of it, as long as it seals around the nose and chin. Indoors, an air purifier with a true HEPA filter, sized for the room and kept running with doors closed, lowers particle levels noticeably, particularly in the bedroom at night.',
        bulletPoints: [
          'Choose a mask that fits; a gap at the sides lets the air around it.',
          'Change purifier filters as the maker advises.',
        ],
      },
      {
        sectionTitle: 'Exercise still matters',
        paragraph:
          'Staying active keeps the lungs and heart strong, so do not give it up for the whole season. Move the walk indoors, exercise in the early afternoon when the air is usually cleanest, and keep your reliever inhaler with you. If breathlessness rises during polluted weeks, call the clinic: a short change in treatment often helps.',
        bulletPoints: [
          'Use stairs, indoor walking or a stationary cycle on bad days.',
          'Avoid exercising near busy roads.',
          'Keep doors and windows shut during the morning and evening smog.',
        ],
      },
    ],
  },
];
