/**
 * Warning signs several pages give, worded once. Coughing up blood has one emergency threshold on
 * every page (a teaspoon is about 5 ml: the amount patients can judge and doctors treat as more
 * than streaking), so no two pages disagree on when to go to hospital.
 */
export const sharedSigns = {
  coughingUpBlood:
    'Coughing up more than a teaspoon of blood, or any blood with breathlessness, chest pain or dizziness',
  bloodStreaks: 'A few streaks of blood in your phlegm, with no other new symptoms',
} as const;

export type SharedSign = keyof typeof sharedSigns;

/** A line of a "When to get help" list: the page's own words, or a shared sign. */
export type HelpItem = string | { readonly sign: SharedSign };

export const helpSignText = (item: HelpItem): string =>
  typeof item === 'string' ? item : sharedSigns[item.sign];

/** A page's "When to get help": its signs at each of the three levels. */
export interface HelpLevels {
  /** When the advice applies, if not always: "After going home from the procedure". */
  readonly context?: string;
  readonly emergency: readonly HelpItem[];
  readonly sameDay: readonly HelpItem[];
  readonly routine: readonly HelpItem[];
}
