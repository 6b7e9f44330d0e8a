import type { Source } from './guidelines';

/**
 * Every warning sign a medical page gives, worded once, each with its one level of urgency: a
 * page lists the ids of its signs (`{ kind: 'help', signs: [...] }`), so the same sign can never
 * be an emergency on one page and routine on another. A sign is one thing a patient can notice:
 * "chest pain with fever" is two signs, each at its own level, so no sign hides inside another at
 * a different level (issue 42). Its text reads after the level's heading ("…, if you have:" or
 * "… if:"), and its id names the sign.
 *
 * Where a sign carries a number (a fever, an oxygen level, an age, a number of days), `source`
 * names the guideline the number follows (`guidelines.ts`), and the page lists that guideline
 * under "Sources". Where the number is this site's own (no guideline gives it), `source` is an
 * own-advice line that says so, and the page shows that line under "Sources" instead.
 */
export type Urgency = 'emergency' | 'sameDay' | 'routine';

export interface DangerSign {
  readonly urgency: Urgency;
  readonly text: string;
  /** The guideline a sign's number or level follows, or why it is this site's own advice. */
  readonly source?: Source;
}

export const dangerSigns = {
  // Emergency now: call 112 or 108, or go to the nearest emergency department.
  coughingUpBlood: {
    urgency: 'emergency',
    text: 'Coughing up more than a teaspoon (about 5 ml) of blood, or any blood with breathlessness, chest pain or dizziness',
    source: {
      kind: 'own-advice',
      says: 'Treating more than a teaspoon (about 5 ml) of blood as an emergency is our own rule of thumb: an amount you can judge, and more than streaks.',
    },
  },
  lowOxygen: {
    urgency: 'emergency',
    text: 'An oxygen level of 92% or lower on a pulse oximeter, if you do not have a long-term lung disease',
    source: 'oxygen',
  },
  lowOxygenLongTermLungDisease: {
    urgency: 'emergency',
    text: 'An oxygen level below the level your doctor set for you, if you have a long-term lung disease such as COPD',
    source: 'oxygen',
  },
  severeBreathlessness: {
    urgency: 'emergency',
    text: 'Breathlessness that is severe, comes on suddenly or gets worse quickly',
  },
  tooBreathlessToSpeak: {
    urgency: 'emergency',
    text: 'Too little breath to speak in full sentences, eat, feed or sleep',
  },
  relieverNotHelping: {
    urgency: 'emergency',
    text: 'A reliever inhaler that is not helping, or that you need every few minutes',
  },
  blueOrGreyLips: {
    urgency: 'emergency',
    text: 'Blue, grey or very pale lips, face, fingertips or skin',
  },
  confusionOrDrowsiness: {
    urgency: 'emergency',
    text: 'New confusion, unusual drowsiness, or great difficulty waking up',
  },
  exhaustedByBreathing: {
    urgency: 'emergency',
    text: 'Exhaustion from the effort of breathing',
  },
  heartChestPain: {
    urgency: 'emergency',
    text: 'Chest pain that is severe, feels like pressure or tightness, lasts more than a few minutes, or spreads to the arm, jaw, neck or back',
  },
  suddenSharpChestPain: {
    urgency: 'emergency',
    text: 'Sudden sharp chest pain with breathlessness, which can mean a collapsed lung',
  },
  fastOrIrregularHeartbeat: {
    urgency: 'emergency',
    text: 'A very fast, racing or irregular heartbeat, or a fast, weak pulse',
  },
  fainting: {
    urgency: 'emergency',
    text: 'Fainting, or dizziness that makes it hard to stand',
  },
  strokeSigns: {
    urgency: 'emergency',
    text: 'Sudden weakness or numbness of the face, arm or leg, a drooping face, or slurred or difficult speech',
  },
  fit: {
    urgency: 'emergency',
    text: 'A fit (seizure) that is a first fit or lasts more than 5 minutes',
    source: {
      kind: 'own-advice',
      says: 'Calling 112 for a first fit, or for a fit that lasts more than 5 minutes, is our own advice; most first-aid advice draws the same line.',
    },
  },
  stiffNeckOrSevereHeadache: {
    urgency: 'emergency',
    text: 'A stiff neck, or a severe headache with fever',
  },
  suddenSevereHeadache: {
    urgency: 'emergency',
    text: 'A sudden, severe headache',
  },
  suddenVisionLoss: {
    urgency: 'emergency',
    text: 'Sudden loss of vision, blurred vision, or a painful red eye',
  },
  nonBlanchingRash: {
    urgency: 'emergency',
    text: 'A rash of small purple or red spots that does not fade when pressed',
  },
  bleeding: {
    urgency: 'emergency',
    text: 'Bleeding from the gums or nose, vomiting blood, or black stools',
  },
  severeStomachPain: {
    urgency: 'emergency',
    text: 'Severe stomach pain',
  },
  repeatedVomiting: {
    urgency: 'emergency',
    text: 'Repeated vomiting, or being unable to keep fluids down',
  },
  notDrinkingOrPassingUrine: {
    urgency: 'emergency',
    text: 'Not drinking, or passing little or no urine',
  },
  coldClammySkin: {
    urgency: 'emergency',
    text: 'Cold, clammy skin',
  },
  feverUnder3Months: {
    urgency: 'emergency',
    text: 'A baby under 3 months with a temperature of 38°C (100.4°F) or higher: any fever in an infant under 3 months is an emergency, even if the baby seems well',
    source: 'niceFever',
  },
  veryFastBreathingChild: {
    urgency: 'emergency',
    text: 'In a baby or young child: breathing 60 or more times a minute',
    source: 'niceFever',
  },
  chestPullingIn: {
    urgency: 'emergency',
    text: 'In a baby or child: the chest, the skin between the ribs or the neck pulling in with each breath',
    source: 'whoImci',
  },
  gruntingChild: {
    urgency: 'emergency',
    text: 'In a baby or young child: grunting with each breath',
    source: 'niceFever',
  },
  floppyOrHardToWakeChild: {
    urgency: 'emergency',
    text: 'In a baby or child: floppiness, or being hard to wake',
    source: 'niceFever',
  },
  allergicSwelling: {
    urgency: 'emergency',
    text: 'Swelling of the lips, tongue, face or throat',
  },
  allergicBreathing: {
    urgency: 'emergency',
    text: 'Wheezing, chest tightness or difficulty breathing soon after an injection, a vaccine, a food, a medicine or a sting',
  },
  allergicHives: {
    urgency: 'emergency',
    text: 'Widespread hives or itching with dizziness, faintness or vomiting',
  },
  suddenTroubleSwallowing: {
    urgency: 'emergency',
    text: 'Sudden difficulty swallowing, or severe throat pain',
  },
  choking: {
    urgency: 'emergency',
    text: 'Choking on food or an object, or noisy breathing after breathing something in',
  },
  stridor: {
    urgency: 'emergency',
    text: 'New noisy, high-pitched breathing (stridor)',
  },
  stentPieces: {
    urgency: 'emergency',
    text: 'Coughing up pieces of the stent',
  },
  veryHighSugar: {
    urgency: 'emergency',
    text: 'Very high sugar with vomiting, stomach pain, deep or fast breathing, or drowsiness',
  },
  lowSugarNotImproving: {
    urgency: 'emergency',
    text: 'Low sugar that does not improve with sugar or glucose, or that causes confusion or unconsciousness',
  },
  footWoundSpreading: {
    urgency: 'emergency',
    text: 'A foot wound that is turning red, swollen, black or smelly, with fever',
  },
  punctureSiteBleeding: {
    urgency: 'emergency',
    text: 'Bleeding or swelling at the puncture site after the procedure',
  },
  legWeaknessAfterProcedure: {
    urgency: 'emergency',
    text: 'Weakness, numbness or tingling in the legs after the procedure',
  },
  faceNeckArmSwelling: {
    urgency: 'emergency',
    text: 'Swelling of the face, neck or arms with breathlessness',
  },
  legSwellingWorseningFast: {
    urgency: 'emergency',
    text: 'Leg swelling that is getting worse quickly, with breathlessness',
  },
  breathingStopsUnrousable: {
    urgency: 'emergency',
    text: 'Long pauses in breathing in someone who cannot be woken',
  },
  feverOnChemotherapy: {
    urgency: 'emergency',
    text: 'A fever or shivering while on chemotherapy',
  },
  // Urgent: see a doctor the same day.
  bloodStreaks: {
    urgency: 'sameDay',
    text: 'Streaks of blood in your phlegm with no other new symptoms; from age 40, with no clear cause, NICE advises a specialist referral within 2 weeks',
    source: 'niceCancer',
  },
  chestSymptomsEverSmoked: {
    urgency: 'sameDay',
    text: 'A cough, breathlessness, chest pain, tiredness, weight loss or loss of appetite with no clear cause, at age 40 or over if you have ever smoked: ask for a chest X-ray within 2 weeks',
    source: 'niceCancer',
  },
  hoarseVoice: {
    urgency: 'sameDay',
    text: 'A hoarse voice for more than 3 weeks: ask to have your throat checked within 2 weeks',
    source: 'niceCancer',
  },
  troubleSwallowingOngoing: {
    urgency: 'sameDay',
    text: 'Trouble swallowing, or food sticking, that does not go away: ask for a check within 2 weeks',
    source: 'niceCancer',
  },
  tbSymptoms: {
    urgency: 'sameDay',
    text: 'A cough of 2 weeks or more, or fever, weight loss or night sweats: ask for a free TB test and a chest X-ray',
    source: 'ntep',
  },
  tbMedicineSideEffects: {
    urgency: 'sameDay',
    text: 'Side effects of TB medicines, such as a rash, vomiting, yellow eyes or skin, or changes in your eyesight',
  },
  sharpPainOnBreathing: {
    urgency: 'sameDay',
    text: 'Sharp chest pain when you breathe in that does not settle with your usual pain relief',
  },
  feverWithShivering: {
    urgency: 'sameDay',
    text: 'A high fever, or shivering and chills',
  },
  woundInfection: {
    urgency: 'sameDay',
    text: 'Redness, swelling, pus or leaking fluid at a wound, drain or biopsy site',
  },
  fastBreathingChild: {
    urgency: 'sameDay',
    text: 'In a child with no other warning sign: fast breathing, at 50 or more breaths a minute at 2 to 12 months, or 40 or more at 1 to 5 years',
    source: 'whoImci',
  },
  childFever5Days: {
    urgency: 'sameDay',
    text: 'A child who has had a fever for 5 days or more',
    source: 'niceFever',
  },
  needRelieverMoreThan: {
    urgency: 'sameDay',
    text: 'You need your reliever more than usual, or asthma wakes you at night',
  },
  chestInfectionMadeAsthma: {
    urgency: 'sameDay',
    text: 'A chest infection has made your asthma worse',
  },
  yellowZonePlanNot: {
    urgency: 'sameDay',
    text: 'You are in the yellow zone of your plan and not getting better',
  },
  peakFlowStaysLower: {
    urgency: 'sameDay',
    text: 'Your peak flow stays lower than usual',
  },
  copdFlare: {
    urgency: 'sameDay',
    text: 'Breathlessness, cough or phlegm clearly worse than usual for more than a day',
  },
  phlegmYellowGreenWithFever: {
    urgency: 'sameDay',
    text: 'Phlegm that turns yellow or green, with fever',
  },
  sugarAbove300: {
    urgency: 'sameDay',
    text: 'Sugar readings that stay above 300 mg/dL',
  },
  footWound: {
    urgency: 'sameDay',
    text: 'A foot wound, blister or infection',
  },
  feverLastingOver3: {
    urgency: 'sameDay',
    text: 'A fever lasting over 3 days',
    source: {
      kind: 'own-advice',
      says: 'Seeing a doctor the same day for a fever that lasts over 3 days is our own advice.',
    },
  },
  feverAbove103F: {
    urgency: 'sameDay',
    text: 'A fever above 103°F (39.4°C) in an older child or adult',
    source: {
      kind: 'own-advice',
      says: 'Seeing a doctor the same day for a fever above 103°F (39.4°C) in an older child or adult is our own advice.',
    },
  },
  feverIfPregnantElderly: {
    urgency: 'sameDay',
    text: 'Any fever if you are pregnant, elderly, have diabetes, kidney, heart or lung disease, or take medicines that weaken the immune system',
  },
  feverAged3To6Months: {
    urgency: 'sameDay',
    text: 'A baby aged 3 to 6 months with a temperature of 39°C (102.2°F) or higher',
    source: 'niceFever',
  },
  reading180120: {
    urgency: 'sameDay',
    text: 'A reading of 180/120 mmHg or higher, even without symptoms',
  },
  chestInfectionGettingWorse: {
    urgency: 'sameDay',
    text: 'A chest infection that is getting worse',
  },
  notBetterAfterTreatment: {
    urgency: 'sameDay',
    text: 'You are not better after two to three days of treatment',
  },
  feverOrCoughReturns: {
    urgency: 'sameDay',
    text: 'A fever or cough that gets better, then comes back or gets worse',
  },
  fellAsleepWhileDriving: {
    urgency: 'sameDay',
    text: 'You fell asleep while driving, or nearly did',
  },
  // A routine appointment.
  relieverOften: {
    urgency: 'routine',
    text: 'You need a blue (salbutamol) reliever on more than 2 days a week, or an ICS-formoterol reliever more often than your action plan expects',
    source: 'gina',
  },
  inhalerTechniqueCheck: {
    urgency: 'routine',
    text: 'You want your inhaler technique or action plan checked',
  },
  asthmaLimitsLife: {
    urgency: 'routine',
    text: 'Asthma limits sport, school or work',
  },
  questionsAboutInhalers: {
    urgency: 'routine',
    text: 'You have questions about your inhalers',
  },
  rehabOrStopSmoking: {
    urgency: 'routine',
    text: 'You want to start pulmonary rehabilitation or stop smoking',
  },
  inhalersNotHelping: {
    urgency: 'routine',
    text: 'Your inhalers do not seem to help',
  },
  hba1cAboveTarget: {
    urgency: 'routine',
    text: 'Your HbA1c is above your target',
  },
  diabetesChecksDue: {
    urgency: 'routine',
    text: 'You are due for your eye, foot or kidney checks',
  },
  feversKeepComingBack: {
    urgency: 'routine',
    text: 'Fevers that keep coming back over weeks',
  },
  homeReadingsAbove130: {
    urgency: 'routine',
    text: 'Your home readings are often above 130/80 mmHg',
    source: 'ahaBloodPressure',
  },
  medicineSideEffects: {
    urgency: 'routine',
    text: 'Your medicines give you side effects',
  },
  snoringPauses: {
    urgency: 'routine',
    text: 'Loud snoring with pauses in breathing, or daytime sleepiness',
  },
  tbInFamily: {
    urgency: 'routine',
    text: 'A close family member has TB',
  },
} as const satisfies Record<string, DangerSign>;

export type DangerSignId = keyof typeof dangerSigns;

/** A page's "When to get help": its signs (each at its own level) and when they apply. */
export interface HelpSigns {
  /** When the advice applies, if not always: "After going home from the procedure". */
  readonly context?: string;
  readonly signs: readonly DangerSignId[];
}

/** A page's signs at one level, in the page's order. */
export const signsAt = (help: HelpSigns, urgency: Urgency): readonly DangerSign[] =>
  help.signs.map((id): DangerSign => dangerSigns[id]).filter((sign) => sign.urgency === urgency);
