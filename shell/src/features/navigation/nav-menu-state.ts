/**
 * The navbar's state: the five independent flags of product §2 and the rules between them, as a
 * pure reducer. Which flag is the "fifth toggle", and why, is decision 0011.
 *
 * 1. `treatments`  – first dropdown
 * 2. `procedures`  – second dropdown
 * 3. `media`       – the third dropdown
 * 4. `mobileMenu`  – the full-screen menu below 1024 px (the dropdowns are its collapsible sections)
 * 5. `psychiatry`  – the fifth toggle: the mobile menu's psychiatry section
 */
export interface NavMenuState {
  readonly treatments: boolean;
  readonly procedures: boolean;
  readonly media: boolean;
  readonly mobileMenu: boolean;
  readonly psychiatry: boolean;
}

export type Dropdown = 'treatments' | 'procedures' | 'media';

export type NavMenuAction =
  /** A click on a dropdown's button: opens it (closing the others) or closes it. */
  | { type: 'dropdownToggled'; dropdown: Dropdown }
  /** The pointer entered a dropdown. */
  | { type: 'dropdownOpened'; dropdown: Dropdown }
  /** The pointer left a dropdown. */
  | { type: 'dropdownClosed'; dropdown: Dropdown }
  /** The hamburger: touches the mobile menu's flag and nothing else. */
  | { type: 'mobileMenuToggled' }
  /** The fifth toggle: opening it closes the first flag only. */
  | { type: 'psychiatryToggled' }
  /** A click outside the nav, Escape, or a navigation. */
  | { type: 'allClosed' };

export const closedNavMenu: NavMenuState = {
  treatments: false,
  procedures: false,
  media: false,
  mobileMenu: false,
  psychiatry: false,
};

/** Opening a dropdown closes the other dropdowns and the fifth toggle; the mobile menu, their
 * container below 1024 px, stays as it is. */
function openDropdown(state: NavMenuState, dropdown: Dropdown): NavMenuState {
  return {
    treatments: false,
    procedures: false,
    media: false,
    psychiatry: false,
    mobileMenu: state.mobileMenu,
    [dropdown]: true,
  };
}

export function navMenuReducer(state: NavMenuState, action: NavMenuAction): NavMenuState {
  switch (action.type) {
    case 'dropdownToggled':
      return state[action.dropdown]
        ? { ...state, [action.dropdown]: false }
        : openDropdown(state, action.dropdown);
    case 'dropdownOpened':
      return state[action.dropdown] ? state : openDropdown(state, action.dropdown);
    case 'dropdownClosed':
      return state[action.dropdown] ? { ...state, [action.dropdown]: false } : state;
    case 'mobileMenuToggled':
      return { ...state, mobileMenu: !state.mobileMenu };
    case 'psychiatryToggled':
      return state.psychiatry
        ? { ...state, psychiatry: false }
        : { ...state, psychiatry: true, treatments: false };
    case 'allClosed':
      return isAnyOpen(state) ? closedNavMenu : state;
  }
}

export const isAnyOpen = (state: NavMenuState) => Object.values(state).some(Boolean);
