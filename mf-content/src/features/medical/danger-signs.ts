import type { GuidelineId } from './guidelines';

/**
 * Every warning sign a medical page gives, worded once, each with its one level of urgency: a
 * page lists the ids of its signs (`{ kind: 'help', signs: [...] }`), so the same sign can never
 * be an emergency on one page and routine on another. Where a sign carries a number (a fever, an
 * oxygen level, an amount of blood), `source` names the guideline the number follows
 * (`guidelines.ts`), and the page lists that guideline under "Sources".
 *
 * Coughing up blood has one emergency threshold on every page: a teaspoon is about 5 ml, the
 * amount patients can judge and doctors treat as more than streaking.
 */
export type Urgency = 'emergency' | 'sameDay' | 'routine';

export interface DangerSign {
  readonly urgency: Urgency;
  readonly text: string;
  /** The guideline a sign's number or level follows. */
  readonly source?: GuidelineId;
}

export const dangerSigns = {
  // Emergency now: call 112 or 108, or go to the nearest emergency department.
  coughingUpBlood: {
    urgency: 'emergency',
    text: 'Coughing up more than a teaspoon of blood, or any blood with breathlessness, chest pain or dizziness',
    source: 'bloodThreshold',
  },
  swellingLipsTongueThroat: {
    urgency: 'emergency',
    text: 'Swelling of the lips, tongue or throat, or difficulty swallowing',
  },
  wheezingTightnessChestDifficulty: {
    urgency: 'emergency',
    text: 'Wheezing, tightness in the chest or difficulty breathing',
  },
  widespreadHivesDizzinessFaintness: {
    urgency: 'emergency',
    text: 'Widespread hives with dizziness, faintness or vomiting',
  },
  breathlessnessGettingWorseQuickly: {
    urgency: 'emergency',
    text: 'Breathlessness that is getting worse quickly or is severe at rest',
  },
  blueGreyVeryPale: { urgency: 'emergency', text: 'Blue, grey or very pale lips or skin' },
  lowOxygen: {
    urgency: 'emergency',
    text: 'An oxygen level of 92% or lower on a pulse oximeter, or clearly lower than your usual level if you have long-term lung disease',
    source: 'oxygen',
  },
  newConfusionDrowsinessDifficulty: {
    urgency: 'emergency',
    text: 'New confusion, drowsiness or difficulty waking',
  },
  chestPainVeryFast: {
    urgency: 'emergency',
    text: 'Chest pain, a very fast heartbeat or fainting',
  },
  relieverNotHelpingEffect: {
    urgency: 'emergency',
    text: 'Your reliever is not helping, or the effect wears off quickly',
  },
  tooBreathlessSpeakFull: {
    urgency: 'emergency',
    text: 'You are too breathless to speak in full sentences, eat or sleep',
  },
  lipsFingertipsLookBlue: {
    urgency: 'emergency',
    text: 'Your lips or fingertips look blue or grey',
  },
  feelDrowsyConfusedExhausted: {
    urgency: 'emergency',
    text: 'You feel drowsy, confused or exhausted by the effort of breathing',
  },
  childSRibsNeck: {
    urgency: 'emergency',
    text: 'A child’s ribs or neck are pulling in with each breath',
  },
  breathlessnessMuchWorseThan: {
    urgency: 'emergency',
    text: 'Breathlessness that is much worse than usual, even with the machine',
  },
  confusionUnusualDrowsinessDifficulty: {
    urgency: 'emergency',
    text: 'Confusion, unusual drowsiness or difficulty waking, which can be signs of high carbon dioxide',
  },
  suddenSharpChestPain: {
    urgency: 'emergency',
    text: 'Sudden sharp chest pain with breathlessness',
  },
  blueLipsFingertips: { urgency: 'emergency', text: 'Blue lips or fingertips' },
  chestPainFastHeartbeat: {
    urgency: 'emergency',
    text: 'Have chest pain or a fast heartbeat with bleeding',
  },
  noticeBleedingSwellingPuncture: {
    urgency: 'emergency',
    text: 'Notice bleeding or swelling at the puncture site after the procedure',
  },
  developWeaknessNumbnessTingling: {
    urgency: 'emergency',
    text: 'Develop weakness, numbness or tingling in the legs after the procedure',
  },
  relieverGivesLittleNo: { urgency: 'emergency', text: 'The reliever gives little or no relief' },
  breathingSoHardTalking: {
    urgency: 'emergency',
    text: 'Breathing is so hard that talking, feeding or walking is difficult',
  },
  childSRibsSuck: {
    urgency: 'emergency',
    text: 'A child’s ribs suck in or the nostrils flare with each breath',
  },
  lipsLookBlueGrey: {
    urgency: 'emergency',
    text: 'Lips look blue or grey, or the person becomes drowsy or confused',
  },
  increasingBreathlessnessSharpChest: {
    urgency: 'emergency',
    text: 'Increasing breathlessness or sharp chest pain',
  },
  highFeverShivering: { urgency: 'emergency', text: 'A high fever with shivering' },
  dizzinessFaintingConfusion: { urgency: 'emergency', text: 'Dizziness, fainting or confusion' },
  suddenBreathlessnessSharpChest: {
    urgency: 'emergency',
    text: 'Sudden breathlessness or sharp chest pain',
  },
  feverRednessSwellingPus: {
    urgency: 'emergency',
    text: 'Fever, or redness, swelling, pus or leaking fluid from the drain site',
  },
  dizzinessFainting: { urgency: 'emergency', text: 'Dizziness or fainting' },
  severeRapidlyWorseningBreathlessness: {
    urgency: 'emergency',
    text: 'Severe or rapidly worsening breathlessness',
  },
  chestPainEspeciallyBreathlessness: {
    urgency: 'emergency',
    text: 'Chest pain, especially with breathlessness',
  },
  chokingFoodObjectNoisy: {
    urgency: 'emergency',
    text: 'Choking on food or an object, or noisy breathing after inhaling something',
  },
  highFeverBreathlessnessConfusion: {
    urgency: 'emergency',
    text: 'A high fever with breathlessness or confusion',
  },
  severeBreathlessnessNotEased: {
    urgency: 'emergency',
    text: 'Severe breathlessness that is not eased by your reliever or rescue plan',
  },
  blueLipsOrFingertips: { urgency: 'emergency', text: 'Blue or grey lips or fingertips' },
  drowsinessConfusionMorningHeadache: {
    urgency: 'emergency',
    text: 'Drowsiness, confusion or a morning headache that is new and severe',
  },
  chestPainVeryFast2: { urgency: 'emergency', text: 'Chest pain, a very fast heartbeat' },
  veryHighSugarVomiting: {
    urgency: 'emergency',
    text: 'Very high sugar with vomiting, stomach pain, deep or rapid breathing, or drowsiness',
  },
  lowSugarDoesNot: {
    urgency: 'emergency',
    text: 'Low sugar that does not improve with sugar or glucose, or causes confusion, fits or unconsciousness',
  },
  chestPainBreathlessnessSudden: {
    urgency: 'emergency',
    text: 'Chest pain, breathlessness, or sudden weakness of the face, arm or leg, or difficulty speaking',
  },
  footWoundTurningRed: {
    urgency: 'emergency',
    text: 'A foot wound that is turning red, swollen, black or smelly, with fever',
  },
  suddenSevereBreathlessness: { urgency: 'emergency', text: 'Sudden or severe breathlessness' },
  chestPainEspeciallySweating: {
    urgency: 'emergency',
    text: 'Chest pain, especially with sweating or spreading to the arm or jaw',
  },
  breathlessnessGettingWorse: {
    urgency: 'emergency',
    text: 'Breathlessness that is getting worse',
  },
  chestPainSevereIncreasing: {
    urgency: 'emergency',
    text: 'Chest pain that is severe or increasing',
  },
  feverShiveringDaysAfter: {
    urgency: 'emergency',
    text: 'A fever with shivering in the days after the procedure',
  },
  difficultySwallowingSevereThroat: {
    urgency: 'emergency',
    text: 'Difficulty swallowing or severe throat pain',
  },
  severeBreathlessnessBeingToo: {
    urgency: 'emergency',
    text: 'Severe breathlessness, or being too breathless to speak in full sentences',
  },
  relieverInhalerNotHelping: {
    urgency: 'emergency',
    text: 'A reliever inhaler that is not helping, or is needed every few minutes',
  },
  drowsinessConfusionExhaustionBreathing: {
    urgency: 'emergency',
    text: 'Drowsiness, confusion or exhaustion from breathing hard',
  },
  feverUnder3Months: {
    urgency: 'emergency',
    text: 'A baby under 3 months with a temperature of 38°C (100.4°F) or higher: any fever in an infant under 3 months is an emergency, even if the baby seems well',
    source: 'niceFever',
  },
  difficultyBreathingChestPain: {
    urgency: 'emergency',
    text: 'Difficulty breathing, chest pain or bluish lips',
  },
  stiffNeckSevereHeadache: {
    urgency: 'emergency',
    text: 'A stiff neck, severe headache, confusion or a fit',
  },
  rashSmallPurpleRed: {
    urgency: 'emergency',
    text: 'A rash of small purple or red spots that does not fade when pressed',
  },
  bleedingGumsNoseBlack: {
    urgency: 'emergency',
    text: 'Bleeding from the gums or nose, black stools, or vomiting blood',
  },
  severeStomachPainRepeated: {
    urgency: 'emergency',
    text: 'Severe stomach pain, repeated vomiting, or passing very little urine',
  },
  coldClammySkinFainting: {
    urgency: 'emergency',
    text: 'Cold, clammy skin, fainting or extreme drowsiness',
  },
  difficultyBreathingFastBreathing: {
    urgency: 'emergency',
    text: 'Difficulty breathing, fast breathing or ribs pulling in with each breath',
  },
  chestPainPressure: { urgency: 'emergency', text: 'Chest pain or pressure' },
  blueGreyLipsFace: { urgency: 'emergency', text: 'Blue or grey lips or face' },
  confusionFitDifficultyWaking: {
    urgency: 'emergency',
    text: 'Confusion, a fit or difficulty waking',
  },
  notDrinkingNotPassing: { urgency: 'emergency', text: 'Not drinking or not passing urine' },
  feverCoughGetsBetter: {
    urgency: 'emergency',
    text: 'Fever or cough that gets better and then returns or gets worse',
  },
  severeBreathlessnessBeingUnable: {
    urgency: 'emergency',
    text: 'Severe breathlessness, or being unable to speak or feed because of breathlessness',
  },
  skinBetweenBelowRibs: {
    urgency: 'emergency',
    text: 'The skin between or below the ribs sucking in with each breath, in a child',
  },
  blueGreyLips: { urgency: 'emergency', text: 'Blue or grey lips' },
  relieverInhalerNotHelping2: {
    urgency: 'emergency',
    text: 'A reliever inhaler that is not helping',
  },
  unusualDrowsinessConfusion: { urgency: 'emergency', text: 'Unusual drowsiness or confusion' },
  chestPainPressureEspecially: {
    urgency: 'emergency',
    text: 'Chest pain or pressure, especially spreading to the arm, jaw or back',
  },
  suddenWeaknessNumbnessFace: {
    urgency: 'emergency',
    text: 'Sudden weakness or numbness of the face, arm or leg, or difficulty speaking',
  },
  severeBreathlessnessBlueLips: {
    urgency: 'emergency',
    text: 'Severe breathlessness or blue lips',
  },
  faintingFitSuddenConfusion: {
    urgency: 'emergency',
    text: 'Fainting, a fit, or sudden confusion',
  },
  vomitingBloodBlackStools: {
    urgency: 'emergency',
    text: 'Vomiting blood, black stools, or severe stomach pain',
  },
  highFeverStiffNeck: {
    urgency: 'emergency',
    text: 'High fever with a stiff neck, rash or drowsiness',
  },
  severeBreathlessness: { urgency: 'emergency', text: 'Severe breathlessness' },
  suddenSevereHeadacheConfusion: {
    urgency: 'emergency',
    text: 'A sudden, severe headache, confusion or blurred vision',
  },
  weaknessNumbnessFaceArm: {
    urgency: 'emergency',
    text: 'Weakness or numbness of the face, arm or leg, or slurred speech',
  },
  fitLossConsciousness: { urgency: 'emergency', text: 'A fit or loss of consciousness' },
  hivesItchingSpreadingOver: {
    urgency: 'emergency',
    text: 'Hives or itching spreading over the body',
  },
  dizzinessFaintingFastWeak: {
    urgency: 'emergency',
    text: 'Dizziness, fainting or a fast, weak pulse',
  },
  severeVomitingStomachPain: { urgency: 'emergency', text: 'Severe vomiting or stomach pain' },
  suddenBreathlessnessSharpChest2: {
    urgency: 'emergency',
    text: 'Sudden breathlessness or sharp chest pain, which may mean the lung has collapsed again',
  },
  feverRednessSwellingPus2: {
    urgency: 'emergency',
    text: 'Fever, or redness, swelling or pus at the drain site',
  },
  breathlessnessWorsensSuddenlyOver: {
    urgency: 'emergency',
    text: 'Breathlessness that worsens suddenly over hours or days',
  },
  chestPain: { urgency: 'emergency', text: 'Chest pain' },
  highFeverIncreasedBreathlessness: {
    urgency: 'emergency',
    text: 'High fever with increased breathlessness',
  },
  blueLipsConfusionDrowsiness: { urgency: 'emergency', text: 'Blue lips, confusion or drowsiness' },
  suddenIncreasingBreathlessnessSharp: {
    urgency: 'emergency',
    text: 'Sudden or increasing breathlessness or sharp chest pain',
  },
  highFeverDizzinessFainting: { urgency: 'emergency', text: 'High fever, dizziness or fainting' },
  suddenSevereBreathlessnessChest: {
    urgency: 'emergency',
    text: 'Sudden or severe breathlessness, or chest pain',
  },
  swellingFaceNeckArms: {
    urgency: 'emergency',
    text: 'Swelling of the face, neck or arms with breathlessness',
  },
  suddenWeaknessConfusionFit: { urgency: 'emergency', text: 'Sudden weakness, confusion or a fit' },
  feverShiveringWhileChemotherapy: {
    urgency: 'emergency',
    text: 'A fever or shivering while on chemotherapy',
  },
  chestPainNewConfusion: { urgency: 'emergency', text: 'Chest pain or new confusion' },
  severeBreathlessnessBlueGrey: {
    urgency: 'emergency',
    text: 'Severe breathlessness, or blue or grey lips',
  },
  chestPainRacingIrregular: {
    urgency: 'emergency',
    text: 'Chest pain or a racing, irregular heartbeat',
  },
  greatDifficultyWakingUp: {
    urgency: 'emergency',
    text: 'Great difficulty waking up, confusion or unusual drowsiness',
  },
  signsStrokeSuchDrooping: {
    urgency: 'emergency',
    text: 'Signs of a stroke, such as a drooping face, weak arm or slurred speech',
  },
  suddenWorseningBreathlessness: {
    urgency: 'emergency',
    text: 'Sudden or worsening breathlessness',
  },
  sharpChestPainGets: {
    urgency: 'emergency',
    text: 'Sharp chest pain that gets worse with breathing',
  },
  dizzinessFaintingFastHeartbeat: {
    urgency: 'emergency',
    text: 'Dizziness, fainting or a fast heartbeat',
  },
  feverRednessSwellingDischarge: {
    urgency: 'emergency',
    text: 'Fever, or redness, swelling or discharge at the biopsy site',
  },
  breathlessnessSevereGettingWorse: {
    urgency: 'emergency',
    text: 'Breathlessness that is severe or getting worse quickly',
  },
  suddenSharpChestPain2: {
    urgency: 'emergency',
    text: 'Sudden sharp chest pain, especially after a pleural procedure',
  },
  highFeverChillsChest: { urgency: 'emergency', text: 'High fever with chills and chest pain' },
  blueLipsFaintingConfusion: { urgency: 'emergency', text: 'Blue lips, fainting or confusion' },
  suddenRapidlyWorseningBreathlessness: {
    urgency: 'emergency',
    text: 'Sudden or rapidly worsening breathlessness',
  },
  sharpChestPainEspecially: {
    urgency: 'emergency',
    text: 'Sharp chest pain, especially after a pleural procedure',
  },
  highFeverShiveringPus: {
    urgency: 'emergency',
    text: 'High fever with shivering, or pus from a drain or catheter site',
  },
  sharpChestPainDoes: {
    urgency: 'emergency',
    text: 'Sharp chest pain that does not settle with your usual pain relief',
  },
  highFeverShiveringPus2: {
    urgency: 'emergency',
    text: 'High fever with shivering, or pus or spreading redness at the drain site',
  },
  confusionFaintingBlueLips: { urgency: 'emergency', text: 'Confusion, fainting or blue lips' },
  severeBreathlessnessStrugglingBreathe: {
    urgency: 'emergency',
    text: 'Severe breathlessness, or struggling to breathe or speak in full sentences',
  },
  blueGreyLipsFace2: { urgency: 'emergency', text: 'Blue or grey lips, face or fingertips' },
  fastBreathingChild: {
    urgency: 'emergency',
    text: 'In a baby or young child: fast breathing (60 or more breaths a minute under 2 months, 50 or more at 2 to 12 months, 40 or more at 1 to 5 years), the chest drawing in, grunting, or being unable to feed',
    source: 'whoImci',
  },
  longPausesBreathingBlue: {
    urgency: 'emergency',
    text: 'Long pauses in breathing with blue lips, or being very hard to wake',
  },
  chestPainRacingIrregular2: {
    urgency: 'emergency',
    text: 'Chest pain, a racing or irregular heartbeat, or fainting',
  },
  severeBreathlessnessNightWaking: {
    urgency: 'emergency',
    text: 'Severe breathlessness at night or on waking',
  },
  suddenConfusionUnusualDrowsiness: {
    urgency: 'emergency',
    text: 'Sudden confusion or unusual drowsiness',
  },
  chestPainPressureTightness: {
    urgency: 'emergency',
    text: 'Chest pain, pressure or tightness lasting more than a few minutes, or coming back at rest',
  },
  painSpreadingArmJaw: {
    urgency: 'emergency',
    text: 'Pain spreading to the arm, jaw, neck or back, with sweating or nausea',
  },
  suddenSevereBreathlessnessFainting: {
    urgency: 'emergency',
    text: 'Sudden severe breathlessness or fainting',
  },
  faceDroopingArmLeg: {
    urgency: 'emergency',
    text: 'Face drooping, arm or leg weakness, or difficulty speaking, which are signs of a stroke',
  },
  severeBreathlessnessDifficultySpeaking: {
    urgency: 'emergency',
    text: 'Severe breathlessness or difficulty speaking',
  },
  blueLipsConfusion: { urgency: 'emergency', text: 'Blue lips or confusion' },
  severeBreathlessnessWheezingDoes: {
    urgency: 'emergency',
    text: 'Severe breathlessness, or wheezing that does not improve with your reliever inhaler',
  },
  difficultySpeakingBlueLips: {
    urgency: 'emergency',
    text: 'Difficulty speaking, blue lips, or drowsiness during an asthma attack',
  },
  swellingLipsTongueThroat2: {
    urgency: 'emergency',
    text: 'Swelling of the lips, tongue or throat, difficulty swallowing, or a hoarse voice',
  },
  widespreadHivesFaintnessDizziness: {
    urgency: 'emergency',
    text: 'Widespread hives with faintness or dizziness after an injection, food, medicine or sting',
  },
  severeBreathlessnessDifficultySpeaking2: {
    urgency: 'emergency',
    text: 'Severe breathlessness, or difficulty speaking in full sentences',
  },
  confusionUnusualDrowsinessDifficulty2: {
    urgency: 'emergency',
    text: 'Confusion, unusual drowsiness or difficulty waking up',
  },
  swellingFaceLipsThroat: {
    urgency: 'emergency',
    text: 'Swelling of the face, lips or throat, or difficulty breathing after a vaccine',
  },
  dizzinessFaintingWidespreadItchy: {
    urgency: 'emergency',
    text: 'Dizziness, fainting or a widespread itchy rash soon after a vaccine',
  },
  severeBreathlessnessChestPain: {
    urgency: 'emergency',
    text: 'Severe breathlessness, chest pain or blue lips during any chest infection',
  },
  confusionDrowsinessHighFever: {
    urgency: 'emergency',
    text: 'Confusion or drowsiness with a high fever',
  },
  faintingVeryFastIrregular: {
    urgency: 'emergency',
    text: 'Fainting, or a very fast or irregular heartbeat',
  },
  suddenSevereBreathlessnessChest2: {
    urgency: 'emergency',
    text: 'Sudden severe breathlessness or chest pain',
  },
  suddenLossVisionPainful: {
    urgency: 'emergency',
    text: 'Sudden loss of vision or a painful red eye',
  },
  weaknessFaceLimbsSeizure: {
    urgency: 'emergency',
    text: 'Weakness of the face or limbs, or a seizure',
  },
  veryDrowsyConfusedDifficult: {
    urgency: 'emergency',
    text: 'Is very drowsy, confused or difficult to wake',
  },
  severeBreathlessnessBlueLips2: {
    urgency: 'emergency',
    text: 'Has severe breathlessness, blue lips or chest pain',
  },
  rapidlyWorseningLegSwelling: {
    urgency: 'emergency',
    text: 'Has rapidly worsening leg swelling with breathlessness',
  },
  stopsBreathingLongTime: {
    urgency: 'emergency',
    text: 'Stops breathing for a long time and cannot be roused',
  },
  increasingBreathlessnessSevereChest: {
    urgency: 'emergency',
    text: 'Increasing breathlessness or severe chest pain',
  },
  highFeverRednessSwelling: {
    urgency: 'emergency',
    text: 'A high fever, or redness, swelling or pus at the wound',
  },
  newNoisyWhistlingBreathing: {
    urgency: 'emergency',
    text: 'New noisy or whistling breathing, called stridor',
  },
  feelingChokingCoughingUp: {
    urgency: 'emergency',
    text: 'A feeling of choking, or coughing up pieces of the stent',
  },
  highFeverThickDiscoloured: {
    urgency: 'emergency',
    text: 'High fever with thick, discoloured phlegm',
  },
  severeBreathlessnessChestPain2: {
    urgency: 'emergency',
    text: 'Severe breathlessness or chest pain',
  },
  yellowEyesSkinVomiting: {
    urgency: 'emergency',
    text: 'Yellow eyes or skin with vomiting, or severe tummy pain',
  },
  severeHeadacheNeckStiffness: {
    urgency: 'emergency',
    text: 'Severe headache, neck stiffness, confusion or a seizure',
  },
  // Urgent: see a doctor the same day.
  bloodStreaks: {
    urgency: 'sameDay',
    text: 'A few streaks of blood in your phlegm, with no other new symptoms',
    source: 'bloodThreshold',
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
  peakFlowStaysLower: { urgency: 'sameDay', text: 'Your peak flow stays lower than usual' },
  hoarseOrSwallowing: {
    urgency: 'sameDay',
    text: 'A hoarse voice for more than 3 weeks, or trouble swallowing: ask for an urgent check within days',
    source: 'niceCancer',
  },
  coughWeightLoss: {
    urgency: 'sameDay',
    text: 'A cough with weight loss, fever or night sweats: ask for a TB test and a chest X-ray',
    source: 'ntep',
  },
  breathlessnessCoughPhlegmClearly: {
    urgency: 'sameDay',
    text: 'Breathlessness, cough or phlegm clearly worse than usual for more than a day',
  },
  phlegmTurnsYellowGreen: {
    urgency: 'sameDay',
    text: 'Phlegm that turns yellow or green, with fever',
  },
  sugarReadingsStayAbove: { urgency: 'sameDay', text: 'Sugar readings that stay above 300 mg/dL' },
  footWoundBlisterInfection: { urgency: 'sameDay', text: 'A foot wound, blister or infection' },
  feverLastingOver3: { urgency: 'sameDay', text: 'A fever lasting over 3 days' },
  feverAbove103F: {
    urgency: 'sameDay',
    text: 'A fever above 103°F (39.4°C) in an older child or adult',
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
  reading180120Mmhg: {
    urgency: 'sameDay',
    text: 'A reading of 180/120 mmHg or higher, even without symptoms',
  },
  chestInfectionGettingWorse: {
    urgency: 'sameDay',
    text: 'A chest infection that is getting worse',
  },
  notBetterAfterTwo: {
    urgency: 'sameDay',
    text: 'You are not better after two to three days of treatment',
  },
  feverComesBack: { urgency: 'sameDay', text: 'Your fever comes back' },
  fellAsleepWhileDriving: {
    urgency: 'sameDay',
    text: 'You fell asleep while driving, or nearly did',
  },
  sideEffectsTbMedicines: {
    urgency: 'sameDay',
    text: 'Side effects of TB medicines, such as a rash, vomiting, or changes in your eyesight',
  },
  // A routine appointment.
  relieverOften: {
    urgency: 'routine',
    text: 'You need a blue (salbutamol) reliever on more than 2 days a week, or an ICS-formoterol reliever more often than your action plan expects',
    source: 'gina',
  },
  wantInhalerTechniqueAction: {
    urgency: 'routine',
    text: 'You want your inhaler technique or action plan checked',
  },
  asthmaLimitsSportSchool: { urgency: 'routine', text: 'Asthma limits sport, school or work' },
  questionsAboutInhalers: { urgency: 'routine', text: 'You have questions about your inhalers' },
  longStandingSmokerS: { urgency: 'routine', text: 'A long-standing smoker’s cough changes' },
  wantStartPulmonaryRehabilitation: {
    urgency: 'routine',
    text: 'You want to start pulmonary rehabilitation or stop smoking',
  },
  inhalersDoNotSeem: { urgency: 'routine', text: 'Your inhalers do not seem to help' },
  hba1cAboveTarget: { urgency: 'routine', text: 'Your HbA1c is above your target' },
  dueEyeFootKidney: { urgency: 'routine', text: 'You are due for your eye, foot or kidney checks' },
  feversKeepComingBack: { urgency: 'routine', text: 'Fevers that keep coming back over weeks' },
  lowFeverMostEvenings: {
    urgency: 'routine',
    text: 'A low fever most evenings, with night sweats or weight loss',
  },
  homeReadingsOftenAbove: {
    urgency: 'routine',
    text: 'Your home readings are often above 130/80 mmHg',
  },
  medicinesGiveSideEffects: { urgency: 'routine', text: 'Your medicines give you side effects' },
  loudSnoringPausesBreathing: {
    urgency: 'routine',
    text: 'Loud snoring with pauses in breathing, or daytime sleepiness',
  },
  tbPresumptive: {
    urgency: 'routine',
    text: 'A cough of 2 weeks or more, fever, weight loss or night sweats: ask for a free TB test',
    source: 'ntep',
  },
  closeFamilyMemberTb: { urgency: 'routine', text: 'A close family member has TB' },
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
