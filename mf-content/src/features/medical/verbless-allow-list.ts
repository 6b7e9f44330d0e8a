/**
 * Sentences that have a verb the tagger (`verbless.ts`) reads as a noun: each one reviewed by a
 * person, with the verb it has. A sentence that changes leaves the list and is checked again; an
 * entry no page uses any more fails `verbless.test.ts`, so the list cannot grow stale.
 */
const reviewed: Record<string, string> = {
  'Good inhaler technique matters as much as the choice of medicine.': 'matters',
  'CPAP stands for continuous positive airway pressure.': 'stands',
  'This opens up the spaces between the ribs.': 'opens',
  'Fever, night sweats and weight loss point towards infections such as TB.': 'point',
  'Cough and breathlessness point to a chest infection.': 'point',
  'Severe body and joint pain point to dengue or chikungunya.': 'point',
  'Most of these settle with simple treatment and the right advice.': 'settle',
  'Tiny forceps, a brush or a needle take samples from the airway wall, the lung tissue or nearby lymph nodes.':
    'take',
  'The stage, the type and your general health guide every treatment choice.': 'guide',
  'Many people with pneumonia recover well at home with the right treatment.': 'recover',
  'But some need hospital care.': 'need',
  'A small clip on your finger, a pulse oximeter, measures your oxygen level.': 'measures',
  'So getting a diagnosis matters.': 'matters',
  'Long-term lung disease, diabetes and high blood pressure each raise heart risk.': 'raise',
  'Others notice:': 'notice',
};

export const verblessAllowList: ReadonlySet<string> = new Set(Object.keys(reviewed));
